import {
  lineNeeds,
  operationsPreview,
  PRODUCT_CYCLE_TIMES,
  rodSizeLabel,
  type WorkOrder,
  type WorkOrderData,
  type WorkOrderInput,
  type WorkOrderProductOption,
  workOrderQuantityField,
} from '@lathe/shared';
import type { WorkOrderBody } from './api';

/** What the form holds: the contract's input, the quantity as typed (the schema reads it). */
export type WorkOrderFormValues = WorkOrderInput;

type CycleTimes = WorkOrderProductOption['cycleTimes'];

/** The product the form makes: how the picker names it, its cycle times and its bar. */
export interface FormProduct {
  id: string;
  label: string;
  description: string;
  cycleTimes: CycleTimes;
  grade: string | null;
  rodSize: string | null;
  rawMaterialWeight: number | null;
}

/** "DRG-101 — Pinion shaft (ACME)": the drawing first, as the shop floor knows a part. */
export const productLabel = (product: {
  drawingNumber: string | null;
  description: string;
  partyCode?: string | null;
}) => `${product.drawingNumber ?? '—'} — ${product.description}${product.partyCode ? ` (${product.partyCode})` : ''}`;

export const formProductOf = (option: WorkOrderProductOption): FormProduct => ({
  id: option.id,
  label: productLabel(option),
  description: option.description,
  cycleTimes: option.cycleTimes,
  grade: option.grade,
  rodSize: option.rodSize,
  rawMaterialWeight: option.rawMaterialWeight,
});

const noCycleTimes = (): CycleTimes =>
  Object.fromEntries(PRODUCT_CYCLE_TIMES.map((field) => [field, null])) as CycleTimes;

/** A saved draft's product: its cycle times as the draft's operations hold them. */
export function formProductOfOrder(order: WorkOrder): FormProduct {
  const cycleTimes = noCycleTimes();
  for (const operation of order.operations) cycleTimes[operation.cycleField] = operation.cycleTimeSec;
  return {
    id: order.productId,
    label: productLabel({ ...order.product, description: order.productDescription }),
    description: order.productDescription,
    cycleTimes,
    grade: order.product.grade,
    rodSize: order.product.rodSize,
    rawMaterialWeight: order.product.rawMaterialWeight,
  };
}

/** A new work order dated `today`, for stock until a sales order line is chosen. */
export const blankWorkOrder = (today: string): WorkOrderFormValues => ({
  productId: '',
  salesOrderLineId: '',
  quantity: '',
  woDate: today,
  dueDate: '',
  remarks: '',
  transferMinutes: {},
});

/** A saved draft as form values. */
export const workOrderFormValues = (order: WorkOrder): WorkOrderFormValues => ({
  productId: order.productId,
  salesOrderLineId: order.salesOrderLineId ?? '',
  quantity: String(order.quantity),
  woDate: order.woDate,
  dueDate: order.dueDate,
  remarks: order.remarks ?? '',
  transferMinutes: Object.fromEntries(
    order.operations.map((operation) => [operation.cycleField, operation.transferMinutes ?? '']),
  ),
});

/** POST and PUT take the validated draft whole; an edit names the version it read. */
export const workOrderBody = (values: WorkOrderData, version?: number): WorkOrderBody => {
  const { version: _ignored, ...draft } = values;
  return version === undefined ? draft : { ...draft, version };
};

/** The quantity as typed, once it is a valid one; null before. */
export function typedQuantity(value: unknown): number | null {
  const read = workOrderQuantityField.safeParse(value);
  return read.success ? read.data : null;
}

/** The product's operations with their hours for the quantity typed (0 pieces while none is valid). */
export const previewOperations = (product: FormProduct, quantity: number | null) =>
  operationsPreview(product.cycleTimes, quantity ?? 0);

/** The bar the quantity will need, when the product says (grade, rod size and raw weight). */
export function barNeeded(product: FormProduct, quantity: number | null) {
  if (!product.grade || !product.rodSize || product.rawMaterialWeight == null || quantity === null) return null;
  const kg = lineNeeds({ raw_material_weight: product.rawMaterialWeight }, quantity).rawMaterialKg;
  return kg === null ? null : { bar: `${product.grade} ${rodSizeLabel(product.rodSize)}`, kg };
}
