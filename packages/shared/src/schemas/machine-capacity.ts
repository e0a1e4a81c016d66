import { z } from 'zod';
import { minuteOf, minuteOfDay, type ShiftBreak } from '../production/plant-calendar.js';
import { OPERATION_KINDS, type OperationKind } from '../production/schedule.js';
import {
  isCalendarDate,
  optionalTextField,
  requiredDateField,
  requiredText,
  safeText,
  versionField,
} from './common.js';
import { documentDateField } from './document-fields.js';
import { decimalPlaces, INVALID_NUMBER, readNumber } from './product-numbers.js';

/*
 * What a machine can give the schedule: its shifts, working days, the kinds of operation it runs,
 * its setup time, its planning efficiency, its daily breaks and its state; the windows it is down
 * for (maintenance, a breakdown until its expected return); and the days the whole plant does not
 * work. A machine whose capacity was never saved runs on the defaults (the table's column defaults).
 */

export const MACHINE_STATUSES = ['running', 'idle', 'breakdown', 'maintenance'] as const;
export type MachineStatus = (typeof MACHINE_STATUSES)[number];
export const MACHINE_STATUS_LABELS: Record<MachineStatus, string> = {
  running: 'Running',
  idle: 'Idle',
  breakdown: 'Breakdown',
  maintenance: 'Maintenance',
};

/** Whether a machine takes new work on the schedule: not while it is broken down or under maintenance. */
export const machineTakesWork = (status: MachineStatus) => status !== 'breakdown' && status !== 'maintenance';

/**
 * When a machine broken down or under maintenance is expected back: the end of the downtime window
 * holding `now` (plant time 'yyyy-MM-ddTHH:MM'), run on through windows that start as it ends;
 * null when no window holds now.
 */
export function backAt(windows: readonly { start: string; expectedReturn: string }[], now: string): string | null {
  const sorted = [...windows].sort((a, b) => a.start.localeCompare(b.start));
  let back: string | null = null;
  for (const window of sorted) {
    if (back === null ? window.start <= now && now < window.expectedReturn : window.start <= back) {
      if (back === null || window.expectedReturn > back) back = window.expectedReturn;
    }
  }
  return back;
}

/**
 * Whether the schedule plans work on a machine. Running or idle, it does (its downtime windows
 * pause it). Broken down or under maintenance, it does only while a downtime window holds now,
 * from that window's expected return; with none, it is out for the whole horizon.
 */
export const machineAvailable = (status: MachineStatus, back: string | null) =>
  machineTakesWork(status) || back !== null;

/** Weekdays as the capacity keeps them, 0 = Sunday. */
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const SHIFTS_OVER_A_DAY = 'Shifts cannot add up to more than 24 hours a day';
export const MAX_HOURS_PER_SHIFT = 12;
export const MAX_SETUP_MINUTES = 1440;
/** Planning efficiency, in whole percent: the run takes (100 ÷ efficiency) × its ideal time. */
export const MIN_EFFICIENCY_PERCENT = 1;
export const MAX_EFFICIENCY_PERCENT = 150;
/** Breaks a day, and the longest one. */
export const MAX_BREAKS = 6;
export const MAX_BREAK_MINUTES = 240;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The capacity a machine has until someone saves its own: 2 shifts of 8 hours from 08:00, Monday to Saturday. */
export const DEFAULT_MACHINE_CAPACITY = {
  shiftsPerDay: 2,
  hoursPerShift: 8,
  firstShiftStart: '08:00',
  workingDays: [1, 2, 3, 4, 5, 6],
  operationKinds: [...OPERATION_KINDS] as OperationKind[],
  setupMinutes: 60,
  efficiencyPercent: 100,
  breaks: [] as ShiftBreak[],
  status: 'idle' as MachineStatus,
  statusNote: null as string | null,
};

const shiftsMessage = 'Shifts per day must be 1, 2 or 3';
const hoursMessage = `Hours per shift must be between 0.5 and ${MAX_HOURS_PER_SHIFT}`;
const setupMessage = `Setup time must be 0 to ${MAX_SETUP_MINUTES} minutes`;
export const EFFICIENCY_MESSAGE = `Planning efficiency must be a whole percentage from ${MIN_EFFICIENCY_PERCENT} to ${MAX_EFFICIENCY_PERCENT}`;
/** Above this an hour rate is a typo. */
export const MAX_HOUR_RATE = 100_000;
const hourRateProblem = (rate: number) => {
  if (rate < 0) return 'Must be 0 or more';
  if (decimalPlaces(rate) > 2) return 'Maximum 2 decimal places';
  return rate >= MAX_HOUR_RATE ? 'Must be less than 1,00,000' : undefined;
};
const breakMinutesMessage = `A break is 1 to ${MAX_BREAK_MINUTES} whole minutes`;

