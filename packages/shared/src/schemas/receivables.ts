import { z } from 'zod';
import { companyLetterheadSchema } from './company-settings.js';
import { queryDayField } from './document-fields.js';

/*
 * What customers owe: one customer's statement of account (opening balance, invoices, payments,
 * closing balance) and the ageing of every unpaid balance by how long it is past its due date.
 */

const dayField = (label: string) => queryDayField(label).optional();

/** `GET customers/{id}/statement`: inclusive days; unset, the financial year to date. */
export const statementQuerySchema = z
  .object({ from: dayField('From'), to: dayField('To') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'To must be on or after From' });
export type StatementQuery = z.output<typeof statementQuerySchema>;

export const statementEntrySchema = z.object({
  date: z.string(),
  /** A note is a credit or debit note against one of the customer's invoices. */
  kind: z.enum(['invoice', 'payment', 'credit-note', 'debit-note']),
  /** The invoice's number; a payment's invoice number; a note's own number. */
  reference: z.string(),
  /** A payment's mode and reference; an invoice's due date. */
  detail: z.string(),
  /** What the customer was billed (an invoice), 0 for a payment. */
  debit: z.number(),
  /** What the customer paid (a payment), 0 for an invoice. */
  credit: z.number(),
  /** Owed after this entry. */
  balance: z.number(),
  /** The invoice the entry is, or is against. */
  invoiceId: z.string(),
  /** The note the entry is, for a credit or debit note. */
  noteId: z.string().nullable(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/** How a statement names each kind of entry. */
export const STATEMENT_ENTRY_LABELS: Record<StatementEntry['kind'], string> = {
  invoice: 'Invoice',
  payment: 'Payment',
  'credit-note': 'Credit Note',
  'debit-note': 'Debit Note',
};

export const statementSchema = z.object({
  customerId: z.string(),
  partyCode: z.string(),
  customerName: z.string(),
  /** Whom the statement is addressed to, as the customer record has it now. */
  customerAddress: z.string().nullable(),
  customerGstin: z.string().nullable(),
  customerState: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  /** Owed at the start of `from`: invoices before it less payments before it. */
  openingBalance: z.number(),
  entries: z.array(statementEntrySchema),
  totalDebit: z.number(),
  totalCredit: z.number(),
  closingBalance: z.number(),
  /** The company as it is now: the statement is printed with today's letterhead. */
  company: companyLetterheadSchema,
});
export type Statement = z.infer<typeof statementSchema>;

/**
 * The ageing buckets: what is owed and not yet due, then by days past the due date (0–30 counts
 * from the due date itself). `upTo` is the last day of each; the last bucket has none.
 */
export const AGEING_BUCKETS = [
  { key: 'notDue', label: 'Not due', upTo: -1 },
  { key: 'days0to30', label: '0–30 days', upTo: 30 },
  { key: 'days31to60', label: '31–60 days', upTo: 60 },
  { key: 'days61to90', label: '61–90 days', upTo: 90 },
  { key: 'over90', label: '90+ days', upTo: null },
] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number]['key'];

const buckets = Object.fromEntries(AGEING_BUCKETS.map((b) => [b.key, z.number()])) as Record<AgeingBucket, z.ZodNumber>;

export const ageingRowSchema = z.object({
  customerId: z.string(),
  partyCode: z.string(),
  customerName: z.string(),
  ...buckets,
  total: z.number(),
  /** The most days any of its invoices is past due; 0 when none is. */
  oldestDaysOverdue: z.number().int(),
});
export type AgeingRow = z.infer<typeof ageingRowSchema>;

/** `GET receivables/ageing`: a row per customer who owes anything, the biggest balance first, and the totals. */
export const ageingSchema = z.object({
  asOf: z.string(),
  rows: z.array(ageingRowSchema),
  totals: z.object({ ...buckets, total: z.number() }),
});
export type Ageing = z.infer<typeof ageingSchema>;

/** Whole days from the due date to today: positive once past due. */
export function daysOverdue(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
}
