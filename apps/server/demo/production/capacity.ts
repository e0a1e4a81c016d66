import type { MachineCapacityInput, OperationKind } from '@lathe/shared';

/*
 * What each demo machine can give the schedule (master-data/lists.ts MACHINES): the CNC lathes finish
 * parts in one setup or take their second op, two shifts from 08:00; the sliding heads run round
 * the clock from 06:00 on small round parts; the Traub roughs; the VMCs and the grinder take
 * second operations; the SPMs their own rough turning and cross-drilling. Monday to Saturday,
 * lunch at 12:30 for half an hour and tea at 10:00 and (second shift) 20:00; each planned at the
 * efficiency the plant has seen of it, 65–85 %, and costed at its hour rate with operator and power
 * (issue 30): ₹320 an SPM, ₹450–600 a lathe, ₹700 a VMC, ₹850 a sliding head.
 */

type Capacity = Omit<MachineCapacityInput, 'status' | 'statusNote' | 'version'>;

const MON_TO_SAT = [1, 2, 3, 4, 5, 6];

/** Lunch, and tea in the first shift and, where there is one from 16:00, the second. */
const LUNCH = { start: '12:30', minutes: 30 };
const TEA = { start: '10:00', minutes: 10 };
const EVENING_TEA = { start: '20:00', minutes: 10 };

const shifts = (
  shiftsPerDay: number,
  firstShiftStart: string,
  operationKinds: OperationKind[],
  setupMinutes: number,
  efficiencyPercent: number,
  hourRate: number,
): Capacity => ({
  shiftsPerDay,
  hoursPerShift: 8,
  firstShiftStart,
  workingDays: MON_TO_SAT,
  operationKinds,
  setupMinutes,
  efficiencyPercent,
  hourRate,
  breaks: shiftsPerDay === 1 ? [TEA, LUNCH] : [TEA, LUNCH, EVENING_TEA],
});

/** By machine number; a machine not listed keeps the capacity it has. */
export const DEMO_CAPACITY: Record<string, Capacity> = {
  'CNC-01': shifts(2, '08:00', ['single_setup', 'second_op'], 45, 80, 580),
  'CNC-02': shifts(2, '08:00', ['single_setup', 'second_op'], 50, 78, 580),
  'CNC-03': shifts(2, '08:00', ['single_setup', 'second_op'], 60, 72, 520),
  'CNC-04': shifts(2, '08:00', ['single_setup', 'second_op'], 55, 75, 520),
  'CNC-05': shifts(2, '08:00', ['single_setup', 'second_op'], 45, 82, 600),
  'SLD-01': shifts(3, '06:00', ['single_setup'], 90, 85, 850),
  'SLD-02': shifts(3, '06:00', ['single_setup'], 90, 84, 850),
  'TRB-01': shifts(2, '08:00', ['rough'], 60, 70, 450),
  'VMC-01': shifts(2, '08:00', ['second_op'], 45, 76, 700),
  'VMC-02': shifts(2, '08:00', ['second_op'], 45, 74, 700),
  'SPM-01': shifts(2, '08:00', ['spm'], 30, 68, 320),
  'SPM-02': shifts(2, '08:00', ['spm'], 30, 65, 320),
  'GRD-01': shifts(1, '08:00', ['second_op'], 30, 72, 480),
};

/**
 * The machine under maintenance today, since how many working days, back in how many days and at
 * what time: its downtime window runs until then, and the schedule plans it from then.
 */
export const IN_MAINTENANCE = { machineNo: 'VMC-02', sinceDays: 3, backInDays: 4, backAt: '14:00' };

/** Its note, naming the day it is expected back (dd/mm/yyyy). */
export const maintenanceNote = (backOn: string) =>
  `Spindle bearing replacement by the maker's service engineer; expected back on ${backOn}`;
