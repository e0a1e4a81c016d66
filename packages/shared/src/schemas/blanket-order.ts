import { z } from 'zod';
import { BLANKET_ORDER_STATUSES, type BlanketOrderStatus } from '../documents/blanket-order-flow.js';
import { optionalTextField, requiredText, versionField } from './common.js';
import {
  amountField,
  documentDateField,
  documentLinesField,
  MAX_LINE_QUANTITY,
  optionalDocumentDateField,
} from './document-fields.js';

/*
 * Blanket (open) orders (issue 30): the customer's order for a part at a price for a period,
 * with a total quantity or open-ended. Delivery schedules release quantities against it month by
 * month; each release is priced at the price in force on its due date. A price is revised from a
 * date: releases due from then on take it, and what was already billed at the old price is shown
 * with the supplementary debit (or credit) note it calls for.
 */

export const BLANKET_ORDER_STATUS_LABELS: Record<BlanketOrderStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

export const BLANKET_ORDER_SORTABLE = [
  'blanketNumber',
  'customerPoNumber',
  'validFrom',
  'validTo',
  'customerName',
  'status',
  'createdAt',
  'updatedAt',
] as const;

export const MAX_BLANKET_LINES = 100;
/** Price revisions one line may carry. */
export const MAX_PRICE_REVISIONS = 50;

export const blanketOrderLineInputSchema = z.object({
  productId: z.uuid({ error: 'Product is required' }),
  /** The whole quantity the customer ordered; empty for an open-ended order. */
  totalQuantity: z
    .union([z.number(), z.string(), z.null()], { error: 'Enter a whole number of pieces' })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const number = typeof value === 'number' ? value : Number(value.trim());
      const message = !Number.isInteger(number)
        ? 'Must be a whole number'
        : number < 1
          ? 'Must be at least 1'
          : number >= MAX_LINE_QUANTITY
            ? 'Must be less than 10,000,000'
            : undefined;
      if (message === undefined) return number;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }),
  /** The price a piece from the order's start; later prices are revisions. */
  rate: amountField('Rate is required', { positive: true }),
});

export const VALID_TO_BEFORE_FROM = 'Valid to cannot be before valid from';

/** POST blanket-orders and PUT blanket-orders/{id}: a draft, whole. */
export const blanketOrderInputSchema = z
  .object({
    customerId: z.uuid({ error: 'Customer is required' }),
    /** The customer's open purchase order, quoted on every invoice against it. */
    customerPoNumber: requiredText("Customer's order number is required", 50),
    customerPoDate: optionalDocumentDateField(),
    validFrom: documentDateField('Valid from is required'),
    validTo: documentDateField('Valid to is required'),
    paymentTerms: optionalTextField(200),
    remarks: optionalTextField(1000),
    lines: documentLinesField(blanketOrderLineInputSchema, MAX_BLANKET_LINES).superRefine((lines, ctx) => {
      const seen = new Map<string, number>();
      lines.forEach((line, index) => {
        const first = seen.get(line.productId);
        if (first !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'productId'],
            message: `This part is already on line ${first + 1}`,
          });
        } else seen.set(line.productId, index);
      });
    }),
    version: versionField,
  })
  .superRefine((order, ctx) => {
    if (order.validTo < order.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: VALID_TO_BEFORE_FROM });
    }
  });
export type BlanketOrderInput = z.input<typeof blanketOrderInputSchema>;
export type BlanketOrderData = z.output<typeof blanketOrderInputSchema>;

/** POST blanket-orders/{id}/prices: a line's price from a date on. */
export const priceRevisionInputSchema = z.object({
  lineId: z.uuid({ error: 'Choose the part' }),
  effectiveFrom: documentDateField('Effective from is required'),
  rate: amountField('Rate is required', { positive: true }),
  reason: requiredText('Give the reason for the new price', 300),
  version: versionField,
});
export type PriceRevisionInput = z.input<typeof priceRevisionInputSchema>;
export type PriceRevisionData = z.output<typeof priceRevisionInputSchema>;

