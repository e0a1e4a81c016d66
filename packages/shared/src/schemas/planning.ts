import { z } from 'zod';
import type { PermissionCheck } from '../permissions.js';
import { productOperations, runMinutes } from '../plant/operations.js';
import { dayOfDate, isoOfMinute } from '../production/plant-calendar.js';
import {
  type PlannedOrder,
  type PromiseAnswer,
  type PromiseQuestion,
  promiseOf,
  type WhatIfAnswers,
  whatIfAnswersOf,
} from '../production/promise.js';
import {
  cellFigures,
  ROUGH_CUT_DEFAULT_WEEKS,
  ROUGH_CUT_MAX_WEEKS,
  type RoughCutRow,
  roughCut,
} from '../production/rough-cut.js';
import { OPERATION_KINDS, type ScheduleResult } from '../production/schedule.js';
import { queryDayField } from './document-fields.js';
import type { PRODUCT_CYCLE_TIMES } from './product.js';
import { type ScheduleData, scheduleInputOf } from './schedule.js';
import { workOrderQuantityField } from './work-order.js';

/*
 * Planning (issue 27) as the API answers it: the date a quantity of a product can be dispatched
 * (capable-to-promise on the current plan), what asking for an earlier date would do to the open
 * work orders, and the rough-cut load of the machines week by week. The rules are in
 * production/promise.ts and production/rough-cut.ts; this turns the schedule's data into their
 * input and their minutes into plant times ('yyyy-MM-ddTHH:MM') and machine numbers.
 */

/**
 * Who may ask for a promise date: whoever reads the schedule, and whoever writes sales orders,
 * whose order form shows the date under each line. It names machines and operations, not other
 * orders: what a date would do to them ("what if") and the load are the schedule's to view.
 */
export const PROMISE_ACCESS = [
  { scope: 'schedule', action: 'view' },
  { scope: 'sales-orders', action: 'create' },
  { scope: 'sales-orders', action: 'edit' },
] as const satisfies readonly PermissionCheck[];

const productIdField = z.uuid({ error: 'Choose a product' });

/** GET planning/promise?productId=&quantity=&requestedDate=: the earliest dispatch date of the pieces. */
export const promiseQuerySchema = z.object({
  productId: productIdField,
  quantity: workOrderQuantityField,
  /** The date the customer asks for: the answer says how far the promise falls after it. */
  requestedDate: queryDayField('Requested date').optional(),
});
export type PromiseQuery = z.output<typeof promiseQuerySchema>;

/** GET planning/what-if?productId=&quantity=&requestedDate=: the promise, and the plan with the pieces due that day. */
export const whatIfQuerySchema = z.object({
  productId: productIdField,
  quantity: workOrderQuantityField,
  requestedDate: queryDayField('Requested date'),
});
export type WhatIfQuery = z.output<typeof whatIfQuerySchema>;

const WEEKS_MESSAGE = `weeks must be a whole number from 1 to ${ROUGH_CUT_MAX_WEEKS}`;

/** GET planning/rough-cut?weeks=12: the load of the weeks from this one. */
export const roughCutQuerySchema = z.object({
  weeks: z.coerce
    .number({ error: WEEKS_MESSAGE })
    .int(WEEKS_MESSAGE)
    .min(1, WEEKS_MESSAGE)
    .max(ROUGH_CUT_MAX_WEEKS, WEEKS_MESSAGE)
    .default(ROUGH_CUT_DEFAULT_WEEKS),
});
export type RoughCutQuery = z.output<typeof roughCutQuerySchema>;

const plantTime = z.string();
const operationKind = z.enum(OPERATION_KINDS);

const promisedOperationSchema = z.object({
  label: z.string(),
  kind: operationKind,
  machineId: z.string(),
  machineNo: z.string(),
  start: plantTime,
  end: plantTime,
  /** Setup and run worked, minutes. */
  minutes: z.number().int(),
});

const unplacedSchema = z.object({ label: z.string(), kind: operationKind, reason: z.string() });

export const PROMISE_CONSTRAINTS = ['capacity', 'material', 'unplaceable'] as const;

