import { z } from 'zod';
import { SUPPLIER_BILL_STATUSES } from '../documents/supplier-bill-flow.js';
import { searchQueryField } from '../list.js';
import { supplierInvoiceKey } from '../payables/supplier-invoice-key.js';
import { DEDUCTEE_TYPES, TDS_SECTIONS } from '../payables/tds.js';
import { optionalIdField, optionalTextField, requiredText, versionField } from './common.js';
import { companyLetterheadSchema } from './company-settings.js';
import {
  amountField,
  documentDateField,
  documentLinesField,
  optionalDocumentDateField,
  queryDayField,
} from './document-fields.js';
import { gstRateField, hsnCodeField } from './gst-fields.js';
import { hsnSummaryRowSchema } from './invoice.js';
import {
  checkDecimalMoneyLimit,
  PURCHASE_LINE_KINDS,
  purchaseQuantityField,
  purchaseUnitField,
} from './purchase-order.js';

/*
 * Suppliers' bills (issue 32): a supplier's tax invoice as the plant books it, from a purchase
 * order and its goods receipts — each line one of the order's lines (goods through the receipt
 * line that brought them in, a service without one), with the input tax credit the plant takes on
 * it — matched three ways before it counts as owed, with the TDS deducted from what is paid.
 */

export const ITC_STATUSES = ['eligible', 'ineligible', 'reversed'] as const;
export type ItcStatus = (typeof ITC_STATUSES)[number];
export const ITC_STATUS_LABELS: Record<ItcStatus, string> = {
  eligible: 'Eligible',
  ineligible: 'Ineligible (blocked, 17(5))',
  reversed: 'Reversed',
};

export const SUPPLIER_BILL_SORTABLE = [
  'billNumber',
  'billDate',
  'supplierInvoiceDate',
  'dueDate',
  'supplierName',
  'grandTotal',
  'status',
  'createdAt',
  'updatedAt',
] as const;

/** Most lines one bill may carry: a purchase order's lines over a few receipts. */
export const MAX_SUPPLIER_BILL_LINES = 200;

export const SUPPLIER_BILL_TOTAL_TOO_LARGE = 'The bill total is too large';
export const ITC_REASON_REQUIRED = 'Say why the input tax credit is not taken';
export const INVOICE_NUMBER_NEEDS_CHARACTERS = 'The invoice number needs a letter or a digit';

export const supplierBillLineInputSchema = z
  .object({
    /** The order line billed: its rate and GST rate are what the bill is matched against. */
    purchaseOrderLineId: z.uuid({ error: 'Choose a line of the purchase order' }),
    /** The receipt line that brought the goods in; none for a service billed against the order line. */
    goodsReceiptLineId: optionalIdField('Goods receipt line is invalid'),
    description: requiredText('Description is required', 300),
    hsnCode: hsnCodeField,
    /** Blank: the order line's unit (quantities are matched in it). */
    unit: purchaseUnitField.transform((unit) => unit || null),
    quantity: purchaseQuantityField(),
    rate: amountField('Rate is required'),
    gstRate: gstRateField,
    itcStatus: z.enum(ITC_STATUSES, { error: 'Choose eligible, ineligible or reversed' }).default('eligible'),
    /** Why the credit is blocked (section 17(5)) or reversed (rules 37, 42, 43). */
    itcReason: optionalTextField(300),
  })
  .superRefine((line, ctx) => {
    if (line.itcStatus !== 'eligible' && !line.itcReason) {
      ctx.addIssue({ code: 'custom', path: ['itcReason'], message: ITC_REASON_REQUIRED });
    }
  })
  .overwrite((line) => ({ ...line, itcReason: line.itcStatus === 'eligible' ? null : (line.itcReason ?? null) }));
export type SupplierBillLineInput = z.input<typeof supplierBillLineInputSchema>;
export type SupplierBillLineData = z.output<typeof supplierBillLineInputSchema>;

