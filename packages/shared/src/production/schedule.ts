import { indianDate } from '../calendar.js';
import { FreeTime } from './free-time.js';
import {
  CompiledCalendar,
  dateOfMinute,
  dayOfDate,
  isoOfMinute,
  type MachineCalendar,
  MINUTES_PER_DAY,
  type TimeSegment,
} from './plant-calendar.js';

/*
 * The finite-capacity machine schedule: where and when each open operation runs, given each
 * machine's shifts, breaks, downtime, efficiency and what it can do. Pure and deterministic (same
 * input in any order → the same output), so the server's recomputed schedule and the browser's
 * preview of a drag agree.
 *
 * Pinned (locked) operations go first, where the planner put them; then the work orders in due-date
 * order, each operation in turn on the capable machine where it finishes earliest, in a gap between
 * jobs when the whole job fits there, once the operation before it has ended and its parts have been
 * moved. A job never interleaves with another one on its machine; nothing ends after the horizon.
 *
 * Each machine's free time is kept in its own working minutes (free-time.ts), where a job is one
 * stretch whatever shifts and breaks it spans: finding the first gap that holds a job is a tree
 * search, and a machine whose earliest end cannot beat the best found so far costs two counts.
 */

/** The kinds of machine work an operation needs. */
export const OPERATION_KINDS = ['spm', 'rough', 'second_op', 'single_setup'] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

/** How far ahead the schedule plans by default: nothing is placed ending later than this after now. */
export const PLANNING_HORIZON_DAYS = 730;

export interface ScheduleMachine {
  id: string;
  label: string;
  /** The kinds of operation it can run. */
  kinds: readonly OperationKind[];
  calendar: MachineCalendar;
  /** Worked before every job placed on it (but one it is still set up for), in shift time. */
  setupMinutes: number;
  /** False in a breakdown or maintenance for the whole horizon: it takes no work, pinned work included. */
  available: boolean;
  /**
   * Planning efficiency, above 0 and at most MAX_PLANNING_EFFICIENCY (1 by default): a run of m
   * minutes takes ceil(m / efficiency) shift minutes there. Above 1 the machine beats the cycle
   * times on record (they were set cautiously); setup is not scaled.
   */
  efficiency?: number;
  /**
   * Windows of minute numbers (start included, end not) it does no work in: planned maintenance, or
   * a breakdown until its expected return. A job running into one pauses through it; a pin inside
   * one starts at its end.
   */
  downtime?: readonly TimeSegment[];
}

export interface ScheduleOperation {
  id: string;
  workOrderId: string;
  workOrderLabel: string;
  /** Order within its work order, ascending. */
  seq: number;
  kind: OperationKind;
  /** Run time of what is left to make (pieces left × cycle time), whole minutes; 0 when nothing is left. */
  minutes: number;
  /** ISO date: the work order is due by the end of that day. */
  dueDate: string;
  /** Minute number the work order was released: the tie-breaker between equal due dates. */
  releasedAt: number;
  /** A planner pinned it to a machine and a start. */
  lock?: { machineId: string; start: number };
  /** The machine that ran it last and still holds its setup: placed there, it needs none. */
  setUpOn?: string;
  /** Wall-clock minutes its parts take to come from the operation before (transfer, queue), instead of the plant's. */
  transferMinutes?: number;
}

/** An operation's place on a machine: setup from `start` to `setupEnd`, then the run until `end`. */
export interface Placement {
  operationId: string;
  workOrderId: string;
  machineId: string;
  start: number;
  setupEnd: number;
  end: number;
  /** The working time, one piece per shift between breaks and downtime, adding up to setup + run. */
  segments: TimeSegment[];
  locked: boolean;
}

export interface WorkOrderForecast {
  workOrderId: string;
  /** When its last placed operation ends; null when none is placed. */
  finish: number | null;
  /** The end of its due date. */
  due: number;
  /** It finishes after its due date, or an operation of it could not be placed. */
  late: boolean;
  /** Its operations that could not be placed, in sequence. */
  unplaced: string[];
  /** Why each of `unplaced` could not be placed, in the same order. */
  blocked: BlockedOperation[];
}

/** An operation left unplaced, and why, in plain English. */
export interface BlockedOperation {
  operationId: string;
  reason: string;
}

export interface ScheduleInput {
  /** Nothing starts before this minute. */
  now: number;
  machines: readonly ScheduleMachine[];
  operations: readonly ScheduleOperation[];
  /**
   * Wall-clock minutes an operation's parts take to come from the operation before (transfer,
   * queue) before it may start; 0 by default. The first operation of a work order waits for none.
   */
  transferMinutes?: number;
  /** The minute number nothing may end after; now + PLANNING_HORIZON_DAYS days by default. */
  horizon?: number;
}

