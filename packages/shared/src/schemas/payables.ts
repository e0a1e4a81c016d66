import { z } from 'zod';
import { companyLetterheadSchema } from './company-settings.js';
import { AGEING_BUCKETS, type AgeingBucket } from './receivables.js';

/*
 * What the plant owes its suppliers: the ageing of every booked bill's balance by days past its
 * due date (the customers' buckets), with the advances paid, and one supplier's ledger (opening
 * balance, bills, TDS, payments, running and closing balance) for a period, on screen, as CSV
 * and as the statement's PDF.
 */

const buckets = Object.fromEntries(AGEING_BUCKETS.map((b) => [b.key, z.number()])) as Record<AgeingBucket, z.ZodNumber>;

export const payablesAgeingRowSchema = z.object({
  supplierId: z.string(),
  supplierCode: z.string().nullable(),
  supplierName: z.string(),
  ...buckets,
  /** Owed on its bills: the buckets added up. */
  total: z.number(),
  /** Paid to it and not yet set against any bill. */
  advance: z.number(),
  /** total − advance: what settles the account. */
  net: z.number(),
  /** The most days any of its bills is past due; 0 when none is. */
  oldestDaysOverdue: z.number().int(),
});
export type PayablesAgeingRow = z.infer<typeof payablesAgeingRowSchema>;

/** `GET payables/ageing`: a row per supplier owed anything or holding an advance, the biggest balance first. */
export const payablesAgeingSchema = z.object({
  asOf: z.string(),
  rows: z.array(payablesAgeingRowSchema),
  totals: z.object({ ...buckets, total: z.number(), advance: z.number(), net: z.number() }),
});
export type PayablesAgeing = z.infer<typeof payablesAgeingSchema>;

/** The kinds of line a supplier's ledger holds. */
export const SUPPLIER_LEDGER_KINDS = ['bill', 'tds', 'payment'] as const;
export type SupplierLedgerKind = (typeof SUPPLIER_LEDGER_KINDS)[number];
export const SUPPLIER_LEDGER_KIND_LABELS: Record<SupplierLedgerKind, string> = {
  bill: 'Bill',
  tds: 'TDS',
  payment: 'Payment',
};

export const supplierLedgerEntrySchema = z.object({
  date: z.string(),
  kind: z.enum(SUPPLIER_LEDGER_KINDS),
  /** The bill's number (for its TDS too); a payment's own number. */
  reference: z.string(),
  /** A bill's supplier invoice and due date; TDS's section and rate; a payment's mode, reference and bills. */
  detail: z.string(),
  /** What the plant paid or deducted (a payment, TDS): 0 for a bill. */
  debit: z.number(),
  /** What the supplier billed: 0 for a payment. */
  credit: z.number(),
  /** Owed to the supplier after this entry; below 0, an advance with them. */
  balance: z.number(),
  billId: z.string().nullable(),
  paymentId: z.string().nullable(),
});
export type SupplierLedgerEntry = z.infer<typeof supplierLedgerEntrySchema>;

/** `GET payables/ledger/{supplierId}?from&to` (unset: the financial year to date). */
export const supplierLedgerSchema = z.object({
  supplierId: z.string(),
  supplierCode: z.string().nullable(),
  supplierName: z.string(),
  supplierAddress: z.string().nullable(),
  supplierGstin: z.string().nullable(),
  supplierState: z.string().nullable(),
  supplierPan: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  /** Owed at the start of `from`: bills before it less their TDS and the payments before it. */
  openingBalance: z.number(),
  entries: z.array(supplierLedgerEntrySchema),
  totalDebit: z.number(),
  totalCredit: z.number(),
  closingBalance: z.number(),
  company: companyLetterheadSchema,
});
export type SupplierLedger = z.infer<typeof supplierLedgerSchema>;
