import { z } from 'zod';
import { GST_UNITS, type GstUnit } from '../compliance/gst-units.js';
import { PURCHASE_ORDER_STATUSES } from '../documents/purchase-order-flow.js';
import { formatIndianNumber } from '../money/indian-format.js';
import { scaleDecimal, toPaise } from '../money/money.js';
import { rodSizeLabel } from '../stock/material.js';
import { optionalTextField, versionField } from './common.js';
import { companyLetterheadSchema } from './company-settings.js';
import {
  amountField,
  documentDateField,
  documentLinesField,
  LINE_AMOUNT_TOO_LARGE,
  MAX_LINE_QUANTITY,
  MONEY_LIMIT_PAISE,
  optionalDocumentDateField,
} from './document-fields.js';
import { gstRateField, hsnCodeField } from './gst-fields.js';
import { hsnSummaryRowSchema } from './invoice.js';
import { PROGRESS } from './sales-order.js';
import { goodsQuantityField, barsField as stockBarsField } from './stock-quantity-fields.js';

/*
 * Purchase orders to suppliers (issue 20): bar stock by grade and rod size in kg, bought-out
 * items and job-work services, with input GST as the supplier will charge it (CGST + SGST from
 * a supplier in the company's state, IGST from another). The lines count what goods receipts
 * accepted against them; the shortage list reads what is still on order by bar.
 */

export const PURCHASE_LINE_KINDS = ['bar_stock', 'bought_out', 'service'] as const;
export type PurchaseLineKind = (typeof PURCHASE_LINE_KINDS)[number];
export const PURCHASE_LINE_KIND_LABELS: Record<PurchaseLineKind, string> = {
  bar_stock: 'Bar stock',
  bought_out: 'Bought-out item',
  service: 'Service (job work)',
};

export const PURCHASE_ORDER_STATUS_LABELS: Record<(typeof PURCHASE_ORDER_STATUSES)[number], string> = {
  draft: 'Draft',
  confirmed: 'Confirmed',
  partly_received: 'Partly received',
  received: 'Received',
  short_closed: 'Short-closed',
  cancelled: 'Cancelled',
};

export const PURCHASE_ORDER_SORTABLE = [
  'poNumber',
  'poDate',
  'deliveryDate',
  'supplierName',
  'grandTotal',
  'status',
  'createdAt',
  'updatedAt',
] as const;

/** Most lines one purchase order may carry. */
export const MAX_PURCHASE_ORDER_LINES = 200;
/** Most bars one line may count. */
export const MAX_BARS = 100_000;

/** The unit a line takes when none is given: bar stock is bought by weight, the rest by number. */
export const defaultPurchaseUnit = (kind: PurchaseLineKind): GstUnit => (kind === 'bar_stock' ? 'KGS' : 'NOS');

/** What a bar-stock line says when the buyer writes nothing: "Bright bar EN8 Ø25". */
export const barStockDescription = (grade: string, rodSize: string) =>
  `Bright bar ${grade.trim()} ${rodSizeLabel(rodSize)}`;

