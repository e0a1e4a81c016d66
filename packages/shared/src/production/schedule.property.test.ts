import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import {
  CompiledCalendar,
  dateOfMinute,
  type MachineCalendar,
  minuteOf,
  workingMinutesBetween,
} from './plant-calendar.js';
import {
  dueMinute,
  OPERATION_KINDS,
  PLANNING_HORIZON_DAYS,
  type Placement,
  type ScheduleInput,
  type ScheduleMachine,
  type ScheduleOperation,
  type ScheduleResult,
  schedule,
} from './schedule.js';

/**
 * What must hold of every schedule, over random plants: machines with any shifts, days, holidays,
 * breaks, downtime, efficiency and kinds (some down, some never working), work orders of 1–4
 * operations with transfer times, some pinned anywhere, now and then one far too long to plan, and
 * now and then a horizon a few weeks out.
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
    breaks: fc.array(
      fc.record({ start: fc.integer({ min: 0, max: 1439 }).map(hhmm), minutes: fc.integer({ min: 1, max: 90 }) }),
      { maxLength: 2 },
    ),
  }),
);

const machineArb = fc.record({
  label: fc.constantFrom('L1', 'L2', 'L3', 'SPM', 'VMC'),
  kinds: fc.subarray([...OPERATION_KINDS]),
  calendar: calendarArb,
  setupMinutes: fc.integer({ min: 0, max: 120 }),
  available: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
  // Whole percentages, so the test can count ceil(minutes / efficiency) in integers.
  efficiency: fc.option(
    fc.integer({ min: 40, max: 150 }).map((percent) => percent / 100),
    { nil: undefined },
  ),
  // Maintenance or a breakdown: windows from two days before now to a month after, up to 4 days long.
  downtime: fc.array(
    fc.record({ from: fc.integer({ min: -2 * 1440, max: 30 * 1440 }), length: fc.integer({ min: 1, max: 4 * 1440 }) }),
    { maxLength: 2 },
  ),
});

const operationArb = fc.record({
  kind: fc.constantFrom(...OPERATION_KINDS),
  minutes: fc.oneof(
    { weight: 1, arbitrary: fc.constant(0) },
    { weight: 12, arbitrary: fc.integer({ min: 1, max: 3000 }) },
    // A million pieces at an hour each, or minutes that are not a number: never placed.
    { weight: 1, arbitrary: fc.constantFrom(60_000_000, Number.POSITIVE_INFINITY, Number.NaN) },
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
  transferMinutes: fc.option(fc.integer({ min: 0, max: 600 }), { freq: 4, nil: undefined }),
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
    transferMinutes: fc.option(fc.integer({ min: 0, max: 600 }), { nil: undefined }),
    // Now and then a horizon a few weeks out, which some work will not fit before.
    horizonDays: fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 60 }) },
    ),
  })
  .map(({ now, machines, workOrders, transferMinutes, horizonDays }) => ({
    now: BASE_MINUTE + now,
    ...(transferMinutes !== undefined ? { transferMinutes } : {}),
    ...(horizonDays !== undefined ? { horizon: BASE_MINUTE + now + horizonDays * 1440 } : {}),
    machines: machines.map(
      ({ downtime, efficiency, ...m }, i): ScheduleMachine => ({
        id: `m${i}`,
        ...m,
        ...(efficiency !== undefined ? { efficiency } : {}),
        downtime: downtime.map((w) => ({
          start: BASE_MINUTE + now + w.from,
          end: BASE_MINUTE + now + w.from + w.length,
        })),
      }),
    ),
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
          ...(o.transferMinutes !== undefined ? { transferMinutes: o.transferMinutes } : {}),
        }),
      ),
    ),
  }));

const compiled = new WeakMap<ScheduleMachine, CompiledCalendar>();
/** A machine's calendar with its downtime, ready for arithmetic (its shift windows are whole shifts all the same). */
function calendarOf(m: ScheduleMachine): CompiledCalendar {
  const calendar = compiled.get(m) ?? new CompiledCalendar(m.calendar, m.downtime ?? []);
  compiled.set(m, calendar);
  return calendar;
}

/** Whether a machine takes work: available, with working time on some day. */
const usable = (m: ScheduleMachine) => m.available && calendarOf(m).hasWork;

/** The run a machine plans for an operation: ceil(minutes / efficiency), counted in whole percentages. */
function plannedRun(machine: ScheduleMachine, minutes: number): number {
  const percent = Math.round((machine.efficiency ?? 1) * 100);
  return Math.ceil((minutes * 100) / percent);
}