export const blanketOrderListFilterSchema = z.object({
  status: z.enum(BLANKET_ORDER_STATUSES, { error: 'Unknown status' }).optional(),
  customerId: z.uuid({ error: 'Customer is invalid' }).optional(),
});
export type BlanketOrderListFilter = z.output<typeof blanketOrderListFilterSchema>;

export const blanketOrderSummarySchema = z.object({
  id: z.string(),
  /** Given on activation (BO/2026-27/0001). */
  blanketNumber: z.string().nullable(),
  status: z.enum(BLANKET_ORDER_STATUSES),
  customerId: z.string(),
  customerName: z.string(),
  customerPartyCode: z.string(),
  customerPoNumber: z.string(),
  customerPoDate: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  /** Active and past its validity today. */
  expired: z.boolean(),
  paymentTerms: z.string().nullable(),
  remarks: z.string().nullable(),
  lineCount: z.number().int(),
  statusReason: z.string().nullable(),
  activatedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlanketOrderSummary = z.infer<typeof blanketOrderSummarySchema>;

export const blanketPriceSchema = z.object({
  effectiveFrom: z.string(),
  rate: z.number(),
  /** Why it changed; null for the order's first price. */
  reason: z.string().nullable(),
});
export type BlanketPrice = z.infer<typeof blanketPriceSchema>;

export const blanketOrderLineSchema = z.object({
  id: z.string(),
  lineNumber: z.number().int(),
  productId: z.string(),
  drawingNumber: z.string(),
  description: z.string(),
  hsnCode: z.string().nullable(),
  gstRate: z.number(),
  totalQuantity: z.number().int().nullable(),
  /** Every price, oldest first. */
  prices: z.array(blanketPriceSchema),
  /** The price in force today (the first one before the order starts). */
  rate: z.number(),
  /** Pieces on release orders, dispatched and invoiced of them. */
  released: z.number().int(),
  dispatched: z.number().int(),
  invoiced: z.number().int(),
  /** Total less released; null when open-ended. */
  leftToRelease: z.number().int().nullable(),
});
export type BlanketOrderLine = z.infer<typeof blanketOrderLineSchema>;

/** A release of the blanket order: a sales order a delivery schedule made. */
export const blanketReleaseSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string().nullable(),
  status: z.string(),
  month: z.string().nullable(),
});

/**
 * An invoice line billed at another price than the one in force on its invoice date (a price
 * revised back to a date): the supplementary note it calls for, a debit note when the price rose.
 */
export const oldPriceBillingSchema = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  invoiceLineId: z.string(),
  blanketLineId: z.string(),
  drawingNumber: z.string(),
  quantity: z.number(),
  billedRate: z.number(),
  rate: z.number(),
  /** (rate − billed rate) × quantity, before GST; positive calls for a debit note, negative a credit note. */
  difference: z.number(),
  /** A note already made for it (a draft or issued note naming this invoice line). */
  noteId: z.string().nullable(),
});
export type OldPriceBilling = z.infer<typeof oldPriceBillingSchema>;

export const blanketOrderSchema = blanketOrderSummarySchema.extend({
  customerGstin: z.string().nullable(),
  customerState: z.string().nullable(),
  lines: z.array(blanketOrderLineSchema),
  releases: z.array(blanketReleaseSchema),
  billedAtOldPrice: z.array(oldPriceBillingSchema),
});
export type BlanketOrder = z.infer<typeof blanketOrderSchema>;

/**
 * The price in force on `date`: the latest whose effective date is on or before it; before the
 * first, the first (a release due before the order's start is priced as its start).
 */
export function priceOn(prices: readonly { effectiveFrom: string; rate: number }[], date: string): number | null {
  if (prices.length === 0) return null;
  const sorted = [...prices].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  let rate = (sorted[0] as { rate: number }).rate;
  for (const price of sorted) if (price.effectiveFrom <= date) rate = price.rate;
  return rate;
}
