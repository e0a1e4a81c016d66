import { z } from 'zod';
import { dateOfMinute, dayOfDate, isoOfMinute, MINUTES_PER_DAY, minuteOf } from '../production/plant-calendar.js';
import { OPERATION_KINDS, type ScheduleInput, type ScheduleResult, schedule } from '../production/schedule.js';
import { isCalendarDate, versionField } from './common.js';
import { MACHINE_STATUSES } from './machine-capacity.js';

/*
 * The machine schedule board as the API answers it. The server reads what the schedule needs
 * (machines with their capacity, the plant's holidays, the open work orders' operations) into a
 * `ScheduleData`, and `planBoard` turns that into placements and forecasts with the shared
 * `schedule()`. The board carries the data too, so the browser can replay it with a placement
 * moved (the preview while dragging) and get what the server will answer once the move is saved.
 *
 * Plant time travels as 'yyyy-MM-ddTHH:MM' wall-clock strings, no zone.
 */

export const SCHEDULE_DEFAULT_DAYS = 14;
export const SCHEDULE_MAX_DAYS = 62;

const PLANT_TIME = /^(\d{4})-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;

/** A plant time 'yyyy-MM-ddTHH:MM' on a real calendar day, in the years 2000–2099. */
export const isPlantTime = (value: string) => {
  const match = PLANT_TIME.exec(value);
  return (
    match !== null &&
    match[1] !== undefined &&
    match[1] >= '2000' &&
    match[1] <= '2099' &&
    isCalendarDate(value.slice(0, 10))
  );
};

/** The minute number of a plant time string. */
export const minuteOfPlantTime = (value: string) => minuteOf(value.slice(0, 10), value.slice(11, 16));

/** Plant time now: India's wall clock (Asia/Kolkata is UTC+05:30 all year, no daylight saving). */
export const plantMinuteAt = (date: Date = new Date()) => Math.floor(date.getTime() / 60_000) + 330;

/** GET schedule?from=2026-03-02&days=14: the board's window of days (today and 14 days by default). */
export const scheduleQuerySchema = z.object({
  from: z
    .string({ error: 'from must be a date (yyyy-MM-dd)' })
    .refine((day) => isCalendarDate(day) && day >= '2000' && day < '2100', 'from must be a date (yyyy-MM-dd)')
    .optional(),
  days: z.coerce
    .number({ error: `days must be a whole number from 1 to ${SCHEDULE_MAX_DAYS}` })
    .int(`days must be a whole number from 1 to ${SCHEDULE_MAX_DAYS}`)
    .min(1, `days must be a whole number from 1 to ${SCHEDULE_MAX_DAYS}`)
    .max(SCHEDULE_MAX_DAYS, `days must be a whole number from 1 to ${SCHEDULE_MAX_DAYS}`)
    .optional(),
});
export type ScheduleQuery = z.output<typeof scheduleQuerySchema>;

const START_MESSAGE = 'Enter the start as a date and a 24-hour time (yyyy-MM-ddTHH:MM)';

/** PUT schedule/operations/{id}/lock: pins the operation to a machine from a start, plant time. */
export const scheduleLockInputSchema = z.object({
  machineId: z.uuid({ error: 'Choose a machine' }),
  start: z.string({ error: START_MESSAGE }).refine(isPlantTime, START_MESSAGE),
  /** The work order's version the planner saw. */
  version: versionField,
});
export type ScheduleLockInput = z.input<typeof scheduleLockInputSchema>;

const plantTime = z.string();
const segmentSchema = z.object({ start: plantTime, end: plantTime });
const operationKind = z.enum(OPERATION_KINDS);

