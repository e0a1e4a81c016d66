import type { MachineCapacityInput, OperationKind } from '@lathe/shared';

/*
 * What each demo machine can give the schedule (master-data.ts MACHINES): the CNC lathes finish
 * parts in one setup or take their second op, two shifts from 08:00; the sliding heads run round
 * the clock from 06:00 on small round parts; the Traub roughs; the VMCs and the grinder take
 * second operations; the SPMs their own rough turning and cross-drilling. Monday to Saturday.
 */

type Capacity = Omit<MachineCapacityInput, 'status' | 'statusNote' | 'version'>;

const MON_TO_SAT = [1, 2, 3, 4, 5, 6];

const shifts = (
  shiftsPerDay: number,
  firstShiftStart: string,
  operationKinds: OperationKind[],
  setupMinutes: number,
): Capacity => ({
  shiftsPerDay,
  hoursPerShift: 8,
  firstShiftStart,
  workingDays: MON_TO_SAT,
  operationKinds,
  setupMinutes,
});

/** By machine number; a machine not listed keeps the capacity it has. */
export const DEMO_CAPACITY: Record<string, Capacity> = {
  'CNC-01': shifts(2, '08:00', ['single_setup', 'second_op'], 45),
  'CNC-02': shifts(2, '08:00', ['single_setup', 'second_op'], 50),
  'CNC-03': shifts(2, '08:00', ['single_setup', 'second_op'], 60),
  'CNC-04': shifts(2, '08:00', ['single_setup', 'second_op'], 55),
  'CNC-05': shifts(2, '08:00', ['single_setup', 'second_op'], 45),
  'SLD-01': shifts(3, '06:00', ['single_setup'], 90),
  'SLD-02': shifts(3, '06:00', ['single_setup'], 90),
  'TRB-01': shifts(2, '08:00', ['rough'], 60),
  'VMC-01': shifts(2, '08:00', ['second_op'], 45),
  'VMC-02': shifts(2, '08:00', ['second_op'], 45),
  'SPM-01': shifts(2, '08:00', ['spm'], 30),
  'SPM-02': shifts(2, '08:00', ['spm'], 30),
  'GRD-01': shifts(1, '08:00', ['second_op'], 30),
};

/** The machine under maintenance today, since how many working days, and back in how many days. */
export const IN_MAINTENANCE = { machineNo: 'VMC-02', sinceDays: 3, backInDays: 4 };

/** Its note, naming the day it is expected back (dd/mm/yyyy). */
export const maintenanceNote = (backOn: string) =>
  `Spindle bearing replacement by the maker's service engineer; expected back on ${backOn}`;
