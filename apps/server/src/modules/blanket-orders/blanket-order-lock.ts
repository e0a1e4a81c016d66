import { blanketOrders } from '../../db/schema/index.js';
import { documentLock } from '../../lib/document-kit.js';

export type BlanketOrderRecord = typeof blanketOrders.$inferSelect;

/** The blanket order's row, locked for the transaction: its edits, steps and price revisions queue. */
export const lockBlanketOrder = documentLock<BlanketOrderRecord>(blanketOrders, 'Blanket order', 'blanket order');
