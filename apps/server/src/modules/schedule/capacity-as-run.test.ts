import { randomUUID } from 'node:crypto';
import { addDays, type MachineCapacity, minuteOfPlantTime, type ScheduleBoard, weekdayOf } from '@lathe/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCalls } from '../../../test/api-calls.js';
import { createHarness, type Harness } from '../../../test/harness.js';
import { type StockKit, stockKit } from '../../../test/stock-test-kit.js';
import { machineDowntime, productionReasons, workOrderOperations, workOrders } from '../../db/schema/index.js';
import { releasedWorkOrder } from '../production/work-order-fixture.js';

/*
 * A machine's capacity as the plant runs it (issue 27): planning efficiency, daily breaks, downtime
 * windows with an expected return, the plant's transfer time between operations and an operation's
 * own; what the API takes and refuses, and that the board's schedule is computed with them. And the
 * rate a machine's production entries measured, offered as its planning efficiency.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let h: Harness;
let kit: StockKit;
let productId: string;

beforeAll(async () => {
  h = await createHarness();
  kit = stockKit(h);
  const customer = await kit.customer();
  productId = (await kit.product(customer.partyCode)).id;
});
afterAll(() => h?.close());

/** Each test plans its own machines and work orders. */
beforeEach(async () => {
  await h.db.execute(sql`delete from production_entries`);
  await h.db.execute(sql`delete from inspections`);
  await h.db.execute(sql`delete from work_orders`);
  await h.db.execute(sql`delete from machines`);
});

const { ok, refused } = apiCalls(() => h);

/** Three shifts of 8 hours from 00:00 every day, no setup: every minute is working time. */
const roundTheClock = {
  shiftsPerDay: 3,
  hoursPerShift: 8,
  firstShiftStart: '00:00',
  workingDays: [0, 1, 2, 3, 4, 5, 6],
  operationKinds: ['rough'],
  setupMinutes: 0,
  status: 'running',
  statusNote: null,
};

async function machine(machineNo: string, capacity?: Record<string, unknown>) {
  const made = await ok('POST', '/api/machines', { machineNo, machineName: `${machineNo} lathe` });
  if (capacity) await ok('PUT', `/api/schedule/machines/${made.id}`, { ...roundTheClock, ...capacity });
  return made.id as string;
}

