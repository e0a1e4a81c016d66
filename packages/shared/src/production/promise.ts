import { addDays, indianDate } from '../calendar.js';
import { formatIndianNumber } from '../money/indian-format.js';
import { OPERATION_KIND_LABELS } from '../plant/operations.js';
import { CompiledCalendar, dateOfMinute, dayOfDate, isoOfMinute, MINUTES_PER_DAY } from './plant-calendar.js';
import {
  type OperationKind,
  type Placement,
  type ScheduleInput,
  type ScheduleOperation,
  type ScheduleResult,
  schedule,
  type WorkOrderForecast,
} from './schedule.js';

/*
 * Capable-to-promise, capacity side: the earliest day a quantity of a product can be dispatched,
 * found by planning it as one more work order on the current plan. The plan is the scheduler's
 * own (`schedule()`, used as it is): the new work order gets a due date and a release that sort
 * after every open work order's, so it is planned last and takes only the time the others leave;
 * no open work order moves. The day its last operation ends, plus the plant's days between the
 * last operation and dispatch, is the promise.
 *
 * "What if" plans the same work order with the due date the customer asks for instead: it then
 * takes its place among the others by that date, and the work orders it pushes back are listed
 * against the plan as it stands.
 */

/** Days between the last operation's end and dispatch: the pieces go out the day they are finished. */
export const DISPATCH_DAYS_AFTER_LAST_OPERATION = 0;

/** The new work order's id in the plan: stored work orders have UUIDs, so it meets none of them. */
export const PROMISE_WORK_ORDER_ID = 'promise';

/**
 * The most machine minutes one operation of a promise may take (ten years round the clock): a
 * quantity beyond it is no promise anyone can keep, and the calendar's arithmetic has bounds.
 */
export const PROMISE_MOST_OPERATION_MINUTES = 10 * 365 * MINUTES_PER_DAY;

/** One operation of the product, as the promise plans it. */
export interface PromiseOperation {
  label: string;
  kind: OperationKind;
  /** Run minutes of the whole quantity (`runMinutes`); the machine adds its own setup. */
  minutes: number;
}

/** What is asked: the product's operations for the quantity, and what else may hold the pieces back. */
export interface PromiseQuestion {
  /** How the new work order reads among the others (in reasons and conflicts). */
  label: string;
  /** In the order a part goes through them. */
  operations: readonly PromiseOperation[];
  /**
   * The material constraint, for whoever brings it (the bar and its lead time): the first minute
   * material no longer holds the pieces back. The promise is then the later of the capacity date
   * and this minute's day, and `decidedBy` says which one decided. None: capacity alone.
   */
  materialReadyMinute?: number | null | undefined;
  /** Why material is ready only then, in plain English ("EN8 Ø25 arrives with PO/…, 5 days' lead time"). */
  materialReason?: string | null | undefined;
  /** Days between the last operation and dispatch; DISPATCH_DAYS_AFTER_LAST_OPERATION by default. */
  dispatchDays?: number | undefined;
}

/** Which constraint decided the date: machine time, material, or nothing, for work no machine can take. */
export type PromiseConstraint = 'capacity' | 'material' | 'unplaceable';

/** One operation of the new work order, where and when the plan puts it. */
export interface PromisedOperation {
  label: string;
  kind: OperationKind;
  machineId: string;
  machineLabel: string;
  start: number;
  end: number;
  /** Setup and run worked, in minutes. */
  workedMinutes: number;
}

/** The new work order as the plan places it. */
export interface PlannedOrder {
  /** When its last operation ends; null when some operation could not be placed. */
  finish: number | null;
  operations: PromisedOperation[];
  /** Operations no machine could take, with why. */
  unplaced: { label: string; kind: OperationKind; reason: string }[];
}

export interface PromiseAnswer extends PlannedOrder {
  /** The day the pieces can be dispatched (yyyy-MM-dd); null when they cannot be planned. */
  promiseDate: string | null;
  decidedBy: PromiseConstraint;
  /** What decided it, in plain English. */
  reason: string;
  /** The day the last operation ends (capacity alone); null when some operation cannot be placed. */
  capacityDate: string | null;
}

/** The day a job ending at minute `end` (not itself worked) ends on. */
export const dayOfEnd = (end: number) => dateOfMinute(end - 1);

/** Minutes as hours, as people say them: "18 h", "2.5 h". */
export function hoursText(minutes: number): string {
  const hours = minutes / 60;
  return `${formatIndianNumber(hours, Number.isInteger(hours) ? 0 : 1)} h`;
}