export interface ScheduleResult {
  /** By machine (label order), then start. */
  placements: Placement[];
  /** By work order in the order they were planned: due date, release, id. */
  forecasts: WorkOrderForecast[];
  /** What the planner should look at, in plain English. */
  conflicts: string[];
}

/** The minute a work order due on `dueDate` is due: the end of that day. */
export function dueMinute(dueDate: string): number {
  return dayOfDate(dueDate) * MINUTES_PER_DAY + MINUTES_PER_DAY;
}

/** The highest planning efficiency a machine may have: 1.5, half as fast again as its cycle times say. */
export const MAX_PLANNING_EFFICIENCY = 1.5;

/** The run time of `minutes` on a machine at `efficiency`: whole minutes, a part of a minute taking the whole. */
export function plannedRunMinutes(minutes: number, efficiency = 1): number {
  // Minutes that are not a number can never be planned: they fail the horizon.
  if (!Number.isFinite(minutes)) return Number.POSITIVE_INFINITY;
  if (minutes <= 0) return 0;
  const exact = Math.ceil(minutes) / efficiency;
  // 70 / 0.7 is 100.00000000000001 in floating point: that is 100 minutes, not 101.
  const near = Math.round(exact);
  return Math.abs(exact - near) <= near * 1e-9 ? near : Math.ceil(exact);
}

/** What an operation takes on a machine, in its working minutes: the setup, then the run. */
export interface OperationTime {
  setup: number;
  run: number;
}

/**
 * Machine time, the one rule: the run of what is left (pieces × cycle time in whole minutes,
 * `runMinutes`) at the machine's planning efficiency, whole minutes up, after the machine's setup
 * (0 when it is still set up for the job). The scheduler places every operation by it, and an
 * order line's machine hours count by it (plant/machine-hours.ts): one formula for the board and
 * the order.
 */
export function operationTime(minutes: number, efficiency: number, setupMinutes: number): OperationTime {
  return { setup: wholeMinutes(setupMinutes), run: plannedRunMinutes(minutes, efficiency) };
}

/** Whether a planning efficiency is one the scheduler plans with: above 0, at most MAX_PLANNING_EFFICIENCY. */
export const usableEfficiency = (efficiency: number) =>
  Number.isFinite(efficiency) && efficiency > 0 && efficiency <= MAX_PLANNING_EFFICIENCY;

/** Whether the scheduler gives a machine work: available, at a usable efficiency, on a calendar with working time. */
export const takesWork = (machine: ScheduleMachine, calendar: CompiledCalendar | null) =>
  machine.available && usableEfficiency(machine.efficiency ?? 1) && calendar?.hasWork === true;

/** A machine as the scheduler keeps it: its calendar ready for arithmetic and its free time so far. */
interface Lane {
  machine: ScheduleMachine;
  order: number;
  calendar: CompiledCalendar | null;
  setup: number;
  efficiency: number;
  /** Takes work: available, with working time and a usable efficiency. */
  usable: boolean;
  /** Its free time in its calendar's working minutes. */
  free: FreeTime;
  jobs: number;
  /** Where its first job starts, in working minutes; +∞ while it has none. */
  firstJob: number;
  /** Where the job it is still set up for was placed without a setup: no other job goes before it. */
  held: number;
}

/** A usable lane: one with a calendar. */
type WorkingLane = Lane & { calendar: CompiledCalendar };

interface WorkOrderPlan {
  id: string;
  due: number;
  releasedAt: number;
  operations: ScheduleOperation[];
}

/** Where a job goes on a lane: from working minute `at`, `setup` then `run` minutes. */
interface Slot {
  at: number;
  setup: number;
  run: number;
}

/** What each kind of work is called in a sentence. */
const KIND_WORDS: Record<OperationKind, string> = {
  spm: 'SPM',
  rough: 'rough',
  second_op: 'second op',
  single_setup: 'single setup',
};

/** No horizon reaches past the end of the year 9999 (the calendar's counts stay exact well before). */
const LAST_MINUTE = dayOfDate('9999-12-31') * MINUTES_PER_DAY + MINUTES_PER_DAY;

/** Code-unit order: the same on every server and browser, whatever the locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whole non-negative minutes; a part of a minute takes the whole minute. */
function wholeMinutes(minutes: number): number {
  return Number.isFinite(minutes) && minutes > 0 ? Math.ceil(minutes) : 0;
}