export const promiseAnswerSchema = z.object({
  /** The day the pieces can be dispatched; null when some operation finds no machine. */
  promiseDate: z.string().nullable(),
  decidedBy: z.enum(PROMISE_CONSTRAINTS),
  /** What decided it, in plain English. */
  reason: z.string(),
  /** The day the last operation ends, capacity alone. */
  capacityDate: z.string().nullable(),
  requestedDate: z.string().nullable(),
  /** Calendar days the promise falls after the requested date; 0 when it meets it; null without either. */
  daysAfterRequested: z.number().int().nullable(),
  /** The new work order's operations as the plan places them, after every open work order. */
  operations: z.array(promisedOperationSchema),
  unplaced: z.array(unplacedSchema),
});
export type PromiseView = z.infer<typeof promiseAnswerSchema>;

const pushedBackSchema = z.object({
  workOrderId: z.string(),
  woNumber: z.string(),
  product: z.string(),
  customerName: z.string().nullable(),
  dueDate: z.string(),
  /** Its finish in the plan as it stands, and with the new line due on the requested date (null: no longer placed). */
  finishBefore: plantTime.nullable(),
  finishAfter: plantTime.nullable(),
  daysLateBefore: z.number().int(),
  daysLateAfter: z.number().int(),
});
export type PushedBackView = z.infer<typeof pushedBackSchema>;

export const whatIfAnswerSchema = z.object({
  /** Planned after every open work order: the date that moves none of them. */
  promise: promiseAnswerSchema,
  requestedDate: z.string(),
  /** With the new line due on the requested date, placed among the others by it: */
  onTime: z.boolean(),
  dispatchDate: z.string().nullable(),
  daysLate: z.number().int(),
  operations: z.array(promisedOperationSchema),
  unplaced: z.array(unplacedSchema),
  /** The open work orders that become late, or later, for it. */
  pushedBack: z.array(pushedBackSchema),
  /** Open work orders that finish later but still on time. */
  laterOnTime: z.number().int(),
});
export type WhatIfView = z.infer<typeof whatIfAnswerSchema>;

const roughCutCellSchema = z.object({
  loadMinutes: z.number().int(),
  capacityMinutes: z.number().int(),
  /** Load over capacity, per cent; null when there is no capacity. */
  utilisation: z.number().int().nullable(),
  overloaded: z.boolean(),
  overMinutes: z.number().int(),
  jobs: z.array(
    z.object({
      workOrderId: z.string(),
      woNumber: z.string(),
      operationId: z.string(),
      label: z.string(),
      minutes: z.number().int(),
      /** False for work the schedule could not place, counted in the week it is due. */
      placed: z.boolean(),
    }),
  ),
});
export type RoughCutCellView = z.infer<typeof roughCutCellSchema>;

const roughCutRowSchema = z.object({
  id: z.string(),
  /** The machine number, or the kind of work. */
  label: z.string(),
  /** The machine's name; null for a kind. */
  name: z.string().nullable(),
  kinds: z.array(operationKind),
  /** Takes work: available, with working shifts (a kind: some machine runs it). */
  working: z.boolean(),
  cells: z.array(roughCutCellSchema),
});
export type RoughCutRowView = z.infer<typeof roughCutRowSchema>;

export const roughCutSchema = z.object({
  /** Plant time the plan was computed at: the first week counts from it. */
  now: plantTime,
  /** The Monday of each week. */
  weeks: z.array(z.string()),
  /** Planned: each machine's worked time in the schedule, against its working time. */
  machines: z.array(roughCutRowSchema),
  /** Planned per kind of machine, with the work the schedule could not place in the week it is due. */
  kinds: z.array(roughCutRowSchema),
  /** Demand: each open operation's hours in the week its work order is due, per kind of machine. */
  demand: z.array(roughCutRowSchema),
});
export type RoughCutView = z.infer<typeof roughCutSchema>;

type CycleTimes = Partial<Record<(typeof PRODUCT_CYCLE_TIMES)[number], number | null>>;

/** The promise's question for `quantity` pieces of a product: one operation per cycle time, its run minutes for them. */
export function promiseQuestionOf(label: string, cycleTimes: CycleTimes, quantity: number): PromiseQuestion {
  return {
    label,
    operations: productOperations(cycleTimes).map((operation) => ({
      label: operation.label,
      kind: operation.kind,
      minutes: runMinutes(quantity, operation.cycleTimeSec),
    })),
  };
}

