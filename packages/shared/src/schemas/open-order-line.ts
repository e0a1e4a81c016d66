import { z } from 'zod';
import { INSPECTION_RESULTS } from './inspection.js';

/** How the open order lines list sorts: by due date (the planner's default), order, customer, part. */
export const OPEN_LINE_SORTABLE = ['dueDate', 'orderNumber', 'customerName', 'drawingNumber'] as const;

/** The desk's due-date filters. */
export const OPEN_LINE_DUE = ['overdue', 'today', 'week'] as const;
export type OpenLineDue = (typeof OPEN_LINE_DUE)[number];

export const openLineListFilterSchema = z.object({
  customerId: z.uuid({ error: 'Customer is invalid' }).optional(),
  late: z
    .enum(['true', 'false'], { error: 'late must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  /**
   * The dispatch desk's due dates, in plant time (India): `overdue` before today (as `late`),
   * `today`, `week` Monday to Sunday of this week (calendar.ts weekOf), overdue days of it included.
   */
  due: z.enum(OPEN_LINE_DUE, { error: 'due must be overdue, today or week' }).optional(),
});
export type OpenLineListFilter = z.output<typeof openLineListFilterSchema>;

/**
 * A line of a confirmed order with pieces still to dispatch, across every order: what the plant
 * has yet to make, when it is due and the machine hours it takes (for the pending pieces).
 */
export const openOrderLineSchema = z.object({
  /** The line's id. */
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string().nullable(),
  customerId: z.string(),
  customerPartyCode: z.string(),
  customerName: z.string(),
  lineNumber: z.number().int(),
  productId: z.string().nullable(),
  drawingNumber: z.string(),
  description: z.string(),
  quantity: z.number(),
  dispatchedQuantity: z.number(),
  pendingQuantity: z.number(),
  /** The line's delivery date, else the order's. */
  dueDate: z.string().nullable(),
  late: z.boolean(),
  /** Hours on the machines for what is left to make, as the plan counts them (machine-hours.ts): setups and efficiency included. */
  machiningHours: z.number(),
  /**
   * The product's finished pieces in the company's own stock now, when the product keeps stock
   * (its dispatches draw from it); null when it does not.
   */
  stockOnHand: z.number().nullable(),
  /** The product's latest PDI report, the one the dispatch rule reads (plant/pdi-rule.ts); null when it has none. */
  pdi: z.object({ inspectionId: z.string(), result: z.enum(INSPECTION_RESULTS), inspectedOn: z.string() }).nullable(),
});
export type OpenOrderLine = z.infer<typeof openOrderLineSchema>;
