import type { StockMovementData } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { salesOrders } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';
import { assertOwner, resolveItem } from './stock-items.js';
import { drawOldestFirst, postMovements, type StockMovementInput } from './stock-ledger.js';

/*
 * What a storekeeper records by hand (`POST stock/movements`): an issue to production, a return
 * from it, an adjustment with its reason. Outgoing goods with no heat named are drawn oldest heat
 * first; every movement goes through the ledger's one way in, under its balances' locks.
 */

/** An issue is made against a confirmed order; a return names an order that exists. */
async function assertOrder(tx: DbOrTx, input: StockMovementData) {
  if (!input.salesOrderId) return;
  const [order] = await tx
    .select({ status: salesOrders.status })
    .from(salesOrders)
    .where(eq(salesOrders.id, input.salesOrderId));
  if (!order) throw invalidField('salesOrderId', 'Sales order not found');
  if (input.kind === 'issue' && order.status !== 'confirmed') {
    throw invalidField('salesOrderId', 'Material is issued against a confirmed order');
  }
}

/** Posts the movement (or, drawn oldest first, one per heat); answers the ledger ids in order. */
export async function recordStockEntry(tx: DbOrTx, input: StockMovementData, userId: string): Promise<number[]> {
  const item = await resolveItem(tx, input);
  await assertOwner(tx, input.ownerId);
  await assertOrder(tx, input);
  const base = {
    ...item,
    ownerId: input.ownerId ?? null,
    movementDate: input.movementDate,
    kind: input.kind,
    reason: input.reason ?? null,
    salesOrderId: input.salesOrderId ?? null,
    createdBy: userId,
    field: 'quantity',
  };
  const sign = input.kind === 'issue' ? -1 : 1;
  const quantity = sign * input.quantity;
  const bars = sign * (input.bars ?? 0);
  const movements: StockMovementInput[] =
    quantity < 0 && !input.heatNumber
      ? await drawOldestFirst(tx, { ...base, quantity: -quantity, bars: Math.max(0, -bars) })
      : [{ ...base, heatNumber: input.heatNumber ?? '', quantity, bars }];
  return postMovements(tx, movements);
}
