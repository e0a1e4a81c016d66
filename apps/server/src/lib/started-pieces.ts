import { sql } from 'drizzle-orm';
import { workOrderOperations, workOrders } from '../db/schema/index.js';

/*
 * The pieces a work order has started: those its first operation made, good and rejected. What
 * material planning and production's issue count as having used their bar, and what an order
 * line's machine hours count as begun; a query joins the first operation with `firstOperation`
 * and selects `startedPieces`.
 */

/** Joins a work order's first operation (operations are numbered 1, 2, … in order). */
export const firstOperation = sql`${workOrderOperations.workOrderId} = ${workOrders.id} and ${workOrderOperations.seq} = 1`;

/** Pieces started on the joined first operation, good and rejected. */
export const startedPieces = sql<number>`${workOrderOperations.goodQuantity} + ${workOrderOperations.rejectedQuantity}`;