/** A minute number as people read it: dd/mm/yyyy HH:MM. */
function plantTime(m: number): string {
  return `${indianDate(dateOfMinute(m))} ${isoOfMinute(m).slice(11)}`;
}

function operationName(operation: ScheduleOperation): string {
  return `${operation.workOrderLabel} operation ${operation.seq}`;
}

/**
 * The earliest slot for an operation of `run` minutes on a lane from `ready`, with the setup it
 * needs there (none on the machine still set up for it, as long as no other job goes on that
 * machine before it); null unless it ends by working minute `endBy`.
 */
function slotFor(lane: WorkingLane, operation: ScheduleOperation, ready: number, endBy: number): Slot | null {
  const { calendar, free } = lane;
  // The setup is the first job's to keep: once a job has kept it, the others are set up as usual.
  if (operation.setUpOn === lane.machine.id && lane.held === Number.NEGATIVE_INFINITY) {
    const time = operationTime(operation.minutes, lane.efficiency, 0);
    const at = free.firstFit(calendar.workedBefore(ready), time.setup + time.run, Math.min(endBy, lane.firstJob));
    if (at !== null) return { at, ...time };
  }
  const time = operationTime(operation.minutes, lane.efficiency, lane.setup);
  const at = free.firstFit(calendar.workedBefore(Math.max(ready, lane.held)), time.setup + time.run, endBy);
  return at === null ? null : { at, ...time };
}

/** Builds the placement of a job at a slot of a lane; `near` is a minute near its start. */
function placeAt(lane: WorkingLane, operation: ScheduleOperation, slot: Slot, near: number, locked: boolean) {
  const { calendar } = lane;
  const { at, setup, run } = slot;
  const start = calendar.minuteWhenWorked(at + 1, near) - 1;
  // The machine is kept set up for this job, the first on it: nothing is planned there before it.
  if (operation.setUpOn === lane.machine.id && at < lane.firstJob) lane.held = start;
  const setupEnd = setup > 0 ? calendar.minuteWhenWorked(at + setup, start) : start;
  const end = calendar.minuteWhenWorked(at + setup + run, start);
  lane.free.take(at, at + setup + run);
  lane.firstJob = Math.min(lane.firstJob, at);
  lane.jobs++;
  const placement: Placement = {
    operationId: operation.id,
    workOrderId: operation.workOrderId,
    machineId: lane.machine.id,
    start,
    setupEnd,
    end,
    segments: calendar.segmentsBetween(start, end),
    locked,
  };
  return placement;
}

/**
 * Plans every open operation on the machines. Decisions the rules leave open:
 * - An operation with nothing left (0 minutes) takes no machine time and gets no placement; the
 *   next one may start when the one before it ends (and its parts have been moved).
 * - A pin is honoured only on a machine that is available, has shifts and can run the operation's
 *   kind, and only when it ends by the horizon; otherwise the conflict is reported and the
 *   operation is planned like the others. Every placement is therefore on a capable, available machine.
 * - A pin earlier than `now` means the job is on the machine now: what is left runs from `now`.
 *   A pin outside the machine's working time (between shifts, in a break or downtime) moves to its
 *   next working minute; one overlapping an earlier pin on the same machine moves to that one's
 *   end (reported).
 * - A pinned operation keeps its place even when it starts before the operation before it ends,
 *   or before that one's parts have been moved; that is reported. The operations after it wait for it.
 * - An operation that cannot be placed (no machine runs its kind, or it would end after the
 *   horizon) leaves every later operation of its work order unplaced, and the work order late. A
 *   later operation that is pinned keeps its pin and its machine time (the planner put it there,
 *   perhaps it is running), reported as a conflict; the work order stays late.
 * - Minutes that are not a finite number, or so many that the job would end after the horizon,
 *   are never placed: the operation fails the horizon.
 * - A machine whose calendar or efficiency is invalid takes no work (reported).
 */