/** Whether an operation has nothing left, so gets no placement (minutes that are not a number are too many). */
const nothingLeft = (o: ScheduleOperation) => Number.isFinite(o.minutes) && o.minutes <= 0;
/** Minutes no horizon of the test's allows. */
const absurd = (o: ScheduleOperation) => !Number.isFinite(o.minutes) || o.minutes >= 60_000_000;

/** Whether a stretch lies inside one shift of the machine (shifts may start the day before). */
function insideAShift(calendar: CompiledCalendar, start: number, end: number): boolean {
  const day = Math.floor(start / 1440);
  return [...calendar.windowsOfDay(day - 1), ...calendar.windowsOfDay(day)].some(
    (w) => w.start <= start && end <= w.end,
  );
}

/** Whether a stretch (at most a day long) touches a break, taken at its clock time every day. */
function inABreak(calendar: MachineCalendar, start: number, end: number): boolean {
  const day = Math.floor(start / 1440);
  return (calendar.breaks ?? []).some((b) =>
    [day - 1, day, day + 1].some((d) => {
      const from = d * 1440 + minuteOf(BASE, b.start) - BASE_MINUTE;
      return from < end && start < from + b.minutes;
    }),
  );
}

/** Fails the property, naming the placement, unless the condition holds (cheaper than an expect each). */
function holds(condition: boolean, p: Placement, what: string): void {
  if (!condition) expect.fail(`${p.operationId} on ${p.machineId} ${what}`);
}

