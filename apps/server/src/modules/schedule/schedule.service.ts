import {
  DOWNTIME_KIND_LABELS,
  indianDate,
  type MachineCapacity,
  type MachineCapacityData,
  type MachineDowntime,
  type MachineDowntimeData,
  minuteOf,
  OPERATION_KIND_LABELS,
  type OperationKind,
  type PlantHoliday,
  type PlantHolidayData,
  type ScheduleBoard,
  type ScheduleLockInput,
  type ScheduleQuery,
  todayIn,
  WORK_ORDER_FLOW,
} from '@lathe/shared';
import { and, asc, eq, gt, gte, lt, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  machineCapacity,
  machineDowntime,
  machines,
  plantHolidays,
  workOrderOperations,
  workOrders,
} from '../../db/schema/index.js';
import { assertStep } from '../../lib/document-kit.js';
import { assertVersion, conflict, invalidField, notFound } from '../../lib/errors.js';
import { measuredRates } from '../../lib/measured-rates.js';
import { plantNow, stampOfPlantTime } from '../../lib/plant-time.js';
import { touched } from '../../lib/touched.js';
import { lockWorkOrder } from '../work-orders/index.js';
import { capacityOf, downtimeOf, machineWithCapacity, readDowntime, readMachines } from './schedule-data.js';
import { scheduleReader } from './schedule-reader.js';

const STALE_CAPACITY = "This machine's capacity was changed by someone else. Reload it and try again.";

/** dd/mm/yyyy HH:MM of a plant time. */
const plantTimeText = (time: string) => `${indianDate(time.slice(0, 10))} ${time.slice(11, 16)}`;

/**
 * The schedule's writes and plain reads: each machine's capacity (saved over the defaults with
 * its version, shown with its downtime windows and the rate its production entries measured), its
 * downtime windows, the plant's holidays, and a planner's pin of an operation to a machine and a
 * start. What they write moves the database's schedule generation (its triggers), so the board
 * read after a write is computed from it.
 */
