import {
  DEFAULT_GST_RATE,
  defaultPurchaseUnit,
  type GstLineInput,
  MAX_PURCHASE_ORDER_LINES,
  type PurchaseLineKind,
  type PurchaseOrder,
  type PurchaseOrderData,
  type PurchaseOrderInput,
  purchaseOrderLineInputSchema,
  readNumber,
  type TaxType,
} from '@lathe/shared';
import { type GstPreview, previewGst } from '../../lib/gst-preview';
import type { PurchaseOrderBody } from './api';

/** What the form holds: the contract's input, every number as typed (the schema reads them). */
export type PurchaseOrderFormValues = PurchaseOrderInput;
export type PurchaseOrderLineValues = PurchaseOrderInput['lines'][number];

/** A new line of a kind: bar stock is typed by grade and rod size, the rest by description. */
export const blankPurchaseLine = (kind: PurchaseLineKind = 'bar_stock'): PurchaseOrderLineValues => ({
  kind,
  grade: '',
  rodSize: '',
  description: '',
  hsnCode: '',
  unit: '',
  quantity: '',
  bars: '',
  rate: '',
  gstRate: String(DEFAULT_GST_RATE),
  deliveryDate: '',
});

/** A new order dated `today`, with `lines` (one blank bar-stock line when none are given). */
export const blankPurchaseOrder = (today: string, lines: PurchaseOrderLineValues[] = []): PurchaseOrderFormValues => ({
  supplierId: '',
  poDate: today,
  deliveryDate: '',
  paymentTerms: '',
  remarks: '',
  lines: lines.length > 0 ? lines : [blankPurchaseLine()],
});

/** Kilograms to the gram, rounded up: a shortage of 120.0004 kg is not met by 120 kg. */
const kilograms = (text: string) => {
  const kg = readNumber(text);
  if (kg === null || Number.isNaN(kg) || kg <= 0) return '';
  return String(Math.ceil(kg * 1000 - 1e-6) / 1000);
};

/**
 * The bar-stock lines the shortage list asks for (`?bar=EN8|Ø25|120.5&bar=…`, each grade, rod
 * size and kg): one line each, grade and rod size as given, the kg when it is a number. A value
 * without a grade or a rod size is left out; at most a purchase order's lines.
 */
export function barLinesFromQuery(bars: readonly string[]): PurchaseOrderLineValues[] {
  return bars
    .map((bar) => bar.split('|').map((part) => part.trim()))
    .filter(([grade, rodSize]) => !!grade && !!rodSize)
    .slice(0, MAX_PURCHASE_ORDER_LINES)
    .map(([grade = '', rodSize = '', kg = '']) => ({
      ...blankPurchaseLine('bar_stock'),
      grade,
      rodSize,
      quantity: kilograms(kg),
    }));
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A saved draft as form values. */
export const purchaseOrderFormValues = (order: PurchaseOrder): PurchaseOrderFormValues => ({
  supplierId: order.supplierId,
  poDate: order.poDate,
  deliveryDate: text(order.deliveryDate),
  paymentTerms: text(order.paymentTerms),
  remarks: text(order.remarks),
  lines: order.lines.map((line) => ({
    kind: line.kind,
    grade: text(line.grade),
    rodSize: text(line.rodSize),
    description: line.description,
    hsnCode: text(line.hsnCode),
    unit: line.unit,
    quantity: text(line.quantity),
    bars: text(line.bars),
    rate: text(line.rate),
    gstRate: text(line.gstRate),
    deliveryDate: text(line.deliveryDate),
  })),
});

/** POST and PUT take the validated draft whole; an edit names the version it read. */
export const purchaseOrderBody = (values: PurchaseOrderData, version?: number): PurchaseOrderBody => {
  const { version: _ignored, ...draft } = values;
  return version === undefined ? draft : { ...draft, version };
};

/** The unit a line will be stored with when its box is left blank. */
export const unitPlaceholder = (kind: unknown) =>
  defaultPurchaseUnit(kind === 'bought_out' || kind === 'service' ? kind : 'bar_stock');

const figuresSchema = purchaseOrderLineInputSchema.shape;

/** A line's figures for computeGst, once its quantity, rate and GST rate are valid. */
function gstInput(line: Partial<PurchaseOrderLineValues> | undefined): GstLineInput | null {
  const quantity = figuresSchema.quantity.safeParse(line?.quantity);
  const rate = figuresSchema.rate.safeParse(line?.rate);
  const gstRate = figuresSchema.gstRate.safeParse(line?.gstRate);
  if (!quantity.success || !rate.success || !gstRate.success) return null;
  const hsn = String(line?.hsnCode ?? '').trim();
  return { quantity: quantity.data, rate: rate.data, gstRate: gstRate.data, hsnCode: hsn === '' ? null : hsn };
}

/**
 * The order's figures as typed, by computeGst exactly as the server will store them: CGST and
 * SGST from a supplier in the company's state, IGST from another. Null when the amounts are too
 * large to count exactly.
 */
export const previewPurchaseOrder = (
  lines: readonly Partial<PurchaseOrderLineValues>[],
  taxType: TaxType,
): GstPreview | null => previewGst(lines.map(gstInput), taxType);
