import { type MachineCalendar, minuteOf } from './plant-calendar.js';
import type { ScheduleMachine, ScheduleOperation } from './schedule.js';

/*
 * The small plant the scheduler's, the promise's and the rough cut's tests plan on: written out
 * once, so a hand-worked time in one reads the same in the others.
 */

/** Two 8-hour shifts from 08:00 (08–16, 16–24), Monday to Saturday: 96 hours a week. */
export const twoShifts: MachineCalendar = {
  shiftsPerDay: 2,
  hoursPerShift: 8,
  firstShiftStart: '08:00',
  workingDays: [1, 2, 3, 4, 5, 6],
  holidays: [],
};

/** The minute number of 'yyyy-MM-ddTHH:MM'. */
export const at = (iso: string) => minuteOf(iso.slice(0, 10), iso.slice(11));

/** Monday 2 March 2026, 08:00: the start of the week's first shift. */
export const monday = at('2026-03-02T08:00');

/** A machine on two shifts with an hour's setup, available; `extra` overrides. */
export function machine(
  id: string,
  kinds: ScheduleMachine['kinds'],
  extra: Partial<ScheduleMachine> = {},
): ScheduleMachine {
  return { id, label: id, kinds, calendar: twoShifts, setupMinutes: 60, available: true, ...extra };
}

/** An hour of rough work, its own work order's first operation, due at the end of March 2026. */
export function op(id: string, extra: Partial<ScheduleOperation> = {}): ScheduleOperation {
  const workOrderId = extra.workOrderId ?? id;
  return {
    id,
    workOrderId,
    workOrderLabel: `WO ${workOrderId}`,
    seq: 1,
    kind: 'rough',
    minutes: 60,
    dueDate: '2026-03-31',
    releasedAt: 0,
    ...extra,
  };
}
