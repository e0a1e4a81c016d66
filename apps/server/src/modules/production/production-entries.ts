import {
  DUPLICATE_ENTRY_MESSAGE,
  downtimeOverShiftMessage,
  indianDate,
  needRefusal,
  OPERATION_KIND_LABELS,
  type OperationKind,
  type ProductionEntry,
  type ProductionEntryData,
  todayIn,
  WORK_ORDER_FLOW,
  type WorkOrderStatus,
} from '@lathe/shared';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { employees, inspections, productionEntries, productionReasons, workOrders } from '../../db/schema/index.js';
import { assertStep } from '../../lib/document-kit.js';
import { assertVersion, conflict, invalidField, notFound } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';
import { lockWorkOrder, type WorkOrderRecord } from '../work-orders/index.js';
import { readEntry } from './production-entry-rows.js';
import { machineOf, plannedMinutesOf } from './production-machines.js';
import { type OperationRow, operationsOf, recordProgress } from './production-progress.js';
import { moveFinishedParts, settleBar } from './production-stock.js';
import { workdayWarnings } from './production-workday.js';

/*
 * Recording, correcting and deleting production entries. Each runs in one transaction with the
 * work order's row locked (the kit's documentLock), so entries of one order queue: the entry is
 * written, the operations' and the order's totals and status recomputed, and the stock moved by
 * the difference the change made. Any refusal takes all of it back.
 */

type EntryRecord = typeof productionEntries.$inferSelect;

/** The good pieces off the last operation an entry stands for: what finished stock moves by. */
const finishedBy = (operations: OperationRow[], entry: Pick<EntryRecord, 'operationId' | 'goodQuantity'>) =>
  operations.at(-1)?.id === entry.operationId ? entry.goodQuantity : 0;

/** The India date a work order was released (its WO date if it never was). */
export const releasedOn = (order: Pick<WorkOrderRecord, 'releasedAt' | 'woDate'>) =>
  order.releasedAt ? todayIn('Asia/Kolkata', order.releasedAt) : order.woDate;

/** Whether the work order's latest first-piece inspection passed (the latest decides). */
export async function firstPieceOf(tx: DbOrTx, workOrderId: string) {
  const [latest] = await tx
    .select({ result: inspections.result, inspectedOn: inspections.inspectedOn })
    .from(inspections)
    .where(and(eq(inspections.workOrderId, workOrderId), eq(inspections.kind, 'first_piece')))
    .orderBy(desc(inspections.createdAt), desc(inspections.id))
    .limit(1);
  return latest ?? null;
}

/** Refuses (409, the flow's message) a new entry against an order that may not take one now. */
async function assertProduces(tx: DbOrTx, order: WorkOrderRecord) {
  assertStep(WORK_ORDER_FLOW, 'produce', order.status);
  const firstPiece = await firstPieceOf(tx, order.id);
  const refusal = needRefusal(WORK_ORDER_FLOW, 'produce', {
    status: order.status as WorkOrderStatus,
    quantity: order.quantity,
    goodQuantity: order.goodQuantity,
    firstPiecePassed: firstPiece?.result === 'pass',
  });
  if (refusal) throw conflict(refusal);
}

/** A closed-short order's entries stay as they were when it was closed. */
function assertChangeable(order: WorkOrderRecord) {
  if (order.status === 'closed_short') {
    throw conflict('This work order is closed short; its production entries can no longer be changed');
  }
}

/** The work order an entry names, locked; 400 on workOrderId when there is none. */
async function lockOrderOf(tx: DbOrTx, workOrderId: string): Promise<WorkOrderRecord> {
  const [exists] = await tx.select({ id: workOrders.id }).from(workOrders).where(eq(workOrders.id, workOrderId));
  if (!exists) throw invalidField('workOrderId', 'Work order not found');
  return lockWorkOrder(tx, workOrderId);
}

/** A reason of the right list, active unless the entry already named it. */
async function assertReason(
  tx: DbOrTx,
  field: 'rejectionReasonId' | 'downtimeReasonId',
  kind: 'rejection' | 'downtime',
  id: string | null | undefined,
  kept: string | null | undefined,
) {
  if (!id) return;
  const [reason] = await tx
    .select({ kind: productionReasons.kind, name: productionReasons.name, active: productionReasons.active })
    .from(productionReasons)
    .where(eq(productionReasons.id, id));
  if (!reason || reason.kind !== kind) throw invalidField(field, `Choose a ${kind} reason from the list`);
  if (!reason.active && id !== kept) {
    throw invalidField(field, `"${reason.name}" is no longer in use; choose another ${kind} reason`);
  }
}

