import { z } from 'zod';
import { indianDate, todayIn } from '../calendar.js';
import { WORK_ORDER_STATUSES } from '../documents/work-order-flow.js';
import { formatIndianNumber } from '../money/indian-format.js';
import { weekdayOf } from '../production/plant-calendar.js';
import { OPERATION_KINDS } from '../production/schedule.js';
import { optionalIdField, optionalTextField, versionField } from './common.js';
import { documentDateField, queryDayField } from './document-fields.js';
import { INVALID_NUMBER, readNumber } from './product-numbers.js';

/*
 * Production entries (issue 21): what one machine made in one shift for one operation of a work
 * order, who ran it, what was rejected and why, and how long it stood and why. Each moves its
 * operation's and work order's progress, issues the bar the first operation started and puts the
 * last operation's good pieces into finished stock (when the product keeps stock). OEE is read
 * from them (production/oee.ts).
 */

export const PRODUCTION_ENTRY_SORTABLE = ['entryDate'] as const;

/** Most pieces one entry records: no shift makes more. */
export const MAX_ENTRY_PIECES = 10_000_000;
/** A day's minutes: no shift stands longer. */
export const MAX_DOWNTIME_MINUTES = 1440;

export const REJECTION_REASON_REQUIRED = 'Choose why the pieces were rejected';
export const DOWNTIME_REASON_REQUIRED = 'Choose why the machine stood';
export const ENTRY_IN_FUTURE = 'The date cannot be in the future';
export const NOTHING_RECORDED = 'Enter the pieces made, the pieces rejected or the downtime';
export const DUPLICATE_ENTRY_MESSAGE = 'An entry for this machine, shift and operation already exists; edit it';

const pieces = (value: number) => formatIndianNumber(value, 0);

/** The downtime refusal: a shift of 480 minutes cannot stand longer than that. */
export const downtimeOverShiftMessage = (plannedMinutes: number) =>
  `Downtime cannot be more than the shift's ${pieces(plannedMinutes)} minutes`;

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The warning on an entry dated a plant holiday: it is kept, and OEE counts it as time worked that day. */
export const holidayWorkedMessage = (date: string, holiday: string) =>
  `${indianDate(date)} is a plant holiday (${holiday}): counted as time worked that day`;

/** The warning on an entry dated a weekday its machine does not work: kept, and counted as time worked. */
export const dayOffWorkedMessage = (date: string, machineNo: string) =>
  `${indianDate(date)} is a ${WEEKDAY_NAMES[weekdayOf(date)]}, a day ${machineNo} does not work: counted as time worked that day`;

/**
 * What is left for an operation to make good: the first operation makes the work order's quantity,
 * each later one only what the operation before it has made good.
 */
export function operationLeftMessage(
  left: number,
  source: { quantity: number } | { previousLabel: string; previousGood: number },
  doneHere: number,
): string {
  const why =
    'quantity' in source
      ? `the work order is for ${pieces(source.quantity)}`
      : `${source.previousLabel} has made ${pieces(source.previousGood)} good`;
  const head =
    left <= 0 ? 'Nothing is left to make on this operation' : `Only ${pieces(left)} left to make on this operation`;
  return `${head}: ${why} and ${pieces(doneHere)} are good here already`;
}

/** The refusal of taking an operation's good pieces below what the next operation has made of them. */
export const belowNextOperationMessage = (nextLabel: string, nextGood: number) =>
  `${nextLabel} has already made ${pieces(nextGood)} good from this operation's pieces; this operation cannot have fewer`;