/** The new work order's placements and refusals with plant times and machine numbers. */
function plannedView(planned: PlannedOrder) {
  return {
    operations: planned.operations.map((operation) => ({
      label: operation.label,
      kind: operation.kind,
      machineId: operation.machineId,
      machineNo: operation.machineLabel,
      start: isoOfMinute(operation.start),
      end: isoOfMinute(operation.end),
      minutes: operation.workedMinutes,
    })),
    unplaced: planned.unplaced,
  };
}

/** A promise answer as the API answers it, against the date the customer asks for (if any). */
export function promiseView(answer: PromiseAnswer, requestedDate: string | null): PromiseView {
  return {
    promiseDate: answer.promiseDate,
    decidedBy: answer.decidedBy,
    reason: answer.reason,
    capacityDate: answer.capacityDate,
    requestedDate,
    daysAfterRequested:
      requestedDate && answer.promiseDate
        ? Math.max(0, dayOfDate(answer.promiseDate) - dayOfDate(requestedDate))
        : null,
    ...plannedView(answer),
  };
}

/** The promise on the plan of `data`: the new work order after every open one. */
export function planPromise(data: ScheduleData, question: PromiseQuestion, requestedDate?: string | null): PromiseView {
  return promiseView(promiseOf(scheduleInputOf(data), question), requestedDate ?? null);
}

/**
 * The what-if panel's answers (`whatIfAnswersOf` on the plan of `data`) as the API answers them:
 * the work orders pushed back named as the board names them.
 */
export function whatIfView(data: ScheduleData, answers: WhatIfAnswers, requestedDate: string): WhatIfView {
  const { whatIf: answer, promise } = answers;
  const orders = new Map(data.workOrders.map((order) => [order.id, order]));
  return {
    promise: promiseView(promise, requestedDate),
    requestedDate,
    onTime: answer.onTime,
    dispatchDate: answer.dispatchDate,
    daysLate: answer.daysLate,
    ...plannedView(answer),
    pushedBack: answer.pushedBack.map((pushed) => {
      const order = orders.get(pushed.workOrderId);
      return {
        workOrderId: pushed.workOrderId,
        woNumber: order?.woNumber ?? pushed.label,
        product: order?.product ?? '',
        customerName: order?.customerName ?? null,
        dueDate: order?.dueDate ?? isoOfMinute(pushed.due - 1).slice(0, 10),
        finishBefore: pushed.finishBefore === null ? null : isoOfMinute(pushed.finishBefore),
        finishAfter: pushed.finishAfter === null ? null : isoOfMinute(pushed.finishAfter),
        daysLateBefore: pushed.daysLateBefore,
        daysLateAfter: pushed.daysLateAfter,
      };
    }),
    laterOnTime: answer.laterOnTime,
  };
}

/** The promise, and the plan with the new work order due on the requested date against `baseline` (the plan of `data`). */
export function planWhatIf(
  data: ScheduleData,
  baseline: ScheduleResult,
  question: PromiseQuestion,
  requestedDate: string,
): WhatIfView {
  return whatIfView(data, whatIfAnswersOf(scheduleInputOf(data), baseline, question, requestedDate), requestedDate);
}

/** The rough cut of the plan of `data` (`result`, its schedule) over `weeks` weeks. */
export function planRoughCut(data: ScheduleData, result: ScheduleResult, weeks: number): RoughCutView {
  const labels = new Map(data.operations.map((operation) => [operation.id, operation.label]));
  const names = new Map(data.machines.map((machine) => [machine.id, machine.name]));
  const cut = roughCut(scheduleInputOf(data), result, weeks, labels);
  const rows = (list: RoughCutRow[], machines: boolean) =>
    list.map((row) => ({
      id: row.id,
      label: row.label,
      name: machines ? (names.get(row.id) ?? null) : null,
      kinds: row.kinds,
      working: row.working,
      cells: row.cells.map((cell) => ({
        loadMinutes: cell.loadMinutes,
        capacityMinutes: cell.capacityMinutes,
        ...cellFigures(cell),
        jobs: cell.jobs.map((job) => ({
          workOrderId: job.workOrderId,
          woNumber: job.workOrderLabel,
          operationId: job.operationId,
          label: job.label,
          minutes: job.minutes,
          placed: job.placed,
        })),
      })),
    }));
  return {
    now: data.now,
    weeks: cut.weeks,
    machines: rows(cut.machines, true),
    kinds: rows(cut.kinds, false),
    demand: rows(cut.demand, false),
  };
}
