import type { Seller } from '@lathe/shared';
import { sql } from 'drizzle-orm';
import {
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
import { recordColumns, searchText, trigramIndex } from './columns.js';
import { customers } from './customers.js';
import { customerDeliveryAddresses } from './delivery-addresses.js';
import { eWayBillColumns, irnColumns } from './gst-columns.js';
import { gstRate, money, rate } from './money-columns.js';
import { products } from './products.js';
import { salesOrderLines, salesOrders } from './sales-orders.js';
import { users } from './users.js';

export const invoices = pgTable(
  'invoices',
  {
    ...recordColumns(),
    /** Given on issue from the gap-free yearly series (INV/2026-27/0001); drafts have none. */
    invoiceNumber: text('invoice_number'),
    status: text('status').notNull().default('draft'),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    salesOrderId: uuid('sales_order_id').references(() => salesOrders.id, { onDelete: 'restrict' }),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date').notNull(),
    // The buyer as printed: refreshed from the customer on every draft save, frozen on issue.
    customerPartyCode: text('customer_party_code').notNull(),
    customerName: text('customer_name').notNull(),
    customerGstin: text('customer_gstin'),
    billingAddress: text('billing_address'),
    shippingAddress: text('shipping_address'),
    /** Place of supply: the customer's state; decides CGST+SGST against IGST. */
    placeOfSupply: text('place_of_supply'),
    placeOfSupplyCode: text('place_of_supply_code'),
    /** The delivery address the goods went to (`shippingAddress` holds its text), with its own state and PIN. */
    deliveryAddressId: uuid('delivery_address_id').references(() => customerDeliveryAddresses.id, {
      onDelete: 'restrict',
    }),
    shipToPlace: text('ship_to_place'),
    shipToState: text('ship_to_state'),
    shipToPin: text('ship_to_pin'),
    shipToGstin: text('ship_to_gstin'),
    /**
     * A zero-rated supply (IGST Act 16): to an SEZ or an export, with or without payment of IGST
     * (under the LUT, `lutNumber` copied on issue); null for a supply in India.
     */
    exportType: text('export_type'),
    portCode: text('port_code'),
    shippingBillNumber: text('shipping_bill_number'),
    shippingBillDate: date('shipping_bill_date'),
    foreignCurrency: text('foreign_currency'),
    exchangeRate: numeric('exchange_rate', { precision: 12, scale: 4, mode: 'number' }),
    countryCode: text('country_code'),
    lutNumber: text('lut_number'),
    /** The seller, the company settings copied on issue (`sellerSchema`); null on drafts. */
    seller: jsonb('seller').$type<Seller>(),
    customerPoNumber: text('customer_po_number'),
    customerPoDate: date('customer_po_date'),
    vehicleReference: text('vehicle_reference'),
    notes: text('notes'),
    taxableTotal: money('taxable_total').notNull().default(0),
    cgstTotal: money('cgst_total').notNull().default(0),
    sgstTotal: money('sgst_total').notNull().default(0),
    igstTotal: money('igst_total').notNull().default(0),
    roundOff: money('round_off').notNull().default(0),
    grandTotal: money('grand_total').notNull().default(0),
    amountPaid: money('amount_paid').notNull().default(0),
    /**
     * What its issued notes change of what the customer owes: debit notes' totals less credit
     * notes'. Owed = grand total + adjustment − amount paid.
     */
    adjustment: money('adjustment').notNull().default(0),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    ...irnColumns(),
    ...eWayBillColumns(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText('invoice_number', 'customer_party_code', 'customer_name', 'customer_po_number'),
  },
  (t) => [
    check('invoices_status', sql`status in ('draft', 'issued', 'partially_paid', 'paid', 'cancelled')`),
    check('invoices_paid_within_total', sql`amount_paid >= 0 and amount_paid <= grand_total + adjustment`),
    check(
      'invoices_export_type',
      sql`export_type is null or export_type in ('sez_with_payment', 'sez_without_payment', 'export_with_payment', 'export_without_payment')`,
    ),
    uniqueIndex('invoices_invoice_number_unique').on(t.invoiceNumber),
    uniqueIndex('invoices_irn_unique').on(t.irn),
    uniqueIndex('invoices_eway_bill_unique').on(t.eWayBillNumber),
    trigramIndex('invoices_search_trgm', t.searchText),
    index('invoices_customer').on(t.customerId, t.invoiceDate),
    index('invoices_sales_order').on(t.salesOrderId),
    index('invoices_status_due').on(t.status, t.dueDate),
    index('invoices_invoice_number_sort').on(t.invoiceNumber, t.id),
    index('invoices_invoice_date_sort').on(t.invoiceDate, t.id),
    index('invoices_due_date_sort').on(t.dueDate, t.id),
    index('invoices_grand_total_sort').on(t.grandTotal, t.id),
    index('invoices_customer_name_sort').on(t.customerName, t.id),
    index('invoices_status_sort').on(t.status, t.id),
    index('invoices_created_at_sort').on(t.createdAt, t.id),
    index('invoices_updated_at_sort').on(t.updatedAt, t.id),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'restrict' }),
    salesOrderLineId: uuid('sales_order_line_id').references(() => salesOrderLines.id, { onDelete: 'restrict' }),
    // The product as printed: refreshed on draft save, frozen on issue.
    description: text('description').notNull(),
    drawingNumber: text('drawing_number'),
    hsnCode: text('hsn_code'),
    unit: text('unit').notNull().default('NOS'),
    /** Whole pieces, or decimals where the unit allows (12.5 KGS of scrap). */
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    rate: rate('rate').notNull(),
    gstRate: gstRate('gst_rate').notNull(),
    taxable: money('taxable').notNull(),
    cgst: money('cgst').notNull(),
    sgst: money('sgst').notNull(),
    igst: money('igst').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    check('invoice_lines_quantity', sql`quantity > 0`),
    uniqueIndex('invoice_lines_invoice_line').on(t.invoiceId, t.lineNumber),
    index('invoice_lines_order_line').on(t.salesOrderLineId),
    index('invoice_lines_product').on(t.productId),
  ],
);

const PAYMENT_MODES_SQL = sql`mode in ('bank_transfer', 'cheque', 'upi', 'cash', 'other')`;

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    paymentDate: date('payment_date').notNull(),
    amount: money('amount').notNull(),
    /** Tax the customer deducted at source from the payment; it settles the invoice as `amount` does. */
    tdsAmount: money('tds_amount').notNull().default(0),
    tdsSection: text('tds_section'),
    mode: text('mode').notNull(),
    reference: text('reference'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('payments_amount', sql`amount > 0`),
    check('payments_tds_amount', sql`tds_amount >= 0`),
    check('payments_mode', PAYMENT_MODES_SQL),
    index('payments_invoice').on(t.invoiceId, t.paymentDate),
    index('payments_date').on(t.paymentDate),
  ],
);