const boardMachineSchema = z.object({
  id: z.string(),
  machineNo: z.string(),
  name: z.string(),
  calendar: z.object({
    shiftsPerDay: z.number().int(),
    hoursPerShift: z.number(),
    firstShiftStart: z.string(),
    workingDays: z.array(z.number().int()),
    /** Breaks of every working day (lunch, tea): no work in them. */
    breaks: z.array(z.object({ start: z.string(), minutes: z.number().int() })).optional(),
  }),
  kinds: z.array(operationKind),
  setupMinutes: z.number().int(),
  /** Planning efficiency in %: the run takes its minutes × 100 ÷ this (setup is not scaled). 100 when absent. */
  efficiencyPercent: z.number().int().optional(),
  status: z.enum(MACHINE_STATUSES),
  statusNote: z.string().nullable(),
  /**
   * False in breakdown or maintenance with no downtime window holding now: it takes no work,
   * pinned work included.
   */
  available: z.boolean(),
  /** Windows it does not work (maintenance, a breakdown until its expected return), plant time; a job pauses through them. */
  downtime: z.array(segmentSchema).optional(),
  /** The expected return of the downtime window holding now, if one does. */
  back: plantTime.nullable().optional(),
});
export type BoardMachine = z.infer<typeof boardMachineSchema>;

const boardWorkOrderSchema = z.object({
  id: z.string(),
  woNumber: z.string(),
  product: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  dueDate: z.string(),
  /** Its version, which a move may send back. */
  version: z.number().int(),
});
export type BoardWorkOrder = z.infer<typeof boardWorkOrderSchema>;

/** An open operation as the schedule takes it. */
const boardOperationSchema = z.object({
  id: z.string(),
  workOrderId: z.string(),
  seq: z.number().int(),
  label: z.string(),
  kind: operationKind,
  /** Machine minutes of what is left to make; 0 when the operation is done. */
  minutes: z.number().int(),
  dueDate: z.string(),
  /** When its work order was released, plant time: the tie-breaker between equal due dates. */
  releasedAt: plantTime,
  lock: z.object({ machineId: z.string(), start: plantTime }).nullable(),
  /** The machine whose last production entry was this operation's: still set up for it, so it needs no setup there. */
  setUpOn: z.string().nullable(),
  /** Wall-clock minutes from the end of the operation before it to its start; null takes the plant's default. */
  transferMinutes: z.number().int().nullable().optional(),
});
export type BoardOperation = z.infer<typeof boardOperationSchema>;

const boardPlacementSchema = z.object({
  operationId: z.string(),
  workOrderId: z.string(),
  woNumber: z.string(),
  product: z.string(),
  seq: z.number().int(),
  label: z.string(),
  kind: operationKind,
  machineId: z.string(),
  start: plantTime,
  setupEnd: plantTime,
  end: plantTime,
  /** The shift time worked, one piece per shift. */
  segments: z.array(segmentSchema),
  locked: z.boolean(),
  /** Its work order is projected to finish after its due date. */
  late: z.boolean(),
});
export type BoardPlacement = z.infer<typeof boardPlacementSchema>;

/** An operation the schedule could not place, and why in plain English. */
const blockedOperationSchema = z.object({ operationId: z.string(), label: z.string(), reason: z.string() });

const boardForecastSchema = z.object({
  workOrderId: z.string(),
  woNumber: z.string(),
  product: z.string(),
  customerName: z.string().nullable(),
  dueDate: z.string(),
  /** When its last operation ends; null when none could be placed. */
  finish: plantTime.nullable(),
  late: z.boolean(),
  /** Calendar days the finish falls after the due date; 0 when on time. */
  daysLate: z.number().int(),
  /** Operations no available machine can run. */
  unplaced: z.array(z.object({ operationId: z.string(), label: z.string() })),
  /** Operations that could not be placed, each with why in plain English. */
  blocked: z.array(blockedOperationSchema).optional(),
});
export type BoardForecast = z.infer<typeof boardForecastSchema>;

/** What the schedule is computed from: enough for the browser to replay it. */
export interface ScheduleData {
  now: string;
  holidays: string[];
  /** The plant's wall-clock minutes between a work order's consecutive operations (company settings). */
  transferMinutes?: number | undefined;
  machines: BoardMachine[];
  workOrders: BoardWorkOrder[];
  operations: BoardOperation[];
}

