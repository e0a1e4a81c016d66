import { z } from 'zod';
import { OPERATION_KINDS, type OperationKind } from '../production/schedule.js';
import { optionalTextField, requiredDateField, requiredText, safeText, versionField } from './common.js';

/*
 * What a machine can give the schedule: its shifts, working days, the kinds of operation it runs,
 * its setup time and its state; and the days the whole plant does not work. A machine whose
 * capacity was never saved runs on the defaults (the table's column defaults).
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

/** Weekdays as the capacity keeps them, 0 = Sunday. */
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const SHIFTS_OVER_A_DAY = 'Shifts cannot add up to more than 24 hours a day';
export const MAX_HOURS_PER_SHIFT = 12;
export const MAX_SETUP_MINUTES = 1440;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The capacity a machine has until someone saves its own: 2 shifts of 8 hours from 08:00, Monday to Saturday. */
export const DEFAULT_MACHINE_CAPACITY = {
  shiftsPerDay: 2,
  hoursPerShift: 8,
  firstShiftStart: '08:00',
  workingDays: [1, 2, 3, 4, 5, 6],
  operationKinds: [...OPERATION_KINDS] as OperationKind[],
  setupMinutes: 60,
  status: 'idle' as MachineStatus,
  statusNote: null as string | null,
};

const shiftsMessage = 'Shifts per day must be 1, 2 or 3';
const hoursMessage = `Hours per shift must be between 0.5 and ${MAX_HOURS_PER_SHIFT}`;
const setupMessage = `Setup time must be 0 to ${MAX_SETUP_MINUTES} minutes`;

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
  status: z.enum(MACHINE_STATUSES),
  statusNote: z.string().nullable(),
  /** Takes new work on the schedule (not in breakdown or maintenance). */
  available: z.boolean(),
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