/** A minute number as people read it: dd/mm/yyyy HH:MM. */
export function plantTimeText(m: number): string {
  return `${indianDate(dateOfMinute(m))} ${isoOfMinute(m).slice(11)}`;
}

/** Code-unit order: the same on every server and browser, whatever the locale. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The new work order's operations in the plan, due on `dueDate` and released at `releasedAt`. */
function orderOperations(question: PromiseQuestion, dueDate: string, releasedAt: number): ScheduleOperation[] {
  return question.operations.map((operation, index) => ({
    id: `${PROMISE_WORK_ORDER_ID}:${index + 1}`,
    workOrderId: PROMISE_WORK_ORDER_ID,
    workOrderLabel: question.label,
    seq: index + 1,
    kind: operation.kind,
    minutes: operation.minutes,
    dueDate,
    releasedAt,
  }));
}

/**
 * The plan's input with the new work order added last: due on the latest due date of the plan
 * (today's, when it is later) and released after every other, so due date and release both sort
 * it after each open work order and none of theirs moves.
 */
export function withOrderLast(input: ScheduleInput, question: PromiseQuestion): ScheduleInput {
  let dueDate = dateOfMinute(input.now);
  let releasedAt = input.now;
  for (const operation of input.operations) {
    if (operation.dueDate > dueDate) dueDate = operation.dueDate;
    if (operation.releasedAt > releasedAt) releasedAt = operation.releasedAt;
  }
  return { ...input, operations: [...input.operations, ...orderOperations(question, dueDate, releasedAt + 1)] };
}

/** The plan's input with the new work order due on `dueDate`, released now: it takes its due date's place. */
export function withOrderDue(input: ScheduleInput, question: PromiseQuestion, dueDate: string): ScheduleInput {
  return { ...input, operations: [...input.operations, ...orderOperations(question, dueDate, input.now)] };
}

/** Machines that can take work of a kind now: available, with working shifts, running that kind. */
function machinesFor(input: ScheduleInput, kind: OperationKind) {
  const running = input.machines.filter((machine) => machine.kinds.includes(kind));
  const working = running.filter((machine) => {
    if (!machine.available) return false;
    try {
      return new CompiledCalendar(machine.calendar).hasWork;
    } catch {
      return false;
    }
  });
  return { running, working };
}

/** Why an operation could not be placed: no machine runs its kind, none of those is working, or the plan ends first. */
function unplacedReason(input: ScheduleInput, operation: PromiseOperation): string {
  const kind = OPERATION_KIND_LABELS[operation.kind];
  const { running, working } = machinesFor(input, operation.kind);
  if (running.length === 0) return `No machine runs ${kind} work (${operation.label})`;
  if (working.length === 0) {
    const labels = running.map((machine) => machine.label).join(', ');
    return `No machine that runs ${kind} work is working: ${labels} ${running.length === 1 ? 'is' : 'are'} down or without shifts (${operation.label})`;
  }
  return `${operation.label} cannot be placed within the plan on ${working.map((machine) => machine.label).join(', ')}`;
}

/** An operation too long to plan: beyond PROMISE_MOST_OPERATION_MINUTES. */
const tooLong = (operation: PromiseOperation) =>
  `${operation.label} takes ${hoursText(operation.minutes)} of machine time, more than ten years; order less at a time`;

/** The new work order in a plan computed with it: its placements in sequence and what could not be placed. */
export function plannedOrder(input: ScheduleInput, result: ScheduleResult, question: PromiseQuestion): PlannedOrder {
  const labels = new Map(input.machines.map((machine) => [machine.id, machine.label]));
  const bySeq = new Map<string, { operation: PromiseOperation; placement?: Placement }>();
  question.operations.forEach((operation, index) => {
    bySeq.set(`${PROMISE_WORK_ORDER_ID}:${index + 1}`, { operation });
  });
  for (const placement of result.placements) {
    const entry = bySeq.get(placement.operationId);
    if (entry) entry.placement = placement;
  }
  const forecast = result.forecasts.find((f) => f.workOrderId === PROMISE_WORK_ORDER_ID);
  const operations: PromisedOperation[] = [];
  const unplaced: PlannedOrder['unplaced'] = [];
  for (const { operation, placement } of bySeq.values()) {
    if (placement) {
      operations.push({
        label: operation.label,
        kind: operation.kind,
        machineId: placement.machineId,
        machineLabel: labels.get(placement.machineId) ?? placement.machineId,
        start: placement.start,
        end: placement.end,
        workedMinutes: placement.segments.reduce((sum, s) => sum + s.end - s.start, 0),
      });
    } else if (operation.minutes > 0) {
      unplaced.push({ label: operation.label, kind: operation.kind, reason: unplacedReason(input, operation) });
    }
  }
  const finish = unplaced.length === 0 ? (forecast?.finish ?? null) : null;
  return { finish, operations, unplaced };
}

