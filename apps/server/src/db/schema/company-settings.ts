import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The company's own details, printed on invoices: one row, id 1. */
export const companySettings = pgTable(
  'company_settings',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    name: text('name'),
    address: text('address'),
    state: text('state'),
    gstin: text('gstin'),
    pan: text('pan'),
    email: text('email'),
    phone: text('phone'),
    bankName: text('bank_name'),
    bankAccountName: text('bank_account_name'),
    bankAccountNumber: text('bank_account_number'),
    bankIfsc: text('bank_ifsc'),
    bankBranch: text('bank_branch'),
    /** A PNG or JPEG as a data URL, at most about 200 kB. */
    logo: text('logo'),
    invoiceTerms: text('invoice_terms'),
    /**
     * Aggregate turnover above ₹5 crore: B2B invoices are e-invoiced and carry 6- or 8-digit HSN
     * codes, so issuing one that could not be reported is refused.
     */
    eInvoicing: boolean('e_invoicing').notNull().default(false),
    /** The plant's default wall-clock minutes between a work order's consecutive operations. */
    transferMinutes: integer('transfer_minutes').notNull().default(0),
    /** Turnover last year above ₹10 crore: the plant deducts TDS under 194Q on its purchases of goods. */
    tds194q: boolean('tds_194q').notNull().default(false),
    /** The letter of undertaking for exports and SEZ supplies without payment of IGST, and its year. */
    lutNumber: text('lut_number'),
    lutValidFrom: date('lut_valid_from'),
    lutValidTo: date('lut_valid_to'),
    /** The company's name in Tally Prime, which an export's vouchers are imported into (SVCURRENTCOMPANY). */
    tallyCompany: text('tally_company'),
    /** Tally's ledger names for Lathe's accounts (sales, purchases, taxes, TDS, round-off, bank, cash). */
    tallyLedgers: jsonb('tally_ledgers').$type<Record<string, string>>().notNull().default({}),
  },
  () => [
    check('company_settings_single_row', sql`id = 1`),
    check('company_settings_transfer_minutes', sql`transfer_minutes between 0 and 10080`),
  ],
);
