import { z } from 'zod';

/** How the open order lines list sorts: by due date (the planner's default), order, customer, part. */
export const OPEN_LINE_SORTABLE = ['dueDate', 'orderNumber', 'customerName', 'drawingNumber'] as const;

export const openLineListFilterSchema = z.object({
  customerId: z.uuid({ error: 'Customer is invalid' }).optional(),
  late: z
    .enum(['true', 'false'], { error: 'late must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
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
});
export type OpenOrderLine = z.infer<typeof openOrderLineSchema>;