/** A purchase quantity as Lathe prints it: Indian grouping, up to 3 decimals, no trailing zeros ("1,250.5"). */
export function purchaseQuantityText(quantity: number): string {
  const text = formatIndianNumber(quantity, 3);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * The refusal when a goods receipt accepts more than a line awaits, in the browser and on the
 * server: "Only 120.5 KGS left to receive on this line".
 */
export const onlyLeftToReceiveMessage = (left: number, unit: string) =>
  left <= 0
    ? 'Nothing is left to receive on this line'
    : `Only ${purchaseQuantityText(left)} ${unit} left to receive on this line`;

/** Kilograms to the gram, pieces or jobs: above 0, at most 3 decimals, under MAX_LINE_QUANTITY. */
export const purchaseQuantityField = goodsQuantityField;

/** Bars the supplier counts on a line: optional, a whole number of at least 1. */
const barsField = stockBarsField({ min: 1, max: MAX_BARS, tooLarge: 'Must be less than 100,000' });

const UNIT_MESSAGE = 'Choose a unit from the GST list (KGS, NOS …)';
/** A GST unit code (UQC), any case; blank takes the kind's default. */
export const purchaseUnitField = z
  .string({ error: UNIT_MESSAGE })
  .trim()
  .transform((unit) => unit.toUpperCase())
  .refine((unit) => unit === '' || Object.hasOwn(GST_UNITS, unit), UNIT_MESSAGE)
  .nullish();

export const purchaseOrderLineInputSchema = z
  .object({
    kind: z.enum(PURCHASE_LINE_KINDS, { error: 'Choose bar stock, a bought-out item or a service' }),
    /** Bar stock: the material grade (EN8, EN1A, SS304). */
    grade: optionalTextField(30),
    /** Bar stock: the rod size as typed ("25 mm Round", "Ø25", "Hex 17"); stored as Lathe prints it. */
    rodSize: optionalTextField(30),
    /** Blank on a bar-stock line: "Bright bar EN8 Ø25". */
    description: optionalTextField(300),
    hsnCode: hsnCodeField,
    unit: purchaseUnitField,
    quantity: purchaseQuantityField(),
    bars: barsField,
    rate: amountField('Rate is required'),
    gstRate: gstRateField,
    deliveryDate: optionalDocumentDateField(),
  })
  .superRefine((line, ctx) => {
    if (line.kind === 'bar_stock') {
      if (!line.grade) ctx.addIssue({ code: 'custom', path: ['grade'], message: 'Grade is required for bar stock' });
      if (!line.rodSize) {
        ctx.addIssue({ code: 'custom', path: ['rodSize'], message: 'Rod size is required for bar stock' });
      }
    } else if (!line.description) {
      ctx.addIssue({ code: 'custom', path: ['description'], message: 'Description is required' });
    }
  })
  .overwrite((line) => {
    const bar = line.kind === 'bar_stock' && line.grade && line.rodSize;
    return {
      ...line,
      // Only bar stock has a grade and a rod size; the rod size as Lathe prints it.
      grade: bar ? line.grade : null,
      rodSize: bar ? rodSizeLabel(line.rodSize as string) : null,
      description: line.description || (bar ? barStockDescription(line.grade as string, line.rodSize as string) : ''),
      unit: line.unit || defaultPurchaseUnit(line.kind),
      bars: line.bars ?? null,
    };
  });
export type PurchaseOrderLineInput = z.input<typeof purchaseOrderLineInputSchema>;
export type PurchaseOrderLineData = z.output<typeof purchaseOrderLineInputSchema>;

/** A line's worth in paise with its GST, as a BigInt (kg × rate can pass a safe integer); null when unreadable. */
function linePaiseWithTax(line: { quantity?: unknown; rate?: unknown; gstRate?: unknown }): bigint | null {
  const { quantity, rate, gstRate } = line;
  if (typeof quantity !== 'number' || typeof rate !== 'number') return null;
  if (!Number.isFinite(quantity) || !Number.isFinite(rate) || quantity >= MAX_LINE_QUANTITY) return null;
  const rateBasisPoints = typeof gstRate === 'number' && Number.isFinite(gstRate) ? Math.round(gstRate * 100) : 0;
  const thousandths = BigInt(scaleDecimal(quantity, 3));
  return (thousandths * BigInt(toPaise(rate)) * (10_000n + BigInt(rateBasisPoints))) / 10_000_000n;
}

export const PURCHASE_ORDER_TOTAL_TOO_LARGE = 'The purchase order total is too large';

/**
 * The money bound of every document (MONEY_LIMIT_PAISE), for lines whose quantity has decimals (a
 * purchase order, a supplier's bill): `lines.{i}.rate` for a line too large, `totalTooLarge` on the lines.
 */
export const checkDecimalMoneyLimit =
  (totalTooLarge: string) =>
  (lines: readonly { quantity?: unknown; rate?: unknown; gstRate?: unknown }[], ctx: z.RefinementCtx) => {
    let total = 0n;
    lines.forEach((line, index) => {
      const worth = linePaiseWithTax(line);
      if (worth === null) return;
      if (worth >= MONEY_LIMIT_PAISE) {
        ctx.addIssue({ code: 'custom', path: [index, 'rate'], message: LINE_AMOUNT_TOO_LARGE });
      } else total += worth;
    });
    if (total >= MONEY_LIMIT_PAISE) ctx.addIssue({ code: 'custom', message: totalTooLarge });
  };

const checkPurchaseMoneyLimit = checkDecimalMoneyLimit(PURCHASE_ORDER_TOTAL_TOO_LARGE);

export const DELIVERY_BEFORE_PO_DATE = 'Delivery cannot be before the PO date';

/** POST purchase-orders and PUT purchase-orders/{id}: a draft, whole (header and lines). */
export const purchaseOrderInputSchema = z
  .object({
    supplierId: z.uuid({ error: 'Supplier is required' }),
    poDate: documentDateField('PO date is required'),
    /** When the goods are wanted; a line may name its own. */
    deliveryDate: optionalDocumentDateField(),
    paymentTerms: optionalTextField(200),
    remarks: optionalTextField(1000),
    lines: documentLinesField(purchaseOrderLineInputSchema, MAX_PURCHASE_ORDER_LINES).superRefine(
      checkPurchaseMoneyLimit,
    ),
    version: versionField,
  })
  .superRefine((order, ctx) => {
    if (order.deliveryDate && order.deliveryDate < order.poDate) {
      ctx.addIssue({ code: 'custom', path: ['deliveryDate'], message: DELIVERY_BEFORE_PO_DATE });
    }
    order.lines.forEach((line, index) => {
      if (line.deliveryDate && line.deliveryDate < order.poDate) {
        ctx.addIssue({ code: 'custom', path: ['lines', index, 'deliveryDate'], message: DELIVERY_BEFORE_PO_DATE });
      }
    });
  });
export type PurchaseOrderInput = z.input<typeof purchaseOrderInputSchema>;
export type PurchaseOrderData = z.output<typeof purchaseOrderInputSchema>;

export const purchaseOrderListFilterSchema = z.object({
  status: z.enum(PURCHASE_ORDER_STATUSES, { error: 'Unknown status' }).optional(),
  supplierId: z.uuid({ error: 'Supplier is invalid' }).optional(),
  /** `true`: confirmed or partly received, goods still awaited (the supplier page's open orders). */
  open: z.enum(['true'], { error: 'open must be true' }).optional(),
});
export type PurchaseOrderListFilter = z.output<typeof purchaseOrderListFilterSchema>;

/** One row of the list, and the header of the detail. */
export const purchaseOrderSummarySchema = z.object({
  id: z.string(),
  /** Given on confirmation (PO/2026-27/0001); a draft has none. */
  poNumber: z.string().nullable(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  supplierId: z.string(),
  supplierName: z.string(),
  supplierCode: z.string().nullable(),
  supplierGstin: z.string().nullable(),
  poDate: z.string(),
  deliveryDate: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  remarks: z.string().nullable(),
  /** CGST+SGST from a supplier in the company's state, else IGST. */
  taxType: z.enum(['intra', 'inter']),
  taxableTotal: z.number(),
  cgstTotal: z.number(),
  sgstTotal: z.number(),
  igstTotal: z.number(),
  roundOff: z.number(),
  grandTotal: z.number(),
  lineCount: z.number().int(),
  /** Lines with nothing left to receive. */
  linesReceived: z.number().int(),
  /** Not / Partly / Fully received: Σ min(received, ordered) / Σ ordered. */
  receiptProgress: z.enum(PROGRESS),
  confirmedAt: z.string().nullable(),
  shortClosedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Why it was short-closed or cancelled. */
  statusReason: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

export const purchaseOrderLineSchema = z.object({
  id: z.string(),
  lineNumber: z.number().int(),
  kind: z.enum(PURCHASE_LINE_KINDS),
  grade: z.string().nullable(),
  rodSize: z.string().nullable(),
  /** The stock item bar stock goes into (materialKey): "EN8|Ø25". */
  materialKey: z.string().nullable(),
  description: z.string(),
  hsnCode: z.string().nullable(),
  unit: z.string(),
  quantity: z.number(),
  bars: z.number().int().nullable(),
  rate: z.number(),
  gstRate: z.number(),
  deliveryDate: z.string().nullable(),
  /** Accepted by received goods receipts. */
  receivedQuantity: z.number(),
  /** Ordered less accepted, never below zero. */
  leftToReceive: z.number(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

/** The company as the purchase order names it, the buyer (never its bank details). */
export const purchaseOrderBuyerSchema = companyLetterheadSchema;
export type PurchaseOrderBuyer = z.infer<typeof purchaseOrderBuyerSchema>;

/** A goods receipt note against the order, as the order lists it. */
export const purchaseOrderReceiptRefSchema = z.object({
  id: z.string(),
  grnNumber: z.string().nullable(),
  status: z.string(),
  receiptDate: z.string(),
  supplierInvoiceNumber: z.string().nullable(),
});

/** GET purchase-orders/{id}: everything the printed order shows, with what has been received. */
export const purchaseOrderSchema = purchaseOrderSummarySchema.extend({
  supplierAddress: z.string().nullable(),
  supplierState: z.string().nullable(),
  /** The company as it is now: a purchase order is printed with today's letterhead. */
  buyer: purchaseOrderBuyerSchema,
  taxTotal: z.number(),
  lines: z.array(purchaseOrderLineSchema),
  hsnSummary: z.array(hsnSummaryRowSchema),
  amountInWords: z.string(),
  goodsReceipts: z.array(purchaseOrderReceiptRefSchema),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;