/** Whole pieces or minutes from 0 to `max`; blank is `blank` (null: required). The form sends text, the API numbers. */
const wholeField = (required: string, max: number, blank: number | null) =>
  z
    .union([z.number(), z.string(), z.null()], { error: required })
    .optional()
    .transform((value, ctx) => {
      const number = readNumber(value);
      let message: string | undefined;
      if (number === null) {
        if (blank !== null) return blank;
        message = required;
      } else if (Number.isNaN(number)) message = INVALID_NUMBER;
      else if (!Number.isInteger(number)) message = 'Must be a whole number';
      else if (number < 0) message = 'Must be 0 or more';
      else if (number > max) message = `Must be at most ${pieces(max)}`;
      if (message === undefined) return number as number;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** POST production/entries and PUT production/entries/{id}: an entry, whole. */
export const productionEntryInputSchema = z
  .object({
    entryDate: documentDateField('Date is required').refine((date) => date <= todayIn(), ENTRY_IN_FUTURE),
    shift: z
      .union([z.number(), z.string()], { error: 'Choose the shift' })
      .transform((value) => readNumber(value))
      .pipe(
        z
          .number({ error: 'Choose the shift' })
          .int('Choose the shift')
          .min(1, 'Choose the shift')
          .max(3, 'A machine works at most 3 shifts'),
      ),
    machineId: z.uuid({ error: 'Choose the machine' }),
    /** Who ran the machine: an employee. */
    operatorId: z.uuid({ error: 'Choose the operator' }),
    workOrderId: z.uuid({ error: 'Choose the work order' }),
    operationId: z.uuid({ error: 'Choose the operation' }),
    goodQuantity: wholeField('Enter the good pieces (0 if none)', MAX_ENTRY_PIECES, null),
    rejectedQuantity: wholeField('Enter the rejected pieces', MAX_ENTRY_PIECES, 0),
    rejectionReasonId: optionalIdField('Choose a rejection reason from the list'),
    downtimeMinutes: wholeField('Enter the downtime in minutes', MAX_DOWNTIME_MINUTES, 0),
    downtimeReasonId: optionalIdField('Choose a downtime reason from the list'),
    remarks: optionalTextField(500),
    version: versionField,
  })
  .superRefine((entry, ctx) => {
    if (entry.rejectedQuantity > 0 && !entry.rejectionReasonId) {
      ctx.addIssue({ code: 'custom', path: ['rejectionReasonId'], message: REJECTION_REASON_REQUIRED });
    }
    if (entry.downtimeMinutes > 0 && !entry.downtimeReasonId) {
      ctx.addIssue({ code: 'custom', path: ['downtimeReasonId'], message: DOWNTIME_REASON_REQUIRED });
    }
    if (entry.goodQuantity === 0 && entry.rejectedQuantity === 0 && entry.downtimeMinutes === 0) {
      ctx.addIssue({ code: 'custom', path: ['goodQuantity'], message: NOTHING_RECORDED });
    }
  });
export type ProductionEntryInput = z.input<typeof productionEntryInputSchema>;
export type ProductionEntryData = z.output<typeof productionEntryInputSchema>;

export const productionEntryListFilterSchema = z.object({
  /** On or after this day. */
  from: queryDayField('From').optional(),
  /** On or before this day. */
  to: queryDayField('To').optional(),
  machineId: z.uuid({ error: 'Machine is invalid' }).optional(),
  workOrderId: z.uuid({ error: 'Work order is invalid' }).optional(),
  operatorId: z.uuid({ error: 'Operator is invalid' }).optional(),
  shift: z.coerce
    .number({ error: 'Shift must be 1, 2 or 3' })
    .int('Shift must be 1, 2 or 3')
    .min(1, 'Shift must be 1, 2 or 3')
    .max(3, 'Shift must be 1, 2 or 3')
    .optional(),
});
export type ProductionEntryListFilter = z.output<typeof productionEntryListFilterSchema>;

export const productionEntrySchema = z.object({
  id: z.string(),
  entryDate: z.string(),
  shift: z.number().int(),
  machineId: z.string(),
  machineNo: z.string(),
  machineName: z.string(),
  operatorId: z.string(),
  /** "E012 — Ravi Kumar". */
  operatorName: z.string(),
  workOrderId: z.string(),
  woNumber: z.string().nullable(),
  productId: z.string(),
  productDescription: z.string(),
  drawingNumber: z.string().nullable(),
  operationId: z.string(),
  operationSeq: z.number().int(),
  operationLabel: z.string(),
  operationKind: z.enum(OPERATION_KINDS),
  goodQuantity: z.number().int(),
  rejectedQuantity: z.number().int(),
  rejectionReasonId: z.string().nullable(),
  rejectionReasonName: z.string().nullable(),
  downtimeMinutes: z.number().int(),
  downtimeReasonId: z.string().nullable(),
  downtimeReasonName: z.string().nullable(),
  /** The shift's length when the entry was made (hours per shift × 60). */
  plannedMinutes: z.number().int(),
  /** The operation's cycle time when the entry was made. */
  cycleTimeSec: z.number(),
  remarks: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Recording or correcting only, when there is something to say that does not refuse the entry:
   * its date is a plant holiday or a day its machine does not work (kept, and counted as time worked).
   */
  warnings: z.array(z.string()).optional(),
});
export type ProductionEntry = z.infer<typeof productionEntrySchema>;

/** GET production/machines: what the entry form needs of each machine. */
export const productionMachineSchema = z.object({
  id: z.string(),
  machineNo: z.string(),
  machineName: z.string(),
  shiftsPerDay: z.number().int(),
  hoursPerShift: z.number(),
  /** Each shift's planned minutes: its length less the breaks in it (what downtime may not exceed). */
  shiftMinutes: z.array(z.number().int()).optional(),
  operationKinds: z.array(z.enum(OPERATION_KINDS)),
});
export type ProductionMachine = z.infer<typeof productionMachineSchema>;

export const FIRST_PIECE_STATES = ['passed', 'failed', 'none'] as const;
export type FirstPieceState = (typeof FIRST_PIECE_STATES)[number];
export const FIRST_PIECE_LABELS: Record<FirstPieceState, string> = {
  passed: 'First piece passed',
  failed: 'First piece failed',
  none: 'First piece not inspected',
};

/** One operation of a work order as the entry form shows it. */
export const productionOperationSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  label: z.string(),
  kind: z.enum(OPERATION_KINDS),
  cycleTimeSec: z.number(),
  goodQuantity: z.number().int(),
  rejectedQuantity: z.number().int(),
  /** What it can make good in all: the work order's quantity (first operation) or the good of the one before. */
  inputQuantity: z.number().int(),
  /** Input less good made here, never below 0. */
  leftToMake: z.number().int(),
});
export type ProductionOperation = z.infer<typeof productionOperationSchema>;

