import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { salesOrders } from '../../db/schema/index.js';
import { assertVersion, notFound } from '../../lib/errors.js';

export type OrderRecord = typeof salesOrders.$inferSelect;

/**
 * The order's row, locked until the transaction ends, so every change of an order (edit,
 * confirm, dispatch, an invoice's quantities) queues behind the one before it. 404 when there
 * is no such order; 409 when `version` is given and is not the stored one.
 */
export async function lockOrder(tx: DbOrTx, id: string, version?: number): Promise<OrderRecord> {
  const [order] = await tx.select().from(salesOrders).where(eq(salesOrders.id, id)).for('update');
  if (!order) throw notFound('Sales order');
  assertVersion(order.version, version, 'sales order');
  return order;
}
