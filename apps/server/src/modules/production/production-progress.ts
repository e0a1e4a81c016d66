import { belowNextOperationMessage, operationLeftMessage, productionStatus, type WorkOrderStatus } from '@lathe/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { productionEntries, workOrderOperations, workOrders } from '../../db/schema/index.js';
import { conflict, invalidField } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';
import type { WorkOrderRecord } from '../work-orders/index.js';

/*
 * A work order's progress, kept from its production entries inside the entry's transaction (the
 * work order's row locked): each operation's good and rejected pieces are the sums of its entries;
 * the work order's good pieces are its last operation's, its rejected pieces every operation's;
 * its status follows productionStatus (released → in progress → completed, and back when an
 * entry is edited or deleted). An operation makes good no more than it was given: the first the
 * work order's quantity, each later one what the one before made good.
 */

/** The statuses production moves; a closed-short order keeps its status. */
const PRODUCED: WorkOrderStatus[] = ['released', 'in_progress', 'completed'];

/** The work order's operations in order, with their totals as now stored. */
export const operationsOf = (tx: DbOrTx, workOrderId: string) =>
  tx
    .select({
      id: workOrderOperations.id,
      seq: workOrderOperations.seq,
      label: workOrderOperations.label,
      kind: workOrderOperations.kind,
      cycleTimeSec: workOrderOperations.cycleTimeSec,
      goodQuantity: workOrderOperations.goodQuantity,
      rejectedQuantity: workOrderOperations.rejectedQuantity,
    })
    .from(workOrderOperations)
    .where(eq(workOrderOperations.workOrderId, workOrderId))
    .orderBy(asc(workOrderOperations.seq));

export type OperationRow = Awaited<ReturnType<typeof operationsOf>>[number];

/** The entry whose change is being applied: its operation and its good pieces (0 for a delete). */
export interface ChangedEntry {
  operationId: string;
  goodQuantity: number;
}

/** Each operation's totals summed afresh from its entries. */
async function sumOperations(tx: DbOrTx, workOrderId: string) {
  await tx
    .update(workOrderOperations)
    .set({
      goodQuantity: sql`coalesce((select sum(${productionEntries.goodQuantity}) from ${productionEntries}
        where ${productionEntries.operationId} = ${workOrderOperations.id}), 0)`,
      rejectedQuantity: sql`coalesce((select sum(${productionEntries.rejectedQuantity}) from ${productionEntries}
        where ${productionEntries.operationId} = ${workOrderOperations.id}), 0)`,
    })
    .where(eq(workOrderOperations.workOrderId, workOrderId));
  return operationsOf(tx, workOrderId);
}

/**
 * Refuses (400 on goodQuantity) an operation with more good pieces than it was given: the changed
 * entry's own operation is told what is left to make; an operation after one that lost pieces is
 * named as having made more than that one now has (409 when a deleted entry took them away).
 */
function assertWithinInput(order: WorkOrderRecord, operations: OperationRow[], changed: ChangedEntry | null) {
  operations.forEach((operation, index) => {
    const previous = index === 0 ? null : (operations[index - 1] as OperationRow);
    const input = previous ? previous.goodQuantity : order.quantity;
    if (operation.goodQuantity <= input) return;
    if (changed && operation.id === changed.operationId) {
      const doneHere = operation.goodQuantity - changed.goodQuantity;
      const source = previous
        ? { previousLabel: previous.label, previousGood: previous.goodQuantity }
        : { quantity: order.quantity };
      throw invalidField('goodQuantity', operationLeftMessage(input - doneHere, source, doneHere));
    }
    const message = belowNextOperationMessage(operation.label, operation.goodQuantity);
    // An entry deleted takes pieces away that a later operation has already worked on.
    throw changed ? invalidField('goodQuantity', message) : conflict(message);
  });
}

/**
 * After an entry of the work order was written, changed or deleted: the operations' and the work
 * order's totals and status. Answers the operations as they now stand. `order` is the locked row.
 */
export async function recordProgress(tx: DbOrTx, order: WorkOrderRecord, changed: ChangedEntry | null) {
  const operations = await sumOperations(tx, order.id);
  assertWithinInput(order, operations, changed);
  const last = operations.at(-1);
  const goodQuantity = last?.goodQuantity ?? 0;
  const rejectedQuantity = operations.reduce((sum, operation) => sum + operation.rejectedQuantity, 0);
  const [recorded] = await tx
    .select({ id: productionEntries.id })
    .from(productionEntries)
    .where(eq(productionEntries.workOrderId, order.id))
    .limit(1);
  const produced = PRODUCED.includes(order.status as WorkOrderStatus);
  const status = productionStatus({ quantity: order.quantity, goodQuantity, recorded: recorded !== undefined });
  const now = new Date();
  await tx
    .update(workOrders)
    .set({
      goodQuantity,
      rejectedQuantity,
      // The stamps say when it last reached each status; back to released, it has not started.
      ...(produced
        ? {
            status,
            inProgressAt: status === 'released' ? null : (order.inProgressAt ?? now),
            completedAt: status === 'completed' ? (order.completedAt ?? now) : null,
          }
        : {}),
      ...touched(workOrders),
    })
    .where(eq(workOrders.id, order.id));
  return operations;
}
