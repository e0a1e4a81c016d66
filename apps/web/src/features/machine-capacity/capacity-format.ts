import { indianDate, type MachineCapacity, OPERATION_KIND_LABELS, WEEKDAY_LABELS } from '@lathe/shared';

/** The week as the plant reads it: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const hours = (value: number) => `${value} h`;

/** '2 shifts × 8 h from 08:00 (16 h a day)'. */
export function shiftsText(c: Pick<MachineCapacity, 'shiftsPerDay' | 'hoursPerShift' | 'firstShiftStart'>): string {
  const shifts = c.shiftsPerDay === 1 ? '1 shift' : `${c.shiftsPerDay} shifts`;
  return `${shifts} × ${hours(c.hoursPerShift)} from ${c.firstShiftStart} (${hours(c.shiftsPerDay * c.hoursPerShift)} a day)`;
}

/** Working days Monday first, runs of three or more joined: 'Mon–Sat', 'Mon, Wed, Fri–Sun'. */
export function daysText(days: readonly number[]): string {
  const worked = WEEK_ORDER.filter((d) => days.includes(d));
  const runs: number[][] = [];
  for (const day of worked) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (
      run &&
      last !== undefined &&
      WEEK_ORDER.indexOf(day as (typeof WEEK_ORDER)[number]) ===
        WEEK_ORDER.indexOf(last as (typeof WEEK_ORDER)[number]) + 1
    )
      run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${WEEKDAY_LABELS[run[0] as number]}–${WEEKDAY_LABELS[run.at(-1) as number]}`]
        : run.map((d) => WEEKDAY_LABELS[d] as string),
    )
    .join(', ');
}

export const kindsText = (kinds: MachineCapacity['operationKinds']) =>
  kinds.map((kind) => OPERATION_KIND_LABELS[kind]).join(', ');

/** A fraction as a percentage with one decimal, not capped: 1.0833 → '108.3 %'. */
export const rateText = (fraction: number) => `${(fraction * 100).toFixed(1)} %`;

/** 'Breaks 10:00 (10 min), 12:30 (30 min)'; empty without breaks. */
export const breaksText = (breaks: MachineCapacity['breaks']) =>
  breaks.length === 0 ? '' : `Breaks ${breaks.map((b) => `${b.start} (${b.minutes} min)`).join(', ')}`;

/** A plant time as people read it: '05/03/2026 14:30'. */
export const plantTimeText = (time: string) => `${indianDate(time.slice(0, 10))} ${time.slice(11, 16)}`;

/** What the last 90 days measured, in a line: 'Measured 80.0 % (availability 90.0 % × performance 88.9 %)'. */
export function measuredText(measured: MachineCapacity['measured']): string {
  if (!measured || measured.rate === null) return 'No production entries in the last 90 days to measure from';
  const parts =
    measured.availability === null || measured.performance === null
      ? ''
      : ` (availability ${rateText(measured.availability)} × performance ${rateText(measured.performance)})`;
  return `Measured ${rateText(measured.rate)}${parts} over the last 90 days`;
}
