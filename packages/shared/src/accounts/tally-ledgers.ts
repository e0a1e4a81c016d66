import { z } from 'zod';
import { safeText } from '../schemas/common.js';

/*
 * The accounts Lathe's vouchers post to in Tally Prime, each under the name the company's Tally
 * books know it by (company settings keep the names; a blank one is the default below). A party
 * (customer or supplier) is not mapped: its ledger is its name as the document carries it.
 */

export const TALLY_LEDGER_KEYS = [
  'salesLocal',
  'salesInterState',
  'salesExport',
  'purchasesLocal',
  'purchasesInterState',
  'outputCgst',
  'outputSgst',
  'outputIgst',
  'inputCgst',
  'inputSgst',
  'inputIgst',
  'tdsPayable194q',
  'tdsPayable194c',
  'tdsReceivable',
  'roundOff',
  'bank',
  'cash',
] as const;
export type TallyLedgerKey = (typeof TALLY_LEDGER_KEYS)[number];

export interface TallyLedgerAccount {
  /** What the settings page calls it. */
  label: string;
  /** The name a Tally user most often gives it: the ledger posted to when the settings leave it blank. */
  default: string;
  /** The Tally group it is created under. */
  group: string;
  /** What Lathe posts to it. */
  hint: string;
}

export const TALLY_LEDGERS: Record<TallyLedgerKey, TallyLedgerAccount> = {
  salesLocal: {
    label: 'Sales – Local',
    default: 'Sales Local',
    group: 'Sales Accounts',
    hint: 'Taxable value of invoices and notes within the state (CGST + SGST)',
  },
  salesInterState: {
    label: 'Sales – Inter-state',
    default: 'Sales Inter-State',
    group: 'Sales Accounts',
    hint: 'Taxable value of invoices and notes to other states (IGST)',
  },
  salesExport: {
    label: 'Sales – Exports/SEZ',
    default: 'Sales Exports and SEZ',
    group: 'Sales Accounts',
    hint: 'Taxable value of exports and supplies to SEZ units, with or without IGST',
  },
  purchasesLocal: {
    label: 'Purchases – Local',
    default: 'Purchase Local',
    group: 'Purchase Accounts',
    hint: 'Supplier bills within the state: taxable value, and the tax no credit is taken of',
  },
  purchasesInterState: {
    label: 'Purchases – Inter-state',
    default: 'Purchase Inter-State',
    group: 'Purchase Accounts',
    hint: 'Supplier bills from other states: taxable value, and the tax no credit is taken of',
  },
  outputCgst: { label: 'Output CGST', default: 'Output CGST', group: 'Duties & Taxes', hint: 'CGST charged on sales' },
  outputSgst: { label: 'Output SGST', default: 'Output SGST', group: 'Duties & Taxes', hint: 'SGST charged on sales' },
  outputIgst: { label: 'Output IGST', default: 'Output IGST', group: 'Duties & Taxes', hint: 'IGST charged on sales' },
  inputCgst: {
    label: 'Input CGST',
    default: 'Input CGST',
    group: 'Duties & Taxes',
    hint: 'CGST on supplier bills, where the credit is eligible',
  },
  inputSgst: {
    label: 'Input SGST',
    default: 'Input SGST',
    group: 'Duties & Taxes',
    hint: 'SGST on supplier bills, where the credit is eligible',
  },
  inputIgst: {
    label: 'Input IGST',
    default: 'Input IGST',
    group: 'Duties & Taxes',
    hint: 'IGST on supplier bills, where the credit is eligible',
  },
  tdsPayable194q: {
    label: 'TDS Payable – 194Q',
    default: 'TDS Payable u/s 194Q',
    group: 'Duties & Taxes',
    hint: 'TDS deducted from supplier bills of goods',
  },
  tdsPayable194c: {
    label: 'TDS Payable – 194C',
    default: 'TDS Payable u/s 194C',
    group: 'Duties & Taxes',
    hint: 'TDS deducted from job work and contract bills',
  },
  tdsReceivable: {
    label: 'TDS Receivable',
    default: 'TDS Receivable',
    group: 'Current Assets',
    hint: 'TDS customers deducted from their payments',
  },
  roundOff: {
    label: 'Round Off',
    default: 'Round Off',
    group: 'Indirect Expenses',
    hint: 'The paise a document rounded to the rupee',
  },
  bank: {
    label: 'Bank',
    default: 'Bank',
    group: 'Bank Accounts',
    hint: 'Receipts and payments by bank transfer, cheque, UPI or other',
  },
  cash: { label: 'Cash', default: 'Cash', group: 'Cash-in-Hand', hint: 'Receipts and payments in cash' },
};

/** Every account's Tally name: the company's own, or the default. */
export type TallyLedgerNames = Record<TallyLedgerKey, string>;

export const TALLY_LEDGER_NAME_MAX = 100;
export const TALLY_LEDGER_ONE_LINE = 'A ledger name is one line: no tabs or line breaks';

/** A ledger's name as Tally takes it: one line of 1 to 100 characters, none of them a control character; blank is the default. */
export const tallyLedgerNameField = safeText(
  z
    .string({ error: 'A ledger name must be text' })
    .trim()
    .max(TALLY_LEDGER_NAME_MAX, `A ledger name is at most ${TALLY_LEDGER_NAME_MAX} characters`),
)
  .refine((name) => !/[\t\r\n]/.test(name), TALLY_LEDGER_ONE_LINE)
  .nullish()
  .transform((name) => name || undefined);

/** The company's name in Tally Prime, which an export's vouchers are imported into (blank: whichever company is open). */
export const tallyCompanyField = safeText(
  z
    .string({ error: 'The Tally company must be text' })
    .trim()
    .max(TALLY_LEDGER_NAME_MAX, `The Tally company is at most ${TALLY_LEDGER_NAME_MAX} characters`),
)
  .refine((name) => !/[\t\r\n]/.test(name), 'The Tally company is one line: no tabs or line breaks')
  .nullish()
  .transform((name) => name || null);

/**
 * The company's ledger names by account, as company settings keep them: only the names given (a
 * blank one is the default and is not kept); an account Lathe does not know is dropped.
 */
export const tallyLedgersSchema = z
  .object(
    Object.fromEntries(TALLY_LEDGER_KEYS.map((key) => [key, tallyLedgerNameField])) as Record<
      TallyLedgerKey,
      typeof tallyLedgerNameField
    >,
    { error: 'Tally ledgers must name each account' },
  )
  .nullish()
  .transform(
    (names): Partial<TallyLedgerNames> =>
      Object.fromEntries(Object.entries(names ?? {}).filter(([, name]) => name !== undefined)),
  );
export type TallyLedgersInput = z.input<typeof tallyLedgersSchema>;

/** The names the vouchers post to: each account's own name from the settings, else its default. */
export function tallyLedgerNames(saved: Partial<Record<string, string>> | null | undefined): TallyLedgerNames {
  return Object.fromEntries(
    TALLY_LEDGER_KEYS.map((key) => [key, saved?.[key]?.trim() || TALLY_LEDGERS[key].default]),
  ) as TallyLedgerNames;
}
