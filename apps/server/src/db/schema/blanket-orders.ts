import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns, searchText, trigramIndex } from './columns.js';
import { customers } from './customers.js';
import { gstRate } from './money-columns.js';
import { products } from './products.js';
import { users } from './users.js';

/**
 * Blanket (open) orders (issue 30): a customer's order for parts at prices for a period. Delivery
 * schedules release quantities against its lines (sales order lines name the line they release).
 */
export const blanketOrders = pgTable(
  'blanket_orders',
  {
    ...recordColumns(),
    /** Given on activation (BO/2026-27/0001). */
    blanketNumber: text('blanket_number'),
    status: text('status').notNull().default('draft'),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    customerName: text('customer_name').notNull(),
    customerPartyCode: text('customer_party_code').notNull(),
    customerGstin: text('customer_gstin'),
    customerState: text('customer_state'),
    customerPoNumber: text('customer_po_number').notNull(),
    customerPoDate: date('customer_po_date'),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    paymentTerms: text('payment_terms'),
    remarks: text('remarks'),
    /** When it was activated: the kit stamps `${status}At` as a step reaches the status. */
    activeAt: timestamp('active_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    statusReason: text('status_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText('blanket_number', 'customer_name', 'customer_po_number'),
  },
  (t) => [
    check('blanket_orders_status', sql`status in ('draft', 'active', 'closed', 'cancelled')`),
    check('blanket_orders_validity', sql`valid_to >= valid_from`),
    uniqueIndex('blanket_orders_number_unique').on(t.blanketNumber),
    trigramIndex('blanket_orders_search_trgm', t.searchText),
    index('blanket_orders_customer').on(t.customerId, t.status),
    index('blanket_orders_blanket_number_sort').on(t.blanketNumber, t.id),
    index('blanket_orders_customer_po_number_sort').on(t.customerPoNumber, t.id),
    index('blanket_orders_valid_from_sort').on(t.validFrom, t.id),
    index('blanket_orders_valid_to_sort').on(t.validTo, t.id),
    index('blanket_orders_customer_name_sort').on(t.customerName, t.id),
    index('blanket_orders_status_sort').on(t.status, t.id),
    index('blanket_orders_created_at_sort').on(t.createdAt, t.id),
    index('blanket_orders_updated_at_sort').on(t.updatedAt, t.id),
  ],
);

/** A price from a date: the first is the order's own (no reason), each later one a revision. */
export interface StoredBlanketPrice {
  effectiveFrom: string;
  rate: number;
  reason: string | null;
}

export const blanketOrderLines = pgTable(
  'blanket_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blanketOrderId: uuid('blanket_order_id')
      .notNull()
      .references(() => blanketOrders.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    drawingNumber: text('drawing_number').notNull(),
    description: text('description').notNull(),
    hsnCode: text('hsn_code'),
    gstRate: gstRate('gst_rate').notNull(),
    /** Null: open-ended. */
    totalQuantity: integer('total_quantity'),
    /** [{ effectiveFrom, rate, reason }], oldest first. */
    prices: jsonb('prices').$type<StoredBlanketPrice[]>().notNull(),
  },
  (t) => [
    check('blanket_order_lines_total', sql`total_quantity is null or total_quantity > 0`),
    check('blanket_order_lines_prices', sql`jsonb_typeof(prices) = 'array' and jsonb_array_length(prices) >= 1`),
    uniqueIndex('blanket_order_lines_product').on(t.blanketOrderId, t.productId),
    index('blanket_order_lines_product_id').on(t.productId),
  ],
);
