import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  addDays,
  type MachineCalendar,
  minuteOfPlantTime,
  type Notifications,
  type ScheduleBoard,
  type ScheduleInput,
  schedule,
  shiftWindows,
  weekdayOf,
} from '@lathe/shared';
import { benchCase } from '@lathe/shared/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCalls } from '../../../test/api-calls.js';
import { createHarness, type Harness } from '../../../test/harness.js';
import { productBody } from '../../../test/invoice-test-kit.js';
import { readGeneration } from '../../db/generations.js';
import { plantHolidays, productionEntries, workOrderOperations, workOrders } from '../../db/schema/index.js';
import { dayMonthYear } from '../dashboard/calendar.js';
import { inspectFirstPiece } from '../production/work-order-fixture.js';
import { readScheduleData } from './schedule-data.js';
import { createScheduleReader, scheduleReader } from './schedule-reader.js';
import { computeSchedule } from './schedule-thread.js';

let h: Harness;
let product: { id: string; description: string };
let customer: { id: string; name: string };
/** Statements reading the open operations, counted while `counting` is on. */
let operationReads = 0;
let counting = false;
/** The statements sent while `counting` is on. */
const statements: string[] = [];

/** Counts the reads of the open operations (and keeps every statement) while `run` runs. */
async function counted<T>(run: () => Promise<T>): Promise<T> {
  counting = true;
  try {
    return await run();
  } finally {
    counting = false;
  }
}

beforeAll(async () => {
  h = await createHarness(
    {},
    {
      onQuery: (query) => {
        if (counting && query.includes('from "work_order_operations"')) operationReads += 1;
        if (counting) statements.push(query);
      },
    },
  );
  const partyCode = `SC-${randomUUID().slice(0, 6)}`;
  customer = await ok('POST', '/api/customers', { partyCode, name: 'Sahyadri Pumps' });
  const made = await ok('POST', '/api/products', productBody(partyCode, { product_description: 'Plunger sleeve' }));
  product = { id: made.id, description: 'Plunger sleeve' };
});
afterAll(() => h?.close());

