import { workOrders } from '../../db/schema/index.js';
import { documentLock } from '../../lib/document-kit.js';

export type WorkOrderRecord = typeof workOrders.$inferSelect;

/**
 * The work order's row, locked for the transaction: its edits, steps and the production entries
 * that move its progress queue behind one another.
 */
export const lockWorkOrder = documentLock<WorkOrderRecord>(workOrders, 'Work order', 'work order');
