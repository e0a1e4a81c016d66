import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { blanketOrderLines } from './blanket-orders.js';
import { recordColumns, searchText, trigramIndex } from './columns.js';
import { customers } from './customers.js';
import { customerDeliveryAddresses } from './delivery-addresses.js';
import { eWayBillColumns } from './gst-columns.js';
import { money, rate } from './money-columns.js';
import { products } from './products.js';
import { users } from './users.js';

const SALES_ORDER_STATUSES_SQL = sql`status in ('draft', 'confirmed', 'completed', 'closed', 'cancelled')`;

export const salesOrders = pgTable(
  'sales_orders',
  {
    ...recordColumns(),
    /** Given on confirmation from the yearly series (SO/2026-27/0001); drafts have none. */
    orderNumber: text('order_number'),
    status: text('status').notNull().default('draft'),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** The customer's current name, kept by triggers (migration 0005) so the list sorts by it through an index. */
    customerName: text('customer_name'),
    orderDate: date('order_date').notNull(),
    customerPoNumber: text('customer_po_number'),
    customerPoDate: date('customer_po_date'),
    /** The requested delivery date; a line may name its own. */
    deliveryDate: date('delivery_date'),
    /** Where the goods go, when not the customer's own shipping address: its dispatches start from it. */
    deliveryAddressId: uuid('delivery_address_id').references(() => customerDeliveryAddresses.id, {
      onDelete: 'restrict',
    }),
    notes: text('notes'),
    /** Σ line amounts, ex-GST, kept by the server whenever the lines change. */
    totalAmount: money('total_amount').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why an order was short-closed or cancelled. */
    statusReason: text('status_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText('order_number', 'customer_po_number'),
  },
  (t) => [
    check('sales_orders_status', SALES_ORDER_STATUSES_SQL),
    uniqueIndex('sales_orders_order_number_unique').on(t.orderNumber),
    trigramIndex('sales_orders_search_trgm', t.searchText),
    index('sales_orders_customer').on(t.customerId, t.orderDate),
    index('sales_orders_status_delivery').on(t.status, t.deliveryDate),
    index('sales_orders_order_number_sort').on(t.orderNumber, t.id),
    index('sales_orders_order_date_sort').on(t.orderDate, t.id),
    index('sales_orders_delivery_date_sort').on(t.deliveryDate, t.id),
    index('sales_orders_total_amount_sort').on(t.totalAmount, t.id),
    index('sales_orders_customer_name_sort').on(t.customerName, t.id),
    index('sales_orders_status_sort').on(t.status, t.id),
    index('sales_orders_created_at_sort').on(t.createdAt, t.id),
    index('sales_orders_updated_at_sort').on(t.updatedAt, t.id),
  ],
);

export const salesOrderLines = pgTable(
  'sales_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** Copied from the product when the line is written, as the contract asks. */
    drawingNumber: text('drawing_number').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    rate: rate('rate').notNull(),
    amount: money('amount').notNull(),
    deliveryDate: date('delivery_date'),
    /**
     * On a delivery schedule's release order (issue 30): the blanket order line it releases, and
     * whether it is a day's or a week's bucket (its delivery date the day, or the week's Monday).
     */
    blanketOrderLineId: uuid('blanket_order_line_id').references(() => blanketOrderLines.id, { onDelete: 'restrict' }),
    scheduleBucket: text('schedule_bucket'),
    /** Kept by dispatches and by issued (not cancelled) invoices, under the order's row lock. */
    dispatchedQuantity: integer('dispatched_quantity').notNull().default(0),
    invoicedQuantity: integer('invoiced_quantity').notNull().default(0),
  },
  (t) => [
    check('sales_order_lines_quantity', sql`quantity > 0`),
    check('sales_order_lines_schedule_bucket', sql`schedule_bucket is null or schedule_bucket in ('day', 'week')`),
    index('sales_order_lines_blanket_line').on(t.blanketOrderLineId),
    check('sales_order_lines_dispatched', sql`dispatched_quantity between 0 and quantity`),
    check('sales_order_lines_invoiced', sql`invoiced_quantity between 0 and quantity`),
    uniqueIndex('sales_order_lines_order_line').on(t.orderId, t.lineNumber),
    index('sales_order_lines_product').on(t.productId),
    // Lines still short of their quantity: what "late" reads, whatever the size of the history.
    index('sales_order_lines_pending').on(t.orderId).where(sql`${t.dispatchedQuantity} < ${t.quantity}`),
  ],
);

export const dispatches = pgTable(
  'dispatches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'restrict' }),
    dispatchDate: date('dispatch_date').notNull(),
    /** The delivery challan's number, `DC/2026-27/0007`, taken when the dispatch is recorded. */
    challanNumber: text('challan_number'),
    /** Vehicle number, transporter or LR reference. */
    vehicleReference: text('vehicle_reference'),
    notes: text('notes'),
    /** Where these goods went, as the challan printed it (the order's delivery address or another of the customer's). */
    deliveryAddressId: uuid('delivery_address_id').references(() => customerDeliveryAddresses.id, {
      onDelete: 'restrict',
    }),
    shipToAddress: text('ship_to_address'),
    shipToPlace: text('ship_to_place'),
    shipToState: text('ship_to_state'),
    shipToPin: text('ship_to_pin'),
    shipToGstin: text('ship_to_gstin'),
    ...eWayBillColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('dispatches_order').on(t.orderId, t.dispatchDate),
    index('dispatches_date').on(t.dispatchDate),
    uniqueIndex('dispatches_challan_number_unique').on(t.challanNumber),
    // The inspections list is searched by the challan its PDI report is of.
    trigramIndex('dispatches_challan_number_trgm', t.challanNumber),
    uniqueIndex('dispatches_eway_bill_unique').on(t.eWayBillNumber),
  ],
);

export const dispatchLines = pgTable(
  'dispatch_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dispatchId: uuid('dispatch_id')
      .notNull()
      .references(() => dispatches.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => salesOrderLines.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [check('dispatch_lines_quantity', sql`quantity > 0`), index('dispatch_lines_dispatch').on(t.dispatchId)],
);
