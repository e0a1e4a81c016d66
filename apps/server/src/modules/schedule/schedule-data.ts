import {
  type BoardMachine,
  type BoardOperation,
  type BoardWorkOrder,
  backAt,
  DEFAULT_MACHINE_CAPACITY,
  type DowntimeKind,
  isoOfMinute,
  type MachineDowntime,
  type MachineStatus,
  machineAvailable,
  type OperationKind,
  plantMinuteAt,
  runMinutes,
  type ScheduleData,
} from '@lathe/shared';
import { and, asc, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  companySettings,
  customers,
  machineCapacity,
  machineDowntime,
  machines,
  plantHolidays,
  productionEntries,
  workOrderOperations,
  workOrders,
} from '../../db/schema/index.js';
import { plantNow, plantTimeOfStamp, stampOfPlantTime } from '../../lib/plant-time.js';

/** What the schedule, the board and the capacity screens read of a machine: its row and its capacity row, if saved. */
export const machineWithCapacity = {
  id: machines.id,
  machineNo: machines.machineNo,
  machineName: machines.machineName,
  shiftsPerDay: machineCapacity.shiftsPerDay,
  hoursPerShift: machineCapacity.hoursPerShift,
  firstShiftStart: machineCapacity.firstShiftStart,
  workingDays: machineCapacity.workingDays,
  operationKinds: machineCapacity.operationKinds,
  setupMinutes: machineCapacity.setupMinutes,
  efficiencyPercent: machineCapacity.efficiencyPercent,
  breaks: machineCapacity.breaks,
  hourRate: machineCapacity.hourRate,
  status: machineCapacity.status,
  statusNote: machineCapacity.statusNote,
  version: machineCapacity.version,
  updatedAt: machineCapacity.updatedAt,
};

/** Every machine with its capacity, by machine number. */
export const readMachines = (tx: DbOrTx) =>
  tx
    .select(machineWithCapacity)
    .from(machines)
    .leftJoin(machineCapacity, eq(machineCapacity.machineId, machines.id))
    .orderBy(asc(machines.machineNo), asc(machines.id));

type MachineCapacityRow = Awaited<ReturnType<typeof readMachines>>[number];

/**
 * The downtime windows not yet over at `now` (plant time), of one machine or of all, by machine
 * in start order: what the schedule pauses machines for and the capacity page lists.
 */
export async function readDowntime(
  tx: DbOrTx,
  now: string,
  machineId?: string,
): Promise<Map<string, MachineDowntime[]>> {
  const rows = await tx
    .select({
      id: machineDowntime.id,
      machineId: machineDowntime.machineId,
      kind: machineDowntime.kind,
      startsAt: machineDowntime.startsAt,
      endsAt: machineDowntime.endsAt,
      note: machineDowntime.note,
      createdAt: machineDowntime.createdAt,
    })
    .from(machineDowntime)
    .where(
      and(
        gt(machineDowntime.endsAt, stampOfPlantTime(now)),
        machineId ? eq(machineDowntime.machineId, machineId) : undefined,
      ),
    )
    .orderBy(asc(machineDowntime.machineId), asc(machineDowntime.startsAt), asc(machineDowntime.id));
  const byMachine = new Map<string, MachineDowntime[]>();
  for (const row of rows) {
    const list = byMachine.get(row.machineId) ?? [];
    list.push(downtimeOf(row));
    byMachine.set(row.machineId, list);
  }
  return byMachine;
}

