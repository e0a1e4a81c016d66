import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import {
  dateOfMinute,
  type MachineCalendar,
  minuteOf,
  nextWorkingMinute,
  shiftWindows,
  workingMinutesBetween,
} from './plant-calendar.js';
import {
  dueMinute,
  OPERATION_KINDS,
  type ScheduleInput,
  type ScheduleMachine,
  type ScheduleOperation,
  type ScheduleResult,
  schedule,
} from './schedule.js';

/**
 * What must hold of every schedule, over random plants: machines with any shifts, days, holidays
 * and kinds (some down, some never working), work orders of 1–4 operations, some pinned anywhere.
 */

const BASE = '2026-03-01';
const BASE_MINUTE = minuteOf(BASE, '00:00');

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

const calendarArb: fc.Arbitrary<MachineCalendar> = fc.integer({ min: 1, max: 3 }).chain((shifts) =>
  fc.record({
    shiftsPerDay: fc.constant(shifts),
    hoursPerShift: fc.integer({ min: 1, max: Math.floor(48 / shifts) }).map((halves) => halves / 2),
    firstShiftStart: fc.integer({ min: 0, max: 1439 }).map(hhmm),
    // Now and then no working day at all: that machine takes no work.
    workingDays: fc.oneof(
      { weight: 9, arbitrary: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }) },
      { weight: 1, arbitrary: fc.constant([]) },
    ),
    holidays: fc.uniqueArray(
      fc.integer({ min: 0, max: 60 }).map((d) => addDays(BASE, d)),
      { maxLength: 8 },
    ),
  }),
);

const machineArb = fc.record({
  label: fc.constantFrom('L1', 'L2', 'L3', 'SPM', 'VMC'),
  kinds: fc.subarray([...OPERATION_KINDS]),
  calendar: calendarArb,
  setupMinutes: fc.integer({ min: 0, max: 120 }),
  available: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
});

const operationArb = fc.record({
  kind: fc.constantFrom(...OPERATION_KINDS),
  minutes: fc.oneof(
    { weight: 1, arbitrary: fc.constant(0) },
    { weight: 6, arbitrary: fc.integer({ min: 1, max: 3000 }) },
  ),
  lock: fc.option(
    fc.record({
      // Past the machine count: a machine that is not in the plan.
      machine: fc.integer({ min: 0, max: 6 }),
      start: fc.integer({ min: -2 * 1440, max: 20 * 1440 }),
    }),
    { freq: 4 },
  ),
  // The machine still set up for it (past the machine count: one not in the plan).
  setUpOn: fc.option(fc.integer({ min: 0, max: 6 }), { freq: 4 }),
});

const workOrderArb = fc.record({
  due: fc.integer({ min: 0, max: 60 }),
  releasedAt: fc.integer({ min: 0, max: 5 }),
  operations: fc.array(operationArb, { minLength: 1, maxLength: 4 }),
});

const inputArb: fc.Arbitrary<ScheduleInput> = fc
  .record({
    now: fc.integer({ min: 0, max: 7 * 1440 }),
    machines: fc.array(machineArb, { minLength: 1, maxLength: 6 }),
    workOrders: fc.array(workOrderArb, { minLength: 1, maxLength: 30 }),
  })
  .map(({ now, machines, workOrders }) => ({
    now: BASE_MINUTE + now,
    machines: machines.map((m, i): ScheduleMachine => ({ id: `m${i}`, ...m })),
    operations: workOrders.flatMap((wo, w) =>
      wo.operations.map(
        (o, s): ScheduleOperation => ({
          id: `wo${w}-${s + 1}`,
          workOrderId: `wo${w}`,
          workOrderLabel: `WO/${w}`,
          seq: s + 1,
          kind: o.kind,
          minutes: o.minutes,
          dueDate: addDays(BASE, wo.due),
          releasedAt: BASE_MINUTE + wo.releasedAt,
          ...(o.lock ? { lock: { machineId: `m${o.lock.machine}`, start: BASE_MINUTE + now + o.lock.start } } : {}),
          ...(o.setUpOn !== null ? { setUpOn: `m${o.setUpOn}` } : {}),
        }),
      ),
    ),
  }));

/** Whether a machine takes work: available, with shifts on some day. */
const usable = (m: ScheduleMachine) => m.available && nextWorkingMinute(m.calendar, 0) !== null;

/** Whether a stretch lies inside one shift of the machine (shifts may start the day before). */
function insideAShift(calendar: MachineCalendar, start: number, end: number): boolean {
  const day = Math.floor(start / 1440);
  return [day - 1, day]
    .flatMap((d) => shiftWindows(calendar, dateOfMinute(d * 1440)))
    .some((w) => w.start <= start && end <= w.end);
}

