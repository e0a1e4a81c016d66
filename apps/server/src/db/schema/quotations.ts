import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { blanketOrders } from './blanket-orders.js';
import { recordColumns, searchText, trigramIndex } from './columns.js';
import { customers } from './customers.js';
import { gstRate, rate } from './money-columns.js';
import { products } from './products.js';
import { salesOrders } from './sales-orders.js';
import { users } from './users.js';

/** A percent of the cost sheet: 0 to 500, two decimals. */
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/**
 * Quotations to customers (issue 30): a price a piece at each quantity for each part, costed on
 * a sheet kept with the line as it was quoted. A revision is a row of its own under the same
 * number; `root_id` names the first offer (null on the first offer itself).
 */
export const quotations = pgTable(
  'quotations',
  {
    ...recordColumns(),
    /** Given when first sent (QT/2026-27/0001); every revision keeps it. */
    quotationNumber: text('quotation_number'),
    revision: integer('revision').notNull().default(0),
    rootId: uuid('root_id').references((): AnyPgColumn => quotations.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('enquiry'),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    customerName: text('customer_name').notNull(),
    customerPartyCode: text('customer_party_code').notNull(),
    customerAddress: text('customer_address'),
    customerGstin: text('customer_gstin'),
    customerState: text('customer_state'),
    enquiryReference: text('enquiry_reference'),
    enquiryDate: date('enquiry_date').notNull(),
    quotationDate: date('quotation_date').notNull(),
    validUntil: date('valid_until').notNull(),
    paymentTerms: text('payment_terms'),
    deliveryTerms: text('delivery_terms'),
    remarks: text('remarks'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    wonAt: timestamp('won_at', { withTimezone: true }),
    lostAt: timestamp('lost_at', { withTimezone: true }),
    revisedAt: timestamp('revised_at', { withTimezone: true }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    /** Why it was lost. */
    statusReason: text('status_reason'),
    /** The draft sales order it was converted into. */
    salesOrderId: uuid('sales_order_id').references(() => salesOrders.id, { onDelete: 'set null' }),
    /** The draft blanket order it was converted into. */
    blanketOrderId: uuid('blanket_order_id').references(() => blanketOrders.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText('quotation_number', 'customer_name', 'enquiry_reference'),
  },
  (t) => [
    check('quotations_status', sql`status in ('enquiry', 'sent', 'won', 'lost', 'revised', 'converted')`),
    check('quotations_revision', sql`revision >= 0 and (revision = 0) = (root_id is null)`),
    check('quotations_validity', sql`valid_until >= quotation_date`),
    uniqueIndex('quotations_number_revision_unique').on(t.quotationNumber, t.revision),
    uniqueIndex('quotations_root_revision_unique').on(t.rootId, t.revision),
    trigramIndex('quotations_search_trgm', t.searchText),
    index('quotations_customer').on(t.customerId, t.quotationDate),
    index('quotations_quotation_number_sort').on(t.quotationNumber, t.id),
    index('quotations_quotation_date_sort').on(t.quotationDate, t.id),
    index('quotations_valid_until_sort').on(t.validUntil, t.id),
    index('quotations_customer_name_sort').on(t.customerName, t.id),
    index('quotations_status_sort').on(t.status, t.id),
    index('quotations_created_at_sort').on(t.createdAt, t.id),
    index('quotations_updated_at_sort').on(t.updatedAt, t.id),
  ],
);

/** An operation as costed on a line: its machine and that machine's figures as they were quoted. */
export interface StoredCostOperation {
  label: string;
  machineId: string | null;
  machineNo: string | null;
  cycleTimeSec: number;
  efficiencyPercent: number;
  setupMinutes: number;
  hourRate: number;
}

export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** The part as quoted: its drawing number, description, HSN and GST rate then. */
    drawingNumber: text('drawing_number').notNull(),
    description: text('description').notNull(),
    hsnCode: text('hsn_code'),
    gstRate: gstRate('gst_rate').notNull(),
    barKgPerPiece: numeric('bar_kg_per_piece', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    barRate: rate('bar_rate').notNull(),
    barRateSource: text('bar_rate_source').notNull(),
    operations: jsonb('operations').$type<StoredCostOperation[]>().notNull(),
    outside: jsonb('outside').$type<{ process: string; ratePerPiece: number }[]>().notNull(),
    packingPerPiece: rate('packing_per_piece').notNull(),
    rejectionPercent: percent('rejection_percent').notNull(),
    overheadPercent: percent('overhead_percent').notNull(),
    marginPercent: percent('margin_percent').notNull(),
    /** [{ quantity, price }], quantities rising. */
    breaks: jsonb('breaks').$type<{ quantity: number; price: number }[]>().notNull(),
  },
  (t) => [
    check('quotation_lines_bar_rate_source', sql`bar_rate_source in ('grn', 'po', 'typed')`),
    check('quotation_lines_breaks', sql`jsonb_typeof(breaks) = 'array' and jsonb_array_length(breaks) between 1 and 5`),
    index('quotation_lines_quotation').on(t.quotationId, t.lineNumber),
    index('quotation_lines_product').on(t.productId),
  ],
);