/** Plans the new work order into the input, unless an operation is too long to plan at all. */
function planWith(input: ScheduleInput, question: PromiseQuestion, withOrder: ScheduleInput) {
  const huge = question.operations.find((operation) => operation.minutes > PROMISE_MOST_OPERATION_MINUTES);
  if (huge) {
    const planned: PlannedOrder = {
      finish: null,
      operations: [],
      unplaced: [{ label: huge.label, kind: huge.kind, reason: tooLong(huge) }],
    };
    return { planned, result: null };
  }
  const result = schedule(withOrder);
  return { planned: plannedOrder(input, result, question), result };
}

/**
 * What held the last operation back, in plain English. Walking back from the operation that ends
 * last, the first one that waited for its machine (other work orders' jobs on it ended after the
 * operation before was done) is the bottleneck: "CNC-3 is booked until …; Rough 2nd side takes
 * 18 h there". When none waited, the machines were free and the work itself takes the time.
 */
export function capacityReason(input: ScheduleInput, result: ScheduleResult, planned: PlannedOrder): string {
  const { operations } = planned;
  const last = operations.reduce<PromisedOperation | null>(
    (latest, operation) => (!latest || operation.end >= latest.end ? operation : latest),
    null,
  );
  if (!last) return 'Nothing is left to make';
  const others = result.placements.filter((p) => p.workOrderId !== PROMISE_WORK_ORDER_ID);
  const lastIndex = operations.indexOf(last);
  for (let i = lastIndex; i >= 0; i--) {
    const operation = operations[i] as PromisedOperation;
    const ready = i === 0 ? input.now : Math.max(...operations.slice(0, i).map((o) => o.end));
    const bookedUntil = others
      .filter((p) => p.machineId === operation.machineId && p.end <= operation.start)
      .reduce((latest, p) => Math.max(latest, p.end), Number.NEGATIVE_INFINITY);
    if (bookedUntil > ready) {
      const then =
        operation === last ? '' : `; then ${last.label} on ${last.machineLabel} ends ${plantTimeText(last.end)}`;
      return (
        `${operation.machineLabel} is booked until ${plantTimeText(bookedUntil)}; ` +
        `${operation.label} takes ${hoursText(operation.workedMinutes)} there${then}`
      );
    }
  }
  if (operations.length === 1) {
    return `The machines are free: ${last.label} takes ${hoursText(last.workedMinutes)} on ${last.machineLabel}, ending ${plantTimeText(last.end)}`;
  }
  const worked = operations.reduce((sum, operation) => sum + operation.workedMinutes, 0);
  return (
    `The machines are free: its ${operations.length} operations take ${hoursText(worked)} of machine time, ` +
    `the last (${last.label} on ${last.machineLabel}) ending ${plantTimeText(last.end)}`
  );
}

/**
 * The earliest day the pieces can be dispatched without moving any open work order: planned
 * after all of them, the day the last operation ends plus the days to dispatch, or the day
 * material is ready when that is later. Unplaceable when an operation finds no machine.
 */
export function promiseOf(input: ScheduleInput, question: PromiseQuestion): PromiseAnswer {
  const { planned, result } = planWith(input, question, withOrderLast(input, question));
  const [blocked] = planned.unplaced;
  if (blocked || planned.finish === null || !result) {
    return {
      ...planned,
      promiseDate: null,
      decidedBy: 'unplaceable',
      reason: blocked?.reason ?? 'Nothing could be planned',
      capacityDate: null,
    };
  }
  const capacityDate = dayOfEnd(planned.finish);
  const capacityPromise = addDays(capacityDate, question.dispatchDays ?? DISPATCH_DAYS_AFTER_LAST_OPERATION);
  const capacity = { ...planned, capacityDate, promiseDate: capacityPromise };
  const { materialReadyMinute } = question;
  if (materialReadyMinute !== null && materialReadyMinute !== undefined) {
    const materialDate = dateOfMinute(materialReadyMinute);
    if (materialDate > capacityPromise) {
      return {
        ...capacity,
        promiseDate: materialDate,
        decidedBy: 'material',
        reason: question.materialReason ?? `Material is ready on ${indianDate(materialDate)}`,
      };
    }
  }
  return { ...capacity, decidedBy: 'capacity', reason: capacityReason(input, result, planned) };
}