/** POST supplier-bills and PUT supplier-bills/{id}: a draft, whole. */
export const supplierBillInputSchema = z
  .object({
    supplierId: z.uuid({ error: 'Supplier is required' }),
    purchaseOrderId: z.uuid({ error: 'Choose the purchase order the bill is against' }),
    /** As printed on the supplier's invoice. */
    supplierInvoiceNumber: requiredText('Supplier invoice number is required', 50).refine(
      (number) => supplierInvoiceKey(number) !== '',
      INVOICE_NUMBER_NEEDS_CHARACTERS,
    ),
    supplierInvoiceDate: documentDateField('Supplier invoice date is required'),
    /** The day it is taken into the books. */
    billDate: documentDateField('Bill date is required'),
    /** Blank: the supplier's payment terms after the invoice date. */
    dueDate: optionalDocumentDateField(),
    reverseCharge: z.boolean({ error: 'Reverse charge must be yes or no' }).default(false),
    /** The total printed on the supplier's invoice: the bill's lines must come to it within ₹1. */
    invoiceTotal: amountField('Invoice total is required', { positive: true }),
    remarks: optionalTextField(1000),
    lines: documentLinesField(supplierBillLineInputSchema, MAX_SUPPLIER_BILL_LINES).superRefine(
      checkDecimalMoneyLimit(SUPPLIER_BILL_TOTAL_TOO_LARGE),
    ),
    version: versionField,
  })
  .superRefine((bill, ctx) => {
    if (bill.billDate < bill.supplierInvoiceDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['billDate'],
        message: 'A bill is booked on or after the date of the supplier’s invoice',
      });
    }
    if (bill.dueDate && bill.dueDate < bill.supplierInvoiceDate) {
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'Due date cannot be before the invoice date' });
    }
  });
export type SupplierBillInput = z.input<typeof supplierBillInputSchema>;
export type SupplierBillData = z.output<typeof supplierBillInputSchema>;

export const supplierBillListFilterSchema = z.object({
  status: z.enum(SUPPLIER_BILL_STATUSES, { error: 'Unknown status' }).optional(),
  supplierId: z.uuid({ error: 'Supplier is invalid' }).optional(),
  purchaseOrderId: z.uuid({ error: 'Purchase order is invalid' }).optional(),
  /** `true`: the bills held for approval (a mismatch waits). */
  held: z.enum(['true'], { error: 'held must be true' }).optional(),
  /** Bill dates from and to, both included. */
  from: queryDayField('From').optional(),
  to: queryDayField('To').optional(),
});
export type SupplierBillListFilter = z.output<typeof supplierBillListFilterSchema>;

/** A mismatch the three-way match found (payables/three-way-match.ts). */
export const mismatchSchema = z.object({
  line: z.number().int().nullable(),
  field: z.enum(['quantity', 'rate', 'gstRate', 'total']),
  ordered: z.number().nullable(),
  received: z.number().nullable(),
  billed: z.number(),
});

