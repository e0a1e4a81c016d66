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
import { goodsReceiptLines, goodsReceipts, purchaseOrderLines, purchaseOrders, stockQuantity } from './buying.js';
import { recordColumns, searchText, trigramIndex } from './columns.js';
import { gstRate, money, rate } from './money-columns.js';
import { suppliers } from './suppliers.js';
import { users } from './users.js';

/** A TDS rate in percent (0.1 under 194Q, 1 or 2 under 194C, 5 or 20 without a PAN). */
const tdsRate = (name: string) => gstRate(name);

/**
 * A supplier's tax invoice as the plant books it (issue 32): from a purchase order and its goods
 * receipts, matched three ways (ordered, received, billed) before it counts as owed. Our own
 * gap-free yearly series (PB/2026-27/0001) is given when it is booked; the supplier's number is
 * kept as printed and normalised (`supplierInvoiceKey`) for duplicates and the GSTR-2B match.
 */
export const supplierBills = pgTable(
  'supplier_bills',
  {
    ...recordColumns(),
    billNumber: text('bill_number'),
    /** draft → held (a mismatch waits for approval) or booked → partly_paid → paid; cancelled. */
    status: text('status').notNull().default('draft'),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    supplierName: text('supplier_name').notNull(),
    supplierCode: text('supplier_code'),
    supplierGstin: text('supplier_gstin'),
    supplierAddress: text('supplier_address'),
    supplierState: text('supplier_state'),
    purchaseOrderId: uuid('purchase_order_id').references(() => purchaseOrders.id, { onDelete: 'restrict' }),
    poNumber: text('po_number'),
    /** The supplier's invoice number as printed, and normalised (upper case, letters and digits only). */
    supplierInvoiceNumber: text('supplier_invoice_number').notNull(),
    supplierInvoiceKey: text('supplier_invoice_key').notNull(),
    supplierInvoiceDate: date('supplier_invoice_date').notNull(),
    /** The financial year of the supplier's invoice date (2026-27): a supplier's number is unique in it. */
    financialYear: text('financial_year').notNull(),
    /** The day the bill is taken into the books (its ITC's month in GSTR-3B). */
    billDate: date('bill_date').notNull(),
    dueDate: date('due_date'),
    /** 'intra' (CGST + SGST) or 'inter' (IGST). */
    taxType: text('tax_type').notNull(),
    /** Tax payable by the plant under reverse charge (section 9(3)/9(4)). */
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    taxableTotal: money('taxable_total').notNull().default(0),
    cgstTotal: money('cgst_total').notNull().default(0),
    sgstTotal: money('sgst_total').notNull().default(0),
    igstTotal: money('igst_total').notNull().default(0),
    roundOff: money('round_off').notNull().default(0),
    grandTotal: money('grand_total').notNull().default(0),
    /** Income-tax deducted at source: 194Q (goods) or 194C (job work, contracts); none when null. */
    tdsSection: text('tds_section'),
    tdsRate: tdsRate('tds_rate'),
    tdsBase: money('tds_base').notNull().default(0),
    tdsAmount: money('tds_amount').notNull().default(0),
    /** Allocated from supplier payments; owed = grand total − TDS − paid. */
    amountPaid: money('amount_paid').notNull().default(0),
    /** 'matched' or 'mismatched', with each mismatch ({ line, field, ordered, received, billed }). */
    matchStatus: text('match_status').notNull().default('matched'),
    mismatches: jsonb('mismatches').$type<unknown[]>().notNull().default([]),
    remarks: text('remarks'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why a held bill was approved, or why a bill was cancelled. */
    statusReason: text('status_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText('bill_number', 'supplier_invoice_number', 'supplier_name', 'supplier_code', 'po_number'),
  },
  (t) => [
    check('supplier_bills_status', sql`status in ('draft', 'held', 'booked', 'partly_paid', 'paid', 'cancelled')`),
    check('supplier_bills_tax_type', sql`tax_type in ('intra', 'inter')`),
    check('supplier_bills_match_status', sql`match_status in ('matched', 'mismatched')`),
    check('supplier_bills_tds_section', sql`tds_section is null or tds_section in ('194Q', '194C')`),
    check('supplier_bills_tds', sql`tds_amount >= 0 and tds_base >= 0`),
    check('supplier_bills_paid_within_total', sql`amount_paid >= 0 and amount_paid <= grand_total - tds_amount`),
    uniqueIndex('supplier_bills_bill_number_unique').on(t.billNumber),
    // A supplier's invoice is booked once a year: drafts and cancelled bills may repeat it.
    uniqueIndex('supplier_bills_supplier_invoice_unique')
      .on(t.supplierId, t.financialYear, t.supplierInvoiceKey)
      .where(sql`status not in ('draft', 'cancelled')`),
    trigramIndex('supplier_bills_search_trgm', t.searchText),
    index('supplier_bills_supplier').on(t.supplierId, t.billDate),
    index('supplier_bills_purchase_order').on(t.purchaseOrderId),
    // GSTR-2B's match reads by GSTIN and number.
    index('supplier_bills_gstin_key').on(t.supplierGstin, t.supplierInvoiceKey),
    index('supplier_bills_status_due').on(t.status, t.dueDate),
    index('supplier_bills_bill_number_sort').on(t.billNumber, t.id),
    index('supplier_bills_bill_date_sort').on(t.billDate, t.id),
    index('supplier_bills_supplier_invoice_date_sort').on(t.supplierInvoiceDate, t.id),
    index('supplier_bills_due_date_sort').on(t.dueDate, t.id),
    index('supplier_bills_supplier_name_sort').on(t.supplierName, t.id),
    index('supplier_bills_grand_total_sort').on(t.grandTotal, t.id),
    index('supplier_bills_status_sort').on(t.status, t.id),
    index('supplier_bills_created_at_sort').on(t.createdAt, t.id),
    index('supplier_bills_updated_at_sort').on(t.updatedAt, t.id),
  ],
);

export const supplierBillLines = pgTable(
  'supplier_bill_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => supplierBills.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    /** The order line billed (its rate and GST rate are the match's "ordered"). */
    purchaseOrderLineId: uuid('purchase_order_line_id').references(() => purchaseOrderLines.id, {
      onDelete: 'restrict',
    }),
    /** The receipt line billed (its accepted quantity is the match's "received"); none for a service. */
    goodsReceiptId: uuid('goods_receipt_id').references(() => goodsReceipts.id, { onDelete: 'restrict' }),
    goodsReceiptLineId: uuid('goods_receipt_line_id').references(() => goodsReceiptLines.id, {
      onDelete: 'restrict',
    }),
    description: text('description').notNull(),
    hsnCode: text('hsn_code'),
    unit: text('unit').notNull(),
    quantity: stockQuantity('quantity').notNull(),
    rate: rate('rate').notNull(),
    gstRate: gstRate('gst_rate').notNull(),
    taxable: money('taxable').notNull(),
    cgst: money('cgst').notNull(),
    sgst: money('sgst').notNull(),
    igst: money('igst').notNull(),
    total: money('total').notNull(),
    /** Input tax credit: 'eligible', 'ineligible' (section 17(5), blocked) or 'reversed' (rule 37/42/43). */
    itcStatus: text('itc_status').notNull().default('eligible'),
    itcReason: text('itc_reason'),
  },
  (t) => [
    check('supplier_bill_lines_quantity', sql`quantity > 0`),
    check('supplier_bill_lines_itc_status', sql`itc_status in ('eligible', 'ineligible', 'reversed')`),
    uniqueIndex('supplier_bill_lines_bill_line').on(t.billId, t.lineNumber),
    index('supplier_bill_lines_order_line').on(t.purchaseOrderLineId),
    index('supplier_bill_lines_receipt_line').on(t.goodsReceiptLineId),
  ],
);

