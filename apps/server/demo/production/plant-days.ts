import { addDays, MINUTES_PER_DAY, minuteOf, weekdayOf } from '@lathe/shared';

/*
 * The plant's days and moments as the seed counts them: the office and the shop work Monday to
 * Saturday except the plant's holidays; a moment is a plant minute (minutes since 1970-01-01 00:00
 * India time, as the schedule counts them), made a timestamp only when it is written.
 */

/** India is 5 h 30 min ahead of UTC: plant minute m is this many minutes after the UTC epoch minute. */
const INDIA_OFFSET = 330;

/** The plant minute of a time of day ('HH:MM') on a date. */
export const plantMinute = (date: string, hhmm: string) => minuteOf(date, hhmm);

/** The date a plant minute falls on. */
export const dateOfPlantMinute = (minute: number) => addDays('1970-01-01', Math.floor(minute / MINUTES_PER_DAY));

/** The moment of a plant minute, never after `now`: what happened today has happened already. */
export function momentOf(minute: number, now: Date): Date {
  const moment = new Date((minute - INDIA_OFFSET) * 60_000);
  return moment > now ? new Date(now) : moment;
}

/** Monday to Saturday, not a plant holiday. */
export const isWorkingDay = (date: string, holidays: ReadonlySet<string>) =>
  weekdayOf(date) !== 0 && !holidays.has(date);

/** The date itself when it is a working day, else the working day before it. */
export function workingDayOnOrBefore(date: string, holidays: ReadonlySet<string>): string {
  let day = date;
  while (!isWorkingDay(day, holidays)) day = addDays(day, -1);
  return day;
}

/** The date itself when it is a working day, else the working day after it. */
export function workingDayOnOrAfter(date: string, holidays: ReadonlySet<string>): string {
  let day = date;
  while (!isWorkingDay(day, holidays)) day = addDays(day, 1);
  return day;
}

/** The working days from `from` to `to`, both included. */
export function workingDaysBetween(from: string, to: string, holidays: ReadonlySet<string>): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (isWorkingDay(day, holidays)) days.push(day);
  return days;
}
