import {
  leftToMake,
  OPTION_MATCHES,
  type OperationKind,
  type Option,
  type ProductionMachine,
  type ProductionWorkOrder,
  refusalOf,
  WORK_ORDER_FLOW,
  type WorkOrderStatus,
} from '@lathe/shared';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { workOrders } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { escapeLike } from '../../lib/list.js';
import { firstPieceOf, releasedOn } from './production-entries.js';
import { machinesWithCapacity, plannedMinutesOf } from './production-machines.js';
import { operationsOf } from './production-progress.js';
import { barOwed } from './production-stock.js';

/*
 * What the entry form reads: the machines with their shifts and the operations they run, the
 * operators (active employees), the work orders production is recorded against, and one work
 * order's operations with what each has left to make and whether its first piece has passed.
 */

/** Every machine with its shifts (each one's planned minutes, breaks left out) and the kinds of operation it runs. */
export async function productionMachines(tx: DbOrTx): Promise<ProductionMachine[]> {
  return (await machinesWithCapacity(tx)).map((machine) => ({
    id: machine.id,
    machineNo: machine.machineNo,
    machineName: machine.machineName,
    shiftsPerDay: machine.shiftsPerDay,
    hoursPerShift: machine.hoursPerShift,
    shiftMinutes: Array.from({ length: machine.shiftsPerDay }, (_, i) => plannedMinutesOf(machine, i + 1)),
    operationKinds: machine.operationKinds,
  }));
}

/** Work orders production is, or was, recorded against (not drafts): open ones first, then by due date. */
export async function workOrderOptions(tx: DbOrTx, search: string): Promise<Option[]> {
  return tx
    .select({
      id: workOrders.id,
      name: sql<string>`coalesce(${workOrders.woNumber}, 'Draft') || ' — ' || ${workOrders.productDescription}
        || coalesce(' (' || ${workOrders.drawingNumber} || ')', '')`,
    })
    .from(workOrders)
    .where(
      and(
        inArray(workOrders.status, ['released', 'in_progress', 'completed', 'closed_short']),
        search ? ilike(workOrders.searchText, `%${escapeLike(search)}%`) : undefined,
      ),
    )
    .orderBy(sql`${workOrders.status} in ('released', 'in_progress') desc`, asc(workOrders.dueDate), asc(workOrders.id))
    .limit(OPTION_MATCHES);
}

/** A work order as the entry form shows it (404 when there is none). */
export async function productionWorkOrder(tx: DbOrTx, id: string): Promise<ProductionWorkOrder> {
  const [order] = await tx.select().from(workOrders).where(eq(workOrders.id, id));
  if (!order) throw notFound('Work order');
  const operations = await operationsOf(tx, id);
  const firstPiece = await firstPieceOf(tx, id);
  const first = operations[0];
  const owed = await barOwed(tx, order, first ? first.goodQuantity + first.rejectedQuantity : 0);
  const status = order.status as WorkOrderStatus;
  const facts = {
    status,
    quantity: order.quantity,
    goodQuantity: order.goodQuantity,
    firstPiecePassed: firstPiece?.result === 'pass',
  };
  return {
    id: order.id,
    woNumber: order.woNumber,
    status,
    releasedOn: order.releasedAt ? releasedOn(order) : null,
    productId: order.productId,
    productDescription: order.productDescription,
    drawingNumber: order.drawingNumber,
    quantity: order.quantity,
    goodQuantity: order.goodQuantity,
    rejectedQuantity: order.rejectedQuantity,
    leftToMake: leftToMake(order),
    barOwedKg: owed,
    firstPiece: firstPiece ? (firstPiece.result === 'pass' ? 'passed' : 'failed') : 'none',
    firstPieceOn: firstPiece?.inspectedOn ?? null,
    refusal: refusalOf(WORK_ORDER_FLOW, 'produce', facts),
    operations: operations.map((operation, index) => {
      const inputQuantity = index === 0 ? order.quantity : (operations[index - 1]?.goodQuantity ?? 0);
      return {
        id: operation.id,
        seq: operation.seq,
        label: operation.label,
        kind: operation.kind as OperationKind,
        cycleTimeSec: Number(operation.cycleTimeSec),
        goodQuantity: operation.goodQuantity,
        rejectedQuantity: operation.rejectedQuantity,
        inputQuantity,
        leftToMake: Math.max(0, inputQuantity - operation.goodQuantity),
      };
    }),
  };
}
