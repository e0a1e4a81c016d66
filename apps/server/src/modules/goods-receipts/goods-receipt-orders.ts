import {
  leftToReceive,
  OPTION_MATCHES,
  type PurchaseLineKind,
  type PurchaseOrderStatus,
  type ReceivableOrder,
  type ReceivableOrdersQuery,
} from '@lathe/shared';
import { and, asc, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/list.js';

/** The statuses goods are received against (the purchase order flow's `receive` step). */
const RECEIVABLE: PurchaseOrderStatus[] = ['confirmed', 'partly_received'];

/**
 * The purchase orders a goods receipt may be made against, as the receipt's form reads them:
 * the one named (whatever its status: a draft's order may have been short-closed since), or up
 * to 20 confirmed or partly received ones, newest first, searched by PO number or supplier —
 * each with its lines and what is left to receive on them.
 */
export async function receivableOrders(db: DbOrTx, query: ReceivableOrdersQuery): Promise<ReceivableOrder[]> {
  const search = query.search.trim();
  const orders = await db
    .select()
    .from(purchaseOrders)
    .where(
      query.purchaseOrderId
        ? eq(purchaseOrders.id, query.purchaseOrderId)
        : and(
            inArray(purchaseOrders.status, RECEIVABLE),
            search ? ilike(purchaseOrders.searchText, `%${escapeLike(search)}%`) : undefined,
          ),
    )
    .orderBy(desc(purchaseOrders.poDate), desc(purchaseOrders.poNumber))
    .limit(OPTION_MATCHES);
  if (orders.length === 0) return [];
  const lines = await db
    .select()
    .from(purchaseOrderLines)
    .where(
      inArray(
        purchaseOrderLines.purchaseOrderId,
        orders.map((order) => order.id),
      ),
    )
    .orderBy(asc(purchaseOrderLines.lineNumber));
  return orders.map((order) => ({
    id: order.id,
    poNumber: order.poNumber,
    poDate: order.poDate,
    status: order.status as PurchaseOrderStatus,
    supplierId: order.supplierId,
    supplierName: order.supplierName,
    lines: lines
      .filter((line) => line.purchaseOrderId === order.id)
      .map((line) => ({
        id: line.id,
        lineNumber: line.lineNumber,
        kind: line.kind as PurchaseLineKind,
        description: line.description,
        grade: line.grade,
        rodSize: line.rodSize,
        unit: line.unit,
        quantity: line.quantity,
        bars: line.bars,
        receivedQuantity: line.receivedQuantity,
        leftToReceive: leftToReceive(line),
      })),
  }));
}