/** Whether two breaks of every day overlap, on the clock (a break may run past midnight into the next day's). */
function breaksOverlap(a: ShiftBreak, b: ShiftBreak): boolean {
  const from = minuteOfDay(a.start);
  const to = minuteOfDay(b.start);
  return (((to - from) % 1440) + 1440) % 1440 < a.minutes || (((from - to) % 1440) + 1440) % 1440 < b.minutes;
}

/**
 * A machine's breaks of every working day (lunch, tea): each at HH:MM for 1 to 240 whole minutes,
 * at most 6, none overlapping another; kept in clock order. Absent means none.
 */
export const breaksField = z
  .array(
    z.object({
      start: safeText(
        z
          .string({ error: 'Enter when the break starts' })
          .trim()
          .regex(HHMM, 'Enter the time as HH:MM in 24 hours, such as 12:30'),
      ),
      minutes: z
        .number({ error: 'Enter how many minutes the break lasts' })
        .int(breakMinutesMessage)
        .min(1, breakMinutesMessage)
        .max(MAX_BREAK_MINUTES, breakMinutesMessage),
    }),
    { error: 'Breaks must be a list of a start and minutes' },
  )
  .max(MAX_BREAKS, `At most ${MAX_BREAKS} breaks a day`)
  .default([])
  .superRefine((breaks, ctx) => {
    // Zod still runs this when a break has its own issue: a start still being typed ("10:") is
    // not on the clock, so it is left to its own message rather than compared.
    const onClock = (one: ShiftBreak) => HHMM.test(one.start);
    breaks.forEach((later, j) => {
      if (!onClock(later)) return;
      const earlier = breaks.slice(0, j).find((other) => onClock(other) && breaksOverlap(other, later));
      if (earlier) {
        ctx.addIssue({
          code: 'custom',
          path: [j, 'start'],
          message: `Overlaps the break at ${earlier.start}; breaks cannot overlap`,
        });
      }
    });
  })
  .transform((breaks) => [...breaks].sort((a, b) => a.start.localeCompare(b.start)));

/** PUT schedule/machines/{id}: the machine's whole capacity, and the version read. */
export const machineCapacityInputSchema = z
  .object({
    shiftsPerDay: z
      .number({ error: 'Enter the shifts per day' })
      .int(shiftsMessage)
      .min(1, shiftsMessage)
      .max(3, shiftsMessage),
    hoursPerShift: z
      .number({ error: 'Enter the hours per shift' })
      .min(0.5, hoursMessage)
      .max(MAX_HOURS_PER_SHIFT, hoursMessage)
      .refine((hours) => Number.isInteger(hours * 2), 'Hours per shift go in half hours, such as 7.5 or 8'),
    firstShiftStart: safeText(
      z
        .string({ error: 'Enter when the first shift starts' })
        .trim()
        .regex(HHMM, 'Enter the time as HH:MM in 24 hours, such as 08:00'),
    ),
    workingDays: z
      .array(z.number({ error: 'A working day is a weekday from 0 (Sunday) to 6' }).int().min(0).max(6), {
        error: 'Choose the working days',
      })
      .min(1, 'Choose at least one working day')
      .max(7, 'A week has 7 days')
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    operationKinds: z
      .array(z.enum(OPERATION_KINDS, { error: 'Choose a kind of operation from the list' }), {
        error: 'Choose the kinds of operation',
      })
      .min(1, 'Choose at least one kind of operation')
      .max(OPERATION_KINDS.length, 'Each kind of operation once')
      .transform((kinds) => OPERATION_KINDS.filter((kind) => kinds.includes(kind))),
    setupMinutes: z
      .number({ error: 'Enter the setup time in minutes' })
      .int('Setup time is whole minutes')
      .min(0, setupMessage)
      .max(MAX_SETUP_MINUTES, setupMessage),
    /** Planning efficiency in % (85 plans the run at 100 ÷ 85 of its ideal time); 100 when left out. */
    efficiencyPercent: z
      .number({ error: 'Enter the planning efficiency in %' })
      .int(EFFICIENCY_MESSAGE)
      .min(MIN_EFFICIENCY_PERCENT, EFFICIENCY_MESSAGE)
      .max(MAX_EFFICIENCY_PERCENT, EFFICIENCY_MESSAGE)
      .default(100),
    breaks: breaksField,
    /**
     * What an hour of the machine costs, with its operator and power (issue 30): quotations cost
     * machine time at it. Empty: not known yet.
     */
    hourRate: z
      .union([z.number(), z.string(), z.null()], { error: INVALID_NUMBER })
      .optional()
      .transform((value, ctx) => {
        const number = readNumber(value ?? null);
        if (number === null) return null;
        const message = Number.isNaN(number) ? INVALID_NUMBER : hourRateProblem(number);
        if (message === undefined) return number;
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }),
    status: z.enum(MACHINE_STATUSES, { error: 'Choose the machine status' }),
    statusNote: optionalTextField(200),
    version: versionField,
  })
  .superRefine(({ shiftsPerDay, hoursPerShift }, ctx) => {
    if (typeof shiftsPerDay !== 'number' || typeof hoursPerShift !== 'number') return;
    if (shiftsPerDay * hoursPerShift > 24)
      ctx.addIssue({ code: 'custom', path: ['hoursPerShift'], message: SHIFTS_OVER_A_DAY });
  });
