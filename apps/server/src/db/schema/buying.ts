import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns, searchText, trigramIndex } from './columns.js';
import { gstRate, money, rate } from './money-columns.js';
import { suppliers } from './suppliers.js';
import { users } from './users.js';

/** Kilograms to the gram, pieces, or jobs: a purchase or stock quantity. */
export const stockQuantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

/**
 * Purchase orders to suppliers (issue 20): bar stock by grade and rod size in kg, bought-out
 * items and job-work services, taxed as input GST (CGST+SGST within the company's state, IGST
 * from another), with the supplier as the order printed them.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    ...recordColumns(),
    /** Given on confirmation from the yearly series (PO/2026-27/0001); drafts have none. */
    poNumber: text('po_number'),
    status: text('status').notNull().default('draft'),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    supplierName: text('supplier_name').notNull(),
    supplierCode: text('supplier_code'),
    supplierGstin: text('supplier_gstin'),
    supplierAddress: text('supplier_address'),
    supplierState: text('supplier_state'),
    poDate: date('po_date').notNull(),
    /** When the goods are wanted; a line may name its own. */
    deliveryDate: date('delivery_date'),
    /** 'intra' (CGST + SGST) or 'inter' (IGST): the supplier's state against the company's. */
    taxType: text('tax_type').notNull(),
    paymentTerms: text('payment_terms'),
    remarks: text('remarks'),
    taxableTotal: money('taxable_total').notNull().default(0),
    cgstTotal: money('cgst_total').notNull().default(0),
    sgstTotal: money('sgst_total').notNull().default(0),
    igstTotal: money('igst_total').notNull().default(0),
    roundOff: money('round_off').notNull().default(0),
    grandTotal: money('grand_total').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    shortClosedAt: timestamp('short_closed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why it was short-closed or cancelled. */
    statusReason: text('status_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText('po_number', 'supplier_name', 'supplier_code'),
  },
  (t) => [
    check(
      'purchase_orders_status',
      sql`status in ('draft', 'confirmed', 'partly_received', 'received', 'short_closed', 'cancelled')`,
    ),
    check('purchase_orders_tax_type', sql`tax_type in ('intra', 'inter')`),
    uniqueIndex('purchase_orders_po_number_unique').on(t.poNumber),
    trigramIndex('purchase_orders_search_trgm', t.searchText),
    index('purchase_orders_supplier').on(t.supplierId, t.poDate),
    index('purchase_orders_po_number_sort').on(t.poNumber, t.id),
    index('purchase_orders_po_date_sort').on(t.poDate, t.id),
    index('purchase_orders_delivery_date_sort').on(t.deliveryDate, t.id),
    index('purchase_orders_supplier_name_sort').on(t.supplierName, t.id),
    index('purchase_orders_grand_total_sort').on(t.grandTotal, t.id),
    index('purchase_orders_status_sort').on(t.status, t.id),
    index('purchase_orders_created_at_sort').on(t.createdAt, t.id),
    index('purchase_orders_updated_at_sort').on(t.updatedAt, t.id),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    /** 'bar_stock' (grade × rod size, in kg), 'bought_out' (an item, in its unit), 'service' (job work). */
    kind: text('kind').notNull(),
    grade: text('grade'),
    /** As Lathe prints it (rodSizeLabel): "Ø25", "Hex 17". */
    rodSize: text('rod_size'),
    /** The stock item bar stock goes into (materialKey): "EN8|Ø25". */
    materialKey: text('material_key'),
    description: text('description').notNull(),
    hsnCode: text('hsn_code'),
    /** A GST unit (UQC): KGS for bar stock, NOS for pieces. */
    unit: text('unit').notNull(),
    quantity: stockQuantity('quantity').notNull(),
    /** Bars expected, when the supplier counts them. */
    bars: integer('bars'),
    rate: rate('rate').notNull(),
    gstRate: gstRate('gst_rate').notNull(),
    deliveryDate: date('delivery_date'),
    /** Accepted by received goods receipt notes, kept under the order's row lock. */
    receivedQuantity: stockQuantity('received_quantity').notNull().default(0),
    /** Billed by supplier bills (held or booked), kept under the order's row lock. */
    billedQuantity: stockQuantity('billed_quantity').notNull().default(0),
    taxable: money('taxable').notNull(),
    cgst: money('cgst').notNull(),
    sgst: money('sgst').notNull(),
    igst: money('igst').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    check('purchase_order_lines_kind', sql`kind in ('bar_stock', 'bought_out', 'service')`),
    check('purchase_order_lines_quantity', sql`quantity > 0`),
    check('purchase_order_lines_received', sql`received_quantity >= 0`),
    check('purchase_order_lines_billed', sql`billed_quantity >= 0`),
    check('purchase_order_lines_bar_stock', sql`kind <> 'bar_stock' or material_key is not null`),
    uniqueIndex('purchase_order_lines_order_line').on(t.purchaseOrderId, t.lineNumber),
    // What is on order, by bar: the shortage list reads it.
    index('purchase_order_lines_material').on(t.materialKey).where(sql`${t.materialKey} is not null`),
  ],
);

