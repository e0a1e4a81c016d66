import {
  estimatedMachineMinutes,
  machineHours,
  type NeedsProduct,
  placedMinutes,
  plannedRunMinutes,
  planningByKind,
  type SalesOrder,
  scheduleInputOf,
} from '@lathe/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, salesOrderLines, workOrderOperations, workOrders } from '../../db/schema/index.js';
import { scheduleReader } from '../schedule/schedule-reader.js';
import { NEEDS_COLUMNS } from './order-rows.js';

/*
 * An order line's machine hours, as the plan counts them (machine-hours.ts in packages/shared):
 * its released work orders' remaining operations as the board holds them (placed: the setup and
 * run on the machine they went to; not placed: estimated), and the pieces still to make that no
 * open work order covers, estimated on the machines that run each operation. Pieces already made
 * (alive on a work order or dispatched) take no more machine time before the operations they
 * have passed.
 */

/** What a line's machine hours are worked from. */
export interface LineOfHours {
  id: string;
  quantity: number;
  dispatchedQuantity: number;
  /** The product's cycle times, under the names lineNeeds reads. */
  product: NeedsProduct;
}

/** The non-draft work orders of the lines: their quantity, what their first operation started and what was rejected. */
const workOrdersOf = (db: Db, lineIds: string[]) =>
  db
    .select({
      id: workOrders.id,
      lineId: sql<string>`${workOrders.salesOrderLineId}`,
      status: workOrders.status,
      quantity: workOrders.quantity,
      rejected: workOrders.rejectedQuantity,
      started: sql<number>`${workOrderOperations.goodQuantity} + ${workOrderOperations.rejectedQuantity}`,
    })
    .from(workOrders)
    .innerJoin(
      workOrderOperations,
      and(eq(workOrderOperations.workOrderId, workOrders.id), eq(workOrderOperations.seq, 1)),
    )
    .where(and(inArray(workOrders.salesOrderLineId, lineIds), ne(workOrders.status, 'draft')));

/** Each line's machine hours (2 decimals), by line id. */
export async function lineMachineHours(db: Db, lines: readonly LineOfHours[]): Promise<Map<string, number>> {
  const hours = new Map<string, number>();
  if (lines.length === 0) return hours;
  const [{ data, result }, orders] = await Promise.all([
    scheduleReader(db).current(),
    workOrdersOf(
      db,
      lines.map((line) => line.id),
    ),
  ]);
  const input = scheduleInputOf(data);
  const planning = planningByKind(input.machines);
  // What each open work order still takes on the board: placed as placed, the rest estimated.
  const placed = new Set(result.placements.map((placement) => placement.operationId));
  const boardMinutes = new Map<string, number>();
  for (const placement of result.placements) {
    boardMinutes.set(
      placement.workOrderId,
      (boardMinutes.get(placement.workOrderId) ?? 0) + placedMinutes([placement]),
    );
  }
  for (const operation of input.operations) {
    if (placed.has(operation.id) || operation.minutes <= 0) continue;
    const kind = planning(operation.kind);
    const minutes = plannedRunMinutes(operation.minutes, kind.efficiency) + kind.setupMinutes;
    boardMinutes.set(operation.workOrderId, (boardMinutes.get(operation.workOrderId) ?? 0) + minutes);
  }
  for (const line of lines) {
    const own = orders.filter((order) => order.lineId === line.id);
    const alive = own.reduce((sum, order) => sum + Math.max(0, Number(order.started) - order.rejected), 0);
    const toMake = Math.max(0, line.quantity - Math.max(line.dispatchedQuantity, alive));
    const open = own.filter((order) => order.status === 'released' || order.status === 'in_progress');
    const yetToStart = open.reduce((sum, order) => sum + Math.max(0, order.quantity - Number(order.started)), 0);
    const minutes =
      open.reduce((sum, order) => sum + (boardMinutes.get(order.id) ?? 0), 0) +
      estimatedMachineMinutes(line.product, Math.max(0, toMake - yetToStart), planning);
    hours.set(line.id, machineHours(minutes));
  }
  return hours;
}

/** The order with each line's machine hours (and their sum) as the plan counts them. */
export async function withPlannedHours(db: Db, order: SalesOrder): Promise<SalesOrder> {
  if (order.lines.length === 0) return order;
  const figures = await db
    .select({ id: salesOrderLines.id, ...NEEDS_COLUMNS })
    .from(salesOrderLines)
    .leftJoin(products, eq(products.id, salesOrderLines.productId))
    .where(
      inArray(
        salesOrderLines.id,
        order.lines.map((line) => line.id),
      ),
    );
  const productOf = new Map(figures.map(({ id, ...product }) => [id, product]));
  const hours = await lineMachineHours(
    db,
    order.lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      dispatchedQuantity: line.dispatchedQuantity,
      product: productOf.get(line.id) ?? {},
    })),
  );
  const lines = order.lines.map((line) => ({
    ...line,
    needs: { ...line.needs, machiningHours: hours.get(line.id) ?? 0 },
  }));
  const total = lines.reduce((sum, line) => sum + Math.round(line.needs.machiningHours * 100), 0) / 100;
  return { ...order, lines, needs: { ...order.needs, machiningHours: total } };
}
