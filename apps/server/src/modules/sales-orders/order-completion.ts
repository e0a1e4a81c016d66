import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { salesOrderLines, salesOrders } from '../../db/schema/index.js';

/**
 * A confirmed order completes when every line is fully dispatched and fully invoiced; a
 * completed order whose invoice is cancelled goes back to confirmed. Call it inside the
 * transaction that changed the lines' dispatched or invoiced quantities, after the change.
 */
export async function settleOrderStatus(tx: DbOrTx, orderId: string): Promise<void> {
  const done = sql`not exists (
    select 1 from ${salesOrderLines}
    where ${salesOrderLines.orderId} = ${salesOrders.id}
      and (${salesOrderLines.dispatchedQuantity} < ${salesOrderLines.quantity}
        or ${salesOrderLines.invoicedQuantity} < ${salesOrderLines.quantity}))`;
  await tx
    .update(salesOrders)
    .set({ status: sql`case when ${done} then 'completed' else 'confirmed' end`, updatedAt: new Date() })
    .where(and(eq(salesOrders.id, orderId), sql`${salesOrders.status} in ('confirmed', 'completed')`));
}