/**
 * Money paid to a supplier (PV/2026-27/0001): against one or more booked bills, and what is left
 * over kept as an advance to set against the supplier's later bills.
 */
export const supplierPayments = pgTable(
  'supplier_payments',
  {
    ...recordColumns(),
    paymentNumber: text('payment_number').notNull(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    supplierName: text('supplier_name').notNull(),
    paymentDate: date('payment_date').notNull(),
    amount: money('amount').notNull(),
    /** Set against bills (Σ allocations); amount − allocated is the advance still open. */
    allocatedAmount: money('allocated_amount').notNull().default(0),
    mode: text('mode').notNull(),
    reference: text('reference'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText('payment_number', 'supplier_name', 'reference'),
  },
  (t) => [
    check('supplier_payments_amount', sql`amount > 0`),
    check('supplier_payments_allocated', sql`allocated_amount >= 0 and allocated_amount <= amount`),
    check('supplier_payments_mode', sql`mode in ('bank_transfer', 'cheque', 'upi', 'cash', 'other')`),
    uniqueIndex('supplier_payments_number_unique').on(t.paymentNumber),
    trigramIndex('supplier_payments_search_trgm', t.searchText),
    index('supplier_payments_supplier').on(t.supplierId, t.paymentDate),
    index('supplier_payments_payment_number_sort').on(t.paymentNumber, t.id),
    index('supplier_payments_payment_date_sort').on(t.paymentDate, t.id),
    index('supplier_payments_supplier_name_sort').on(t.supplierName, t.id),
    index('supplier_payments_amount_sort').on(t.amount, t.id),
    index('supplier_payments_created_at_sort').on(t.createdAt, t.id),
  ],
);

/** What part of a payment settles which bill. */
export const supplierPaymentAllocations = pgTable(
  'supplier_payment_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => supplierPayments.id, { onDelete: 'cascade' }),
    billId: uuid('bill_id')
      .notNull()
      .references(() => supplierBills.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    /** The day it was set: the payment's date, or a later day when an advance is set against a new bill. */
    allocatedOn: date('allocated_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('supplier_payment_allocations_amount', sql`amount > 0`),
    index('supplier_payment_allocations_payment').on(t.paymentId),
    index('supplier_payment_allocations_bill').on(t.billId),
  ],
);
