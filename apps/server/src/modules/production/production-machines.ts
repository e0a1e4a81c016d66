import {
  CompiledCalendar,
  DEFAULT_MACHINE_CAPACITY,
  type MachineCalendar,
  OPERATION_KINDS,
  type OperationKind,
  type ShiftBreak,
} from '@lathe/shared';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { machineCapacity, machines, plantHolidays } from '../../db/schema/index.js';

/*
 * A machine as production reads it: its number and name, and its capacity (the saved one, or the
 * defaults a machine runs on until someone saves its own): how many shifts it works and how long,
 * its daily breaks, which kinds of operation it runs, and its working days for OEE's utilisation.
 */

const columns = {
  id: machines.id,
  machineNo: machines.machineNo,
  machineName: machines.machineName,
  shiftsPerDay: machineCapacity.shiftsPerDay,
  hoursPerShift: machineCapacity.hoursPerShift,
  firstShiftStart: machineCapacity.firstShiftStart,
  workingDays: machineCapacity.workingDays,
  breaks: machineCapacity.breaks,
  operationKinds: machineCapacity.operationKinds,
};

type Row = {
  id: string;
  machineNo: string;
  machineName: string;
  shiftsPerDay: number | null;
  hoursPerShift: number | null;
  firstShiftStart: string | null;
  workingDays: number[] | null;
  breaks: ShiftBreak[] | null;
  operationKinds: string[] | null;
};

export interface ProductionMachineRow {
  id: string;
  machineNo: string;
  machineName: string;
  shiftsPerDay: number;
  hoursPerShift: number;
  firstShiftStart: string;
  workingDays: number[];
  breaks: ShiftBreak[];
  operationKinds: OperationKind[];
}

const withDefaults = (row: Row): ProductionMachineRow => ({
  id: row.id,
  machineNo: row.machineNo,
  machineName: row.machineName,
  shiftsPerDay: row.shiftsPerDay ?? DEFAULT_MACHINE_CAPACITY.shiftsPerDay,
  hoursPerShift: row.hoursPerShift ?? DEFAULT_MACHINE_CAPACITY.hoursPerShift,
  firstShiftStart: row.firstShiftStart ?? DEFAULT_MACHINE_CAPACITY.firstShiftStart,
  workingDays: row.workingDays ?? [...DEFAULT_MACHINE_CAPACITY.workingDays],
  breaks: row.breaks ?? [],
  operationKinds: (row.operationKinds ?? [...DEFAULT_MACHINE_CAPACITY.operationKinds]).filter(
    (kind): kind is OperationKind => (OPERATION_KINDS as readonly string[]).includes(kind),
  ),
});

const selectMachines = (tx: DbOrTx) =>
  tx.select(columns).from(machines).leftJoin(machineCapacity, eq(machineCapacity.machineId, machines.id)).$dynamic();

/** One machine with its capacity, or undefined when there is none. */
export async function machineOf(tx: DbOrTx, id: string): Promise<ProductionMachineRow | undefined> {
  const [row] = await selectMachines(tx).where(eq(machines.id, id));
  return row ? withDefaults(row) : undefined;
}

/** Every machine (or the one asked for), by machine number. */
export async function machinesWithCapacity(tx: DbOrTx, id?: string): Promise<ProductionMachineRow[]> {
  const rows = await selectMachines(tx)
    .where(id ? eq(machines.id, id) : undefined)
    .orderBy(asc(machines.machineNo), asc(machines.id));
  return rows.map(withDefaults);
}

/**
 * A shift's planned minutes on the machine: its hours per shift × 60 less the breaks taken in that
 * shift (OEE's planned production time leaves planned breaks out, so the rate it measures is the
 * one the schedule plans with, breaks already kept free).
 */
export function plannedMinutesOf(
  machine: Pick<ProductionMachineRow, 'shiftsPerDay' | 'hoursPerShift' | 'firstShiftStart' | 'breaks'>,
  shift: number,
): number {
  const whole = Math.round(machine.hoursPerShift * 60);
  if (machine.breaks.length === 0) return whole;
  const calendar = new CompiledCalendar({ ...machine, workingDays: [0, 1, 2, 3, 4, 5, 6], holidays: [] });
  // Every day is a working day of this calendar, and every working day has the same pieces.
  return calendar
    .workingWindowsOfDay(0)
    .filter((window) => window.shift === shift)
    .reduce((sum, window) => sum + window.end - window.start, 0);
}

/** The plant's holidays from `from` to `to`, ISO dates. */
export async function holidaysBetween(tx: DbOrTx, from: string, to: string): Promise<string[]> {
  const rows = await tx
    .select({ date: plantHolidays.holidayDate })
    .from(plantHolidays)
    .where(and(gte(plantHolidays.holidayDate, from), lte(plantHolidays.holidayDate, to)));
  return rows.map((row) => row.date);
}

/** The machine's working calendar with the plant's holidays. */
export const calendarOf = (machine: ProductionMachineRow, holidays: readonly string[]): MachineCalendar => ({
  shiftsPerDay: machine.shiftsPerDay,
  hoursPerShift: machine.hoursPerShift,
  firstShiftStart: machine.firstShiftStart,
  workingDays: machine.workingDays,
  holidays,
  breaks: machine.breaks,
});