export type MachineCapacityInput = z.input<typeof machineCapacityInputSchema>;
export type MachineCapacityData = z.output<typeof machineCapacityInputSchema>;

/** The kinds of downtime window: planned maintenance, or a breakdown until its expected return. */
export const DOWNTIME_KINDS = ['maintenance', 'breakdown'] as const;
export type DowntimeKind = (typeof DOWNTIME_KINDS)[number];
export const DOWNTIME_KIND_LABELS: Record<DowntimeKind, string> = {
  maintenance: 'Maintenance',
  breakdown: 'Breakdown',
};

/** The longest downtime window, in days: a longer stop is a machine out (its status), or a second window. */
export const MAX_DOWNTIME_DAYS = 366;

const HHMM_MESSAGE = 'Enter the time as HH:MM in 24 hours, such as 14:00';
const clockTime = (required: string) =>
  safeText(z.string({ error: required }).trim().min(1, required).regex(HHMM, HHMM_MESSAGE));

/**
 * POST schedule/machines/{id}/downtime: a window the machine does not work, from a start (date and
 * time) to its expected return, plant time. The server also refuses a return already past and a
 * window overlapping another of the machine's.
 */
export const machineDowntimeInputSchema = z
  .object({
    kind: z.enum(DOWNTIME_KINDS, { error: 'Choose maintenance or breakdown' }),
    startDate: documentDateField('Enter the date it stops'),
    startTime: clockTime('Enter the time it stops'),
    returnDate: documentDateField('Enter the date it is expected back'),
    returnTime: clockTime('Enter the time it is expected back'),
    note: optionalTextField(200),
  })
  .superRefine((window, ctx) => {
    const { startDate, startTime, returnDate, returnTime } = window;
    const inWindow = (day: string) => isCalendarDate(day) && day >= '2000-01-01' && day <= '2099-12-31';
    if (![startDate, returnDate].every(inWindow) || ![startTime, returnTime].every((t) => HHMM.test(t))) return;
    const start = minuteOf(startDate, startTime);
    const end = minuteOf(returnDate, returnTime);
    if (end <= start) {
      ctx.addIssue({ code: 'custom', path: ['returnTime'], message: 'The expected return must be after the stop' });
    } else if (end - start > MAX_DOWNTIME_DAYS * 1440) {
      ctx.addIssue({
        code: 'custom',
        path: ['returnDate'],
        message: `A window can be at most ${MAX_DOWNTIME_DAYS} days; set the machine's status for a longer stop`,
      });
    }
  });
export type MachineDowntimeInput = z.input<typeof machineDowntimeInputSchema>;
export type MachineDowntimeData = z.output<typeof machineDowntimeInputSchema>;

