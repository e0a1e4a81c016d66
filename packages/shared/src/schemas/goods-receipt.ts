import { z } from 'zod';
import { GOODS_RECEIPT_STATUSES } from '../documents/goods-receipt-flow.js';
import { thousandths } from '../documents/progress.js';
import { PURCHASE_ORDER_STATUSES } from '../documents/purchase-order-flow.js';
import { searchQueryField } from '../list.js';
import { optionalIdField, optionalTextField, versionField } from './common.js';
import { companyLetterheadSchema } from './company-settings.js';
import { documentDateField, documentLinesField, optionalDocumentDateField } from './document-fields.js';
import { MAX_BARS, PURCHASE_LINE_KINDS, purchaseQuantityField } from './purchase-order.js';
import { splitQuantityField, barsField as stockBarsField } from './stock-quantity-fields.js';

/*
 * Goods receipt notes (GRN): what came in against a confirmed purchase order, line by line —
 * received at the gate, accepted into stock after inspection, rejected with why — and, for bar
 * stock, the heat (melt) it came from with its mill test certificate, so a part can be traced
 * back to its steel.
 */

export const GOODS_RECEIPT_STATUS_LABELS: Record<(typeof GOODS_RECEIPT_STATUSES)[number], string> = {
  draft: 'Draft',
  received: 'Received',
  cancelled: 'Cancelled',
};

export const GOODS_RECEIPT_SORTABLE = [
  'grnNumber',
  'receiptDate',
  'supplierName',
  'status',
  'createdAt',
  'updatedAt',
] as const;

/** Lines on one goods receipt: a purchase order's lines, some split over two heats. */
export const MAX_GOODS_RECEIPT_LINES = 100;

/** A mill test certificate as uploaded: a PDF or a scan. */
export const CERTIFICATE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];
/** Largest certificate file: a scanned multi-page PDF fits, a video does not. */
export const MAX_CERTIFICATE_BYTES = 10 * 1024 * 1024;
export const CERTIFICATE_TOO_LARGE = 'A certificate file may be at most 10 MB';
export const CERTIFICATE_TYPE_MESSAGE = 'A certificate is a PDF, PNG or JPEG file';

/** A heat number as the mill prints it: letters, digits, / - . and spaces. */
const HEAT_NUMBER = /^[A-Za-z0-9/.\- ]*$/;
export const HEAT_NUMBER_MESSAGE = 'A heat number holds letters, digits, / - . and spaces';
export const HEAT_NUMBER_REQUIRED = 'Heat number is required for bar stock';

/** Bars counted at the gate: a whole number, blank for none. */
const barsField = stockBarsField({ max: MAX_BARS, tooLarge: 'Must be less than 1,00,000' });

/** Upper case with single spaces, so "h123" and "H123 " are the one heat in stock. */
const heatNumberField = optionalTextField(30)
  .refine((value) => !value || HEAT_NUMBER.test(value), HEAT_NUMBER_MESSAGE)
  .transform((value) => (value ? value.toUpperCase().replace(/\s+/g, ' ') : null));

export const goodsReceiptLineInputSchema = z
  .object({
    /** The purchase order's line this receives against; a line may appear twice (two heats). */
    purchaseOrderLineId: z.uuid({ error: 'Choose a line of the purchase order' }),
    receivedQuantity: purchaseQuantityField('Received quantity is required'),
    acceptedQuantity: splitQuantityField('Accepted quantity is required'),
    rejectedQuantity: splitQuantityField('Rejected quantity is required'),
    bars: barsField,
    /** Required on bar stock (the server checks: only it knows the line's kind). */
    heatNumber: heatNumberField,
    /** The mill test certificate uploaded for this heat (POST material-certificates). */
    certificateId: optionalIdField('Certificate is invalid'),
    rejectionReason: optionalTextField(200),
  })
  .superRefine((line, ctx) => {
    const { receivedQuantity: received, acceptedQuantity: accepted, rejectedQuantity: rejected } = line;
    // A quantity already refused on its own field says nothing about the sum.
    if (![received, accepted, rejected].every((n) => typeof n === 'number')) return;
    if (thousandths(accepted) > thousandths(received)) {
      ctx.addIssue({ code: 'custom', path: ['acceptedQuantity'], message: 'Cannot be more than was received' });
    } else if (thousandths(accepted) + thousandths(rejected) !== thousandths(received)) {
      ctx.addIssue({
        code: 'custom',
        path: ['rejectedQuantity'],
        message: 'Accepted and rejected must add up to the quantity received',
      });
    }
    if (thousandths(rejected) > 0 && !line.rejectionReason) {
      ctx.addIssue({ code: 'custom', path: ['rejectionReason'], message: 'Say why it was rejected' });
    }
  });
export type GoodsReceiptLineInput = z.input<typeof goodsReceiptLineInputSchema>;