/** GET schedule: the window's placements, every open work order's forecast, and the data they come from. */
export const scheduleBoardSchema = z.object({
  /** Plant time the schedule was computed at: nothing starts before it. */
  now: plantTime,
  from: z.string(),
  days: z.number().int(),
  /** The plant's holidays from today on. */
  holidays: z.array(z.string()),
  /** The plant's default minutes between a work order's consecutive operations. */
  transferMinutes: z.number().int().optional(),
  machines: z.array(boardMachineSchema),
  workOrders: z.array(boardWorkOrderSchema),
  operations: z.array(boardOperationSchema),
  /** Placements touching the window, by machine then start. */
  placements: z.array(boardPlacementSchema),
  /** Every open work order with operations, in the order they were planned (due date first). */
  forecasts: z.array(boardForecastSchema),
  /** What the planner should look at, in plain English. */
  conflicts: z.array(z.string()),
  /** When the plan was computed (an ISO instant): the server answers the last plan while a newer one computes. */
  computedAt: z.string().optional(),
  /** What the plan is computed from has changed since and the new plan is still computing: ask again shortly. */
  stale: z.boolean().optional(),
});
export type ScheduleBoard = z.infer<typeof scheduleBoardSchema>;

/**
 * GET schedule/late: open work orders projected to finish after their due date, and those an
 * operation of which cannot be placed (no machine for its kind, or beyond the horizon): they
 * cannot finish at all as the plan stands, and say why instead of when.
 */
export const lateWorkOrdersSchema = z.object({
  items: z.array(
    z.object({
      workOrderId: z.string(),
      woNumber: z.string(),
      product: z.string(),
      customerId: z.string().nullable(),
      customerName: z.string().nullable(),
      dueDate: z.string(),
      /** When its last operation ends; null when an operation of it cannot be placed (`blocked` says why). */
      finish: plantTime.nullable(),
      /** Calendar days the finish falls after the due date; 0 when it has no finish. */
      daysLate: z.number().int(),
      /** Its operations that cannot be placed, in sequence, each with why: the first is the cause, the rest wait for it. */
      blocked: z.array(blockedOperationSchema),
    }),
  ),
  total: z.number().int(),
});
export type LateWorkOrders = z.infer<typeof lateWorkOrdersSchema>;
export type LateWorkOrder = LateWorkOrders['items'][number];

/** The shared scheduler's input from the data, plant times as minute numbers. */
export function scheduleInputOf(data: ScheduleData): ScheduleInput {
  const labels = new Map(data.workOrders.map((order) => [order.id, order.woNumber]));
  return {
    now: minuteOfPlantTime(data.now),
    ...(data.transferMinutes ? { transferMinutes: data.transferMinutes } : {}),
    machines: data.machines.map((machine) => ({
      id: machine.id,
      label: machine.machineNo,
      kinds: machine.kinds,
      calendar: { ...machine.calendar, holidays: data.holidays },
      setupMinutes: machine.setupMinutes,
      available: machine.available,
      ...(machine.efficiencyPercent !== undefined && machine.efficiencyPercent !== 100
        ? { efficiency: machine.efficiencyPercent / 100 }
        : {}),
      ...(machine.downtime?.length
        ? {
            downtime: machine.downtime.map((window) => ({
              start: minuteOfPlantTime(window.start),
              end: minuteOfPlantTime(window.end),
            })),
          }
        : {}),
    })),
    operations: data.operations.map((operation) => ({
      id: operation.id,
      workOrderId: operation.workOrderId,
      workOrderLabel: labels.get(operation.workOrderId) ?? operation.workOrderId,
      seq: operation.seq,
      kind: operation.kind,
      minutes: operation.minutes,
      dueDate: operation.dueDate,
      releasedAt: minuteOfPlantTime(operation.releasedAt),
      ...(operation.lock
        ? { lock: { machineId: operation.lock.machineId, start: minuteOfPlantTime(operation.lock.start) } }
        : {}),
      ...(operation.setUpOn ? { setUpOn: operation.setUpOn } : {}),
      ...(operation.transferMinutes != null ? { transferMinutes: operation.transferMinutes } : {}),
    })),
  };
}

