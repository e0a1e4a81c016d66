import { purchaseOrders } from '../../db/schema/index.js';
import { documentLock } from '../../lib/document-kit.js';

export type PurchaseOrderRecord = typeof purchaseOrders.$inferSelect;

/** The purchase order's row, locked for the transaction: its edits, steps and goods receipts queue. */
export const lockPurchaseOrder = documentLock<PurchaseOrderRecord>(purchaseOrders, 'Purchase order', 'purchase order');
