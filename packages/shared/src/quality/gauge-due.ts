import { addDays } from '../calendar.js';

/*
 * Whether a gauge may measure on a day (issue 31). A gauge is due on the last day it may be used:
 * its last passed calibration + its frequency in days. On that day it still measures; the day after,
 * it is overdue and no inspection may name it. A gauge never calibrated, one whose last calibration
 * failed, or a retired one is never usable. "Due soon" is the week before the due day.
 */

/** Days before its due date a gauge counts as due soon: notifications and the gauges list show it. */
export const GAUGE_DUE_SOON_DAYS = 7;

export type GaugeState = 'retired' | 'uncalibrated' | 'overdue' | 'due_soon' | 'calibrated';

export const GAUGE_STATE_LABELS: Record<GaugeState, string> = {
  retired: 'Retired',
  uncalibrated: 'Not calibrated',
  overdue: 'Overdue',
  due_soon: 'Due soon',
  calibrated: 'Calibrated',
};

export interface GaugeDue {
  status: 'active' | 'retired' | string;
  /** YYYY-MM-DD: the last day it may be used; null when it has no passed calibration in force. */
  dueOn: string | null;
}

/** A gauge's state on a day (YYYY-MM-DD). */
export function gaugeState(gauge: GaugeDue, on: string): GaugeState {
  if (gauge.status === 'retired') return 'retired';
  if (!gauge.dueOn) return 'uncalibrated';
  if (gauge.dueOn < on) return 'overdue';
  if (gauge.dueOn <= addDays(on, GAUGE_DUE_SOON_DAYS)) return 'due_soon';
  return 'calibrated';
}

/** Whether an inspection on the day may name the gauge. */
export const gaugeUsableOn = (gauge: GaugeDue, on: string): boolean => {
  const state = gaugeState(gauge, on);
  return state === 'calibrated' || state === 'due_soon';
};

/** The due date a passed calibration sets: the calibration day + the frequency (a failed one sets none). */
export const nextDueOn = (calibratedOn: string, frequencyDays: number, result: 'pass' | 'fail'): string | null =>
  result === 'pass' ? addDays(calibratedOn, frequencyDays) : null;