/** A released work order of rough operations, `minutes` each for 100 pieces; answers its operations' ids. */
async function workOrder(minutes: number[], kinds: ('rough' | 'second_op')[] = minutes.map(() => 'rough')) {
  const order = await releasedWorkOrder(h.db, {
    productId,
    quantity: 100,
    releasedOn: today(),
    operations: minutes.map((m, i) => ({
      kind: kinds[i] ?? 'rough',
      label: `Op ${i + 1}`,
      cycleTimeSec: (m * 60) / 100,
    })),
  });
  await h.db
    .update(workOrders)
    .set({ dueDate: addDays(today(), 300) })
    .where(eq(workOrders.id, order.id));
  return order.operations.map((op) => op.id);
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

function mondayAhead(): string {
  let day = addDays(today(), 8);
  while (weekdayOf(day) !== 1) day = addDays(day, 1);
  return day;
}

const placementOf = (board: ScheduleBoard, operationId: string) => {
  const found = board.placements.find((p) => p.operationId === operationId);
  if (!found) throw new Error(`operation ${operationId} not placed`);
  return found;
};

const worked = (p: { segments: { start: string; end: string }[] }) =>
  p.segments.reduce((sum, s) => sum + minuteOfPlantTime(s.end) - minuteOfPlantTime(s.start), 0);

describe('planning efficiency and breaks', () => {
  it('refuses an efficiency outside 1–150 % and breaks that are not whole minutes at HH:MM, too many or overlapping', async () => {
    const id = await machine('CNC-1');
    const errorsOf = async (change: Record<string, unknown>) =>
      (await refused('PUT', `/api/schedule/machines/${id}`, { ...roundTheClock, ...change }, 400)).errors;
    const efficiency = 'Planning efficiency must be a whole percentage from 1 to 150';
    expect(await errorsOf({ efficiencyPercent: 0 })).toEqual({ efficiencyPercent: efficiency });
    expect(await errorsOf({ efficiencyPercent: 151 })).toEqual({ efficiencyPercent: efficiency });
    expect(await errorsOf({ efficiencyPercent: 85.5 })).toEqual({ efficiencyPercent: efficiency });
    expect(await errorsOf({ breaks: [{ start: '12.30', minutes: 30 }] })).toEqual({
      'breaks.0.start': 'Enter the time as HH:MM in 24 hours, such as 12:30',
    });
    expect(await errorsOf({ breaks: [{ start: '12:30', minutes: 0 }] })).toEqual({
      'breaks.0.minutes': 'A break is 1 to 240 whole minutes',
    });
    expect(await errorsOf({ breaks: [{ start: '12:30', minutes: 241 }] })).toHaveProperty('breaks.0.minutes');
    expect(await errorsOf({ breaks: [{ start: '12:30', minutes: 2.5 }] })).toHaveProperty('breaks.0.minutes');
    const seven = ['01', '03', '05', '07', '09', '11', '13'].map((hh) => ({ start: `${hh}:00`, minutes: 10 }));
    expect(await errorsOf({ breaks: seven })).toEqual({ breaks: 'At most 6 breaks a day' });
    expect(
      await errorsOf({
        breaks: [
          { start: '12:30', minutes: 30 },
          { start: '12:50', minutes: 10 },
        ],
      }),
    ).toEqual({ 'breaks.1.start': 'Overlaps the break at 12:30; breaks cannot overlap' });
    // Across midnight: 23:50 for 20 minutes runs to 00:10.
    expect(
      await errorsOf({
        breaks: [
          { start: '23:50', minutes: 20 },
          { start: '00:05', minutes: 10 },
        ],
      }),
    ).toHaveProperty('breaks.1.start');
    expect(await ok('GET', `/api/schedule/machines/${id}`)).toMatchObject({ saved: false, efficiencyPercent: 100 });
  });

  it('saves them with the version read, breaks in clock order, and refuses a save over a newer one', async () => {
    const id = await machine('CNC-2');
    const saved: MachineCapacity = await ok('PUT', `/api/schedule/machines/${id}`, {
      ...roundTheClock,
      efficiencyPercent: 85,
      breaks: [
        { start: '12:30', minutes: 30 },
        { start: '10:00', minutes: 10 },
      ],
      version: 1,
    });
    expect(saved).toMatchObject({
      efficiencyPercent: 85,
      breaks: [
        { start: '10:00', minutes: 10 },
        { start: '12:30', minutes: 30 },
      ],
      version: 2,
    });
    const stale = await refused(
      'PUT',
      `/api/schedule/machines/${id}`,
      { ...roundTheClock, efficiencyPercent: 70, version: 1 },
      409,
    );
    expect(stale).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: "This machine's capacity was changed by someone else. Reload it and try again.",
      errors: { version: 'Stale version' },
    });
    expect(await ok('GET', `/api/schedule/machines/${id}`)).toMatchObject({ efficiencyPercent: 85, version: 2 });
  });

  it('runs a 400-minute job for 500 minutes on a machine at 80 %, its setup not scaled', async () => {
    const slow = await machine('CNC-3', { efficiencyPercent: 80 });
    const [op] = await workOrder([400]);
    const board: ScheduleBoard = await ok('GET', '/api/schedule?days=7');
    expect(board.machines[0]).toMatchObject({ id: slow, efficiencyPercent: 80 });
    expect(board.operations.find((o) => o.id === op)?.minutes).toBe(400);
    // 400 ÷ 0.8 = 500 working minutes, round the clock: 500 minutes from start to end.
    const placed = placementOf(board, op as string);
    expect(worked(placed)).toBe(500);
    expect(minuteOfPlantTime(placed.end) - minuteOfPlantTime(placed.start)).toBe(500);

    // 30 minutes' setup stays 30 minutes: 30 + 500.
    await ok('PUT', `/api/schedule/machines/${slow}`, {
      ...roundTheClock,
      efficiencyPercent: 80,
      setupMinutes: 30,
      version: 2,
    });
    const again = placementOf(await ok('GET', '/api/schedule?days=7'), op as string);
    expect(minuteOfPlantTime(again.setupEnd) - minuteOfPlantTime(again.start)).toBe(30);
    expect(worked(again)).toBe(530);
  });

  it('keeps every working day’s breaks free of work', async () => {
    await machine('CNC-4', {
      shiftsPerDay: 1,
      firstShiftStart: '08:00',
      breaks: [
        { start: '10:00', minutes: 10 },
        { start: '12:30', minutes: 30 },
      ],
    });
    // 2,000 minutes: more than four days of 440 working minutes.
    const [op] = await workOrder([2000]);
    const board: ScheduleBoard = await ok('GET', '/api/schedule?days=14');
    expect(board.machines[0]?.calendar.breaks).toEqual([
      { start: '10:00', minutes: 10 },
      { start: '12:30', minutes: 30 },
    ]);
    const placed = placementOf(board, op as string);
    expect(worked(placed)).toBe(2000);
    for (const s of placed.segments) {
      const [from, to] = [s.start.slice(11), s.end.slice(11)];
      // Each piece lies inside one of 08:00–10:00, 10:10–12:30, 13:00–16:00.
      expect(
        (from >= '08:00' && to <= '10:00') || (from >= '10:10' && to <= '12:30') || (from >= '13:00' && to <= '16:00'),
        `${s.start}–${s.end}`,
      ).toBe(true);
    }
  });
});

