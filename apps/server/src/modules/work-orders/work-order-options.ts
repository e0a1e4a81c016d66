import {
  leftToMake,
  type OPERATION_KINDS,
  OPTION_MATCHES,
  type WorkOrderOption,
  type WorkOrderProductOption,
  type WorkOrderSalesLineOption,
  type WorkOrderStatus,
} from '@lathe/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { products, salesOrderLines, salesOrders, workOrderOperations, workOrders } from '../../db/schema/index.js';
import { escapeLike, searchCondition } from '../../lib/list.js';
import { lineDueDate, pendingLine } from '../../lib/pending-order-lines.js';
import { OPEN_WORK_ORDER } from './work-order-materials.js';
import { barPerPieceOf, cycleTimesOf, productColumns, type WorkOrderProductRow } from './work-order-product.js';

/*
 * The work orders' pickers: the released and in-progress work orders production and inspection
 * record against; and, for the work order form, the products to make (with the cycle times its
 * operations come from) and the open sales order lines to make them for.
 */

/** Up to 20 released or in-progress work orders matching the text (number, product, drawing), soonest due first. */
export async function openWorkOrderOptions(db: DbOrTx, search: string): Promise<WorkOrderOption[]> {
  const rows = await db
    .select()
    .from(workOrders)
    .where(and(inArray(workOrders.status, OPEN_WORK_ORDER), searchCondition([workOrders.searchText], search)))
    .orderBy(asc(workOrders.dueDate), asc(workOrders.woNumber), asc(workOrders.id))
    .limit(OPTION_MATCHES);
  if (rows.length === 0) return [];
  const operations = await db
    .select({
      id: workOrderOperations.id,
      workOrderId: workOrderOperations.workOrderId,
      seq: workOrderOperations.seq,
      label: workOrderOperations.label,
      kind: workOrderOperations.kind,
      cycleTimeSec: workOrderOperations.cycleTimeSec,
    })
    .from(workOrderOperations)
    .where(
      inArray(
        workOrderOperations.workOrderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(workOrderOperations.seq));
  return rows.map((row) => ({
    id: row.id,
    woNumber: row.woNumber ?? '',
    status: row.status as WorkOrderStatus,
    productId: row.productId,
    productDescription: row.productDescription,
    drawingNumber: row.drawingNumber,
    dueDate: row.dueDate,
    quantity: row.quantity,
    goodQuantity: row.goodQuantity,
    leftToMake: leftToMake(row),
    operations: operations
      .filter((operation) => operation.workOrderId === row.id)
      .map(({ workOrderId: _, kind, ...operation }) => ({
        ...operation,
        kind: kind as (typeof OPERATION_KINDS)[number],
      })),
  }));
}

const toProductOption = (product: WorkOrderProductRow): WorkOrderProductOption => ({
  id: product.id,
  partyCode: product.partyCode,
  drawingNumber: product.drawingNumber,
  description: product.productDescription,
  grade: product.grade,
  rodSize: product.rodSize,
  rawMaterialWeight: barPerPieceOf(product).kgPerPiece,
  cycleTimes: cycleTimesOf(product),
});

/** Up to 20 products whose drawing number, description or party code contains the text, by drawing number. */
export async function productOptions(db: DbOrTx, search: string): Promise<WorkOrderProductOption[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(searchCondition([products.searchText], search))
    .orderBy(asc(products.drawingNumber), asc(products.id))
    .limit(OPTION_MATCHES);
  return rows.map(toProductOption);
}

/**
 * Up to 20 lines of confirmed orders with pieces still to dispatch, soonest due first, matching
 * the text (order number, customer, drawing, description), each with what its work orders
 * cover. Left to plan is ordered less what exists or existed (dispatched, or the good pieces its
 * work orders made, whichever is more: made pieces are what gets dispatched) less what its open
 * work orders (drafts included) have still to make; closed-short work orders make no more.
 */
export async function salesLineOptions(db: DbOrTx, search: string): Promise<WorkOrderSalesLineOption[]> {
  const text = search ? `%${escapeLike(search)}%` : null;
  const lines = await db
    .select({
      id: salesOrderLines.id,
      salesOrderId: salesOrders.id,
      orderNumber: salesOrders.orderNumber,
      lineNumber: salesOrderLines.lineNumber,
      customerId: salesOrders.customerId,
      customerName: salesOrders.customerName,
      dueDate: sql<string | null>`${lineDueDate}`,
      ordered: salesOrderLines.quantity,
      dispatched: salesOrderLines.dispatchedQuantity,
      product: productColumns,
    })
    .from(salesOrderLines)
    .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
    .innerJoin(products, eq(products.id, salesOrderLines.productId))
    .where(
      and(
        eq(salesOrders.status, 'confirmed'),
        pendingLine,
        text
          ? sql`(${salesOrders.orderNumber} ilike ${text} or ${salesOrders.customerName} ilike ${text}
              or ${salesOrderLines.drawingNumber} ilike ${text} or ${salesOrderLines.description} ilike ${text})`
          : undefined,
      ),
    )
    .orderBy(sql`${lineDueDate} asc nulls last`, asc(salesOrders.orderNumber), asc(salesOrderLines.lineNumber))
    .limit(OPTION_MATCHES);
  if (lines.length === 0) return [];
  const covered = await db
    .select({
      lineId: sql<string>`${workOrders.salesOrderLineId}`,
      onWorkOrders: sql<string>`coalesce(sum(${workOrders.quantity}) filter (where ${workOrders.status} <> 'closed_short'), 0)`,
      good: sql<string>`coalesce(sum(${workOrders.goodQuantity}), 0)`,
      toCome: sql<string>`coalesce(sum(greatest(${workOrders.quantity} - ${workOrders.goodQuantity}, 0)) filter (where ${workOrders.status} in ('draft', 'released', 'in_progress')), 0)`,
    })
    .from(workOrders)
    .where(
      inArray(
        workOrders.salesOrderLineId,
        lines.map((line) => line.id),
      ),
    )
    .groupBy(workOrders.salesOrderLineId);
  const coverOf = new Map(covered.map((row) => [row.lineId, row]));
  return lines.map(({ product, ...line }) => {
    const cover = coverOf.get(line.id);
    const made = Math.max(line.dispatched, Number(cover?.good ?? 0));
    return {
      ...line,
      product: toProductOption(product),
      onWorkOrders: Number(cover?.onWorkOrders ?? 0),
      leftToPlan: Math.max(0, line.ordered - made - Number(cover?.toCome ?? 0)),
    };
  });
}