/** The operator: an employee, active unless the entry already named them. */
async function assertOperator(tx: DbOrTx, id: string, kept: string | undefined) {
  const [operator] = await tx
    .select({ isActive: employees.isActive, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(eq(employees.id, id));
  if (!operator) throw invalidField('operatorId', 'Operator not found');
  if (!operator.isActive && id !== kept) {
    throw invalidField(
      'operatorId',
      `${operator.firstName} ${operator.lastName} is no longer active; choose another operator`,
    );
  }
}

/**
 * Checks what the entry says against the records it names (400 on the field): the machine and its
 * shifts, the operation of this work order that the machine can run, the day (not before release),
 * the operator, the reasons and the downtime within the shift. Answers what is written with it,
 * and the warnings its answer carries (a date on a plant holiday or the machine's day off is kept).
 */
async function checkEntry(tx: DbOrTx, order: WorkOrderRecord, data: ProductionEntryData, current?: EntryRecord) {
  const machine = await machineOf(tx, data.machineId);
  if (!machine) throw invalidField('machineId', 'Machine not found');
  const operations = await operationsOf(tx, order.id);
  const operation = operations.find((row) => row.id === data.operationId);
  if (!operation) throw invalidField('operationId', 'Choose an operation of this work order');
  if (!machine.operationKinds.includes(operation.kind as OperationKind)) {
    const kind = OPERATION_KIND_LABELS[operation.kind as OperationKind];
    throw invalidField('machineId', `${machine.machineNo} does not run ${kind} operations; choose a machine that does`);
  }
  if (data.shift > machine.shiftsPerDay) {
    const shifts = machine.shiftsPerDay === 1 ? '1 shift' : `${machine.shiftsPerDay} shifts`;
    throw invalidField(
      'shift',
      `${machine.machineNo} works ${shifts} a day; choose shift 1 to ${machine.shiftsPerDay}`,
    );
  }
  const released = releasedOn(order);
  if (data.entryDate < released) {
    throw invalidField(
      'entryDate',
      `The work order was released on ${indianDate(released)}; production cannot be recorded before that`,
    );
  }
  await assertOperator(tx, data.operatorId, current?.operatorId);
  await assertReason(tx, 'rejectionReasonId', 'rejection', data.rejectionReasonId, current?.rejectionReasonId);
  await assertReason(tx, 'downtimeReasonId', 'downtime', data.downtimeReasonId, current?.downtimeReasonId);
  // The shift's length as it was that day: an entry on the same machine keeps the minutes it was made with.
  const plannedMinutes =
    current && current.machineId === data.machineId ? current.plannedMinutes : plannedMinutesOf(machine, data.shift);
  if (data.downtimeMinutes > plannedMinutes) {
    throw invalidField('downtimeMinutes', downtimeOverShiftMessage(plannedMinutes));
  }
  await assertNoTwin(tx, data, current?.id);
  const warnings = await workdayWarnings(tx, machine, data.entryDate);
  return { operation, operations, plannedMinutes, warnings };
}

/** One entry per date, shift, machine and operation (409: edit the one there is). */
async function assertNoTwin(tx: DbOrTx, data: ProductionEntryData, except?: string) {
  const [twin] = await tx
    .select({ id: productionEntries.id })
    .from(productionEntries)
    .where(
      and(
        eq(productionEntries.entryDate, data.entryDate),
        eq(productionEntries.shift, data.shift),
        eq(productionEntries.machineId, data.machineId),
        eq(productionEntries.operationId, data.operationId),
        except ? ne(productionEntries.id, except) : undefined,
      ),
    );
  if (twin) throw conflict(DUPLICATE_ENTRY_MESSAGE);
}

/** The entries' unique index refused the write: another save of the same shift got in first. */
function isTwin(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || constraint === 'production_entries_shift_operation';
  }
  return false;
}

/**
 * Moves the stock by what the change made: the bar issued brought to what the first operation's
 * pieces now need, finished parts by the difference in the last operation's good pieces.
 */
async function moveStock(
  tx: DbOrTx,
  order: WorkOrderRecord,
  operations: OperationRow[],
  finished: number,
  move: { date: string; userId: string | null; note: string },
) {
  const first = operations[0];
  await settleBar(tx, order, first ? first.goodQuantity + first.rejectedQuantity : 0, move);
  await moveFinishedParts(tx, order, finished, move);
}

/** "Production entry of 06/04/2026, shift 1: Rough 1st side". */
const noteOf = (date: string, shift: number, operationLabel: string) =>
  `Production entry of ${indianDate(date)}, shift ${shift}: ${operationLabel}`;

const columnsOf = (data: ProductionEntryData, plannedMinutes: number, cycleTimeSec: number) => ({
  entryDate: data.entryDate,
  shift: data.shift,
  machineId: data.machineId,
  operatorId: data.operatorId,
  workOrderId: data.workOrderId,
  operationId: data.operationId,
  goodQuantity: data.goodQuantity,
  rejectedQuantity: data.rejectedQuantity,
  rejectionReasonId: data.rejectionReasonId ?? null,
  downtimeMinutes: data.downtimeMinutes,
  downtimeReasonId: data.downtimeReasonId ?? null,
  remarks: data.remarks ?? null,
  plannedMinutes,
  cycleTimeSec,
});

/** A reason of nothing is not kept: no rejected pieces, no rejection reason; no downtime, no downtime reason. */
const withoutIdleReasons = (data: ProductionEntryData): ProductionEntryData => ({
  ...data,
  rejectionReasonId: data.rejectedQuantity > 0 ? (data.rejectionReasonId ?? null) : null,
  downtimeReasonId: data.downtimeMinutes > 0 ? (data.downtimeReasonId ?? null) : null,
});

/** The entry, locked; 404 when there is none, 409 when `version` is not the stored one. */
async function lockEntry(tx: DbOrTx, id: string, version?: number): Promise<EntryRecord> {
  const [entry] = await tx.select().from(productionEntries).where(eq(productionEntries.id, id)).for('update');
  if (!entry) throw notFound('Production entry');
  assertVersion(entry.version, version, 'production entry');
  return entry;
}

export function createProductionEntries(db: Db) {
  /**
   * Runs a change in a transaction and answers the entry with the change's warnings, if any; a
   * twin saved meanwhile answers the same 409 as one saved before.
   */
  async function write(run: (tx: DbOrTx) => Promise<{ id: string; warnings: string[] }>): Promise<ProductionEntry> {
    try {
      return await db.transaction(async (tx) => {
        const { id, warnings } = await run(tx);
        const entry = await readEntry(tx, id);
        return warnings.length > 0 ? { ...entry, warnings } : entry;
      });
    } catch (error) {
      if (isTwin(error)) throw conflict(DUPLICATE_ENTRY_MESSAGE);
      throw error;
    }
  }

  return {
    get: (id: string) => readEntry(db, id),

    /** Records an entry against a released or in-progress order whose first piece has passed. */
    create: (input: ProductionEntryData, userId: string) =>
      write(async (tx) => {
        const data = withoutIdleReasons(input);
        const order = await lockOrderOf(tx, data.workOrderId);
        await assertProduces(tx, order);
        const { operation, operations, plannedMinutes, warnings } = await checkEntry(tx, order, data);
        const finished = finishedBy(operations, data);
        const [created] = await tx
          .insert(productionEntries)
          .values({ ...columnsOf(data, plannedMinutes, operation.cycleTimeSec), createdBy: userId })
          .returning({ id: productionEntries.id });
        const id = (created as { id: string }).id;
        const progress = await recordProgress(tx, order, {
          operationId: data.operationId,
          goodQuantity: data.goodQuantity,
        });
        await moveStock(tx, order, progress, finished, {
          date: data.entryDate,
          userId,
          note: noteOf(data.entryDate, data.shift, operation.label),
        });
        return { id, warnings };
      }),

    /** Corrects an entry whole; its work order stays the same. */
    update: (id: string, input: ProductionEntryData, userId: string) =>
      write(async (tx) => {
        const data = withoutIdleReasons(input);
        const current = await lockEntry(tx, id, data.version);
        if (data.workOrderId !== current.workOrderId) {
          throw invalidField('workOrderId', 'An entry stays with its work order; delete it and record a new one');
        }
        const order = await lockWorkOrder(tx, current.workOrderId);
        assertChangeable(order);
        const { operation, operations, plannedMinutes, warnings } = await checkEntry(tx, order, data, current);
        await tx
          .update(productionEntries)
          .set({ ...columnsOf(data, plannedMinutes, operation.cycleTimeSec), ...touched(productionEntries) })
          .where(eq(productionEntries.id, id));
        const progress = await recordProgress(tx, order, {
          operationId: data.operationId,
          goodQuantity: data.goodQuantity,
        });
        await moveStock(tx, order, progress, finishedBy(operations, data) - finishedBy(operations, current), {
          date: data.entryDate,
          userId,
          note: `Corrected: ${noteOf(data.entryDate, data.shift, operation.label)}`,
        });
        return { id, warnings };
      }),

    /** Deletes an entry: its pieces come off the work order and its stock movements are reversed. */
    async remove(id: string, userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await lockEntry(tx, id);
        const order = await lockWorkOrder(tx, current.workOrderId);
        assertChangeable(order);
        const operations = await operationsOf(tx, order.id);
        const operation = operations.find((row) => row.id === current.operationId);
        await tx.delete(productionEntries).where(eq(productionEntries.id, id));
        const progress = await recordProgress(tx, order, null);
        await moveStock(tx, order, progress, -finishedBy(operations, current), {
          date: current.entryDate,
          userId,
          note: `Deleted: ${noteOf(current.entryDate, current.shift, operation?.label ?? 'operation')}`,
        });
      });
    },
  };
}

export type ProductionEntries = ReturnType<typeof createProductionEntries>;