/** One row of the list, and the header of the detail. */
export const supplierBillSummarySchema = z.object({
  id: z.string(),
  /** Given when booked or held (PB/2026-27/0001); a draft has none. */
  billNumber: z.string().nullable(),
  status: z.enum(SUPPLIER_BILL_STATUSES),
  supplierId: z.string(),
  supplierName: z.string(),
  supplierCode: z.string().nullable(),
  supplierGstin: z.string().nullable(),
  purchaseOrderId: z.string().nullable(),
  poNumber: z.string().nullable(),
  supplierInvoiceNumber: z.string(),
  supplierInvoiceDate: z.string(),
  financialYear: z.string(),
  billDate: z.string(),
  dueDate: z.string().nullable(),
  taxType: z.enum(['intra', 'inter']),
  reverseCharge: z.boolean(),
  taxableTotal: z.number(),
  cgstTotal: z.number(),
  sgstTotal: z.number(),
  igstTotal: z.number(),
  roundOff: z.number(),
  /** The total printed on the supplier's invoice. */
  grandTotal: z.number(),
  /** Booked: as deducted; a draft: what booking it now would deduct. */
  tdsSection: z.enum(TDS_SECTIONS).nullable(),
  tdsRate: z.number(),
  tdsBase: z.number(),
  tdsAmount: z.number(),
  amountPaid: z.number(),
  /** Grand total − TDS − paid (nothing on a draft or cancelled bill). */
  owed: z.number(),
  /** Booked or held: as the match found it; a draft: as it would now. */
  matchStatus: z.enum(['matched', 'mismatched']),
  mismatchCount: z.number().int(),
  remarks: z.string().nullable(),
  heldAt: z.string().nullable(),
  bookedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Why a held bill was approved, or why it was cancelled. */
  statusReason: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupplierBillSummary = z.infer<typeof supplierBillSummarySchema>;

export const supplierBillLineSchema = z.object({
  id: z.string(),
  lineNumber: z.number().int(),
  purchaseOrderLineId: z.string().nullable(),
  goodsReceiptId: z.string().nullable(),
  goodsReceiptLineId: z.string().nullable(),
  /** The receipt's GRN number, for the match's "received". */
  grnNumber: z.string().nullable(),
  description: z.string(),
  hsnCode: z.string().nullable(),
  unit: z.string(),
  quantity: z.number(),
  rate: z.number(),
  gstRate: z.number(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
  itcStatus: z.enum(ITC_STATUSES),
  itcReason: z.string().nullable(),
  /** The order line's quantity, rate and GST rate (null when the line names none). */
  ordered: z.object({ quantity: z.number(), rate: z.number(), gstRate: z.number() }).nullable(),
  /** Accepted on the receipt line; the order line's quantity for a service billed without one. */
  received: z.number().nullable(),
});
export type SupplierBillLine = z.infer<typeof supplierBillLineSchema>;

/** The input tax credit of the bill's lines by status, tax in rupees. */
export const itcSummarySchema = z.object({ eligible: z.number(), ineligible: z.number(), reversed: z.number() });

/** GET supplier-bills/{id}. */
export const supplierBillSchema = supplierBillSummarySchema.extend({
  supplierAddress: z.string().nullable(),
  supplierState: z.string().nullable(),
  /** The total printed on the supplier's invoice (the grand total), as the draft's form sends it. */
  invoiceTotal: z.number(),
  /** The company as it is now, the buyer the bill is made out to. */
  buyer: companyLetterheadSchema,
  taxTotal: z.number(),
  /** Before the grand total's rounding: what the lines add up to. */
  linesTotal: z.number(),
  lines: z.array(supplierBillLineSchema),
  mismatches: z.array(mismatchSchema),
  itc: itcSummarySchema,
  /** How the TDS was found, in words ("0.1 % of ₹1,50,000.00, the part …"). */
  tdsNote: z.string(),
  approvedByName: z.string().nullable(),
  hsnSummary: z.array(hsnSummaryRowSchema),
  amountInWords: z.string(),
});
export type SupplierBill = z.infer<typeof supplierBillSchema>;

/** GET supplier-bills/proposal: what a bill from the order starts with. */
export const supplierBillProposalQuerySchema = z.object({
  purchaseOrderId: z.uuid({ error: 'Purchase order is invalid' }),
  /** The TDS basis is the year of this day (default today in India). */
  billDate: queryDayField('Bill date').optional(),
});
export type SupplierBillProposalQuery = z.output<typeof supplierBillProposalQuerySchema>;

/** A line still to bill: a received receipt line's accepted quantity less billed, or a service's ordered less billed. */
export const proposedBillLineSchema = z.object({
  purchaseOrderLineId: z.string(),
  goodsReceiptId: z.string().nullable(),
  goodsReceiptLineId: z.string().nullable(),
  grnNumber: z.string().nullable(),
  receiptDate: z.string().nullable(),
  kind: z.enum(PURCHASE_LINE_KINDS),
  description: z.string(),
  hsnCode: z.string().nullable(),
  unit: z.string(),
  /** Left to bill. */
  quantity: z.number(),
  rate: z.number(),
  gstRate: z.number(),
  ordered: z.object({ quantity: z.number(), rate: z.number(), gstRate: z.number() }),
  received: z.number().nullable(),
});
export type ProposedBillLine = z.infer<typeof proposedBillLineSchema>;

/** What the TDS on a bill from this supplier depends on (payables/tds.ts), money in rupees. */
export const tdsBasisSchema = z.object({
  section: z.enum(TDS_SECTIONS).nullable(),
  companyDeducts194Q: z.boolean(),
  deducteeType: z.enum(DEDUCTEE_TYPES),
  hasPan: z.boolean(),
  /** The year's held and booked bills from the supplier. */
  earlierTaxable: z.number(),
  financialYear: z.string(),
});
export type TdsBasisAnswer = z.infer<typeof tdsBasisSchema>;

export const supplierBillProposalSchema = z.object({
  purchaseOrder: z.object({
    id: z.string(),
    poNumber: z.string().nullable(),
    poDate: z.string(),
    status: z.string(),
    supplierId: z.string(),
    supplierName: z.string(),
    supplierState: z.string().nullable(),
  }),
  /** Days from the invoice to its due date. */
  paymentTermsDays: z.number().int(),
  taxType: z.enum(['intra', 'inter']),
  tds: tdsBasisSchema,
  lines: z.array(proposedBillLineSchema),
});
export type SupplierBillProposal = z.infer<typeof supplierBillProposalSchema>;

/** GET supplier-bills/orders: the supplier's orders a bill may be against. */
export const billableOrdersQuerySchema = z.object({
  supplierId: z.uuid({ error: 'Supplier is invalid' }).optional(),
  search: searchQueryField,
});
export const billableOrderSchema = z.object({
  id: z.string(),
  poNumber: z.string().nullable(),
  poDate: z.string(),
  status: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  grandTotal: z.number(),
});
export type BillableOrder = z.infer<typeof billableOrderSchema>;