/** POST goods-receipts and PUT goods-receipts/{id}: a draft, whole. */
export const goodsReceiptInputSchema = z
  .object({
    purchaseOrderId: z.uuid({ error: 'Choose a purchase order' }),
    receiptDate: documentDateField('Receipt date is required'),
    supplierInvoiceNumber: optionalTextField(50),
    supplierInvoiceDate: optionalDocumentDateField(),
    vehicleNumber: optionalTextField(20),
    remarks: optionalTextField(500),
    lines: documentLinesField(goodsReceiptLineInputSchema, MAX_GOODS_RECEIPT_LINES),
    version: versionField,
  })
  .superRefine((receipt, ctx) => {
    if (receipt.supplierInvoiceDate && receipt.supplierInvoiceDate > receipt.receiptDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['supplierInvoiceDate'],
        message: 'The invoice cannot be dated after the goods were received',
      });
    }
  });
export type GoodsReceiptInput = z.input<typeof goodsReceiptInputSchema>;
export type GoodsReceiptData = z.output<typeof goodsReceiptInputSchema>;

export const goodsReceiptListFilterSchema = z.object({
  status: z.enum(GOODS_RECEIPT_STATUSES, { error: 'Unknown status' }).optional(),
  purchaseOrderId: z.uuid({ error: 'Purchase order is invalid' }).optional(),
  supplierId: z.uuid({ error: 'Supplier is invalid' }).optional(),
});
export type GoodsReceiptListFilter = z.output<typeof goodsReceiptListFilterSchema>;

/** An uploaded certificate as the API answers it (POST material-certificates, and on a receipt's line). */
export const materialCertificateSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.enum(CERTIFICATE_TYPES),
  byteSize: z.number().int(),
  createdAt: z.string(),
});
export type MaterialCertificate = z.infer<typeof materialCertificateSchema>;

export const goodsReceiptLineSchema = z.object({
  id: z.string(),
  lineNumber: z.number().int(),
  purchaseOrderLineId: z.string(),
  /** The order line's, as it stands: what was bought, in which unit. */
  kind: z.enum(PURCHASE_LINE_KINDS),
  description: z.string(),
  grade: z.string().nullable(),
  rodSize: z.string().nullable(),
  unit: z.string(),
  /** Ordered on the line, and accepted against it so far by every received goods receipt. */
  orderedQuantity: z.number(),
  orderReceivedQuantity: z.number(),
  receivedQuantity: z.number(),
  acceptedQuantity: z.number(),
  rejectedQuantity: z.number(),
  bars: z.number().int().nullable(),
  heatNumber: z.string().nullable(),
  certificate: materialCertificateSchema.nullable(),
  rejectionReason: z.string().nullable(),
});
export type GoodsReceiptLine = z.infer<typeof goodsReceiptLineSchema>;

/** One row of the list, and the header of the detail. */
export const goodsReceiptSummarySchema = z.object({
  id: z.string(),
  grnNumber: z.string().nullable(),
  status: z.enum(GOODS_RECEIPT_STATUSES),
  purchaseOrderId: z.string(),
  poNumber: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  receiptDate: z.string(),
  supplierInvoiceNumber: z.string().nullable(),
  supplierInvoiceDate: z.string().nullable(),
  vehicleNumber: z.string().nullable(),
  remarks: z.string().nullable(),
  receivedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GoodsReceiptSummary = z.infer<typeof goodsReceiptSummarySchema>;

/** GET goods-receipts/{id}: everything the printed GRN shows. */
export const goodsReceiptSchema = goodsReceiptSummarySchema.extend({
  /** The purchase order's date, and its supplier as the order printed them. */
  poDate: z.string(),
  supplierCode: z.string().nullable(),
  supplierGstin: z.string().nullable(),
  supplierAddress: z.string().nullable(),
  supplierState: z.string().nullable(),
  /** The company that received, as it is now: the GRN is printed with today's letterhead. */
  company: companyLetterheadSchema,
  lines: z.array(goodsReceiptLineSchema),
});
export type GoodsReceipt = z.infer<typeof goodsReceiptSchema>;

/**
 * GET goods-receipts/orders: the purchase orders goods may be received against (confirmed or
 * partly received), searched by PO number or supplier; or the one order named, whatever its
 * status (the order a draft is against). The stores read them under their own scope.
 */
export const receivableOrdersQuerySchema = z.object({
  search: searchQueryField,
  purchaseOrderId: z.uuid({ error: 'Purchase order is invalid' }).optional(),
});
export type ReceivableOrdersQuery = z.output<typeof receivableOrdersQuerySchema>;

/** A purchase order as a goods receipt reads it: its supplier and each line with what is left to receive. */
export const receivableOrderSchema = z.object({
  id: z.string(),
  poNumber: z.string().nullable(),
  poDate: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  supplierId: z.string(),
  supplierName: z.string(),
  lines: z.array(
    z.object({
      id: z.string(),
      lineNumber: z.number().int(),
      kind: z.enum(PURCHASE_LINE_KINDS),
      description: z.string(),
      grade: z.string().nullable(),
      rodSize: z.string().nullable(),
      unit: z.string(),
      quantity: z.number(),
      bars: z.number().int().nullable(),
      receivedQuantity: z.number(),
      leftToReceive: z.number(),
    }),
  ),
});
export type ReceivableOrder = z.infer<typeof receivableOrderSchema>;
