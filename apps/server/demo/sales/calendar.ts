import { addDays } from '@lathe/shared';

/* Calendar dates (yyyy-MM-dd) of the demo sales, and the moments in them the office works. */

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / 86_400_000);

/** The shop works six days a week: a Sunday moves to the Saturday before. */
export const workingDay = (date: string) => (new Date(utc(date)).getUTCDay() === 0 ? addDays(date, -1) : date);

export const earlier = (a: string, b: string) => (a < b ? a : b);
export const later = (a: string, b: string) => (a > b ? a : b);

/**
 * A moment on a date, `minutes` after 09:00 India time, never after `now`: today's events
 * happened already, even when the seed runs before office hours.
 */
export function momentOn(date: string, minutes: number, now: Date): Date {
  const moment = new Date(Date.parse(`${date}T09:00:00+05:30`) + minutes * 60_000);
  return moment > now ? new Date(now) : moment;
}

/** The latest of some moments. */
export const latest = (...moments: (Date | null | undefined)[]) =>
  new Date(Math.max(...moments.map((moment) => moment?.getTime() ?? 0)));

/** `minutes` after a moment, never after `now`. */
export const minutesAfter = (moment: Date, minutes: number, now: Date) =>
  new Date(Math.min(moment.getTime() + minutes * 60_000, now.getTime()));