export function schedule(input: ScheduleInput): ScheduleResult {
  const { now } = input;
  const conflicts: string[] = [];
  const horizon = Math.floor(
    Math.min(
      input.horizon !== undefined && Number.isFinite(input.horizon)
        ? input.horizon
        : now + PLANNING_HORIZON_DAYS * MINUTES_PER_DAY,
      LAST_MINUTE,
    ),
  );
  const beyondHorizon = `It would end after the planning horizon (${indianDate(dateOfMinute(horizon))})`;
  const plantTransfer = wholeMinutes(input.transferMinutes ?? 0);

  // Machines with the same calendar and downtime share it compiled: it answers them all.
  const compiled = new Map<string, CompiledCalendar | Error>();
  const lanes: Lane[] = [...input.machines]
    .sort((a, b) => compareText(a.label, b.label) || compareText(a.id, b.id))
    .map((machine, order) => {
      const key = JSON.stringify([machine.calendar, machine.downtime ?? []]);
      let shared = compiled.get(key);
      if (!shared) {
        try {
          shared = new CompiledCalendar(machine.calendar, machine.downtime ?? []);
        } catch (error) {
          shared = error as Error;
        }
        compiled.set(key, shared);
      }
      const calendar = shared instanceof CompiledCalendar ? shared : null;
      if (!calendar) {
        conflicts.push(
          `${machine.label}: its calendar cannot be used (${(shared as Error).message}); it takes no work.`,
        );
      }
      const efficiency = machine.efficiency ?? 1;
      if (!usableEfficiency(efficiency)) {
        conflicts.push(
          `${machine.label}: its efficiency (${efficiency}) is not above 0 and at most ${MAX_PLANNING_EFFICIENCY}; it takes no work.`,
        );
      }
      return {
        machine,
        order,
        calendar,
        setup: wholeMinutes(machine.setupMinutes),
        efficiency,
        usable: takesWork(machine, calendar),
        free: new FreeTime(),
        jobs: 0,
        firstJob: Number.POSITIVE_INFINITY,
        held: Number.NEGATIVE_INFINITY,
      };
    });
  const laneById = new Map<string, Lane>();
  for (const lane of lanes) if (!laneById.has(lane.machine.id)) laneById.set(lane.machine.id, lane);
  const lanesByKind = new Map<OperationKind, WorkingLane[]>();
  for (const lane of lanes) {
    if (!lane.usable || !lane.calendar) continue;
    for (const kind of new Set(lane.machine.kinds)) {
      const list = lanesByKind.get(kind) ?? [];
      list.push(lane as WorkingLane);
      lanesByKind.set(kind, list);
    }
  }

  // The work orders in the order they are planned, each with its operations in sequence.
  const plans = new Map<string, WorkOrderPlan>();
  const dueOf = new Map<string, number>();
  for (const operation of input.operations) {
    const due = dueOf.get(operation.dueDate) ?? dueMinute(operation.dueDate);
    dueOf.set(operation.dueDate, due);
    const plan = plans.get(operation.workOrderId);
    if (!plan) {
      plans.set(operation.workOrderId, {
        id: operation.workOrderId,
        due,
        releasedAt: operation.releasedAt,
        operations: [operation],
      });
      continue;
    }
    plan.due = Math.min(plan.due, due);
    plan.releasedAt = Math.min(plan.releasedAt, operation.releasedAt);
    plan.operations.push(operation);
  }
  const orderedPlans = [...plans.values()].sort(
    (a, b) => a.due - b.due || a.releasedAt - b.releasedAt || compareText(a.id, b.id),
  );
  // Where each pinned operation comes in that order: the tie-breaker between pins at one start.
  const rank = new Map<ScheduleOperation, number>();
  let planned = 0;
  for (const plan of orderedPlans) {
    plan.operations.sort((a, b) => a.seq - b.seq || compareText(a.id, b.id));
    for (const operation of plan.operations) {
      if (operation.lock) rank.set(operation, planned);
      planned++;
    }
  }

  // Pinned operations first, on each machine in the order of their pinned starts.
  const placed = new Map<ScheduleOperation, Placement>();
  const pins: { operation: ScheduleOperation; lane: WorkingLane; start: number }[] = [];
  for (const plan of orderedPlans) {
    for (const operation of plan.operations) {
      const { lock } = operation;
      if (!lock || plannedRunMinutes(operation.minutes) === 0) continue;
      const lane = laneById.get(lock.machineId);
      const name = operationName(operation);
      const refusal = !lane
        ? 'a machine that is not in the plan'
        : !lane.machine.available
          ? `${lane.machine.label}, which is not available (breakdown or maintenance)`
          : !lane.usable || !lane.calendar
            ? `${lane.machine.label}, which has no working shifts`
            : !lane.machine.kinds.includes(operation.kind)
              ? `${lane.machine.label}, which cannot run this operation`
              : null;
      if (refusal || !lane?.calendar) {
        conflicts.push(`${name} is pinned to ${refusal}; it is planned like the others.`);
        continue;
      }
      const start = lane.calendar.nextWorkingMinute(Math.max(lock.start, now)) as number;
      pins.push({ operation, lane: lane as WorkingLane, start });
    }
  }
  pins.sort(
    (a, b) =>
      a.lane.order - b.lane.order || a.start - b.start || (rank.get(a.operation) ?? 0) - (rank.get(b.operation) ?? 0),
  );
  let previous: { lane: Lane; operation: ScheduleOperation; end: number } | null = null;
  for (const { operation, lane, start: pinned } of pins) {
    const { calendar } = lane;
    let start = pinned;
    if (previous && previous.lane === lane && pinned < previous.end) {
      start = calendar.nextWorkingMinute(previous.end) as number;
      conflicts.push(
        `${operationName(operation)} is pinned on ${lane.machine.label} at ${plantTime(pinned)}, overlapping ` +
          `${operationName(previous.operation)}; it is moved to ${plantTime(start)}, when that one finishes.`,
      );
    }
    // The first job on its machine needs no setup there if the machine is still set up for it.
    const setup = operation.setUpOn === lane.machine.id && lane.jobs === 0 ? 0 : lane.setup;
    const slot = { at: calendar.workedBefore(start), ...operationTime(operation.minutes, lane.efficiency, setup) };
    if (slot.at + slot.setup + slot.run > calendar.workedBefore(horizon)) {
      conflicts.push(
        `${operationName(operation)} is pinned to ${lane.machine.label}, where it would end after the planning ` +
          `horizon (${indianDate(dateOfMinute(horizon))}); it is planned like the others.`,
      );
      continue;
    }
    const placement = placeAt(lane, operation, slot, start, true);
    placed.set(operation, placement);
    previous = { lane, operation, end: placement.end };
  }

  // Then every work order in turn, each operation after the ones before it.
  const forecasts: WorkOrderForecast[] = [];
  for (const plan of orderedPlans) {
    let ready = now;
    let readyAfter: ScheduleOperation | null = null;
    let finish: number | null = null;
    const blocked: BlockedOperation[] = [];
    /** The first operation that could not be placed: every later one waits for it. */
    let blocker: ScheduleOperation | null = null;
    for (const operation of plan.operations) {
      if (plannedRunMinutes(operation.minutes) === 0) continue;
      let placement = placed.get(operation);
      if (blocker && !placement) {
        blocked.push({ operationId: operation.id, reason: `${operationName(blocker)} before it could not be placed` });
        continue;
      }
      const transfer = readyAfter ? wholeMinutes(operation.transferMinutes ?? plantTransfer) : 0;
      if (placement) {
        const name = operationName(operation);
        if (blocker) {
          conflicts.push(`${name} keeps its pin, though ${operationName(blocker)} before it could not be placed.`);
        } else if (readyAfter && placement.start < ready) {
          conflicts.push(
            `${name} is pinned to start at ${plantTime(placement.start)}, before ` +
              `${operationName(readyAfter)} finishes at ${plantTime(ready)}.`,
          );
        } else if (readyAfter && placement.start < ready + transfer) {
          conflicts.push(
            `${name} is pinned to start at ${plantTime(placement.start)}, within the ${transfer} minutes its parts ` +
              `take to come from ${operationName(readyAfter)}, which finishes at ${plantTime(ready)}.`,
          );
        }
      } else {
        const earliest = ready + transfer;
        const capable = lanesByKind.get(operation.kind) ?? [];
        let best: { lane: WorkingLane; slot: Slot } | null = null;
        // Only a machine where it ends before the best end so far can win; at first, by the horizon.
        let bestEnd = horizon + 1;
        for (const lane of capable) {
          const { calendar } = lane;
          const slot = slotFor(lane, operation, earliest, calendar.workedBefore(bestEnd - 1));
          if (!slot) continue;
          best = { lane, slot };
          bestEnd = calendar.minuteWhenWorked(slot.at + slot.setup + slot.run, earliest);
        }
        if (!best) {
          blocked.push({
            operationId: operation.id,
            reason: capable.length ? beyondHorizon : `No available machine can run ${KIND_WORDS[operation.kind]} work`,
          });
          blocker = operation;
          continue;
        }
        placement = placeAt(best.lane, operation, best.slot, earliest, false);
        placed.set(operation, placement);
      }
      if (placement.end > ready) {
        ready = placement.end;
        readyAfter = operation;
      }
      finish = Math.max(finish ?? placement.end, placement.end);
    }
    forecasts.push({
      workOrderId: plan.id,
      finish,
      due: plan.due,
      late: blocked.length > 0 || (finish !== null && finish > plan.due),
      unplaced: blocked.map((b) => b.operationId),
      blocked,
    });
  }

  const laneOf = (placement: Placement) => (laneById.get(placement.machineId) as Lane).order;
  const placements = [...placed.values()].sort(
    (a, b) => laneOf(a) - laneOf(b) || a.start - b.start || compareText(a.operationId, b.operationId),
  );
  return { placements, forecasts, conflicts };
}