function checkSchedule(input: ScheduleInput, result: ScheduleResult): void {
  const machines = new Map(input.machines.map((m) => [m.id, m]));
  const operations = new Map(input.operations.map((o) => [o.id, o]));
  const placements = new Map(result.placements.map((p) => [p.operationId, p]));
  const horizon = input.horizon ?? input.now + PLANNING_HORIZON_DAYS * 1440;
  expect(placements.size).toBe(result.placements.length);

  for (const p of result.placements) {
    const operation = operations.get(p.operationId) as ScheduleOperation;
    const machine = machines.get(p.machineId) as ScheduleMachine;
    // On a machine that takes work and can run it; never before now, never ending after the horizon.
    holds(usable(machine) && machine.kinds.includes(operation.kind), p, 'is on a machine that cannot take it');
    holds(p.workOrderId === operation.workOrderId, p, 'names another work order');
    holds(input.now <= p.start && p.end <= horizon, p, 'is not between now and the horizon');
    // Setup (none on the machine still set up for it, when no job goes there before it) then the
    // run at the machine's efficiency, all in working time, one segment per shift at most.
    const firstThere = !result.placements.some((q) => q.machineId === p.machineId && q.start < p.start);
    const setup = operation.setUpOn === machine.id && firstThere ? 0 : machine.setupMinutes;
    const run = plannedRun(machine, operation.minutes);
    holds(operation.minutes > 0 && p.end - p.start >= setup + run, p, 'is shorter than its setup and run');
    holds(workingMinutesBetween(calendarOf(machine), p.start, p.setupEnd) === setup, p, 'has the wrong setup');
    holds(p.start <= p.setupEnd && p.setupEnd <= p.end, p, 'has its setup outside it');
    holds(
      p.segments[0]?.start === p.start && p.segments.at(-1)?.end === p.end,
      p,
      'has segments not from start to end',
    );
    let total = 0;
    let previousEnd = Number.NEGATIVE_INFINITY;
    for (const segment of p.segments) {
      // In order; inside a shift (so not on a holiday or day off), out of the breaks and the downtime.
      const wrong =
        segment.start < previousEnd ||
        segment.end <= segment.start ||
        !insideAShift(calendarOf(machine), segment.start, segment.end) ||
        inABreak(machine.calendar, segment.start, segment.end) ||
        (machine.downtime ?? []).some((w) => w.start < segment.end && segment.start < w.end);
      holds(!wrong, p, `has segment ${segment.start}–${segment.end} out of order or outside working time`);
      total += segment.end - segment.start;
      previousEnd = segment.end;
    }
    holds(total === setup + run, p, `works ${total} minutes, not ${setup} + ${run}`);
  }

  // No machine double-booked, nor a job interleaved with another.
  for (const machine of input.machines) {
    const jobs = result.placements.filter((p) => p.machineId === machine.id).sort((a, b) => a.start - b.start);
    for (let i = 1; i < jobs.length; i++) {
      holds(
        (jobs[i] as Placement).start >= (jobs[i - 1] as Placement).end,
        jobs[i] as Placement,
        'overlaps the job before',
      );
    }
  }

  // Pins: honoured where valid and ending by the horizon (moved only to working time, or past an
  // earlier pin with a conflict), else reported.
  for (const operation of input.operations) {
    const p = placements.get(operation.id);
    if (!operation.lock || nothingLeft(operation)) {
      expect(p?.locked ?? false).toBe(false);
      continue;
    }
    const machine = machines.get(operation.lock.machineId);
    const name = `${operation.workOrderLabel} operation ${operation.seq} is pinned`;
    const refused = result.conflicts.some((c) => c.startsWith(`${name} to`) && !c.startsWith(`${name} to start`));
    if (p?.locked) {
      expect(machine && usable(machine) && machine.kinds.includes(operation.kind)).toBe(true);
      expect(p.machineId).toBe(machine?.id);
      const calendar = calendarOf(machine as ScheduleMachine);
      const pinned = calendar.nextWorkingMinute(Math.max(operation.lock.start, input.now)) as number;
      expect(p.start).toBeGreaterThanOrEqual(pinned);
      if (p.start !== pinned) expect(result.conflicts.some((c) => c.startsWith(`${name} on`))).toBe(true);
      expect(refused).toBe(false);
    } else {
      expect(refused).toBe(true);
    }
  }

  // Each work order: its operations in order, each after the one before and its transfer; what
  // cannot be placed listed with why, and everything after it too; the forecast from them.
  const workOrderIds = [...new Set(input.operations.map((o) => o.workOrderId))];
  expect(result.forecasts.map((f) => f.workOrderId).sort()).toEqual(workOrderIds.sort());
  for (const forecast of result.forecasts) {
    const own = input.operations.filter((o) => o.workOrderId === forecast.workOrderId).sort((a, b) => a.seq - b.seq);
    let ready: number | null = null;
    let finish: number | null = null;
    let blocker: ScheduleOperation | null = null;
    const blocked: { operationId: string; reason: string }[] = [];
    for (const operation of own) {
      const p = placements.get(operation.id);
      const name = `${operation.workOrderLabel} operation ${operation.seq}`;
      if (nothingLeft(operation)) {
        expect(p).toBeUndefined();
        continue;
      }
      if (blocker) {
        // Only a pin holds its place after an operation that could not be placed.
        const reason = `${blocker.workOrderLabel} operation ${blocker.seq} before it could not be placed`;
        if (p) {
          expect(p.locked).toBe(true);
          expect(result.conflicts.some((c) => c.startsWith(`${name} keeps its pin`))).toBe(true);
        } else {
          blocked.push({ operationId: operation.id, reason });
        }
      } else if (p) {
        const transfer = operation.transferMinutes ?? input.transferMinutes ?? 0;
        if (ready !== null && p.start < ready + transfer) {
          expect(p.locked).toBe(true);
          expect(result.conflicts.some((c) => c.startsWith(`${name} is pinned to start`))).toBe(true);
        }
      } else {
        const runnable = input.machines.some((m) => usable(m) && m.kinds.includes(operation.kind));
        const entry = forecast.blocked.find((b) => b.operationId === operation.id);
        expect(entry?.reason).toBe(
          runnable
            ? `It would end after the planning horizon (${dateOfMinute(Math.floor(horizon)).split('-').reverse().join('/')})`
            : `No available machine can run ${{ spm: 'SPM', rough: 'rough', second_op: 'second op', single_setup: 'single setup' }[operation.kind]} work`,
        );
        blocked.push({ operationId: operation.id, reason: entry?.reason as string });
        blocker = operation;
      }
      if (absurd(operation)) expect(p).toBeUndefined();
      if (p) {
        ready = Math.max(ready ?? p.end, p.end);
        finish = Math.max(finish ?? p.end, p.end);
      }
    }
    const due = Math.min(...own.map((o) => dueMinute(o.dueDate)));
    expect(forecast).toEqual({
      workOrderId: forecast.workOrderId,
      finish,
      due,
      late: blocked.length > 0 || (finish !== null && finish > due),
      unplaced: blocked.map((b) => b.operationId),
      blocked,
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
            ...input,
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