describe('downtime windows', () => {
  const window = (day: string, from: string, back: string, backTime: string, change: object = {}) => ({
    kind: 'maintenance',
    startDate: day,
    startTime: from,
    returnDate: back,
    returnTime: backTime,
    note: 'Spindle service',
    ...change,
  });

  it('adds a window, lists it on the capacity, refuses a return before the stop, already past or overlapping, and removes it', async () => {
    const id = await machine('CNC-10');
    const monday = mondayAhead();
    const added = await ok('POST', `/api/schedule/machines/${id}/downtime`, window(monday, '10:00', monday, '12:00'));
    expect(added).toEqual({
      id: expect.any(String),
      machineId: id,
      kind: 'maintenance',
      start: `${monday}T10:00`,
      expectedReturn: `${monday}T12:00`,
      note: 'Spindle service',
      createdAt: expect.any(String),
    });
    expect(await ok('GET', `/api/schedule/machines/${id}`)).toMatchObject({
      downtime: [added],
      back: null,
      available: true,
    });

    const errorsOf = async (body: object, status = 400) =>
      (await refused('POST', `/api/schedule/machines/${id}/downtime`, body, status)).errors;
    expect(await errorsOf(window(monday, '12:00', monday, '11:00'))).toEqual({
      returnTime: 'The expected return must be after the stop',
    });
    expect(await errorsOf(window(monday, '25:00', monday, '11:00'))).toEqual({
      startTime: 'Enter the time as HH:MM in 24 hours, such as 14:00',
    });
    expect(await errorsOf(window(monday, '08:00', addDays(monday, 400), '08:00'))).toEqual({
      returnDate: "A window can be at most 366 days; set the machine's status for a longer stop",
    });
    expect(await errorsOf({ ...window(monday, '08:00', monday, '09:00'), kind: 'holiday' })).toEqual({
      kind: 'Choose maintenance or breakdown',
    });
    expect(await errorsOf(window('2020-01-01', '08:00', '2020-01-02', '08:00'))).toEqual({
      returnDate: 'The expected return has passed; enter when the machine is expected back',
    });
    const overlap = `It overlaps the maintenance from ${monday.slice(8, 10)}/${monday.slice(5, 7)}/${monday.slice(0, 4)} 10:00 to ${monday.slice(8, 10)}/${monday.slice(5, 7)}/${monday.slice(0, 4)} 12:00`;
    expect(await errorsOf(window(monday, '11:00', monday, '13:00', { kind: 'breakdown' }))).toEqual({
      startDate: overlap,
    });
    // Back to back is not an overlap.
    await ok('POST', `/api/schedule/machines/${id}/downtime`, window(monday, '12:00', monday, '13:00'));
    await refused(
      'POST',
      `/api/schedule/machines/${randomUUID()}/downtime`,
      window(monday, '14:00', monday, '15:00'),
      404,
    );

    await ok('DELETE', `/api/schedule/machines/${id}/downtime/${added.id}`, undefined, 204);
    expect((await refused('DELETE', `/api/schedule/machines/${id}/downtime/${added.id}`, undefined, 404)).message).toBe(
      'Downtime window not found',
    );
    expect((await ok('GET', `/api/schedule/machines/${id}`)).downtime).toHaveLength(1);
  });

  it('pauses a job running into a window until the expected return', async () => {
    const id = await machine('CNC-11', { shiftsPerDay: 1, firstShiftStart: '08:00' });
    const monday = mondayAhead();
    const [op] = await workOrder([300]);
    const [order] = await h.db.select({ version: workOrders.version }).from(workOrders);
    await ok('POST', `/api/schedule/machines/${id}/downtime`, window(monday, '10:00', monday, '12:00'));
    const board: ScheduleBoard = await ok('PUT', `/api/schedule/operations/${op}/lock?from=${monday}&days=7`, {
      machineId: id,
      start: `${monday}T08:00`,
      version: order?.version,
    });
    expect(board.machines[0]?.downtime).toEqual([{ start: `${monday}T10:00`, end: `${monday}T12:00` }]);
    // 300 minutes from 08:00: 2 hours, the window, then 3 hours more to 15:00.
    expect(placementOf(board, op as string)).toMatchObject({
      start: `${monday}T08:00`,
      end: `${monday}T15:00`,
      segments: [
        { start: `${monday}T08:00`, end: `${monday}T10:00` },
        { start: `${monday}T12:00`, end: `${monday}T15:00` },
      ],
    });
  });

  it('plans a machine broken down from its expected return while a window holds now, and not at all without one', async () => {
    const id = await machine('CNC-12', { status: 'breakdown', statusNote: 'Spindle bearing' });
    const [op] = await workOrder([60]);
    const out: ScheduleBoard = await ok('GET', '/api/schedule?days=7');
    expect(out.machines[0]).toMatchObject({ available: false, back: null });
    expect(out.forecasts[0]?.late).toBe(true);
    expect(out.forecasts[0]?.blocked).toEqual([
      { operationId: op, label: 'Op 1', reason: expect.stringContaining('No available machine can run') },
    ]);

    const back = addDays(today(), 2);
    await ok('POST', `/api/schedule/machines/${id}/downtime`, {
      kind: 'breakdown',
      startDate: addDays(today(), -1),
      startTime: '09:00',
      returnDate: back,
      returnTime: '14:30',
      note: null,
    });
    expect(await ok('GET', `/api/schedule/machines/${id}`)).toMatchObject({
      status: 'breakdown',
      available: true,
      back: `${back}T14:30`,
    });
    const board: ScheduleBoard = await ok('GET', '/api/schedule?days=7');
    expect(board.machines[0]).toMatchObject({ available: true, back: `${back}T14:30`, status: 'breakdown' });
    expect(placementOf(board, op as string).start).toBe(`${back}T14:30`);
    // A window already over is no longer read.
    await h.db.update(machineDowntime).set({ startsAt: '2020-01-01 00:00:00', endsAt: '2020-01-02 00:00:00' });
    expect(await ok('GET', `/api/schedule/machines/${id}`)).toMatchObject({ downtime: [], available: false });
  });
});

