import { OPERATION_KIND_LABELS } from '../plant/operations.js';
import { CompiledCalendar, dateOfMinute, MINUTES_PER_DAY, type TimeSegment } from './plant-calendar.js';
import {
  dueMinute,
  OPERATION_KINDS,
  type OperationKind,
  type ScheduleInput,
  type ScheduleMachine,
  type ScheduleOperation,
  type ScheduleResult,
} from './schedule.js';

/*
 * Rough-cut capacity: each machine's and each kind of machine's load, week by week, against the
 * working time it has. Two loads, because they answer two questions:
 *
 * - planned: the worked minutes (setup and run) of the schedule's placements falling in the week.
 *   A finite schedule never loads a machine past its shifts, so this shows how full the plan is,
 *   not where it is short; work the schedule could not place at all is added to its kind's load in
 *   the week it is due, so that shortfall still shows.
 * - demand: each open operation's hours in the week its work order is due (the classic rough-cut
 *   by due date), per kind of machine. Where it is above the capacity, the plant cannot make
 *   everything by its due date without more time or more machines.
 *
 * Weeks start on Monday 00:00 plant time; the first is the week of the plan's now, and its
 * capacity counts only from now on, as its load does.
 */

export const ROUGH_CUT_DEFAULT_WEEKS = 12;
export const ROUGH_CUT_MAX_WEEKS = 26;

const WEEK = 7 * MINUTES_PER_DAY;

/** A machine as the rough cut reads it: the scheduler's, with the downtime windows its capacity loses, when the plan has them. */
export type RoughCutMachine = ScheduleMachine & { downtime?: readonly TimeSegment[] | undefined };

export interface RoughCutInput extends Omit<ScheduleInput, 'machines'> {
  machines: readonly RoughCutMachine[];
}

/** One operation's minutes in a week. */
export interface RoughCutJob {
  workOrderId: string;
  workOrderLabel: string;
  operationId: string;
  /** "Rough 1st side"; the operation's number when the plan gave no label. */
  label: string;
  minutes: number;
  /** False for work the schedule could not place, counted in the week it is due. */
  placed: boolean;
}

export interface RoughCutCell {
  loadMinutes: number;
  capacityMinutes: number;
  /** Largest first. */
  jobs: RoughCutJob[];
}

export interface RoughCutRow {
  /** A machine's id, or the kind. */
  id: string;
  label: string;
  kinds: OperationKind[];
  /** Takes work: available, with working shifts. */
  working: boolean;
  cells: RoughCutCell[];
}

export interface RoughCut {
  /** The Monday of each week, yyyy-MM-dd. */
  weeks: string[];
  /** Planned load per machine (label order). */
  machines: RoughCutRow[];
  /** Planned load per kind, with the work that could not be placed. */
  kinds: RoughCutRow[];
  /** Due-date demand per kind. */
  demand: RoughCutRow[];
}

/** The minute a week (Monday 00:00) holding minute m starts. */
export function weekStartOf(m: number): number {
  const day = Math.floor(m / MINUTES_PER_DAY);
  // Day 0 (1 January 1970) was a Thursday: (day + 3) mod 7 is 0 on Mondays.
  const sinceMonday = (((day + 3) % 7) + 7) % 7;
  return (day - sinceMonday) * MINUTES_PER_DAY;
}

/** A cell's load against its capacity: utilisation (null without capacity) and the minutes over it. */
export function cellFigures(cell: Pick<RoughCutCell, 'loadMinutes' | 'capacityMinutes'>) {
  const over = Math.max(0, cell.loadMinutes - cell.capacityMinutes);
  return {
    utilisation: cell.capacityMinutes > 0 ? Math.round((cell.loadMinutes * 100) / cell.capacityMinutes) : null,
    overloaded: over > 0,
    overMinutes: over,
  };
}

/** A row's cells as they fill: minutes and each operation's share, by week. */
class Buckets {
  readonly load: number[];
  readonly jobs: Map<string, RoughCutJob>[];
  constructor(weeks: number) {
    this.load = Array.from({ length: weeks }, () => 0);
    this.jobs = Array.from({ length: weeks }, () => new Map());
  }
  add(week: number, operation: ScheduleOperation, label: string, minutes: number, placed: boolean) {
    if (minutes <= 0) return;
    this.load[week] = (this.load[week] ?? 0) + minutes;
    const jobs = this.jobs[week] as Map<string, RoughCutJob>;
    const job = jobs.get(operation.id);
    if (job) job.minutes += minutes;
    else {
      jobs.set(operation.id, {
        workOrderId: operation.workOrderId,
        workOrderLabel: operation.workOrderLabel,
        operationId: operation.id,
        label,
        minutes,
        placed,
      });
    }
  }
  cells(capacity: readonly number[]): RoughCutCell[] {
    return this.load.map((loadMinutes, week) => ({
      loadMinutes,
      capacityMinutes: capacity[week] ?? 0,
      jobs: [...(this.jobs[week] as Map<string, RoughCutJob>).values()].sort(
        (a, b) => b.minutes - a.minutes || (a.operationId < b.operationId ? -1 : 1),
      ),
    }));
  }
}

/** A machine's calendar ready for arithmetic with its downtime, or null when it takes no work. */
function workingCalendar(machine: RoughCutMachine): CompiledCalendar | null {
  if (!machine.available) return null;
  try {
    const calendar = new CompiledCalendar(machine.calendar, machine.downtime ?? []);
    return calendar.hasWork ? calendar : null;
  } catch {
    return null;
  }
}