/** Mill test certificates and other files received with goods, kept in DATA_DIR (or MATERIAL_FILES_DIR). */
export const materialCertificates = pgTable('material_certificates', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  sha256: text('sha256').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Goods receipt notes against a purchase order (GRN/2026-27/0001 once received). */
export const goodsReceipts = pgTable(
  'goods_receipts',
  {
    ...recordColumns(),
    grnNumber: text('grn_number'),
    status: text('status').notNull().default('draft'),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'restrict' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    poNumber: text('po_number').notNull(),
    supplierName: text('supplier_name').notNull(),
    receiptDate: date('receipt_date').notNull(),
    supplierInvoiceNumber: text('supplier_invoice_number'),
    supplierInvoiceDate: date('supplier_invoice_date'),
    vehicleNumber: text('vehicle_number'),
    remarks: text('remarks'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText('grn_number', 'po_number', 'supplier_name', 'supplier_invoice_number'),
  },
  (t) => [
    check('goods_receipts_status', sql`status in ('draft', 'received', 'cancelled')`),
    uniqueIndex('goods_receipts_grn_number_unique').on(t.grnNumber),
    trigramIndex('goods_receipts_search_trgm', t.searchText),
    index('goods_receipts_purchase_order').on(t.purchaseOrderId),
    index('goods_receipts_grn_number_sort').on(t.grnNumber, t.id),
    index('goods_receipts_receipt_date_sort').on(t.receiptDate, t.id),
    index('goods_receipts_supplier_name_sort').on(t.supplierName, t.id),
    index('goods_receipts_status_sort').on(t.status, t.id),
    index('goods_receipts_created_at_sort').on(t.createdAt, t.id),
    index('goods_receipts_updated_at_sort').on(t.updatedAt, t.id),
  ],
);

export const goodsReceiptLines = pgTable(
  'goods_receipt_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goodsReceiptId: uuid('goods_receipt_id')
      .notNull()
      .references(() => goodsReceipts.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    purchaseOrderLineId: uuid('purchase_order_line_id')
      .notNull()
      .references(() => purchaseOrderLines.id, { onDelete: 'restrict' }),
    receivedQuantity: stockQuantity('received_quantity').notNull(),
    acceptedQuantity: stockQuantity('accepted_quantity').notNull(),
    rejectedQuantity: stockQuantity('rejected_quantity').notNull(),
    bars: integer('bars'),
    heatNumber: text('heat_number'),
    certificateId: uuid('certificate_id').references(() => materialCertificates.id, { onDelete: 'restrict' }),
    rejectionReason: text('rejection_reason'),
    /** Billed by supplier bills (held or booked) of this receipt's line. */
    billedQuantity: stockQuantity('billed_quantity').notNull().default(0),
  },
  (t) => [
    check('goods_receipt_lines_billed', sql`billed_quantity >= 0`),
    check(
      'goods_receipt_lines_quantities',
      sql`received_quantity > 0 and accepted_quantity >= 0 and rejected_quantity >= 0 and received_quantity = accepted_quantity + rejected_quantity`,
    ),
    uniqueIndex('goods_receipt_lines_receipt_line').on(t.goodsReceiptId, t.lineNumber),
    index('goods_receipt_lines_order_line').on(t.purchaseOrderLineId),
    // The receipts of a heat: which supplier it came from.
    index('goods_receipt_lines_heat').on(t.heatNumber),
  ],
);