/** GET production/work-orders/{id}: the work order as the entry form shows it. */
export const productionWorkOrderSchema = z.object({
  id: z.string(),
  woNumber: z.string().nullable(),
  status: z.enum(WORK_ORDER_STATUSES),
  /** The day it was released (India's date): no entry before it. */
  releasedOn: z.string().nullable(),
  productId: z.string(),
  productDescription: z.string(),
  drawingNumber: z.string().nullable(),
  quantity: z.number().int(),
  goodQuantity: z.number().int(),
  rejectedQuantity: z.number().int(),
  leftToMake: z.number().int(),
  /** Bar (kg) the pieces started need that was not in stock to issue: a later entry issues it once it is. */
  barOwedKg: z.number(),
  firstPiece: z.enum(FIRST_PIECE_STATES),
  firstPieceOn: z.string().nullable(),
  /** Why entries are refused now (the flow's message), or null when they are taken. */
  refusal: z.string().nullable(),
  operations: z.array(productionOperationSchema),
});
export type ProductionWorkOrder = z.infer<typeof productionWorkOrderSchema>;

/** GET production/oee?month=2026-04&machineId=…: this month without one; every machine without a machine. */
/** `GET /production/workday`: whether a day is a working day of a machine, asked as the entry form's date is chosen. */
export const workdayQuerySchema = z.object({
  machineId: z.uuid({ error: 'Machine is invalid' }),
  date: queryDayField('date'),
});

/** The warnings an entry on that day would carry: a plant holiday, or a day the machine does not work; none on a working day. */
export const workdaySchema = z.object({ warnings: z.array(z.string()) });
export type Workday = z.infer<typeof workdaySchema>;

export const oeeQuerySchema = z.object({
  month: z
    .string({ error: 'month must be a month such as 2026-04' })
    .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'month must be a month such as 2026-04')
    .optional(),
  machineId: z.uuid({ error: 'Machine is invalid' }).optional(),
});
export type OeeQuery = z.output<typeof oeeQuerySchema>;

const oeeFiguresShape = {
  plannedMinutes: z.number(),
  downtimeMinutes: z.number(),
  /** Planned minutes of shifts nobody logged (less their breakdowns): lost time, no run recorded. */
  unloggedMinutes: z.number(),
  runMinutes: z.number(),
  availableMinutes: z.number(),
  idealMinutes: z.number(),
  goodQuantity: z.number().int(),
  rejectedQuantity: z.number().int(),
  availability: z.number().nullable(),
  performance: z.number().nullable(),
  quality: z.number().nullable(),
  oee: z.number().nullable(),
  utilisation: z.number().nullable(),
};

export const oeeReportSchema = z.object({
  month: z.string(),
  /** The last day counted into the month's available time (today for the month under way). */
  until: z.string(),
  machines: z.array(
    z.object({
      machineId: z.string(),
      machineNo: z.string(),
      machineName: z.string(),
      days: z.array(z.object({ date: z.string(), ...oeeFiguresShape })),
      month: z.object(oeeFiguresShape),
    }),
  ),
});
export type OeeReport = z.infer<typeof oeeReportSchema>;
