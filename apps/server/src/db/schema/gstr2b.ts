import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { money } from './money-columns.js';
import { supplierBills } from './payables.js';
import { users } from './users.js';

/*
 * GSTR-2B reconciliation (issue 32): the portal's statement of a month as imported, its documents,
 * and the accountant's decisions on the month's rows, kept by the documents' own keys so a
 * re-import of the month (the portal regenerates 2B) keeps them.
 */

/** A month's GSTR-2B as last imported: one row a month, its documents replaced by each import. */
export const gstr2bImports = pgTable(
  'gstr2b_imports',
  {
    ...recordColumns(),
    /** yyyy-MM. */
    returnPeriod: text('return_period').notNull(),
    gstin: text('gstin').notNull(),
    /** The day the portal generated it (gendt) and the file's version. */
    generatedOn: date('generated_on'),
    fileVersion: text('file_version'),
    documentCount: integer('document_count').notNull().default(0),
    /** The sections left aside and how many documents each held: { "b2ba": 2 }. */
    ignored: jsonb('ignored').$type<Record<string, number>>().notNull().default({}),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gstr2b_imports_return_period', sql`return_period ~ '^20[0-9]{2}-(0[1-9]|1[0-2])$'`),
    check('gstr2b_imports_document_count', sql`document_count >= 0`),
    uniqueIndex('gstr2b_imports_return_period_unique').on(t.returnPeriod),
  ],
);

/** A document of a month's 2B: a supplier's invoice (b2b) or credit or debit note (cdnr). */
export const gstr2bDocuments = pgTable(
  'gstr2b_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id')
      .notNull()
      .references(() => gstr2bImports.id, { onDelete: 'cascade' }),
    /** The import's month, kept on each document: a bill is looked up in every month's documents. */
    returnPeriod: text('return_period').notNull(),
    /** 'invoice', 'credit-note' or 'debit-note'. */
    kind: text('kind').notNull(),
    supplierGstin: text('supplier_gstin').notNull(),
    supplierName: text('supplier_name'),
    /** As the portal prints it, and as a key (supplierInvoiceKey), as a bill keeps the supplier's number. */
    number: text('number').notNull(),
    numberKey: text('number_key').notNull(),
    documentDate: date('document_date').notNull(),
    financialYear: text('financial_year').notNull(),
    taxable: money('taxable').notNull(),
    igst: money('igst').notNull(),
    cgst: money('cgst').notNull(),
    sgst: money('sgst').notNull(),
    cess: money('cess').notNull(),
    value: money('value').notNull(),
    /** The 2-digit state code of the place of supply. */
    placeOfSupply: text('place_of_supply'),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /** Y, N or T as the portal says, and the reason it gives for N. */
    itcAvailable: text('itc_available'),
    itcReason: text('itc_reason'),
    /** The supplier's return period (MMyyyy) and the day it filed it. */
    supplierPeriod: text('supplier_period'),
    supplierFiledOn: date('supplier_filed_on'),
  },
  (t) => [
    check('gstr2b_documents_kind', sql`kind in ('invoice', 'credit-note', 'debit-note')`),
    index('gstr2b_documents_import').on(t.importId),
    // A bill's number found in any month's 2B, and the month's documents of a supplier.
    index('gstr2b_documents_key').on(t.supplierGstin, t.numberKey, t.financialYear),
    index('gstr2b_documents_period_supplier').on(t.returnPeriod, t.supplierGstin),
  ],
);

/**
 * What the accountant decided on a row of a month: accept (a mismatch, with its reason, or a row
 * on one side), link a document to a bill whose number differs, or defer a one-sided row. The
 * document is named by its key (GSTIN, kind, number key, financial year), the bill by its id.
 */
export const gstr2bActions = pgTable(
  'gstr2b_actions',
  {
    ...recordColumns(),
    importId: uuid('import_id')
      .notNull()
      .references(() => gstr2bImports.id, { onDelete: 'restrict' }),
    returnPeriod: text('return_period').notNull(),
    action: text('action').notNull(),
    supplierGstin: text('supplier_gstin'),
    documentKind: text('document_kind'),
    numberKey: text('number_key'),
    financialYear: text('financial_year'),
    /** The document's number as printed, for the trail. */
    documentNumber: text('document_number'),
    billId: uuid('bill_id').references(() => supplierBills.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('gstr2b_actions_action', sql`action in ('accept', 'link', 'defer')`),
    check(
      'gstr2b_actions_document',
      sql`(supplier_gstin is null) = (document_kind is null) and (supplier_gstin is null) = (number_key is null) and (supplier_gstin is null) = (financial_year is null)`,
    ),
    check(
      'gstr2b_actions_names',
      sql`case action when 'link' then supplier_gstin is not null and bill_id is not null when 'defer' then (supplier_gstin is null) <> (bill_id is null) else supplier_gstin is not null or bill_id is not null end`,
    ),
    // One link a document a month, and a bill linked once whatever the month.
    uniqueIndex('gstr2b_actions_link_document')
      .on(t.returnPeriod, t.supplierGstin, t.documentKind, t.numberKey, t.financialYear)
      .where(sql`action = 'link'`),
    uniqueIndex('gstr2b_actions_link_bill').on(t.billId).where(sql`action = 'link'`),
    // One decision (accept or defer) a row: a document's, or a bill's alone.
    uniqueIndex('gstr2b_actions_decision_document')
      .on(t.returnPeriod, t.supplierGstin, t.documentKind, t.numberKey, t.financialYear)
      .where(sql`action <> 'link' and supplier_gstin is not null`),
    uniqueIndex('gstr2b_actions_decision_bill')
      .on(t.returnPeriod, t.billId)
      .where(sql`action <> 'link' and supplier_gstin is null`),
    index('gstr2b_actions_import').on(t.importId),
    index('gstr2b_actions_period').on(t.returnPeriod),
    index('gstr2b_actions_bill').on(t.billId),
  ],
);