export function createScheduleService(db: Db) {
  const reader = scheduleReader(db);

  async function machineRow(tx: DbOrTx, id: string) {
    const [row] = await tx
      .select(machineWithCapacity)
      .from(machines)
      .leftJoin(machineCapacity, eq(machineCapacity.machineId, machines.id))
      .where(eq(machines.id, id));
    return row;
  }

  /** A machine's capacity with its downtime windows not yet over and its measured rate. */
  async function capacity(id: string, tx: DbOrTx = db): Promise<MachineCapacity> {
    const now = plantNow();
    // One after another: inside a transaction the three share one connection, which takes one
    // query at a time (node-postgres warns of, and will refuse, a query sent while one runs).
    const row = await machineRow(tx, id);
    if (!row) throw notFound('Machine');
    const downtime = await readDowntime(tx, now, id);
    const measured = await measuredRates(tx, id);
    return { ...capacityOf(row, downtime.get(id), now), measured: measured.get(id) ?? null };
  }

  /** Every machine's capacity, by machine number. */
  async function capacities(): Promise<MachineCapacity[]> {
    const now = plantNow();
    const [rows, downtime, measured] = await Promise.all([readMachines(db), readDowntime(db, now), measuredRates(db)]);
    return rows.map((row) => ({
      ...capacityOf(row, downtime.get(row.id), now),
      measured: measured.get(row.id) ?? null,
    }));
  }

  /**
   * Adds a window the machine does not work. Refused (400) when its expected return has already
   * passed, or when it overlaps another of the machine's windows not yet over (the machine's row is
   * locked, so two at once cannot both pass that check).
   */
  async function addDowntime(machineId: string, data: MachineDowntimeData, userId: string): Promise<MachineDowntime> {
    const start = `${data.startDate}T${data.startTime}`;
    const end = `${data.returnDate}T${data.returnTime}`;
    const now = plantNow();
    if (minuteOf(data.returnDate, data.returnTime) <= minuteOf(now.slice(0, 10), now.slice(11, 16))) {
      throw invalidField('returnDate', 'The expected return has passed; enter when the machine is expected back');
    }
    const added = await db.transaction(async (tx) => {
      const [machine] = await tx
        .select({ id: machines.id })
        .from(machines)
        .where(eq(machines.id, machineId))
        .for('update');
      if (!machine) throw notFound('Machine');
      const [overlap] = await tx
        .select({ kind: machineDowntime.kind, startsAt: machineDowntime.startsAt, endsAt: machineDowntime.endsAt })
        .from(machineDowntime)
        .where(
          and(
            eq(machineDowntime.machineId, machineId),
            lt(machineDowntime.startsAt, stampOfPlantTime(end)),
            gt(machineDowntime.endsAt, stampOfPlantTime(start)),
          ),
        )
        .orderBy(asc(machineDowntime.startsAt))
        .limit(1);
      if (overlap) {
        const other = downtimeOf({ ...overlap, id: '', machineId, note: null, createdAt: new Date() });
        throw invalidField(
          'startDate',
          `It overlaps the ${DOWNTIME_KIND_LABELS[other.kind].toLowerCase()} from ${plantTimeText(other.start)} to ${plantTimeText(other.expectedReturn)}`,
        );
      }
      const [row] = await tx
        .insert(machineDowntime)
        .values({
          machineId,
          kind: data.kind,
          startsAt: stampOfPlantTime(start),
          endsAt: stampOfPlantTime(end),
          note: data.note ?? null,
          createdBy: userId,
        })
        .returning();
      return downtimeOf(row as typeof machineDowntime.$inferSelect);
    });
    return added;
  }

  async function removeDowntime(machineId: string, downtimeId: string): Promise<void> {
    const removed = await db.transaction((tx) =>
      tx
        .delete(machineDowntime)
        .where(and(eq(machineDowntime.id, downtimeId), eq(machineDowntime.machineId, machineId)))
        .returning({ id: machineDowntime.id }),
    );
    if (removed.length === 0) throw notFound('Downtime window');
  }

  /** Writes a machine's capacity: the first save inserts it (version 2, the defaults being 1), later ones replace it. */
  async function saveCapacity(id: string, data: MachineCapacityData): Promise<MachineCapacity> {
    const saved = await db.transaction(async (tx) => {
      const [machine] = await tx.select({ id: machines.id }).from(machines).where(eq(machines.id, id)).for('share');
      if (!machine) throw notFound('Machine');
      const { version, ...fields } = data;
      const columns = { ...fields, statusNote: fields.statusNote ?? null };
      const [stored] = await tx
        .select({ version: machineCapacity.version })
        .from(machineCapacity)
        .where(eq(machineCapacity.machineId, id))
        .for('update');
      if (stored) {
        assertVersion(stored.version, version, "machine's capacity");
        await tx
          .update(machineCapacity)
          .set({ ...columns, ...touched(machineCapacity) })
          .where(eq(machineCapacity.machineId, id));
      } else {
        assertVersion(1, version, "machine's capacity");
        const inserted = await tx
          .insert(machineCapacity)
          .values({ machineId: id, ...columns, version: 2 })
          .onConflictDoNothing()
          .returning({ id: machineCapacity.machineId });
        // Someone else saved the first capacity of this machine at the same moment.
        if (inserted.length === 0) throw conflict(STALE_CAPACITY, { version: 'Stale version' });
      }
      return capacity(id, tx);
    });
    return saved;
  }

  /** A year's holidays, in date order. */
  async function holidays(year: number): Promise<PlantHoliday[]> {
    return db
      .select({ date: plantHolidays.holidayDate, name: plantHolidays.name })
      .from(plantHolidays)
      .where(and(gte(plantHolidays.holidayDate, `${year}-01-01`), lte(plantHolidays.holidayDate, `${year}-12-31`)))
      .orderBy(asc(plantHolidays.holidayDate));
  }

  async function addHoliday({ date, name }: PlantHolidayData): Promise<PlantHoliday> {
    const [added] = await db.transaction((tx) =>
      tx
        .insert(plantHolidays)
        .values({ holidayDate: date, name })
        .onConflictDoNothing()
        .returning({ date: plantHolidays.holidayDate, name: plantHolidays.name }),
    );
    if (!added) {
      const message = `${indianDate(date)} is already a holiday`;
      throw conflict(message, { date: message });
    }
    return added;
  }

  async function removeHoliday(date: string): Promise<void> {
    const removed = await db.transaction((tx) =>
      tx
        .delete(plantHolidays)
        .where(eq(plantHolidays.holidayDate, date))
        .returning({ date: plantHolidays.holidayDate }),
    );
    if (removed.length === 0) throw notFound('Holiday');
  }

  /**
   * The operation's work order, locked, checked against the version the planner saw and against
   * the flow's `plan` step (released or in progress only); then the operation itself.
   */
  async function plannedOperation(tx: DbOrTx, operationId: string, version: number | undefined) {
    const [owner] = await tx
      .select({ workOrderId: workOrderOperations.workOrderId })
      .from(workOrderOperations)
      .where(eq(workOrderOperations.id, operationId));
    if (!owner) throw notFound('Operation');
    const order = await lockWorkOrder(tx, owner.workOrderId, version);
    assertStep(WORK_ORDER_FLOW, 'plan', order.status);
    const [operation] = await tx
      .select({ id: workOrderOperations.id, kind: workOrderOperations.kind, label: workOrderOperations.label })
      .from(workOrderOperations)
      .where(eq(workOrderOperations.id, operationId));
    if (!operation) throw notFound('Operation');
    return { order, operation };
  }

  /** Sets (or clears) an operation's pin; the work order's version moves on, as for any change of it. */
  async function writeLock(
    operationId: string,
    version: number | undefined,
    lock: { machineId: string; start: string } | null,
    check?: (tx: DbOrTx, kind: OperationKind) => Promise<void>,
  ) {
    await db.transaction(async (tx) => {
      const { order, operation } = await plannedOperation(tx, operationId, version);
      await check?.(tx, operation.kind as OperationKind);
      await tx
        .update(workOrderOperations)
        .set({
          lockedMachineId: lock?.machineId ?? null,
          lockedStart: lock ? stampOfPlantTime(lock.start) : null,
        })
        .where(eq(workOrderOperations.id, operationId));
      await tx.update(workOrders).set(touched(workOrders)).where(eq(workOrders.id, order.id));
    });
  }

  return {
    machines: capacities,
    capacity: (id: string) => capacity(id),
    saveCapacity,
    addDowntime,
    removeDowntime,
    holidays: (year: number = Number(todayIn().slice(0, 4))) => holidays(year),
    addHoliday,
    removeHoliday,

    board: (query: ScheduleQuery): Promise<ScheduleBoard> => reader.board(query),
    late: () => reader.late(),

    /**
     * Pins an operation to a machine from a start (plant time) and answers the board recomputed:
     * refused (400 on machineId) for a machine that does not exist, cannot run the operation's
     * kind, or is broken down or under maintenance with no downtime window holding now.
     */
    async lock(operationId: string, body: ScheduleLockInput, window: ScheduleQuery): Promise<ScheduleBoard> {
      await writeLock(operationId, body.version, { machineId: body.machineId, start: body.start }, async (tx, kind) => {
        const machine = await machineRow(tx, body.machineId);
        if (!machine) throw invalidField('machineId', 'Choose a machine that exists');
        const now = plantNow();
        const downtime = await readDowntime(tx, now, body.machineId);
        const shown = capacityOf(machine, downtime.get(body.machineId), now);
        if (!shown.operationKinds.includes(kind)) {
          throw invalidField(
            'machineId',
            `${shown.machineNo} cannot run ${OPERATION_KIND_LABELS[kind]} operations; choose a machine that can`,
          );
        }
        if (!shown.available) {
          throw invalidField(
            'machineId',
            `${shown.machineNo} is ${shown.status === 'breakdown' ? 'broken down' : 'under maintenance'} and takes no new work`,
          );
        }
      });
      return reader.board(window);
    },

    /** Lets the schedule place the operation again; answers the board recomputed. */
    async unlock(operationId: string, window: ScheduleQuery): Promise<ScheduleBoard> {
      await writeLock(operationId, undefined, null);
      return reader.board(window);
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