/** Whole calendar days a finish falls after the end of its due day (`due`, a forecast's). */
export const daysAfterDue = (finish: number, due: number) =>
  Math.max(0, dayOfDate(dayOfEnd(finish)) - dayOfDate(dayOfEnd(due)));

/** An open work order the new one would push back. */
export interface PushedBack {
  workOrderId: string;
  /** Its label in the plan (the WO number). */
  label: string;
  /** The end of its due day, as the forecast has it. */
  due: number;
  finishBefore: number | null;
  /** Null when it could no longer be placed at all. */
  finishAfter: number | null;
  daysLateBefore: number;
  daysLateAfter: number;
}

export interface WhatIfAnswer extends PlannedOrder {
  requestedDate: string;
  /** The new work order ends by the end of the requested day (and dispatch days allow it). */
  onTime: boolean;
  /** The day it can be dispatched so placed; null when it cannot be planned. */
  dispatchDate: string | null;
  /** Calendar days that falls after the requested date; 0 when on time. */
  daysLate: number;
  /** Open work orders that become late, or later, by its coming before them: the latest first. */
  pushedBack: PushedBack[];
  /** Open work orders that finish later but still on time. */
  laterOnTime: number;
}

/**
 * The plan with the new work order due on the requested date (taking its place among the others
 * by it), against the plan as it is: whether the new work order makes it, and which open work
 * orders become late or later for it.
 */
export function whatIfOf(
  input: ScheduleInput,
  baseline: Pick<ScheduleResult, 'forecasts'>,
  question: PromiseQuestion,
  requestedDate: string,
): WhatIfAnswer {
  const { planned, result } = planWith(input, question, withOrderDue(input, question, requestedDate));
  const dispatchDate =
    planned.finish === null
      ? null
      : addDays(dayOfEnd(planned.finish), question.dispatchDays ?? DISPATCH_DAYS_AFTER_LAST_OPERATION);
  const daysLate = dispatchDate === null ? 0 : Math.max(0, dayOfDate(dispatchDate) - dayOfDate(requestedDate));
  const after = new Map((result?.forecasts ?? []).map((f) => [f.workOrderId, f]));
  const pushedBack: PushedBack[] = [];
  let laterOnTime = 0;
  const lateDays = (f: WorkOrderForecast | undefined) =>
    f?.finish === null || f?.finish === undefined ? 0 : daysAfterDue(f.finish, f.due);
  const labels = new Map(input.operations.map((operation) => [operation.workOrderId, operation.workOrderLabel]));
  for (const before of result ? baseline.forecasts : []) {
    const now = after.get(before.workOrderId);
    const finishAfter = now?.finish ?? null;
    const lostPlace = (now?.unplaced.length ?? 0) > before.unplaced.length;
    const later = lostPlace || (before.finish !== null && finishAfter !== null && finishAfter > before.finish);
    if (!later) continue;
    const late = lostPlace || (finishAfter !== null && finishAfter > before.due);
    if (!late) {
      laterOnTime += 1;
      continue;
    }
    pushedBack.push({
      workOrderId: before.workOrderId,
      label: labels.get(before.workOrderId) ?? before.workOrderId,
      due: before.due,
      finishBefore: before.finish,
      finishAfter: lostPlace ? null : finishAfter,
      daysLateBefore: lateDays(before),
      daysLateAfter: lostPlace ? 0 : lateDays(now),
    });
  }
  pushedBack.sort(
    (a, b) =>
      b.daysLateAfter - b.daysLateBefore - (a.daysLateAfter - a.daysLateBefore) ||
      a.due - b.due ||
      compareText(a.label, b.label),
  );
  return {
    ...planned,
    requestedDate,
    onTime: dispatchDate !== null && dispatchDate <= requestedDate,
    dispatchDate,
    daysLate,
    pushedBack,
    laterOnTime,
  };
}

/** What the what-if panel asks: the plan with the new work order due on the requested date, and the promise that moves nobody. */
export interface WhatIfAnswers {
  whatIf: WhatIfAnswer;
  promise: PromiseAnswer;
}

/** Both of the what-if panel's answers on one plan (`baseline`, the plan of `input`): two plans computed, one for each. */
export function whatIfAnswersOf(
  input: ScheduleInput,
  baseline: Pick<ScheduleResult, 'forecasts'>,
  question: PromiseQuestion,
  requestedDate: string,
): WhatIfAnswers {
  return { whatIf: whatIfOf(input, baseline, question, requestedDate), promise: promiseOf(input, question) };
}
