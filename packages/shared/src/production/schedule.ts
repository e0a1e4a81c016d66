import { indianDate } from '../calendar.js';
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
 * machine's shifts and what it can do. Pure and deterministic (same input in any order → the same
 * output), so the server's recomputed schedule and the browser's preview of a drag agree.
 *
 * Pinned (locked) operations go first, where the planner put them; then the work orders in due-date
 * order, each operation in turn on the capable machine where it finishes earliest, in a gap between
 * jobs when the whole job fits there. A job never interleaves with another one on its machine.
 */

/** The kinds of machine work an operation needs. */
export const OPERATION_KINDS = ['spm', 'rough', 'second_op', 'single_setup'] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

export interface ScheduleMachine {
  id: string;
  label: string;
  /** The kinds of operation it can run. */
  kinds: readonly OperationKind[];
  calendar: MachineCalendar;
  /** Worked before every job placed on it (but one it is still set up for), in shift time. */
  setupMinutes: number;
  /** False in a breakdown or maintenance: it takes no work, pinned work included. */
  available: boolean;
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
}

/** An operation's place on a machine: setup from `start` to `setupEnd`, then the run until `end`. */
export interface Placement {
  operationId: string;
  workOrderId: string;
  machineId: string;
  start: number;
  setupEnd: number;
  end: number;
  /** The shift time worked, one piece per shift, adding up to setup + run. */
  segments: TimeSegment[];
  locked: boolean;
}

export interface WorkOrderForecast {
  workOrderId: string;
  /** When its last placed operation ends; null when none is placed. */
  finish: number | null;
  /** The end of its due date. */
  due: number;
  late: boolean;
  /** Its operations no available machine can run. */
  unplaced: string[];
}

