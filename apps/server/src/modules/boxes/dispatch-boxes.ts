import type { DispatchBox } from '@lathe/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { boxes, products } from '../../db/schema/index.js';

/** The boxes each dispatch sent, by dispatch, in code order: what the order's dispatches and the challan list. */
export async function boxesOfDispatches(
  tx: DbOrTx,
  dispatchIds: readonly string[],
): Promise<Map<string, DispatchBox[]>> {
  const byDispatch = new Map<string, DispatchBox[]>();
  if (dispatchIds.length === 0) return byDispatch;
  const rows = await tx
    .select({
      dispatchId: boxes.dispatchId,
      code: boxes.code,
      drawingNumber: products.drawingNumber,
      quantity: boxes.quantity,
    })
    .from(boxes)
    .innerJoin(products, eq(products.id, boxes.productId))
    .where(inArray(boxes.dispatchId, [...dispatchIds]))
    .orderBy(asc(boxes.code));
  for (const { dispatchId, ...box } of rows) {
    const list = byDispatch.get(dispatchId as string);
    if (list) list.push(box);
    else byDispatch.set(dispatchId as string, [box]);
  }
  return byDispatch;
}
