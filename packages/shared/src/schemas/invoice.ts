import { z } from 'zod';
import { addYears, todayIn } from '../calendar.js';
import { optionalTextField, requiredText, versionField } from './common.js';
import { companySettingsSchema } from './company-settings.js';
import { deliveryAddressIdField } from './delivery-address.js';
import {
  amountField,
  checkMoneyLimit,
  checkUnitQuantity,
  documentDateField,
  documentLinesField,
  optionalDocumentDateField,
  unitQuantityField,
  WHEN_QUANTITY_READ,
} from './document-fields.js';
import { eWayBillFields } from './e-way-bill.js';
import { checkExportDetails, exportDetailFields, exportDetailsSchema } from './export-supply.js';
import { gstRateField, hsnCodeField } from './gst-fields.js';

/** Stored statuses; `overdue` is computed from the due date when read (contract §4). */
export const INVOICE_STATUSES = ['draft', 'issued', 'partially_paid', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** What a list shows and filters by: the stored status, or `overdue`. */
export const INVOICE_DISPLAY_STATUSES = [...INVOICE_STATUSES, 'overdue'] as const;
export type InvoiceDisplayStatus = (typeof INVOICE_DISPLAY_STATUSES)[number];

export const INVOICE_SORTABLE = [
  'invoiceNumber',
  'invoiceDate',
  'dueDate',
  'customerName',
  'grandTotal',
  'status',
  'createdAt',
  'updatedAt',
] as const;

export const MAX_INVOICE_LINES = 200;
export const DEFAULT_UNIT = 'NOS';

export const PAYMENT_MODES = ['bank_transfer', 'cheque', 'upi', 'cash', 'other'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  bank_transfer: 'Bank transfer (NEFT/RTGS)',
  cheque: 'Cheque',
  upi: 'UPI',
  cash: 'Cash',
  other: 'Other',
};

const invoiceLineFields = z.object({
  /** The order line this invoices; the quantity then counts against what remains to invoice. */
  salesOrderLineId: z.uuid({ error: 'Order line is invalid' }).nullish(),
  productId: z.uuid({ error: 'Product is invalid' }).nullish(),
  description: requiredText('Description is required', 300),
  drawingNumber: optionalTextField(100),
  hsnCode: hsnCodeField,
  unit: requiredText('Unit is required', 10).default(DEFAULT_UNIT),
  /** In the unit: decimals (to 3) where it measures (KGS, MTR …), whole where it counts (NOS …). */
  quantity: unitQuantityField(),
  rate: amountField('Rate is required'),
  gstRate: gstRateField,
});

/** An order line is counted in whole pieces (its invoiced quantity is too), whatever unit the invoice prints. */
export const ORDER_LINE_WHOLE = 'Quantity must be a whole number: the sales order counts pieces';

export const invoiceLineInputSchema = invoiceLineFields.superRefine((line, ctx) => {
  if (line.salesOrderLineId && !Number.isInteger(line.quantity)) {
    ctx.addIssue({ code: 'custom', path: ['quantity'], message: ORDER_LINE_WHOLE });
  } else checkUnitQuantity(line, ctx);
}, WHEN_QUANTITY_READ);

/** What a line's tax is worked out from, by the line's own rules: the browser's preview reads it. */
export const invoiceLineFiguresSchema = invoiceLineFields
  .pick({ unit: true, quantity: true, rate: true, gstRate: true })
  .superRefine(checkUnitQuantity, WHEN_QUANTITY_READ);

/** POST invoices and PUT invoices/{id}: a draft, whole (header and lines). */
export const invoiceInputSchema = z
  .object({
    customerId: z.uuid({ error: 'Customer is required' }),
    salesOrderId: z.uuid({ error: 'Sales order is invalid' }).nullish(),
    invoiceDate: documentDateField('Invoice date is required'),
    /** Left out: the invoice date plus the customer's payment terms. */
    dueDate: optionalDocumentDateField(),
    customerPoNumber: optionalTextField(50),
    customerPoDate: optionalDocumentDateField(),
    vehicleReference: optionalTextField(100),
    /** Where the goods go: one of the customer's delivery addresses; blank, its own shipping address. */
    deliveryAddressId: deliveryAddressIdField,
    notes: optionalTextField(1000),
    lines: documentLinesField(invoiceLineInputSchema, MAX_INVOICE_LINES).superRefine(checkMoneyLimit('invoice')),
    /** A zero-rated supply to an SEZ or abroad (the customer's category decides which), and its shipping details. */
    ...exportDetailFields,
    version: versionField,
  })
  .superRefine(checkExportDetails);
export type InvoiceInput = z.input<typeof invoiceInputSchema>;
export type InvoiceData = z.output<typeof invoiceInputSchema>;

/** The latest day a payment may be dated: a year from today (India's), so a mistyped year stays out. */
export const latestPaymentDate = (today = todayIn()) => addYears(today, 1);
export const PAYMENT_DATE_TOO_LATE = 'Payment date cannot be more than a year from today';

export const paymentInputSchema = z.object({
  /** Not after a year from today; not before the invoice's date either, which the server checks (it knows the invoice). */
  paymentDate: documentDateField('Payment date is required').refine(
    (day) => day <= latestPaymentDate(),
    PAYMENT_DATE_TOO_LATE,
  ),
  amount: amountField('Amount is required', { positive: true }),
  mode: z.enum(PAYMENT_MODES, { error: 'Choose a payment mode' }),
  reference: optionalTextField(100),
  notes: optionalTextField(500),
  /**
   * Income tax the customer deducted at source from this payment (e.g. 0.1 % under section 194Q)
   * and pays to the government for the company: it settles the invoice as the money received
   * does. Blank is none.
   */
  tdsAmount: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), amountField('TDS is required')),
  /** The section it was deducted under: "194Q", "194C". */
  tdsSection: optionalTextField(20),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;
export type PaymentData = z.output<typeof paymentInputSchema>;

/** The most invoices one receipt settles. */
export const MAX_RECEIPT_INVOICES = 50;

/**
 * `POST receipts`: one amount received from a customer, split across several of their invoices
 * (each with any TDS deducted from it); recorded as one payment per invoice, all or none.
 */
export const receiptInputSchema = paymentInputSchema
  .pick({ paymentDate: true, mode: true, reference: true, notes: true })
  .extend({
    customerId: z.uuid({ error: 'Choose the customer' }),
    allocations: z
      .array(
        z.object({
          invoiceId: z.uuid({ error: 'Invoice is invalid' }),
          amount: paymentInputSchema.shape.amount,
          tdsAmount: paymentInputSchema.shape.tdsAmount,
          tdsSection: paymentInputSchema.shape.tdsSection,
        }),
        { error: 'Put the amount against at least one invoice' },
      )
      .min(1, 'Put the amount against at least one invoice')
      .max(MAX_RECEIPT_INVOICES, `At most ${MAX_RECEIPT_INVOICES} invoices in one receipt`),
  });
export type ReceiptInput = z.input<typeof receiptInputSchema>;
export type ReceiptData = z.output<typeof receiptInputSchema>;

/** What a receipt settled: each invoice as it now stands. */
export const receiptResultSchema = z.object({
  invoices: z.array(
    z.object({ id: z.string(), invoiceNumber: z.string().nullable(), status: z.string(), balanceDue: z.number() }),
  ),
});
export type ReceiptResult = z.infer<typeof receiptResultSchema>;

export const invoiceListFilterSchema = z.object({
  status: z.enum(INVOICE_DISPLAY_STATUSES, { error: 'Unknown status' }).optional(),
  customerId: z.uuid({ error: 'Customer is invalid' }).optional(),
  salesOrderId: z.uuid({ error: 'Sales order is invalid' }).optional(),
  overdue: z
    .enum(['true', 'false'], { error: 'overdue must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  /** `true`: issued and part-paid invoices, what is still to collect (the dashboard's "Outstanding receivables"). */
  outstanding: z.enum(['true'], { error: 'outstanding must be true' }).optional(),
  /** `yyyy-MM`: the invoices of that month's sales, neither draft nor cancelled (the dashboard's "Invoiced this month"). */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be yyyy-MM')
    .optional(),
});
export type InvoiceListFilter = z.output<typeof invoiceListFilterSchema>;

/** The seller as printed: the company settings without their record fields and rules, frozen on issue. */
export const sellerSchema = companySettingsSchema.omit({
  version: true,
  updatedAt: true,
  eInvoicing: true,
  transferMinutes: true,
  // The LUT an invoice was supplied under is frozen on the invoice itself (lutNumber).
  lutNumber: true,
  lutValidFrom: true,
  lutValidTo: true,
  // How the company's books are kept (Tally, whether it deducts TDS under 194Q) is nothing a document prints.
  tallyCompany: true,
  tallyLedgers: true,
  tds194q: true,
});
export type Seller = z.infer<typeof sellerSchema>;

/** One row of the list, and the header of the detail. */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  invoiceNumber: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  displayStatus: z.enum(INVOICE_DISPLAY_STATUSES),
  overdue: z.boolean(),
  customerId: z.string(),
  salesOrderId: z.string().nullable(),
  salesOrderNumber: z.string().nullable(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  customerPartyCode: z.string(),
  customerName: z.string(),
  customerGstin: z.string().nullable(),
  billingAddress: z.string().nullable(),
  shippingAddress: z.string().nullable(),
  placeOfSupply: z.string().nullable(),
  placeOfSupplyCode: z.string().nullable(),
  /** The delivery address chosen (null: the customer's own), copied: `shippingAddress` is its street. */
  deliveryAddressId: z.string().nullable(),
  shipToPlace: z.string().nullable(),
  shipToState: z.string().nullable(),
  shipToPin: z.string().nullable(),
  shipToGstin: z.string().nullable(),
  /** CGST+SGST when the place of supply is the company's state, else IGST. */
  taxType: z.enum(['intra', 'inter']),
  customerPoNumber: z.string().nullable(),
  customerPoDate: z.string().nullable(),
  vehicleReference: z.string().nullable(),
  notes: z.string().nullable(),
  taxableTotal: z.number(),
  cgstTotal: z.number(),
  sgstTotal: z.number(),
  igstTotal: z.number(),
  taxTotal: z.number(),
  roundOff: z.number(),
  grandTotal: z.number(),
  amountPaid: z.number(),
  /** What its issued credit and debit notes changed of what is owed: debit notes less credit notes. */
  adjustment: z.number(),
  balanceDue: z.number(),
  issuedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The e-way bill of its goods, once typed back from the portal. */
  ...eWayBillFields,
  /** It stands, has goods, is worth more than ₹50,000, and has no e-way bill yet (isEWayBillPending). */
  eWayBillPending: z.boolean(),
  /** A zero-rated supply to an SEZ or abroad, its port, shipping bill, currency and rate, and the LUT frozen on issue. */
  ...exportDetailsSchema.shape,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceLineSchema = z.object({
  id: z.string(),
  lineNumber: z.number().int(),
  salesOrderLineId: z.string().nullable(),
  productId: z.string().nullable(),
  description: z.string(),
  drawingNumber: z.string().nullable(),
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
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  paymentDate: z.string(),
  amount: z.number(),
  tdsAmount: z.number(),
  tdsSection: z.string().nullable(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const hsnSummaryRowSchema = z.object({
  hsnCode: z.string().nullable(),
  gstRate: z.number(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  tax: z.number(),
});

/** GET invoices/{id}: everything a printed GST tax invoice shows. */
export const invoiceSchema = invoiceSummarySchema.extend({
  /** Frozen on issue; a draft shows the company settings as they are now. */
  seller: sellerSchema,
  lines: z.array(invoiceLineSchema),
  payments: z.array(paymentSchema),
  hsnSummary: z.array(hsnSummaryRowSchema),
  amountInWords: z.string(),
  /** The portal's answer to its e-invoice (PUT invoices/{id}/irn): the IRN in lower case, or null. */
  irn: z.string().nullable(),
  irnAckNumber: z.string().nullable(),
  /** When the portal acknowledged it, an ISO instant. */
  irnAckDate: z.string().nullable(),
  /** The signed QR code (NIC's JWT), printed as a QR image. */
  irnSignedQr: z.string().nullable(),
  /** How many issued credit and debit notes stand against it (the flow's cancel reads it). */
  notesStanding: z.number().int(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET invoices: the page, and what the matching issued invoices still owe. */
export const invoiceTotalsSchema = z.object({ outstanding: z.number(), overdue: z.number() });
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

/**
 * GET invoices/proposal?salesOrderId=: a new invoice for what remains to invoice on a confirmed
 * order, shaped as `invoiceInputSchema` takes it, so the form starts from it and sends it back.
 */
export const invoiceProposalSchema = z.object({
  customerId: z.string(),
  salesOrderId: z.string(),
  salesOrderNumber: z.string().nullable(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  customerPoNumber: z.string().nullable(),
  customerPoDate: z.string().nullable(),
  /** The dispatch's vehicle or transporter, when the invoice is of one dispatch. */
  vehicleReference: z.string().nullable(),
  /** Where the goods went: the dispatch's delivery address, or the order's. */
  deliveryAddressId: z.string().nullable(),
  lines: z.array(
    invoiceLineSchema
      .pick({ description: true, drawingNumber: true, hsnCode: true, unit: true, rate: true, gstRate: true })
      .extend({
        salesOrderLineId: z.string(),
        /** The line's number on the order, for "Order line #2". */
        lineNumber: z.number().int(),
        productId: z.string(),
        /** What the invoice proposes: what remains to invoice, or what the dispatch sent of it. */
        quantity: z.number(),
        /** Ordered − invoiced: more than this the invoice may not bill. */
        remaining: z.number(),
        /** Dispatched and not yet invoiced: more than this invoices goods still in the plant. */
        dispatchable: z.number(),
      }),
  ),
});

/** `GET invoices/proposal`: from the order's remaining quantities, or from one of its dispatches. */
export const invoiceProposalQuerySchema = z.object({
  salesOrderId: z.uuid({ error: 'Sales order is invalid' }),
  dispatchId: z.uuid({ error: 'Dispatch is invalid' }).optional(),
});
export type InvoiceProposal = z.infer<typeof invoiceProposalSchema>;