describe('transfer time between operations', () => {
  it("waits the plant's transfer time between a work order's operations, or the operation's own", async () => {
    await machine('CNC-20');
    await machine('CNC-21', { operationKinds: ['second_op'] });
    const [first, second] = await workOrder([100, 50], ['rough', 'second_op']);
    const settings = await ok('GET', '/api/company-settings');
    await ok('PUT', '/api/company-settings', {
      name: 'Acme Precision',
      transferMinutes: 90,
      version: settings.version,
    });
    const board: ScheduleBoard = await ok('GET', '/api/schedule?days=7');
    expect(board.transferMinutes).toBe(90);
    const gap = (b: ScheduleBoard) =>
      minuteOfPlantTime(placementOf(b, second as string).start) -
      minuteOfPlantTime(placementOf(b, first as string).end);
    expect(gap(board)).toBe(90);
    // The second operation's own: none.
    await h.db
      .update(workOrderOperations)
      .set({ transferMinutes: 0 })
      .where(eq(workOrderOperations.id, second as string));
    const own: ScheduleBoard = await ok('GET', '/api/schedule?days=7');
    expect(own.operations.find((o) => o.id === second)?.transferMinutes).toBe(0);
    expect(gap(own)).toBe(0);

    const errors = (
      await refused('PUT', '/api/company-settings', { name: 'Acme Precision', transferMinutes: 10_081 }, 400)
    ).errors;
    expect(errors).toEqual({
      transferMinutes: 'Transfer time must be a whole number of minutes from 0 to 10,080 (a week)',
    });
  });
});

