import { salesOrders } from '../../db/schema/index.js';
import { documentLock } from '../../lib/document-kit.js';

export type OrderRecord = typeof salesOrders.$inferSelect;

/** The order's row, locked for the transaction: its edits, steps, dispatches and the invoices made from it queue. */
export const lockOrder = documentLock<OrderRecord>(salesOrders, 'Sales order', 'sales order');
