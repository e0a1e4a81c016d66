import { partKey } from '@lathe/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { salesOrderLines, stockTrackedProducts } from '../../db/schema/index.js';
import { drawOldestFirst, postMovements, type StockMovementInput } from './stock-ledger.js';

/*
 * A dispatch takes finished parts out of stock when its product keeps stock (stock-tracked):
 * one 'dispatch' movement per heat drawn, oldest first, in the dispatch's own transaction, named
 * by its delivery challan. Short stock refuses the dispatch on the line's quantity. Products not
 * tracked dispatch as they always did: no stock is read or moved for them.
 */

export interface DispatchOfStock {
  orderId: string;
  dispatchId: string;
  challanNumber: string;
  dispatchDate: string;
  userId: string | null;
}

/** Draws the tracked products' pieces of the dispatch's lines (`lines` as the request listed them, 0s included). */
export async function drawDispatchedStock(
  tx: DbOrTx,
  dispatch: DispatchOfStock,
  lines: readonly { orderLineId: string; quantity: number }[],
): Promise<void> {
  const sent = lines.map((line, index) => ({ ...line, index })).filter((line) => line.quantity > 0);
  if (sent.length === 0) return;
  const tracked = await tx
    .select({
      orderLineId: salesOrderLines.id,
      productId: salesOrderLines.productId,
      drawingNumber: salesOrderLines.drawingNumber,
    })
    .from(salesOrderLines)
    .innerJoin(stockTrackedProducts, eq(stockTrackedProducts.productId, salesOrderLines.productId))
    .where(
      inArray(
        salesOrderLines.id,
        sent.map((line) => line.orderLineId),
      ),
    );
  if (tracked.length === 0) return;
  const lineOf = new Map(tracked.map((line) => [line.orderLineId, line]));
  // Drawn product by product in one order, so two dispatches of the same parts queue rather than deadlock.
  const drawing = sent
    .flatMap((line) => {
      const product = lineOf.get(line.orderLineId);
      return product ? [{ ...line, ...product }] : [];
    })
    .sort((a, b) => a.productId.localeCompare(b.productId) || a.index - b.index);
  const movements: StockMovementInput[] = [];
  for (const line of drawing) {
    movements.push(
      ...(await drawOldestFirst(tx, {
        itemKey: partKey(line.productId),
        itemType: 'part',
        productId: line.productId,
        label: line.drawingNumber,
        ownerId: null,
        movementDate: dispatch.dispatchDate,
        kind: 'dispatch',
        quantity: line.quantity,
        salesOrderId: dispatch.orderId,
        sourceType: 'dispatch',
        sourceId: dispatch.dispatchId,
        sourceNumber: dispatch.challanNumber,
        createdBy: dispatch.userId,
        field: `lines.${line.index}.quantity`,
      })),
    );
  }
  await postMovements(tx, movements);
}
