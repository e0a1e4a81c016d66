import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stockQuantity } from './buying.js';
import { recordColumns, searchText, trigramIndex } from './columns.js';
import { customers } from './customers.js';
import { invoices } from './invoices.js';
import { gstRate, money } from './money-columns.js';
import { products } from './products.js';
import { suppliers } from './suppliers.js';
import { users } from './users.js';

/**
 * Delivery challans for goods sent to a job worker (CGST rule 55, section 143): their own yearly
 * series (JWC/2026-27/0001), the job worker as the challan printed them, what is to be done.
 */
export const jobWorkChallans = pgTable(
  'job_work_challans',
  {
    ...recordColumns(),
    challanNumber: text('challan_number'),
    status: text('status').notNull().default('draft'),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    jobWorkerName: text('job_worker_name').notNull(),
    jobWorkerGstin: text('job_worker_gstin'),
    jobWorkerAddress: text('job_worker_address'),
    jobWorkerState: text('job_worker_state'),
    challanDate: date('challan_date').notNull(),
    /** What the job worker is to do: heat treatment, zinc plating, centreless grinding … */
    process: text('process').notNull(),
    expectedReturnDate: date('expected_return_date'),
    vehicleNumber: text('vehicle_number'),
    remarks: text('remarks'),
    /** Σ the lines' values: the goods' worth the challan declares. */
    totalValue: money('total_value').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    statusReason: text('status_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText('challan_number', 'job_worker_name', 'process'),
  },
  (t) => [
    check(
      'job_work_challans_status',
      sql`status in ('draft', 'sent', 'partly_received', 'received', 'closed', 'cancelled')`,
    ),
    uniqueIndex('job_work_challans_number_unique').on(t.challanNumber),
    trigramIndex('job_work_challans_search_trgm', t.searchText),
    index('job_work_challans_supplier').on(t.supplierId, t.challanDate),
    index('job_work_challans_number_sort').on(t.challanNumber, t.id),
    index('job_work_challans_date_sort').on(t.challanDate, t.id),
    index('job_work_challans_job_worker_sort').on(t.jobWorkerName, t.id),
    index('job_work_challans_status_sort').on(t.status, t.id),
    index('job_work_challans_created_at_sort').on(t.createdAt, t.id),
    index('job_work_challans_updated_at_sort').on(t.updatedAt, t.id),
  ],
);

export const jobWorkChallanLines = pgTable(
  'job_work_challan_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challanId: uuid('challan_id')
      .notNull()
      .references(() => jobWorkChallans.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    /** 'part' (a product's pieces) or 'material' (bar stock in kg). */
    itemType: text('item_type').notNull(),
    /** Section 143: 'inputs' (back within a year), 'capital_goods' (three years) or 'tools' (moulds, dies, jigs: no limit). */
    goodsType: text('goods_type').notNull().default('inputs'),
    /** The invoice raised for the goods deemed supplied when they stayed out past their limit (143(3)). */
    deemedSupplyInvoiceId: uuid('deemed_supply_invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    itemKey: text('item_key').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'restrict' }),
    grade: text('grade'),
    rodSize: text('rod_size'),
    heatNumber: text('heat_number').notNull().default(''),
    description: text('description').notNull(),
    hsnCode: text('hsn_code'),
    unit: text('unit').notNull(),
    quantity: stockQuantity('quantity').notNull(),
    /** The goods' taxable value, as ITC-04 reports it. */
    value: money('value').notNull(),
    gstRate: gstRate('gst_rate').notNull(),
    /** Back so far: good + rejected (what is no longer with the job worker), and each. */
    returnedQuantity: stockQuantity('returned_quantity').notNull().default(0),
    goodQuantity: stockQuantity('good_quantity').notNull().default(0),
    rejectedQuantity: stockQuantity('rejected_quantity').notNull().default(0),
    scrapKg: stockQuantity('scrap_kg').notNull().default(0),
  },
  (t) => [
    check('job_work_challan_lines_item_type', sql`item_type in ('part', 'material')`),
    check('job_work_challan_lines_goods_type', sql`goods_type in ('inputs', 'capital_goods', 'tools')`),
    check('job_work_challan_lines_quantity', sql`quantity > 0`),
    check(
      'job_work_challan_lines_returned',
      sql`returned_quantity = good_quantity + rejected_quantity and returned_quantity between 0 and quantity`,
    ),
    uniqueIndex('job_work_challan_lines_challan_line').on(t.challanId, t.lineNumber),
  ],
);

/** What comes back from the job worker against a challan, under their own challan number. */
export const jobWorkReceipts = pgTable(
  'job_work_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challanId: uuid('challan_id')
      .notNull()
      .references(() => jobWorkChallans.id, { onDelete: 'restrict' }),
    receiptDate: date('receipt_date').notNull(),
    /**
     * ITC-04 Table 5: 'returned' from the job worker it was sent to (5A), 'other_job_worker' from
     * another (5B, `fromSupplierId`), or 'supplied_from_premises' to a buyer from the job worker's
     * premises (5C, under the invoice named).
     */
    kind: text('kind').notNull().default('returned'),
    fromSupplierId: uuid('from_supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    invoiceNumber: text('invoice_number'),
    invoiceDate: date('invoice_date'),
    jobWorkerChallanNumber: text('job_worker_challan_number'),
    jobWorkerChallanDate: date('job_worker_challan_date'),
    remarks: text('remarks'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('job_work_receipts_kind', sql`kind in ('returned', 'other_job_worker', 'supplied_from_premises')`),
    index('job_work_receipts_challan').on(t.challanId, t.receiptDate),
  ],
);

export const jobWorkReceiptLines = pgTable(
  'job_work_receipt_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => jobWorkReceipts.id, { onDelete: 'cascade' }),
    challanLineId: uuid('challan_line_id')
      .notNull()
      .references(() => jobWorkChallanLines.id, { onDelete: 'restrict' }),
    goodQuantity: stockQuantity('good_quantity').notNull().default(0),
    rejectedQuantity: stockQuantity('rejected_quantity').notNull().default(0),
    scrapKg: stockQuantity('scrap_kg').notNull().default(0),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    check(
      'job_work_receipt_lines_quantities',
      sql`good_quantity >= 0 and rejected_quantity >= 0 and scrap_kg >= 0 and good_quantity + rejected_quantity + scrap_kg > 0`,
    ),
    index('job_work_receipt_lines_challan_line').on(t.challanLineId),
  ],
);

/**
 * Material a customer sends in to be machined (free issue), received against their challan
 * under our own series (CMR/2026-27/0001): it goes into stock as the customer's, apart from ours.
 */
export const customerMaterialReceipts = pgTable(
  'customer_material_receipts',
  {
    ...recordColumns(),
    receiptNumber: text('receipt_number'),
    status: text('status').notNull().default('draft'),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    customerName: text('customer_name').notNull(),
    receiptDate: date('receipt_date').notNull(),
    customerChallanNumber: text('customer_challan_number').notNull(),
    customerChallanDate: date('customer_challan_date'),
    remarks: text('remarks'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText('receipt_number', 'customer_name', 'customer_challan_number'),
  },
  (t) => [
    check('customer_material_receipts_status', sql`status in ('draft', 'received', 'cancelled')`),
    uniqueIndex('customer_material_receipts_number_unique').on(t.receiptNumber),
    trigramIndex('customer_material_receipts_search_trgm', t.searchText),
    index('customer_material_receipts_customer').on(t.customerId, t.receiptDate),
    index('customer_material_receipts_number_sort').on(t.receiptNumber, t.id),
    index('customer_material_receipts_date_sort').on(t.receiptDate, t.id),
    index('customer_material_receipts_customer_name_sort').on(t.customerName, t.id),
    index('customer_material_receipts_status_sort').on(t.status, t.id),
    index('customer_material_receipts_created_at_sort').on(t.createdAt, t.id),
    index('customer_material_receipts_updated_at_sort').on(t.updatedAt, t.id),
  ],
);

export const customerMaterialReceiptLines = pgTable(
  'customer_material_receipt_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => customerMaterialReceipts.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    grade: text('grade').notNull(),
    rodSize: text('rod_size').notNull(),
    itemKey: text('item_key').notNull(),
    heatNumber: text('heat_number').notNull().default(''),
    quantity: stockQuantity('quantity').notNull(),
    bars: integer('bars'),
    remarks: text('remarks'),
  },
  (t) => [
    check('customer_material_receipt_lines_quantity', sql`quantity > 0`),
    uniqueIndex('customer_material_receipt_lines_receipt_line').on(t.receiptId, t.lineNumber),
  ],
);