/** Each test starts with no machines, work orders or holidays: the board is its own. */
beforeEach(async () => {
  await h.db.execute(sql`delete from production_entries`);
  await h.db.execute(sql`delete from inspections`);
  await h.db.execute(sql`delete from work_orders`);
  await h.db.execute(sql`delete from machines`);
  await h.db.execute(sql`delete from plant_holidays`);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const { ok, refused } = apiCalls(() => h);

async function machine(machineNo: string, capacity?: Record<string, unknown>) {
  const made = await ok('POST', '/api/machines', { machineNo, machineName: `${machineNo} lathe` });
  if (capacity) await ok('PUT', `/api/schedule/machines/${made.id}`, { ...validCapacity, ...capacity });
  return made.id as string;
}

const validCapacity = {
  shiftsPerDay: 2,
  hoursPerShift: 8,
  firstShiftStart: '08:00',
  workingDays: [1, 2, 3, 4, 5, 6],
  operationKinds: ['rough', 'second_op'],
  setupMinutes: 60,
  status: 'running',
  statusNote: null,
};

interface OperationSpec {
  kind: 'spm' | 'rough' | 'second_op' | 'single_setup';
  cycleTimeSec: number;
  goodQuantity?: number;
}

let woCount = 0;
/** A work order written straight into its tables, with its operations in order; answers its id and theirs. */
async function workOrder(
  operations: OperationSpec[],
  { status = 'released', quantity = 100, dueDate = addDays(today(), 200) } = {},
) {
  woCount += 1;
  const [order] = await h.db
    .insert(workOrders)
    .values({
      woNumber: status === 'draft' ? null : `WO/TEST/${String(woCount).padStart(4, '0')}`,
      status,
      woDate: today(),
      productId: product.id,
      productDescription: product.description,
      customerId: customer.id,
      quantity,
      dueDate,
      releasedAt: status === 'draft' ? null : new Date(Date.now() - 60_000 * (1000 - woCount)),
    })
    .returning({ id: workOrders.id, woNumber: workOrders.woNumber, version: workOrders.version });
  if (!order) throw new Error('no work order');
  const ops = await h.db
    .insert(workOrderOperations)
    .values(
      operations.map((op, i) => ({
        workOrderId: order.id,
        seq: i + 1,
        cycleField: 'rough_first_cycle_time_sec',
        kind: op.kind,
        label: `Op ${i + 1} ${op.kind}`,
        cycleTimeSec: op.cycleTimeSec,
        goodQuantity: op.goodQuantity ?? 0,
      })),
    )
    .returning({ id: workOrderOperations.id });
  return { ...order, ops: ops.map((op) => op.id) };
}

/** India's today as the server sees it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** A Monday at least a week ahead: a working day of the default calendar, inside any window asked from it. */
function mondayAhead(): string {
  let day = addDays(today(), 8);
  while (weekdayOf(day) !== 1) day = addDays(day, 1);
  return day;
}

const calendarOf = (board: ScheduleBoard, machineId: string): MachineCalendar => {
  const m = board.machines.find((x) => x.id === machineId);
  if (!m) throw new Error(`machine ${machineId} not on the board`);
  return { ...m.calendar, holidays: board.holidays };
};

/** Whether a stretch of plant time lies inside one shift of the machine (a shift belongs to the day it starts). */
function insideAShift(calendar: MachineCalendar, start: string, end: string) {
  const [s, e] = [minuteOfPlantTime(start), minuteOfPlantTime(end)];
  const day = start.slice(0, 10);
  return [addDays(day, -1), day].flatMap((d) => shiftWindows(calendar, d)).some((w) => w.start <= s && e <= w.end);
}

const placementOf = (board: ScheduleBoard, operationId: string) => {
  const found = board.placements.find((p) => p.operationId === operationId);
  if (!found) throw new Error(`operation ${operationId} not placed in ${board.from} + ${board.days} days`);
  return found;
};

describe('machine capacity', () => {
  it('gives a machine without capacity the defaults: 2 shifts of 8 h from 08:00, Monday to Saturday, every kind, 60 min setup, 100 %, no breaks, idle', async () => {
    const id = await machine('CNC-1');
    const defaults = {
      id,
      machineNo: 'CNC-1',
      machineName: 'CNC-1 lathe',
      shiftsPerDay: 2,
      hoursPerShift: 8,
      firstShiftStart: '08:00',
      workingDays: [1, 2, 3, 4, 5, 6],
      operationKinds: ['spm', 'rough', 'second_op', 'single_setup'],
      setupMinutes: 60,
      efficiencyPercent: 100,
      breaks: [],
      hourRate: null,
      status: 'idle',
      statusNote: null,
      available: true,
      downtime: [],
      back: null,
      measured: null,
      saved: false,
      version: 1,
      updatedAt: null,
    };
    expect(await ok('GET', '/api/schedule/machines')).toEqual([defaults]);
    expect(await ok('GET', `/api/schedule/machines/${id}`)).toEqual(defaults);
    expect((await refused('GET', `/api/schedule/machines/${randomUUID()}`, undefined, 404)).message).toBe(
      'Machine not found',
    );
  });

  it('refuses what a plant cannot work, naming the field', async () => {
    const id = await machine('CNC-2');
    const errorsOf = async (change: Record<string, unknown>) =>
      (await refused('PUT', `/api/schedule/machines/${id}`, { ...validCapacity, ...change }, 400)).errors;
    expect(await errorsOf({ shiftsPerDay: 3, hoursPerShift: 8.5 })).toEqual({
      hoursPerShift: 'Shifts cannot add up to more than 24 hours a day',
    });
    expect(await errorsOf({ shiftsPerDay: 4 })).toHaveProperty('shiftsPerDay', 'Shifts per day must be 1, 2 or 3');
    expect(await errorsOf({ hoursPerShift: 7.25 })).toHaveProperty(
      'hoursPerShift',
      'Hours per shift go in half hours, such as 7.5 or 8',
    );
    expect(await errorsOf({ hoursPerShift: 12.5, shiftsPerDay: 1 })).toHaveProperty('hoursPerShift');
    expect(await errorsOf({ firstShiftStart: '8am' })).toHaveProperty('firstShiftStart');
    expect(await errorsOf({ firstShiftStart: '24:00' })).toHaveProperty('firstShiftStart');
    expect(await errorsOf({ workingDays: [] })).toHaveProperty('workingDays', 'Choose at least one working day');
    expect(await errorsOf({ operationKinds: [] })).toHaveProperty(
      'operationKinds',
      'Choose at least one kind of operation',
    );
    expect(await errorsOf({ operationKinds: ['milling'] })).toHaveProperty(['operationKinds.0']);
    expect(await errorsOf({ setupMinutes: 1441 })).toHaveProperty(
      'setupMinutes',
      'Setup time must be 0 to 1440 minutes',
    );
    expect(await errorsOf({ status: 'broken' })).toHaveProperty('status');
    expect(await errorsOf({ statusNote: 'x'.repeat(201) })).toHaveProperty('statusNote');
    // Nothing of the refused saves was kept.
    expect(await ok('GET', `/api/schedule/machines/${id}`)).toMatchObject({ saved: false, version: 1 });
  });

  it('saves over the defaults with the version read, and refuses a save over someone else’s', async () => {
    const id = await machine('CNC-3');
    const saved = await ok('PUT', `/api/schedule/machines/${id}`, {
      ...validCapacity,
      shiftsPerDay: 3,
      firstShiftStart: '22:00',
      workingDays: [6, 1, 1, 2],
      operationKinds: ['second_op', 'rough'],
      version: 1,
    });
    expect(saved).toMatchObject({
      shiftsPerDay: 3,
      hoursPerShift: 8,
      firstShiftStart: '22:00',
      workingDays: [1, 2, 6],
      operationKinds: ['rough', 'second_op'],
      status: 'running',
      available: true,
      saved: true,
      version: 2,
    });
    expect(saved.updatedAt).not.toBeNull();
    const stale = await refused('PUT', `/api/schedule/machines/${id}`, { ...validCapacity, version: 1 }, 409);
    expect(stale.errors).toEqual({ version: 'Stale version' });
    const down = await ok('PUT', `/api/schedule/machines/${id}`, {
      ...validCapacity,
      status: 'breakdown',
      statusNote: 'Spindle bearing',
      version: 2,
    });
    expect(down).toMatchObject({ status: 'breakdown', statusNote: 'Spindle bearing', available: false, version: 3 });
    expect((await refused('PUT', `/api/schedule/machines/${randomUUID()}`, validCapacity, 404)).message).toBe(
      'Machine not found',
    );
  });
});

describe('plant holidays', () => {
  it('adds a holiday once, lists a year in date order, and removes it', async () => {
    const year = Number(today().slice(0, 4)) + 1;
    await ok('POST', '/api/schedule/holidays', { date: `${year}-11-09`, name: 'Diwali' });
    await ok('POST', '/api/schedule/holidays', { date: `${year}-01-26`, name: 'Republic Day' });
    const twice = await refused('POST', '/api/schedule/holidays', { date: `${year}-11-09`, name: 'Laxmi Puja' }, 409);
    expect(twice.message).toBe(`09/11/${year} is already a holiday`);
    expect(await ok('GET', `/api/schedule/holidays?year=${year}`)).toEqual([
      { date: `${year}-01-26`, name: 'Republic Day' },
      { date: `${year}-11-09`, name: 'Diwali' },
    ]);
    expect(await ok('GET', `/api/schedule/holidays?year=${year + 1}`)).toEqual([]);
    expect(
      (await refused('POST', '/api/schedule/holidays', { date: `${year}-02-30`, name: 'X' }, 400)).errors,
    ).toHaveProperty('date');
    expect(
      (await refused('POST', '/api/schedule/holidays', { date: `${year}-03-01`, name: ' ' }, 400)).errors,
    ).toHaveProperty('name');
    await ok('DELETE', `/api/schedule/holidays/${year}-11-09`, undefined, 204);
    await refused('DELETE', `/api/schedule/holidays/${year}-11-09`, undefined, 404);
    expect(await ok('GET', `/api/schedule/holidays?year=${year}`)).toEqual([
      { date: `${year}-01-26`, name: 'Republic Day' },
    ]);
    await refused('GET', '/api/schedule/holidays?year=19', undefined, 400);
  });
});

describe('the board', () => {
  it('places released work orders on capable machines inside their shifts, each operation after the one before', async () => {
    const lathe = await machine('CNC-10', { operationKinds: ['rough'] });
    const second = await machine('CNC-11', { operationKinds: ['second_op'], setupMinutes: 30 });
    // 100 pieces at 36 s: 60 minutes; then 100 at 18 s: 30 minutes.
    const order = await workOrder([
      { kind: 'rough', cycleTimeSec: 36 },
      { kind: 'second_op', cycleTimeSec: 18 },
    ]);
    const draft = await workOrder([{ kind: 'rough', cycleTimeSec: 36 }], { status: 'draft' });
    const board: ScheduleBoard = await ok('GET', '/api/schedule?days=31');
    expect(board.from).toBe(board.now.slice(0, 10));
    expect(board.days).toBe(31);
    expect(board.machines.map((m) => m.machineNo)).toEqual(['CNC-10', 'CNC-11']);

    const [rough, finish] = [placementOf(board, order.ops[0] as string), placementOf(board, order.ops[1] as string)];
    expect(rough).toMatchObject({
      machineId: lathe,
      woNumber: order.woNumber,
      product: 'Plunger sleeve',
      locked: false,
    });
    expect(finish.machineId).toBe(second);
    expect(minuteOfPlantTime(rough.start)).toBeGreaterThanOrEqual(minuteOfPlantTime(board.now));
    expect(minuteOfPlantTime(finish.start)).toBeGreaterThanOrEqual(minuteOfPlantTime(rough.end));
    for (const p of [rough, finish]) {
      const calendar = calendarOf(board, p.machineId);
      for (const s of p.segments) expect(insideAShift(calendar, s.start, s.end), `${s.start}–${s.end}`).toBe(true);
    }
    // Setup, then the run: shift minutes worked add up to setup + run.
    const worked = (p: typeof rough) =>
      p.segments.reduce((sum, s) => sum + minuteOfPlantTime(s.end) - minuteOfPlantTime(s.start), 0);
    expect(worked(rough)).toBe(60 + 60);
    expect(worked(finish)).toBe(30 + 30);
    expect(board.forecasts).toEqual([
      expect.objectContaining({
        workOrderId: order.id,
        woNumber: order.woNumber,
        customerName: 'Sahyadri Pumps',
        finish: finish.end,
        late: false,
        daysLate: 0,
        unplaced: [],
      }),
    ]);
    // A draft is not planned.
    expect(board.operations.map((op) => op.id)).not.toContain(draft.ops[0]);
  });

  it('counts only what is left of each operation, and reports an operation no machine can run', async () => {
    await machine('CNC-12', { operationKinds: ['rough'], setupMinutes: 0 });
    const order = await workOrder(
      [
        { kind: 'rough', cycleTimeSec: 36, goodQuantity: 40 },
        { kind: 'spm', cycleTimeSec: 10 },
      ],
      { quantity: 100 },
    );
    const board: ScheduleBoard = await ok('GET', '/api/schedule?days=31');
    expect(board.operations.find((op) => op.id === order.ops[0])?.minutes).toBe(36);
    expect(board.forecasts[0]?.unplaced).toEqual([{ operationId: order.ops[1], label: 'Op 2 spm' }]);
  });

  it('keeps a pinned operation where the planner put it and plans the others around it', async () => {
    const lathe = await machine('CNC-20', { operationKinds: ['rough'] });
    const monday = mondayAhead();
    const pinned = await workOrder([{ kind: 'rough', cycleTimeSec: 36 }], { dueDate: addDays(monday, 300) });
    // Due sooner, but far too long to fit before the pin: it must wait until the pin ends.
    const urgent = await workOrder([{ kind: 'rough', cycleTimeSec: 60 }], {
      quantity: 20_000,
      dueDate: addDays(monday, 100),
    });
    const board: ScheduleBoard = await ok(
      'PUT',
      `/api/schedule/operations/${pinned.ops[0]}/lock?from=${monday}&days=62`,
      { machineId: lathe, start: `${monday}T10:00`, version: pinned.version },
    );
    const pin = placementOf(board, pinned.ops[0] as string);
    expect(pin).toMatchObject({
      machineId: lathe,
      start: `${monday}T10:00`,
      setupEnd: `${monday}T11:00`,
      locked: true,
    });
    expect(pin.end).toBe(`${monday}T12:00`);
    const after = board.placements.filter((p) => p.operationId === urgent.ops[0]);
    expect(after.length).toBeGreaterThan(0);
    for (const p of after) expect(minuteOfPlantTime(p.start)).toBeGreaterThanOrEqual(minuteOfPlantTime(pin.end));
    expect(board.operations.find((op) => op.id === pinned.ops[0])?.lock).toEqual({
      machineId: lathe,
      start: `${monday}T10:00`,
    });

    // The pin moved the work order on: the version read before it is stale now.
    await refused(
      'PUT',
      `/api/schedule/operations/${pinned.ops[0]}/lock`,
      { machineId: lathe, start: `${monday}T14:00`, version: pinned.version },
      409,
    );

    const unpinned: ScheduleBoard = await ok(
      'DELETE',
      `/api/schedule/operations/${pinned.ops[0]}/lock?from=${monday}&days=62`,
    );
    expect(unpinned.operations.find((op) => op.id === pinned.ops[0])?.lock).toBeNull();
    expect(unpinned.placements.some((p) => p.locked)).toBe(false);
  });

  it('refuses a pin on a machine that cannot run the operation, is broken down or does not exist, and on a work order not open', async () => {
    const spm = await machine('SPM-1', { operationKinds: ['spm'] });
    const broken = await machine('CNC-30', { operationKinds: ['rough'], status: 'breakdown' });
    const order = await workOrder([{ kind: 'rough', cycleTimeSec: 36 }]);
    const start = `${mondayAhead()}T08:00`;
    const lock = (operationId: string, machineId: string) =>
      refused('PUT', `/api/schedule/operations/${operationId}/lock`, { machineId, start }, 400);
    expect((await lock(order.ops[0] as string, spm)).errors).toEqual({
      machineId: 'SPM-1 cannot run Rough operations; choose a machine that can',
    });
    expect((await lock(order.ops[0] as string, broken)).errors).toEqual({
      machineId: 'CNC-30 is broken down and takes no new work',
    });
    expect((await lock(order.ops[0] as string, randomUUID())).errors).toEqual({
      machineId: 'Choose a machine that exists',
    });
    expect(
      (
        await refused(
          'PUT',
          `/api/schedule/operations/${order.ops[0]}/lock`,
          { machineId: spm, start: '2026-13-01T08:00' },
          400,
        )
      ).errors,
    ).toHaveProperty('start');

    const draft = await workOrder([{ kind: 'rough', cycleTimeSec: 36 }], { status: 'draft' });
    const refusal = await refused(
      'PUT',
      `/api/schedule/operations/${draft.ops[0]}/lock`,
      { machineId: broken, start },
      409,
    );
    expect(refusal.message).toBe('Only a released or in-progress work order is on the schedule; this one is draft');
    await refused('PUT', `/api/schedule/operations/${randomUUID()}/lock`, { machineId: spm, start }, 404);

    // The broken machine is on the board, greyed: it takes no work.
    const board: ScheduleBoard = await ok('GET', '/api/schedule');
    expect(board.machines.find((m) => m.id === broken)).toMatchObject({ status: 'breakdown', available: false });
    expect(board.placements.filter((p) => p.machineId === broken)).toEqual([]);
    expect(board.forecasts[0]?.unplaced).toEqual([{ operationId: order.ops[0], label: 'Op 1 rough' }]);
  });

  it('needs no setup on the machine whose last entry was the job, until another job has run there', async () => {
    const lathe = await machine('CNC-60', { operationKinds: ['rough'], setupMinutes: 60 });
    const operator = await ok('POST', '/api/employees', {
      employeeCode: `OP-${randomUUID().slice(0, 6)}`,
      firstName: 'Ravi',
      lastName: 'Kumar',
    });
    const running = await workOrder([{ kind: 'rough', cycleTimeSec: 36, goodQuantity: 20 }], {
      dueDate: addDays(today(), 90),
    });
    const other = await workOrder([{ kind: 'rough', cycleTimeSec: 36 }], { dueDate: addDays(today(), 100) });
    const entry = (operationId: string, workOrderId: string, entryDate: string) => ({
      entryDate,
      shift: 1,
      machineId: lathe,
      operatorId: operator.id,
      workOrderId,
      operationId,
      goodQuantity: 20,
      plannedMinutes: 480,
      cycleTimeSec: 36,
    });
    await h.db.insert(productionEntries).values(entry(running.ops[0] as string, running.id, addDays(today(), -1)));
    const board: ScheduleBoard = await ok('GET', '/api/schedule');
    expect(board.operations.find((o) => o.id === running.ops[0])?.setUpOn).toBe(lathe);
    const kept = placementOf(board, running.ops[0] as string);
    // 80 pieces left at 36 s: 48 minutes of shift time, no setup; the other order is set up after it.
    expect(kept.setupEnd).toBe(kept.start);
    expect(kept.segments.reduce((sum, s) => sum + minuteOfPlantTime(s.end) - minuteOfPlantTime(s.start), 0)).toBe(48);
    const after = placementOf(board, other.ops[0] as string);
    expect(after.start >= kept.end).toBe(true);
    expect(after.setupEnd > after.start).toBe(true);

    // The other job ran last on the machine since: the first job is set up again.
    await h.db.insert(productionEntries).values(entry(other.ops[0] as string, other.id, today()));
    const retooled: ScheduleBoard = await ok('GET', '/api/schedule');
    expect(retooled.operations.find((o) => o.id === running.ops[0])?.setUpOn).toBeNull();
    const again = placementOf(retooled, running.ops[0] as string);
    expect(again.setupEnd > again.start).toBe(true);
  });

  it('skips plant holidays', async () => {
    const lathe = await machine('CNC-40', { operationKinds: ['rough'], setupMinutes: 0 });
    const monday = mondayAhead();
    await ok('POST', '/api/schedule/holidays', { date: addDays(monday, 1), name: 'Gudi Padwa' });
    // Two working days of work (2 × 16 h) pinned on Monday morning: Tuesday is a holiday, so it ends Wednesday night.
    const order = await workOrder([{ kind: 'rough', cycleTimeSec: 60 }], { quantity: 32 * 60 });
    const board: ScheduleBoard = await ok(
      'PUT',
      `/api/schedule/operations/${order.ops[0]}/lock?from=${monday}&days=7`,
      {
        machineId: lathe,
        start: `${monday}T08:00`,
      },
    );
    const placed = placementOf(board, order.ops[0] as string);
    expect(placed.end).toBe(`${addDays(monday, 3)}T00:00`);
    expect(placed.segments.some((s) => s.start.startsWith(addDays(monday, 1)))).toBe(false);
  });

  it('refuses a window it cannot draw', async () => {
    await refused('GET', '/api/schedule?days=63', undefined, 400);
    await refused('GET', '/api/schedule?days=0', undefined, 400);
    await refused('GET', '/api/schedule?from=2026-02-30', undefined, 400);
  });
});

describe('what will be late', () => {
  it('lists open work orders projected to finish after their due date, and tells the bell', async () => {
    await machine('CNC-60', { operationKinds: ['rough'] });
    const overdue = await workOrder([{ kind: 'rough', cycleTimeSec: 36 }], { dueDate: addDays(today(), -1) });
    await workOrder([{ kind: 'rough', cycleTimeSec: 36 }], { dueDate: addDays(today(), 300) });
    const late = await ok('GET', '/api/schedule/late');
    expect(late.total).toBe(1);
    expect(late.items).toEqual([
      {
        workOrderId: overdue.id,
        woNumber: overdue.woNumber,
        product: 'Plunger sleeve',
        customerId: customer.id,
        customerName: 'Sahyadri Pumps',
        dueDate: addDays(today(), -1),
        finish: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
        daysLate: expect.any(Number),
        blocked: [],
      },
    ]);
    expect(late.items[0].daysLate).toBeGreaterThanOrEqual(1);

    const planner = await h.userWith([{ scope: 'schedule', actions: ['view'] }]);
    const bell = await h.call('GET', '/api/notifications', { token: planner.accessToken });
    const notifications = bell.json() as Notifications;
    expect(notifications.total).toBe(1);
    expect(notifications.items).toEqual([
      expect.objectContaining({
        id: `work_order_late:${overdue.id}`,
        kind: 'work_order_late',
        title: 'Work order running late',
        link: `/work-orders/view/${overdue.id}`,
        date: addDays(today(), -1),
        customerId: customer.id,
        customerName: 'Sahyadri Pumps',
      }),
    ]);
    expect(notifications.items[0]?.message).toContain(`${overdue.woNumber} (Plunger sleeve) is due on`);

    // Without the schedule scope the bell says nothing of work orders.
    const seller = await h.userWith([{ scope: 'sales-orders', actions: ['view'] }]);
    const theirs = (await h.call('GET', '/api/notifications', { token: seller.accessToken })).json() as Notifications;
    expect(theirs.items.some((n) => n.kind === 'work_order_late')).toBe(false);
  });

  it('lists a work order an operation of which cannot be placed, with the reason instead of a finish, and tells the bell', async () => {
    // The plant turns rough and second-op work only: nothing runs SPM work.
    await machine('CNC-61', { operationKinds: ['rough', 'second_op'] });
    // Due in 300 days and 2 h of work: on time, were its SPM operation placed; the rough one is, the SPM one cannot be.
    const spmLast = await workOrder(
      [
        { kind: 'rough', cycleTimeSec: 36 },
        { kind: 'spm', cycleTimeSec: 36 },
      ],
      { dueDate: addDays(today(), 300) },
    );
    // Its first operation cannot be placed, so the second waits for it and is not placed either.
    const spmFirst = await workOrder(
      [
        { kind: 'spm', cycleTimeSec: 36 },
        { kind: 'rough', cycleTimeSec: 36 },
      ],
      { dueDate: addDays(today(), 250) },
    );
    // Placed in time: not late.
    await workOrder([{ kind: 'rough', cycleTimeSec: 36 }], { dueDate: addDays(today(), 200) });

    const late = await ok('GET', '/api/schedule/late');
    const noMachine = 'No available machine can run SPM work';
    expect(late).toEqual({
      total: 2,
      // The earliest due first.
      items: [
        expect.objectContaining({
          workOrderId: spmFirst.id,
          woNumber: spmFirst.woNumber,
          dueDate: addDays(today(), 250),
          finish: null,
          daysLate: 0,
          blocked: [
            { operationId: spmFirst.ops[0], label: 'Op 1 spm', reason: noMachine },
            {
              operationId: spmFirst.ops[1],
              label: 'Op 2 rough',
              reason: `${spmFirst.woNumber} operation 1 before it could not be placed`,
            },
          ],
        }),
        expect.objectContaining({
          workOrderId: spmLast.id,
          woNumber: spmLast.woNumber,
          dueDate: addDays(today(), 300),
          // Its rough operation is placed, but the order cannot finish: no finish date is given.
          finish: null,
          daysLate: 0,
          blocked: [{ operationId: spmLast.ops[1], label: 'Op 2 spm', reason: noMachine }],
        }),
      ],
    });

    const planner = await h.userWith([{ scope: 'schedule', actions: ['view'] }]);
    const bell = (await h.call('GET', '/api/notifications', { token: planner.accessToken })).json() as Notifications;
    expect(bell.total).toBe(2);
    const told = bell.items.find((n) => n.id === `work_order_late:${spmLast.id}`);
    expect(told?.message).toBe(
      `${spmLast.woNumber} (Plunger sleeve) is due on ${dayMonthYear(addDays(today(), 300))} but Op 2 spm ` +
        `cannot be placed: ${noMachine}`,
    );
  });
});

describe('access', () => {
  it('needs schedule: view to read and schedule: edit to change', async () => {
    const id = await machine('CNC-70');
    const order = await workOrder([{ kind: 'rough', cycleTimeSec: 36 }]);
    const nobody = await h.userWith([{ scope: 'machines', actions: ['view'] }]);
    const viewer = await h.userWith([{ scope: 'schedule', actions: ['view'] }]);
    const as = (token: string, method: Method, url: string, body?: object) =>
      h.call(method, url, { token, body }).then((res) => res.statusCode);

    for (const url of [
      '/api/schedule',
      '/api/schedule/late',
      '/api/schedule/machines',
      `/api/schedule/machines/${id}`,
      '/api/schedule/holidays',
    ]) {
      expect(await as(nobody.accessToken, 'GET', url), url).toBe(403);
      expect(await as(viewer.accessToken, 'GET', url), url).toBe(200);
    }
    const start = `${mondayAhead()}T08:00`;
    const writes: [Method, string, object | undefined][] = [
      ['PUT', `/api/schedule/machines/${id}`, validCapacity],
      ['POST', '/api/schedule/holidays', { date: addDays(today(), 30), name: 'Holi' }],
      ['DELETE', `/api/schedule/holidays/${addDays(today(), 30)}`, undefined],
      ['PUT', `/api/schedule/operations/${order.ops[0]}/lock`, { machineId: id, start }],
      ['DELETE', `/api/schedule/operations/${order.ops[0]}/lock`, undefined],
    ];
    for (const [method, url, body] of writes) {
      expect(await as(viewer.accessToken, method, url, body), `${method} ${url}`).toBe(403);
    }
    // Nothing the refused writes asked for happened.
    expect(await ok('GET', `/api/schedule/machines/${id}`)).toMatchObject({ saved: false });
    expect(await h.db.select().from(plantHolidays)).toEqual([]);
  });
});

describe('the plan kept for its readers', () => {
  /** A clock standing at the start of this minute, moved by hand: nothing here depends on when the minute turns. */
  const clockAt = () => {
    const clock = { now: new Date(Math.floor(Date.now() / 60_000) * 60_000) };
    return { clock, read: () => clock.now };
  };

  const minutesOf = (board: ScheduleBoard, operationId: string) =>
    board.operations.find((op) => op.id === operationId)?.minutes;

  /** The board as the screen gets it: asked again shortly while the server says it is still computing a newer plan. */
  async function freshBoard(url = '/api/schedule'): Promise<ScheduleBoard> {
    for (let asked = 1; ; asked++) {
      const board: ScheduleBoard = await ok('GET', url);
      if (!board.stale || asked === 40) return board;
      await sleep(50);
    }
  }

  it('computes the schedule once for reads that arrive together, and again only once what it reads has changed', async () => {
    await machine('CNC-50', { operationKinds: ['rough'] });
    const order = await workOrder([{ kind: 'rough', cycleTimeSec: 36 }]);
    // A reader of its own at a fixed minute. Asked directly, the eight reads surely arrive while the
    // first computation runs (through HTTP each request's sign-in reads would interleave with it).
    const reader = createScheduleReader(h.db, { clock: clockAt().read });
    operationReads = 0;
    const answers = await counted(() =>
      Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? reader.board() : reader.late()))),
    );
    expect(answers.filter((a) => 'placements' in a)).toHaveLength(4);
    expect(operationReads).toBe(1);
    // Nothing changed since: the next read costs the query of the generation, and no computation.
    // (The old reader kept nothing and computed again here; the plan is now kept for its generation.)
    statements.length = 0;
    await counted(() => reader.late());
    expect(operationReads).toBe(1);
    expect(statements).toEqual([expect.stringContaining('from generations')]);
    // A change made in SQL, past every service: the next read computes afresh and sees it.
    await h.db.execute(sql`update work_order_operations set good_quantity = 50 where id = ${order.ops[0]}`);
    const board = await counted(() => reader.board());
    expect(operationReads).toBe(2);
    expect(board.stale).toBe(false);
    expect(minutesOf(board, order.ops[0] as string)).toBe(30);
  });

  it('answers figures the clock does not move from the plan of the data as it stands, whatever minute it was computed at', async () => {
    await machine('CNC-91', { operationKinds: ['rough'], setupMinutes: 0 });
    const order = await workOrder([{ kind: 'rough', cycleTimeSec: 36 }]);
    const { clock, read } = clockAt();
    let computations = 0;
    const compute = (input: ScheduleInput) => {
      computations += 1;
      return computeSchedule(input);
    };
    const reader = createScheduleReader(h.db, { compute, clock: read });
    const first = await reader.ofData();
    expect(computations).toBe(1);
    // Two minutes on, nothing changed: the machine hours' read keeps the plan; the board's computes one for now.
    clock.now = new Date(clock.now.getTime() + 120_000);
    expect(await reader.ofData()).toBe(first);
    expect(computations).toBe(1);
    const board = await reader.current();
    expect(computations).toBe(2);
    expect(board.computedAt).toBe(clock.now.toISOString());
    expect(await reader.ofData()).toBe(board);
    // A change to what the plan is computed from: the machine hours' read computes afresh too.
    await h.db.execute(sql`update work_order_operations set good_quantity = 50 where id = ${order.ops[0]}`);
    expect(await reader.ofData()).not.toBe(board);
    expect(computations).toBe(3);
  });

  it('computes afresh after a capacity save, a release, a production entry or an update in SQL, no writer telling it', async () => {
    // Round the clock, so a setup's wall-clock minutes are its working minutes at any hour the test
    // runs (in the last hour of a two-shift day, an hour's setup ends the next morning).
    const roundTheClock = {
      shiftsPerDay: 3,
      hoursPerShift: 8,
      firstShiftStart: '00:00',
      workingDays: [0, 1, 2, 3, 4, 5, 6],
    };
    const lathe = await machine('CNC-80', { ...roundTheClock, operationKinds: ['rough'], setupMinutes: 60 });
    // 100 pieces at 36 s: 60 minutes' run after 60 minutes' setup.
    const running = await workOrder([{ kind: 'rough', cycleTimeSec: 36 }], { dueDate: addDays(today(), 100) });
    const op = running.ops[0] as string;
    let board = await freshBoard();
    expect(board.stale).toBe(false);
    expect(Date.parse(board.computedAt as string)).toBeLessThanOrEqual(Date.now());
    const setupOf = (b: ScheduleBoard, id: string) =>
      minuteOfPlantTime(placementOf(b, id).setupEnd) - minuteOfPlantTime(placementOf(b, id).start);
    expect(setupOf(board, op)).toBe(60);

    await ok('PUT', `/api/schedule/machines/${lathe}`, {
      ...validCapacity,
      ...roundTheClock,
      operationKinds: ['rough'],
      setupMinutes: 15,
      version: 2,
    });
    board = await freshBoard();
    expect(setupOf(board, op)).toBe(15);

    await h.db.execute(sql`update work_order_operations set good_quantity = 25 where id = ${op}`);
    board = await freshBoard();
    expect(minutesOf(board, op)).toBe(45);

    const drafted = await workOrder([{ kind: 'rough', cycleTimeSec: 36 }], {
      status: 'draft',
      dueDate: addDays(today(), 50),
    });
    expect(board.operations.map((o) => o.id)).not.toContain(drafted.ops[0]);
    await ok('POST', `/api/work-orders/${drafted.id}/release`, { version: drafted.version }, 200);
    board = await freshBoard();
    expect(minutesOf(board, drafted.ops[0] as string)).toBe(60);

    const operator = await ok('POST', '/api/employees', {
      employeeCode: `OP-${randomUUID().slice(0, 6)}`,
      firstName: 'Sunil',
      lastName: 'Patil',
    });
    await inspectFirstPiece(h.db, drafted.id, 'pass', today());
    await ok('POST', '/api/production/entries', {
      entryDate: today(),
      shift: 1,
      machineId: lathe,
      operatorId: operator.id,
      workOrderId: drafted.id,
      operationId: drafted.ops[0],
      goodQuantity: 40,
      rejectedQuantity: 0,
      downtimeMinutes: 0,
    });
    board = await freshBoard();
    // 60 pieces left at 36 s; and the lathe is still set up for it.
    expect(minutesOf(board, drafted.ops[0] as string)).toBe(36);
    expect(board.operations.find((o) => o.id === drafted.ops[0])?.setUpOn).toBe(lathe);
  });

  it('answers the last plan, stale and with the time it was computed, while a newer one takes longer than the wait', async () => {
    await machine('CNC-90', { operationKinds: ['rough'], setupMinutes: 0 });
    const order = await workOrder([{ kind: 'rough', cycleTimeSec: 36 }]);
    const op = order.ops[0] as string;
    const { clock, read } = clockAt();
    // The scheduler held at a gate the test opens: a computation as long as the test wants.
    let gate: Promise<void> = Promise.resolve();
    let computations = 0;
    const compute = async (input: ScheduleInput) => {
      computations += 1;
      await gate;
      return computeSchedule(input);
    };
    const reader = createScheduleReader(h.db, { waitMs: 50, compute, clock: read });
    const first = await reader.board();
    expect(first).toMatchObject({ stale: false, computedAt: clock.now.toISOString() });
    expect(minutesOf(first, op)).toBe(60);

    let open = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    clock.now = new Date(clock.now.getTime() + 12_000);
    await h.db.execute(sql`update work_order_operations set good_quantity = 50 where id = ${op}`);
    // Past the 50 ms wait the new plan is still computing: every read meanwhile gets the last one, stale, and shares the one computation.
    const during = await Promise.all([reader.board(), reader.board({ days: 7 }), reader.read()]);
    expect(during[0]).toMatchObject({ stale: true, computedAt: first.computedAt });
    expect(minutesOf(during[0], op)).toBe(60);
    expect(during[1]).toMatchObject({ stale: true, days: 7 });
    expect(during[2].stale).toBe(true);
    expect(computations).toBe(2);

    // Once it is done, it replaces the last plan: computed at the clock of the read that started it.
    open();
    let after = await reader.board();
    for (let asked = 0; after.stale && asked < 100; asked++) after = await reader.board();
    expect(after).toMatchObject({ stale: false, computedAt: clock.now.toISOString() });
    expect(minutesOf(after, op)).toBe(30);
    expect(computations).toBe(2);
  });

  it('computes on the schedule thread, the main thread answering meanwhile, and gets back what the scheduler gives', async () => {
    // 2,000 operations on 30 machines: well over 10 ms on any machine.
    const input = benchCase(1);
    let ticked = false;
    let tickedBeforeResult: boolean | undefined;
    // A timer due at once: it runs before the result only if the main thread was free while the plan computed.
    const timer = setTimeout(() => {
      ticked = true;
    }, 0);
    const computation = await computeSchedule(input).then((c) => {
      tickedBeforeResult = ticked;
      return c;
    });
    clearTimeout(timer);
    expect(computation.computedIn).toBe('worker');
    expect(tickedBeforeResult).toBe(true);
    expect(computation.result).toEqual(schedule(input));

    // The app's reader says where it computed its plan.
    await machine('CNC-95');
    await workOrder([{ kind: 'rough', cycleTimeSec: 36 }]);
    expect((await scheduleReader(h.db).read()).plan.computedIn).toBe('worker');
  });

  it('is told of a change to each table it reads: every one carries the generation trigger, and nothing else', async () => {
    statements.length = 0;
    await counted(() => readScheduleData(h.db));
    const read = new Set(statements.flatMap((q) => [...q.matchAll(/\b(?:from|join)\s+"(\w+)"/gi)].map((m) => m[1])));
    const { rows } = (await h.db.execute(sql`
      select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname = 'schedule_changed' order by 1`)) as unknown as { rows: { name: string }[] };
    expect(rows.map((r) => r.name)).toEqual([...read].sort());
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'lets writers of its tables go on side by side: the generation is taken only as each commits',
    async () => {
      const before = await readGeneration(h.db, 'schedule');
      let finish = () => {};
      const held = new Promise<void>((resolve) => {
        finish = resolve;
      });
      let wrote = () => {};
      const written = new Promise<void>((resolve) => {
        wrote = resolve;
      });
      const year = Number(today().slice(0, 4)) + 2;
      const first = h.db.transaction(async (tx) => {
        await tx.insert(plantHolidays).values({ holidayDate: `${year}-01-26`, name: 'Republic Day' });
        wrote();
        await held;
      });
      await written;
      try {
        // The first writer is open, having changed a holiday: the second commits without waiting for it.
        await h.db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '2s'`);
          await tx.insert(plantHolidays).values({ holidayDate: `${year}-08-15`, name: 'Independence Day' });
        });
        expect(await readGeneration(h.db, 'schedule')).toBe(before + 1n);
      } finally {
        finish();
        await first;
      }
      expect(await readGeneration(h.db, 'schedule')).toBe(before + 2n);
    },
  );
});