/** A downtime window as the API answers it: plant times 'yyyy-MM-ddTHH:MM'. */
export const machineDowntimeSchema = z.object({
  id: z.string(),
  machineId: z.string(),
  kind: z.enum(DOWNTIME_KINDS),
  start: z.string(),
  /** When the machine is expected back: the schedule plans it from then. */
  expectedReturn: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type MachineDowntime = z.infer<typeof machineDowntimeSchema>;

/** DELETE schedule/machines/{id}/downtime/{downtimeId}. */
export const machineDowntimeParamsSchema = z.object({ id: z.uuid(), downtimeId: z.uuid() });

/** Days of production entries the measured rate is worked from. */
export const MEASURED_DAYS = 90;

/**
 * A machine's measured rate over the last MEASURED_DAYS days of production entries (OEE's figures):
 * availability × performance, performance not capped, so a machine beating its cycle times shows
 * above 100 %. Null when it has no entries in that time.
 */
export const measuredRateSchema = z.object({
  /** The first and last day counted. */
  from: z.string(),
  to: z.string(),
  plannedMinutes: z.number(),
  availability: z.number().nullable(),
  performance: z.number().nullable(),
  /** availability × performance: what "Use measured" puts in the planning efficiency. */
  rate: z.number().nullable(),
});
export type MeasuredRate = z.infer<typeof measuredRateSchema>;

/** The planning efficiency a measured rate gives, whole percent within 1–150; null when there is none. */
export function efficiencyPercentOf(rate: number | null | undefined): number | null {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return null;
  return Math.min(MAX_EFFICIENCY_PERCENT, Math.max(MIN_EFFICIENCY_PERCENT, Math.round(rate * 100)));
}

/** GET schedule/machines: a machine with its capacity, saved or the defaults. */
export const machineCapacitySchema = z.object({
  /** The machine's id. */
  id: z.string(),
  machineNo: z.string(),
  machineName: z.string(),
  shiftsPerDay: z.number().int(),
  hoursPerShift: z.number(),
  firstShiftStart: z.string(),
  workingDays: z.array(z.number().int()),
  operationKinds: z.array(z.enum(OPERATION_KINDS)),
  setupMinutes: z.number().int(),
  efficiencyPercent: z.number().int(),
  breaks: z.array(z.object({ start: z.string(), minutes: z.number().int() })),
  /** Rupees an hour (issue 30); null until someone states it. */
  hourRate: z.number().nullable(),
  status: z.enum(MACHINE_STATUSES),
  statusNote: z.string().nullable(),
  /**
   * Takes work on the schedule: not in breakdown or maintenance, unless a downtime window holds
   * now (then it is planned from the window's expected return).
   */
  available: z.boolean(),
  /** Its downtime windows not yet over, in start order. */
  downtime: z.array(machineDowntimeSchema),
  /** The expected return of the downtime holding now (windows back to back run on), else null. */
  back: z.string().nullable(),
  /** What its production entries of the last 90 days measured; null without entries. */
  measured: measuredRateSchema.nullable(),
  /** False while the machine runs on the defaults, its capacity never saved. */
  saved: z.boolean(),
  /** 1 for the defaults; each save moves it on. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type MachineCapacity = z.infer<typeof machineCapacitySchema>;

/** POST schedule/holidays: a day the whole plant does not work. */
export const plantHolidayInputSchema = z.object({
  date: requiredDateField('Enter the date of the holiday'),
  name: requiredText('Enter the name of the holiday', 100),
});
export type PlantHolidayInput = z.input<typeof plantHolidayInputSchema>;
export type PlantHolidayData = z.output<typeof plantHolidayInputSchema>;

export const plantHolidaySchema = z.object({ date: z.string(), name: z.string() });
export type PlantHoliday = z.infer<typeof plantHolidaySchema>;

/** GET schedule/holidays?year=2026: that calendar year's holidays (this year's without one). */
export const plantHolidayQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'year must be a year such as 2026' })
    .int('year must be a year such as 2026')
    .min(2000, 'year must be from 2000 to 2099')
    .max(2099, 'year must be from 2000 to 2099')
    .optional(),
});

/** DELETE schedule/holidays/{date}. */
export const plantHolidayParamsSchema = z.object({
  date: requiredDateField('date must be a date (yyyy-MM-dd)', 'date must be a date (yyyy-MM-dd)'),
});