/**
 * The rough cut of a plan over `weeks` weeks from the plan's now: `result` is the schedule of
 * `input`; `labels` names operations by id (their sequence number otherwise).
 */
export function roughCut(
  input: RoughCutInput,
  result: ScheduleResult,
  weeks: number,
  labels: ReadonlyMap<string, string> = new Map(),
): RoughCut {
  const first = weekStartOf(input.now);
  const end = first + weeks * WEEK;
  const weekOf = (m: number) => Math.floor((m - first) / WEEK);
  const starts = Array.from({ length: weeks }, (_, w) => first + w * WEEK);
  const operations = new Map(input.operations.map((operation) => [operation.id, operation]));
  const labelOf = (operation: ScheduleOperation) => labels.get(operation.id) ?? `Operation ${operation.seq}`;

  // Each machine's working minutes a week, from now on: none for one that takes no work.
  const machines = [...input.machines].sort((a, b) =>
    a.label < b.label ? -1 : a.label > b.label ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  const capacityOf = new Map<string, number[]>();
  const calendars = new Map<string, CompiledCalendar | null>();
  for (const machine of machines) {
    const calendar = workingCalendar(machine);
    calendars.set(machine.id, calendar);
    capacityOf.set(
      machine.id,
      starts.map((start) =>
        calendar ? calendar.workedBefore(start + WEEK) - calendar.workedBefore(Math.max(start, input.now)) : 0,
      ),
    );
  }
  const kindCapacity = new Map<OperationKind, number[]>();
  const kindSetup = new Map<OperationKind, number>();
  for (const kind of OPERATION_KINDS) {
    const able = machines.filter((machine) => calendars.get(machine.id) && machine.kinds.includes(kind));
    kindCapacity.set(
      kind,
      starts.map((_, w) => able.reduce((sum, machine) => sum + (capacityOf.get(machine.id)?.[w] ?? 0), 0)),
    );
    if (able.length > 0) kindSetup.set(kind, Math.min(...able.map((machine) => Math.max(0, machine.setupMinutes))));
  }

  // Planned: the placements' worked time, split at the weeks' edges.
  const byMachine = new Map(machines.map((machine) => [machine.id, new Buckets(weeks)]));
  const byKind = new Map(OPERATION_KINDS.map((kind) => [kind, new Buckets(weeks)]));
  for (const placement of result.placements) {
    const operation = operations.get(placement.operationId);
    if (!operation) continue;
    for (const segment of placement.segments) {
      let from = Math.max(segment.start, first);
      const to = Math.min(segment.end, end);
      while (from < to) {
        const week = weekOf(from);
        const until = Math.min(to, first + (week + 1) * WEEK);
        byMachine.get(placement.machineId)?.add(week, operation, labelOf(operation), until - from, true);
        byKind.get(operation.kind)?.add(week, operation, labelOf(operation), until - from, true);
        from = until;
      }
    }
  }

  // What could not be placed, and the demand: an operation's run and one setup (the least of the
  // machines that run it, none when a machine is still set up for it) in the week its work order
  // is due; an overdue one in the first week, one due after the last week not at all.
  const dueWeek = (operation: ScheduleOperation) => Math.max(0, weekOf(dueMinute(operation.dueDate) - 1));
  const hoursOf = (operation: ScheduleOperation) => {
    const run = Number.isFinite(operation.minutes) && operation.minutes > 0 ? Math.ceil(operation.minutes) : 0;
    return run === 0 ? 0 : run + (operation.setUpOn ? 0 : (kindSetup.get(operation.kind) ?? 0));
  };
  const unplaced = new Set(result.forecasts.flatMap((forecast) => forecast.unplaced));
  const demand = new Map(OPERATION_KINDS.map((kind) => [kind, new Buckets(weeks)]));
  for (const operation of input.operations) {
    const week = dueWeek(operation);
    if (week >= weeks) continue;
    const minutes = hoursOf(operation);
    demand.get(operation.kind)?.add(week, operation, labelOf(operation), minutes, !unplaced.has(operation.id));
    if (unplaced.has(operation.id))
      byKind.get(operation.kind)?.add(week, operation, labelOf(operation), minutes, false);
  }

  const machineRows: RoughCutRow[] = machines.map((machine) => ({
    id: machine.id,
    label: machine.label,
    kinds: OPERATION_KINDS.filter((kind) => machine.kinds.includes(kind)),
    working: calendars.get(machine.id) !== null,
    cells: (byMachine.get(machine.id) as Buckets).cells(capacityOf.get(machine.id) ?? []),
  }));
  const kindRows = (buckets: Map<OperationKind, Buckets>): RoughCutRow[] =>
    OPERATION_KINDS.filter(
      (kind) => kindSetup.has(kind) || (buckets.get(kind) as Buckets).load.some((minutes) => minutes > 0),
    ).map((kind) => ({
      id: kind,
      label: OPERATION_KIND_LABELS[kind],
      kinds: [kind],
      working: kindSetup.has(kind),
      cells: (buckets.get(kind) as Buckets).cells(kindCapacity.get(kind) ?? []),
    }));
  return {
    weeks: starts.map((start) => dateOfMinute(start)),
    machines: machineRows,
    kinds: kindRows(byKind),
    demand: kindRows(demand),
  };
}