/** Whole calendar days a finish (a minute number) falls after the day it was due. */
export function daysLate(finish: number, dueDate: string): number {
  return Math.max(0, dayOfDate(dateOfMinute(finish - 1)) - dayOfDate(dueDate));
}

/** Each work order's forecast from the scheduler's result: finish against due date, how late, what could not be placed. */
export function forecastsOf(data: ScheduleData, result: ScheduleResult): BoardForecast[] {
  const orders = new Map(data.workOrders.map((order) => [order.id, order]));
  const labels = new Map(data.operations.map((operation) => [operation.id, operation.label]));
  return result.forecasts.map((f) => {
    const order = orders.get(f.workOrderId);
    const dueDate = order?.dueDate ?? dateOfMinute(f.due - 1);
    return {
      workOrderId: f.workOrderId,
      woNumber: order?.woNumber ?? '',
      product: order?.product ?? '',
      customerName: order?.customerName ?? null,
      dueDate,
      finish: f.finish === null ? null : isoOfMinute(f.finish),
      late: f.late,
      daysLate: f.late && f.finish !== null ? daysLate(f.finish, dueDate) : 0,
      unplaced: f.unplaced.map((id) => ({ operationId: id, label: labels.get(id) ?? '' })),
      blocked: (f.blocked ?? []).map((b) => ({
        operationId: b.operationId,
        label: labels.get(b.operationId) ?? '',
        reason: b.reason,
      })),
    };
  });
}

/** The placements of the scheduler's result that touch the `days` from `from` (plant days from midnight). */
export function placementsOf(
  data: ScheduleData,
  result: ScheduleResult,
  window: { from: string; days: number },
): BoardPlacement[] {
  const orders = new Map(data.workOrders.map((order) => [order.id, order]));
  const operations = new Map(data.operations.map((operation) => [operation.id, operation]));
  const lateOrders = new Set(result.forecasts.filter((f) => f.late).map((f) => f.workOrderId));
  const windowStart = dayOfDate(window.from) * MINUTES_PER_DAY;
  const windowEnd = windowStart + window.days * MINUTES_PER_DAY;
  return result.placements
    .filter((p) => p.start < windowEnd && p.end > windowStart)
    .map((p) => {
      const order = orders.get(p.workOrderId);
      const operation = operations.get(p.operationId);
      return {
        operationId: p.operationId,
        workOrderId: p.workOrderId,
        woNumber: order?.woNumber ?? '',
        product: order?.product ?? '',
        seq: operation?.seq ?? 0,
        label: operation?.label ?? '',
        kind: operation?.kind ?? 'rough',
        machineId: p.machineId,
        start: isoOfMinute(p.start),
        setupEnd: isoOfMinute(p.setupEnd),
        end: isoOfMinute(p.end),
        segments: p.segments.map((s) => ({ start: isoOfMinute(s.start), end: isoOfMinute(s.end) })),
        locked: p.locked,
        late: lateOrders.has(p.workOrderId),
      };
    });
}

/**
 * The board of the data: every operation placed by the shared scheduler (or its `result`, when
 * already computed), the placements touching the window, and each work order's forecast. The
 * server answers this; the browser's drag preview calls it with the data changed by the move.
 */
export function planBoard(
  data: ScheduleData,
  window: { from: string; days: number },
  result: ScheduleResult = schedule(scheduleInputOf(data)),
): Pick<ScheduleBoard, 'placements' | 'forecasts' | 'conflicts'> {
  return {
    placements: placementsOf(data, result, window),
    forecasts: forecastsOf(data, result),
    conflicts: result.conflicts,
  };
}