describe('measured rate', () => {
  it("offers availability × performance of the last 90 days' entries, performance not capped, breaks left out of the shift", async () => {
    // One 8-hour shift from 08:00 with lunch at 12:30 for 30 minutes: 450 planned minutes.
    const lunch = await machine('CNC-30', {
      shiftsPerDay: 1,
      firstShiftStart: '08:00',
      operationKinds: ['single_setup'],
      breaks: [{ start: '12:30', minutes: 30 }],
    });
    const fast = await machine('CNC-31', {
      shiftsPerDay: 1,
      firstShiftStart: '08:00',
      operationKinds: ['single_setup'],
    });
    const operator = await kit.admin('POST', '/api/employees', {
      employeeCode: `E-${kit.tag()}`,
      firstName: 'R',
      lastName: 'K',
    });
    const reasons = await h.db.select().from(productionReasons);
    const order = await releasedWorkOrder(h.db, {
      productId,
      quantity: 100_000,
      releasedOn: addDays(today(), -120),
      firstPiece: 'pass',
      operations: [{ kind: 'single_setup', label: 'Single setup', cycleTimeSec: 40 }],
    });
    const entry = (machineId: string, entryDate: string, goodQuantity: number, downtimeMinutes: number) =>
      kit.admin('POST', '/api/production/entries', {
        entryDate,
        shift: 1,
        machineId,
        operatorId: operator.id,
        workOrderId: order.id,
        operationId: order.operations[0]?.id,
        goodQuantity,
        rejectedQuantity: 0,
        downtimeMinutes,
        downtimeReasonId: downtimeMinutes ? reasons.find((r) => r.name === 'Power cut')?.id : null,
      });
    // 540 pieces at 40 s = 360 ideal minutes; 45 of 450 minutes down: run 405.
    const made = await entry(lunch, addDays(today(), -3), 540, 45);
    expect(made.plannedMinutes).toBe(450);
    // 780 pieces at 40 s = 520 ideal minutes in a 480-minute shift: faster than the cycle time on record.
    await entry(fast, addDays(today(), -2), 780, 0);

    const list: MachineCapacity[] = await ok('GET', '/api/schedule/machines');
    const measuredOf = (id: string) => list.find((m) => m.id === id)?.measured;
    // availability 405/450 = 0.9, performance 360/405, their product 360/450 = 0.8.
    expect(measuredOf(lunch)).toEqual({
      from: addDays(today(), -89),
      to: today(),
      plannedMinutes: 450,
      availability: 0.9,
      performance: 360 / 405,
      rate: expect.closeTo(0.8, 12),
    });
    // 520/480: 108.3 %, shown as it is.
    expect(measuredOf(fast)).toMatchObject({ availability: 1, performance: 520 / 480, rate: 520 / 480 });
    expect((await ok('GET', `/api/schedule/machines/${fast}`)).measured.performance).toBeGreaterThan(1);
    // An entry older than 90 days is not counted.
    await entry(fast, addDays(today(), -90), 100, 0);
    expect((await ok('GET', `/api/schedule/machines/${fast}`)).measured.plannedMinutes).toBe(480);
  });
});

describe('access', () => {
  it('needs schedule: edit to add or remove downtime, and a sign-in at all', async () => {
    const id = await machine('CNC-40');
    const monday = mondayAhead();
    const [made] = await h.db
      .insert(machineDowntime)
      .values({ machineId: id, kind: 'maintenance', startsAt: `${monday} 10:00:00`, endsAt: `${monday} 11:00:00` })
      .returning({ id: machineDowntime.id });
    const viewer = await h.userWith([{ scope: 'schedule', actions: ['view'] }]);
    const body = { kind: 'breakdown', startDate: monday, startTime: '12:00', returnDate: monday, returnTime: '13:00' };
    const status = async (method: Method, url: string, token?: string) =>
      (await h.call(method, url, { token, body: method === 'POST' ? body : undefined })).statusCode;
    expect(await status('POST', `/api/schedule/machines/${id}/downtime`, viewer.accessToken)).toBe(403);
    expect(await status('DELETE', `/api/schedule/machines/${id}/downtime/${made?.id}`, viewer.accessToken)).toBe(403);
    expect(await status('POST', `/api/schedule/machines/${id}/downtime`)).toBe(401);
    expect(await status('GET', `/api/schedule/machines/${id}`, viewer.accessToken)).toBe(200);
    expect(await h.db.select().from(machineDowntime)).toHaveLength(1);
  });
});