export interface ScheduleInput {
  /** Nothing starts before this minute. */
  now: number;
  machines: readonly ScheduleMachine[];
  operations: readonly ScheduleOperation[];
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

/** A machine as the scheduler keeps it: its calendar ready for arithmetic and its jobs so far. */
interface Lane {
  machine: ScheduleMachine;
  order: number;
  calendar: CompiledCalendar | null;
  setup: number;
  /** Takes work: available and with working shifts. */
  usable: boolean;
  /** Wall-clock stretches of its jobs, ascending and apart (so their ends ascend too). */
  busy: TimeSegment[];
  /** Where the job it is still set up for was placed without a setup: no other job goes before it. */
  held: number;
}

interface WorkOrderPlan {
  id: string;
  due: number;
  releasedAt: number;
  operations: ScheduleOperation[];
}

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

/** Index of the first of the ascending, disjoint stretches that ends after m. */
function firstEndingAfter(busy: readonly TimeSegment[], m: number): number {
  let low = 0;
  let high = busy.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((busy[mid] as TimeSegment).end <= m) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Records a job's stretch on its machine, keeping the stretches in order. */
function occupy(lane: Lane, start: number, end: number): void {
  const at = firstEndingAfter(lane.busy, start);
  lane.busy.splice(at, 0, { start, end });
}

/**
 * The earliest start and end of `duration` shift minutes on a lane from `ready`, in the first gap
 * that holds the whole job or after the last job; null when it cannot end before `endBefore`.
 */
function earliestSlot(
  lane: Lane,
  calendar: CompiledCalendar,
  ready: number,
  duration: number,
  endBefore: number,
): { start: number; end: number } | null {
  const { busy } = lane;
  let index = firstEndingAfter(busy, ready);
  let from = ready;
  for (;;) {
    const start = calendar.nextWorkingMinute(from) as number;
    // It ends after it starts, so starting at or after the best end found elsewhere cannot win.
    if (start >= endBefore) return null;
    while (index < busy.length && (busy[index] as TimeSegment).end <= start) index++;
    const next = busy[index];
    if (next && next.start <= start) {
      from = next.end;
      index++;
      continue;
    }
    const end = calendar.minuteWhenWorked(calendar.workedBefore(start) + duration, start);
    if (!next || end <= next.start) return end < endBefore ? { start, end } : null;
    from = next.end;
    index++;
  }
}

/**
 * The earliest slot for an operation on a lane, with the setup it needs there: none on the machine
 * still set up for it, as long as no other job goes on that machine before it.
 */
function slotFor(
  lane: Lane,
  calendar: CompiledCalendar,
  operation: ScheduleOperation,
  ready: number,
  endBefore: number,
): { start: number; end: number; setup: number } | null {
  const minutes = wholeMinutes(operation.minutes);
  // The setup is the first job's to keep: once a job has kept it, the others are set up as usual.
  if (operation.setUpOn === lane.machine.id && lane.held === Number.NEGATIVE_INFINITY) {
    const slot = earliestSlot(lane, calendar, ready, minutes, endBefore);
    const first = lane.busy[0];
    if (slot && (!first || slot.end <= first.start)) return { ...slot, setup: 0 };
  }
  const slot = earliestSlot(lane, calendar, Math.max(ready, lane.held), lane.setup + minutes, endBefore);
  return slot && { ...slot, setup: lane.setup };
}

/** Builds the placement of a job starting at `start` (a working minute) on a lane, `setup` minutes of it the setup. */
function placeAt(
  lane: Lane,
  calendar: CompiledCalendar,
  operation: ScheduleOperation,
  start: number,
  setup: number,
  locked: boolean,
) {
  // The machine is kept set up for this job, the first on it: nothing is planned there before it.
  const first = lane.busy[0];
  if (operation.setUpOn === lane.machine.id && (!first || start < first.start)) lane.held = start;
  const before = calendar.workedBefore(start);
  const setupEnd = setup > 0 ? calendar.minuteWhenWorked(before + setup, start) : start;
  const end = calendar.minuteWhenWorked(before + setup + wholeMinutes(operation.minutes), start);
  occupy(lane, start, end);
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
 *   next one may start when the one before it ends.
 * - A pin is honoured only on a machine that is available, has shifts and can run the operation's
 *   kind; otherwise the conflict is reported and the operation is planned like the others. Every
 *   placement is therefore on a capable, available machine.
 * - A pin earlier than `now` means the job is on the machine now: what is left runs from `now`.
 *   A pin outside the machine's shifts moves to its next shift; one overlapping an earlier pin on
 *   the same machine moves to that one's end (reported).
 * - A pinned operation keeps its place even when it starts before the operation before it ends;
 *   that is reported. The operations after it wait for it.
 * - A machine whose calendar is invalid takes no work (reported).
 */
export function schedule(input: ScheduleInput): ScheduleResult {
  const { now } = input;
  const conflicts: string[] = [];

  const lanes: Lane[] = [...input.machines]
    .sort((a, b) => compareText(a.label, b.label) || compareText(a.id, b.id))
    .map((machine, order) => {
      let calendar: CompiledCalendar | null = null;
      try {
        calendar = new CompiledCalendar(machine.calendar);
      } catch (error) {
        conflicts.push(
          `${machine.label}: its calendar cannot be used (${(error as Error).message}); it takes no work.`,
        );
      }
      const usable = machine.available && calendar?.hasWork === true;
      const setup = wholeMinutes(machine.setupMinutes);
      return { machine, order, calendar, setup, usable, busy: [], held: Number.NEGATIVE_INFINITY };
    });
  const laneById = new Map<string, Lane>();
  for (const lane of lanes) if (!laneById.has(lane.machine.id)) laneById.set(lane.machine.id, lane);
  const lanesByKind = new Map<OperationKind, Lane[]>();
  for (const lane of lanes) {
    if (!lane.usable) continue;
    for (const kind of new Set(lane.machine.kinds)) {
      const list = lanesByKind.get(kind) ?? [];
      list.push(lane);
      lanesByKind.set(kind, list);
    }
  }

  // The work orders in the order they are planned, each with its operations in sequence.
  const plans = new Map<string, WorkOrderPlan>();
  for (const operation of input.operations) {
    const due = dueMinute(operation.dueDate);
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
  const rank = new Map<ScheduleOperation, number>();
  for (const plan of orderedPlans) {
    plan.operations.sort((a, b) => a.seq - b.seq || compareText(a.id, b.id));
    for (const operation of plan.operations) rank.set(operation, rank.size);
  }

  // Pinned operations first, on each machine in the order of their pinned starts.
  const placed = new Map<ScheduleOperation, Placement>();
  const pins: { operation: ScheduleOperation; lane: Lane; calendar: CompiledCalendar; start: number }[] = [];
  for (const plan of orderedPlans) {
    for (const operation of plan.operations) {
      const { lock } = operation;
      if (!lock || wholeMinutes(operation.minutes) === 0) continue;
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
      pins.push({ operation, lane, calendar: lane.calendar, start });
    }
  }
  pins.sort(
    (a, b) =>
      a.lane.order - b.lane.order || a.start - b.start || (rank.get(a.operation) ?? 0) - (rank.get(b.operation) ?? 0),
  );
  let previous: { lane: Lane; operation: ScheduleOperation; end: number } | null = null;
  for (const { operation, lane, calendar, start: pinned } of pins) {
    let start = pinned;
    if (previous && previous.lane === lane && pinned < previous.end) {
      start = calendar.nextWorkingMinute(previous.end) as number;
      conflicts.push(
        `${operationName(operation)} is pinned on ${lane.machine.label} at ${plantTime(pinned)}, overlapping ` +
          `${operationName(previous.operation)}; it is moved to ${plantTime(start)}, when that one finishes.`,
      );
    }
    // The first job on its machine needs no setup there if the machine is still set up for it.
    const setup = operation.setUpOn === lane.machine.id && lane.busy.length === 0 ? 0 : lane.setup;
    const placement = placeAt(lane, calendar, operation, start, setup, true);
    placed.set(operation, placement);
    previous = { lane, operation, end: placement.end };
  }

  // Then every work order in turn, each operation after the ones before it.
  const forecasts: WorkOrderForecast[] = [];
  for (const plan of orderedPlans) {
    let ready = now;
    let readyAfter: ScheduleOperation | null = null;
    let finish: number | null = null;
    const unplaced: string[] = [];
    for (const operation of plan.operations) {
      const minutes = wholeMinutes(operation.minutes);
      if (minutes === 0) continue;
      let placement = placed.get(operation);
      if (placement) {
        if (readyAfter && placement.start < ready) {
          conflicts.push(
            `${operationName(operation)} is pinned to start at ${plantTime(placement.start)}, before ` +
              `${operationName(readyAfter)} finishes at ${plantTime(ready)}.`,
          );
        }
      } else {
        let best: { lane: Lane; calendar: CompiledCalendar; start: number; end: number; setup: number } | null = null;
        for (const lane of lanesByKind.get(operation.kind) ?? []) {
          const calendar = lane.calendar as CompiledCalendar;
          const slot = slotFor(lane, calendar, operation, ready, best ? best.end : Number.POSITIVE_INFINITY);
          if (slot) best = { lane, calendar, ...slot };
        }
        if (!best) {
          unplaced.push(operation.id);
          continue;
        }
        placement = placeAt(best.lane, best.calendar, operation, best.start, best.setup, false);
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
      late: finish !== null && finish > plan.due,
      unplaced,
    });
  }

  const laneOf = (placement: Placement) => (laneById.get(placement.machineId) as Lane).order;
  const placements = [...placed.values()].sort(
    (a, b) => laneOf(a) - laneOf(b) || a.start - b.start || compareText(a.operationId, b.operationId),
  );
  return { placements, forecasts, conflicts };
}
