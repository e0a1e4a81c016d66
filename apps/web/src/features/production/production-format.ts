import { formatIndianNumber } from '@lathe/shared';

/** A ratio (0.853) as a percentage with one decimal, "85.3%"; nothing to say is "—". */
export const percentText = (ratio: number | null | undefined) =>
  ratio === null || ratio === undefined ? '—' : `${formatIndianNumber(ratio * 100, 1)}%`;

/** Minutes as hours with one decimal: 1,270 → "21.2 h". */
export const hoursText = (minutes: number) => `${formatIndianNumber(minutes / 60, 1)} h`;

/** Whole pieces or minutes with Indian grouping: 1,00,000. */
export const wholeText = (value: number) => formatIndianNumber(value, 0);

/** "1 shift", "2 shifts". */
export const shiftsText = (shifts: number) => `${shifts} ${shifts === 1 ? 'shift' : 'shifts'}`;
