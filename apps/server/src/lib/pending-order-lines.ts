import { sql } from 'drizzle-orm';
import { salesOrderLines, salesOrders } from '../db/schema/index.js';

/*
 * An order line still to be made and sent, in SQL: what the sales orders' lateness, the open lines,
 * the dashboard, a work order's choice of lines and material planning read, each with the line
 * joined to its order.
 */

/** A line still short of its quantity. */
export const pendingLine = sql`${salesOrderLines.dispatchedQuantity} < ${salesOrderLines.quantity}`;
/** When a line is due: its own delivery date, else the order's. */
export const lineDueDate = sql`coalesce(${salesOrderLines.deliveryDate}, ${salesOrders.deliveryDate})`;