function checkSchedule(input: ScheduleInput, result: ScheduleResult): void {
  const machines = new Map(input.machines.map((m) => [m.id, m]));
  const operations = new Map(input.operations.map((o) => [o.id, o]));
  const placements = new Map(result.placements.map((p) => [p.operationId, p]));
  expect(placements.size).toBe(result.placements.length);

  for (const p of result.placements) {
    const operation = operations.get(p.operationId) as ScheduleOperation;
    const machine = machines.get(p.machineId) as ScheduleMachine;
    // On a machine that takes work and can run it; never before now.
    expect(usable(machine) && machine.kinds.includes(operation.kind)).toBe(true);
    expect(p.workOrderId).toBe(operation.workOrderId);
    expect(p.start).toBeGreaterThanOrEqual(input.now);
    // Setup (none on the machine still set up for it, when no job goes there before it) then run,
    // all in shift time, one segment per shift at most.
    const firstThere = !result.placements.some((q) => q.machineId === p.machineId && q.start < p.start);
    const setup = operation.setUpOn === machine.id && firstThere ? 0 : machine.setupMinutes;
    expect(operation.minutes).toBeGreaterThan(0);
    expect(p.end - p.start).toBeGreaterThanOrEqual(setup + operation.minutes);
    expect(workingMinutesBetween(machine.calendar, p.start, p.setupEnd)).toBe(setup);
    expect(p.start <= p.setupEnd && p.setupEnd <= p.end).toBe(true);
    expect(p.segments[0]?.start).toBe(p.start);
    expect(p.segments.at(-1)?.end).toBe(p.end);
    let total = 0;
    let previousEnd = Number.NEGATIVE_INFINITY;
    for (const segment of p.segments) {
      expect(segment.start).toBeGreaterThanOrEqual(previousEnd);
      expect(segment.end).toBeGreaterThan(segment.start);
      expect(insideAShift(machine.calendar, segment.start, segment.end)).toBe(true);
      total += segment.end - segment.start;
      previousEnd = segment.end;
    }
    expect(total).toBe(setup + operation.minutes);
  }

  // No machine double-booked, nor a job interleaved with another.
  for (const machine of input.machines) {
    const jobs = result.placements.filter((p) => p.machineId === machine.id).sort((a, b) => a.start - b.start);
    for (let i = 1; i < jobs.length; i++) {
      expect(jobs[i]?.start).toBeGreaterThanOrEqual(jobs[i - 1]?.end as number);
    }
  }

  // Pins: honoured where valid (moved only to a shift, or past an earlier pin with a conflict), else reported.
  for (const operation of input.operations) {
    const p = placements.get(operation.id);
    if (!operation.lock || operation.minutes === 0) {
      expect(p?.locked ?? false).toBe(false);
      continue;
    }
    const machine = machines.get(operation.lock.machineId);
    const name = `${operation.workOrderLabel} operation ${operation.seq} is pinned`;
    if (machine && usable(machine) && machine.kinds.includes(operation.kind)) {
      expect(p?.locked).toBe(true);
      expect(p?.machineId).toBe(machine.id);
      const pinned = nextWorkingMinute(machine.calendar, Math.max(operation.lock.start, input.now)) as number;
      expect(p?.start).toBeGreaterThanOrEqual(pinned);
      if (p?.start !== pinned) expect(result.conflicts.some((c) => c.startsWith(`${name} on`))).toBe(true);
    } else {
      expect(p?.locked ?? false).toBe(false);
      expect(result.conflicts.some((c) => c.startsWith(`${name} to`) && !c.startsWith(`${name} to start`))).toBe(true);
    }
  }

  // Each work order: its operations in order, what can run placed, the rest listed, the forecast from them.
  const workOrderIds = [...new Set(input.operations.map((o) => o.workOrderId))];
  expect(result.forecasts.map((f) => f.workOrderId).sort()).toEqual(workOrderIds.sort());
  for (const forecast of result.forecasts) {
    const own = input.operations.filter((o) => o.workOrderId === forecast.workOrderId).sort((a, b) => a.seq - b.seq);
    let ready = Number.NEGATIVE_INFINITY;
    let finish: number | null = null;
    const unplaced: string[] = [];
    for (const operation of own) {
      const p = placements.get(operation.id);
      const runnable = input.machines.some((m) => usable(m) && m.kinds.includes(operation.kind));
      if (operation.minutes === 0) {
        expect(p).toBeUndefined();
        continue;
      }
      if (!runnable) {
        expect(p).toBeUndefined();
        unplaced.push(operation.id);
        continue;
      }
      if (!p) throw new Error(`${operation.id} can run but was not placed`);
      if (p.start < ready) {
        expect(p.locked).toBe(true);
        const name = `${operation.workOrderLabel} operation ${operation.seq} is pinned to start`;
        expect(result.conflicts.some((c) => c.startsWith(name))).toBe(true);
      }
      ready = Math.max(ready, p.end);
      finish = Math.max(finish ?? p.end, p.end);
    }
    const due = Math.min(...own.map((o) => dueMinute(o.dueDate)));
    expect(forecast).toEqual({
      workOrderId: forecast.workOrderId,
      finish,
      due,
      late: finish !== null && finish > due,
      unplaced,
    });
  }
}

/** The same items in another order, from a seed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed >>> 0 || 1;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

// Hundreds of generated plants each: a few seconds alone, longer on a machine busy with the rest of the suite.
const GENERATED = { timeout: 60_000 };

describe('schedule properties', () => {
  it(
    'books no machine twice, works only in shifts on capable machines, keeps the order of operations',
    GENERATED,
    () => {
      fc.assert(
        fc.property(inputArb, (input) => checkSchedule(input, schedule(input))),
        { numRuns: 300 },
      );
    },
  );

  it(
    'gives the same schedule for the same plant, whatever order the machines and operations come in',
    GENERATED,
    () => {
      fc.assert(
        fc.property(inputArb, fc.integer(), (input, seed) => {
          const result = schedule(input);
          expect(schedule(structuredClone(input))).toEqual(result);
          const reordered = {
            now: input.now,
            machines: shuffled(input.machines, seed),
            operations: shuffled(input.operations, seed + 1),
          };
          expect(schedule(reordered)).toEqual(result);
        }),
        { numRuns: 200 },
      );
    },
  );
});
