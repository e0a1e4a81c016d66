import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { blanketOrderLines, blanketOrders } from '../../db/schema/index.js';

/**
 * The customer's parts on active blanket orders, with each line's validity, total and prices:
 * what a delivery schedule is released against. Read under a share lock, so an order closed or a
 * price revised meanwhile waits for the release (or the release for it).
 */
export async function activeBlanketLines(tx: DbOrTx, customerId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return tx
    .select({
      lineId: blanketOrderLines.id,
      blanketOrderId: blanketOrders.id,
      blanketNumber: blanketOrders.blanketNumber,
      customerPoNumber: blanketOrders.customerPoNumber,
      productId: blanketOrderLines.productId,
      validFrom: blanketOrders.validFrom,
      validTo: blanketOrders.validTo,
      totalQuantity: blanketOrderLines.totalQuantity,
      prices: blanketOrderLines.prices,
    })
    .from(blanketOrderLines)
    .innerJoin(blanketOrders, eq(blanketOrders.id, blanketOrderLines.blanketOrderId))
    .where(
      and(
        eq(blanketOrders.customerId, customerId),
        eq(blanketOrders.status, 'active'),
        inArray(blanketOrderLines.productId, [...productIds]),
      ),
    )
    .for('share', { of: blanketOrders });
}

export type ActiveBlanketLine = Awaited<ReturnType<typeof activeBlanketLines>>[number];