/** A downtime row as the API answers it. */
export const downtimeOf = (row: {
  id: string;
  machineId: string;
  kind: string;
  startsAt: string;
  endsAt: string;
  note: string | null;
  createdAt: Date;
}): MachineDowntime => ({
  id: row.id,
  machineId: row.machineId,
  kind: row.kind as DowntimeKind,
  start: plantTimeOfStamp(row.startsAt),
  expectedReturn: plantTimeOfStamp(row.endsAt),
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A machine's capacity as it stands: its saved row, or the defaults when it has none, with its
 * downtime windows not yet over at `now`. Broken down or under maintenance, it takes work only
 * while one of them holds now (machineAvailable).
 */
export function capacityOf(row: MachineCapacityRow, downtime: MachineDowntime[] = [], now = plantNow()) {
  const saved = row.version !== null;
  const d = DEFAULT_MACHINE_CAPACITY;
  const status = (row.status ?? d.status) as MachineStatus;
  const back = backAt(downtime, now);
  return {
    id: row.id,
    machineNo: row.machineNo,
    machineName: row.machineName,
    shiftsPerDay: row.shiftsPerDay ?? d.shiftsPerDay,
    hoursPerShift: row.hoursPerShift ?? d.hoursPerShift,
    firstShiftStart: row.firstShiftStart ?? d.firstShiftStart,
    workingDays: row.workingDays ?? d.workingDays,
    operationKinds: (row.operationKinds ?? d.operationKinds) as OperationKind[],
    setupMinutes: row.setupMinutes ?? d.setupMinutes,
    efficiencyPercent: row.efficiencyPercent ?? d.efficiencyPercent,
    breaks: row.breaks ?? d.breaks,
    hourRate: row.hourRate ?? null,
    status,
    statusNote: row.statusNote ?? null,
    available: machineAvailable(status, back),
    downtime,
    back,
    saved,
    version: row.version ?? 1,
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}
export type CapacityView = ReturnType<typeof capacityOf>;

const boardMachine = (c: CapacityView): BoardMachine => ({
  id: c.id,
  machineNo: c.machineNo,
  name: c.machineName,
  calendar: {
    shiftsPerDay: c.shiftsPerDay,
    hoursPerShift: c.hoursPerShift,
    firstShiftStart: c.firstShiftStart,
    workingDays: c.workingDays,
    breaks: c.breaks,
  },
  kinds: c.operationKinds,
  setupMinutes: c.setupMinutes,
  efficiencyPercent: c.efficiencyPercent,
  status: c.status,
  statusNote: c.statusNote,
  available: c.available,
  downtime: c.downtime.map((window) => ({ start: window.start, end: window.expectedReturn })),
  back: c.back,
});

/**
 * The operation each machine ran last (its latest production entry, by day and shift): the job it
 * is still set up for, by operation. One index range a machine. An operation last on two machines
 * is set up on the one that ran it latest.
 */
async function setUpFor(tx: DbOrTx): Promise<Map<string, string>> {
  const last = tx
    .select({
      operationId: productionEntries.operationId,
      entryDate: productionEntries.entryDate,
      shift: productionEntries.shift,
      createdAt: productionEntries.createdAt,
    })
    .from(productionEntries)
    .where(eq(productionEntries.machineId, machines.id))
    .orderBy(desc(productionEntries.entryDate), desc(productionEntries.shift), desc(productionEntries.createdAt))
    .limit(1)
    .as('last');
  const rows = await tx
    .select({ machineId: machines.id, operationId: last.operationId })
    .from(machines)
    .innerJoinLateral(last, sql`true`)
    .orderBy(desc(last.entryDate), desc(last.shift), desc(last.createdAt), asc(machines.id));
  const setUp = new Map<string, string>();
  for (const row of rows) if (!setUp.has(row.operationId)) setUp.set(row.operationId, row.machineId);
  return setUp;
}

/**
 * Everything the schedule is computed from, as of `at`: the machines with their capacity (planning
 * efficiency, breaks, the downtime windows not yet over), the plant's holidays from the day before
 * today (a night shift that began then still runs) and its transfer time between operations, and
 * the released and in-progress work orders with their operations, each operation's minutes being
 * what is left of it (ordered less its good pieces) at its cycle time, with its own transfer time.
 */
export async function readScheduleData(tx: DbOrTx, at: Date = new Date()): Promise<ScheduleData> {
  const now = plantMinuteAt(at);
  const nowText = isoOfMinute(now);
  const yesterday = isoOfMinute(now - 1440).slice(0, 10);
  const [machineRows, downtime, settings, holidayRows, rows, lastJobs] = await Promise.all([
    readMachines(tx),
    readDowntime(tx, nowText),
    tx.select({ transferMinutes: companySettings.transferMinutes }).from(companySettings),
    tx
      .select({ date: plantHolidays.holidayDate })
      .from(plantHolidays)
      .where(gte(plantHolidays.holidayDate, yesterday))
      .orderBy(asc(plantHolidays.holidayDate)),
    // One read of the operations with their orders, so the two always agree.
    tx
      .select({
        orderId: workOrders.id,
        woNumber: workOrders.woNumber,
        product: workOrders.productDescription,
        customerId: workOrders.customerId,
        customerName: customers.name,
        quantity: workOrders.quantity,
        dueDate: workOrders.dueDate,
        version: workOrders.version,
        releasedAt: workOrders.releasedAt,
        createdAt: workOrders.createdAt,
        id: workOrderOperations.id,
        seq: workOrderOperations.seq,
        label: workOrderOperations.label,
        kind: workOrderOperations.kind,
        cycleTimeSec: workOrderOperations.cycleTimeSec,
        goodQuantity: workOrderOperations.goodQuantity,
        lockedMachineId: workOrderOperations.lockedMachineId,
        lockedStart: workOrderOperations.lockedStart,
        transferMinutes: workOrderOperations.transferMinutes,
      })
      .from(workOrderOperations)
      .innerJoin(workOrders, eq(workOrders.id, workOrderOperations.workOrderId))
      .leftJoin(customers, eq(customers.id, workOrders.customerId))
      .where(inArray(workOrders.status, ['released', 'in_progress']))
      .orderBy(asc(workOrders.dueDate), asc(workOrders.id), asc(workOrderOperations.seq)),
    setUpFor(tx),
  ]);

  const workOrderList: BoardWorkOrder[] = [];
  const operations: BoardOperation[] = [];
  for (const row of rows) {
    if (workOrderList.at(-1)?.id !== row.orderId) {
      workOrderList.push({
        id: row.orderId,
        woNumber: row.woNumber ?? '',
        product: row.product,
        customerId: row.customerId,
        customerName: row.customerName,
        dueDate: row.dueDate,
        version: row.version,
      });
    }
    operations.push({
      id: row.id,
      workOrderId: row.orderId,
      seq: row.seq,
      label: row.label,
      kind: row.kind as OperationKind,
      minutes: runMinutes(row.quantity - row.goodQuantity, row.cycleTimeSec),
      dueDate: row.dueDate,
      releasedAt: isoOfMinute(plantMinuteAt(row.releasedAt ?? row.createdAt)),
      lock:
        row.lockedMachineId && row.lockedStart
          ? { machineId: row.lockedMachineId, start: plantTimeOfStamp(row.lockedStart) }
          : null,
      setUpOn: lastJobs.get(row.id) ?? null,
      transferMinutes: row.transferMinutes,
    });
  }
  return {
    now: nowText,
    holidays: holidayRows.map((row) => row.date),
    transferMinutes: settings[0]?.transferMinutes ?? 0,
    machines: machineRows.map((row) => boardMachine(capacityOf(row, downtime.get(row.id), nowText))),
    workOrders: workOrderList,
    operations,
  };
}
