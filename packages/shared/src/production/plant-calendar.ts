/*
 * Plant time and each machine's working calendar, for the scheduler and the board.
 *
 * Time is plant-local wall-clock minutes since 1970-01-01T00:00 (a "minute number"): no time
 * zones, no daylight saving, so a day is always 1,440 minutes and calendar maths can run on UTC.
 *
 * A machine works `shiftsPerDay` shifts back to back from `firstShiftStart` on its working days;
 * a shift belongs to the day it starts, even when it runs past midnight. Since the shifts of a day
 * add up to 24 hours at most, they fit in the 24 hours from that day's first shift start. Counted
 * from there (minute − first shift start), each working day is one block of `shiftsPerDay ×
 * hoursPerShift` minutes at the start of its day, and the working minutes before any moment are a
 * closed formula (whole weeks × working weekdays, less the holidays before it): so long jobs, gaps
 * and the next working minute cost a few binary searches, never a walk minute by minute.
 */

export const MINUTES_PER_DAY = 1440;
const MS_PER_DAY = 86_400_000;

/** A machine's working time. */
export interface MachineCalendar {
  /** 1 to 3. */
  shiftsPerDay: number;
  /** Hours in a shift, e.g. 8 or 7.5; shiftsPerDay × hoursPerShift is at most 24. */
  hoursPerShift: number;
  /** 'HH:MM' the first shift starts; the others follow back to back and may run past midnight. */
  firstShiftStart: string;
  /** Weekdays the machine works, 0 = Sunday; a shift belongs to the day it starts. */
  workingDays: readonly number[];
  /** ISO dates with no shifts. */
  holidays: readonly string[];
}

/** A stretch of plant time, `start` included, `end` not. */
export interface TimeSegment {
  start: number;
  end: number;
}

/** One shift of one day: shift 1, 2, … with its minute numbers. */
export interface ShiftWindow extends TimeSegment {
  shift: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Days since 1970-01-01 of an ISO date (yyyy-MM-dd), refusing anything that is not a calendar date. */
export function dayOfDate(isoDate: string): number {
  const match = DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd date: ${isoDate}`);
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(time).toISOString().slice(0, 10) !== isoDate) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return time / MS_PER_DAY;
}

/** Minutes since midnight of 'HH:MM' (00:00 to 23:59). */
export function minuteOfDay(hhmm: string): number {
  const match = HHMM.exec(hhmm);
  if (!match) throw new RangeError(`Not an HH:MM time: ${hhmm}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The minute number of a plant-local date and time. */
export function minuteOf(isoDate: string, hhmm: string): number {
  return dayOfDate(isoDate) * MINUTES_PER_DAY + minuteOfDay(hhmm);
}

/** The ISO date (yyyy-MM-dd) a minute number falls on. */
export function dateOfMinute(m: number): string {
  return new Date(Math.floor(m / MINUTES_PER_DAY) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** A minute number as 'yyyy-MM-ddTHH:MM'. */
export function isoOfMinute(m: number): string {
  const minute = m - Math.floor(m / MINUTES_PER_DAY) * MINUTES_PER_DAY;
  const hh = String(Math.floor(minute / 60)).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  return `${dateOfMinute(m)}T${hh}:${mm}`;
}

/** Weekday of a day number, 0 = Sunday (1970-01-01 was a Thursday). */
function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Weekday of an ISO date, 0 = Sunday. */
export function weekdayOf(isoDate: string): number {
  return weekdayOfDay(dayOfDate(isoDate));
}

/**
 * A calendar made ready for arithmetic: what the scheduler keeps per machine. Built once per
 * calendar; every question is then O(log holidays) or a short binary search over days.
 */
export class CompiledCalendar {
  /** Minutes of a shift. */
  readonly shiftMinutes: number;
  readonly shiftsPerDay: number;
  /** Minute of the day the first shift starts. */
  readonly offset: number;
  /** Working minutes of a working day: shiftsPerDay × shiftMinutes. */
  readonly dayMinutes: number;
  /** False when no day ever has a shift (no working weekday, or shifts of no length). */
  readonly hasWork: boolean;
  private readonly works: boolean[];
  /** worksBefore[w]: working weekdays among weekdays 0 … w−1. */
  private readonly worksBefore: number[];
  private readonly worksPerWeek: number;
  /** Holidays on working weekdays, as day numbers, ascending: the only ones that take time away. */
  private readonly holidayDays: number[];
  private readonly holidaySet: Set<number>;

  constructor(calendar: MachineCalendar) {
    const { shiftsPerDay, hoursPerShift } = calendar;
    if (!Number.isInteger(shiftsPerDay) || shiftsPerDay < 1 || shiftsPerDay > 3) {
      throw new RangeError(`Shifts a day must be 1, 2 or 3, not ${shiftsPerDay}`);
    }
    if (!Number.isFinite(hoursPerShift) || hoursPerShift < 0 || shiftsPerDay * hoursPerShift > 24) {
      throw new RangeError(`${shiftsPerDay} shifts of ${hoursPerShift} hours do not fit in a day`);
    }
    this.shiftsPerDay = shiftsPerDay;
    this.shiftMinutes = Math.round(hoursPerShift * 60);
    this.dayMinutes = shiftsPerDay * this.shiftMinutes;
    this.offset = minuteOfDay(calendar.firstShiftStart);
    this.works = Array.from({ length: 7 }, () => false);
    for (const day of calendar.workingDays) {
      if (!Number.isInteger(day) || day < 0 || day > 6) throw new RangeError(`Not a weekday (0–6): ${day}`);
      this.works[day] = true;
    }
    this.worksBefore = [0];
    for (let w = 0; w < 7; w++) this.worksBefore.push((this.worksBefore[w] ?? 0) + (this.works[w] ? 1 : 0));
    this.worksPerWeek = this.worksBefore[7] ?? 0;
    this.hasWork = this.worksPerWeek > 0 && this.dayMinutes > 0;
    this.holidaySet = new Set();
    for (const holiday of calendar.holidays) {
      const day = dayOfDate(holiday);
      if (this.works[weekdayOfDay(day)]) this.holidaySet.add(day);
    }
    this.holidayDays = [...this.holidaySet].sort((a, b) => a - b);
  }

  /** Whether shifts start on this day number. */
  isWorkingDay(day: number): boolean {
    return this.dayMinutes > 0 && this.works[weekdayOfDay(day)] === true && !this.holidaySet.has(day);
  }

  /** The shifts starting on a day number (none on a holiday or a day off). */
  windowsOfDay(day: number): ShiftWindow[] {
    if (!this.isWorkingDay(day)) return [];
    const first = day * MINUTES_PER_DAY + this.offset;
    return Array.from({ length: this.shiftsPerDay }, (_, i) => ({
      shift: i + 1,
      start: first + i * this.shiftMinutes,
      end: first + (i + 1) * this.shiftMinutes,
    }));
  }

  /** Working days before a day number, counted from a fixed origin (only differences mean anything). */
  private workingDaysBefore(day: number): number {
    const sinceSunday = day + 4;
    const weeks = Math.floor(sinceSunday / 7);
    const weekday = sinceSunday - weeks * 7;
    return weeks * this.worksPerWeek + (this.worksBefore[weekday] ?? 0) - lowerBound(this.holidayDays, day);
  }

  /** Working minutes before minute m, from the same origin. */
  workedBefore(m: number): number {
    const shifted = m - this.offset;
    const day = Math.floor(shifted / MINUTES_PER_DAY);
    const intoDay = shifted - day * MINUTES_PER_DAY;
    const today = this.isWorkingDay(day) ? Math.min(intoDay, this.dayMinutes) : 0;
    return this.workingDaysBefore(day) * this.dayMinutes + today;
  }

  /**
   * The first minute by which `target` working minutes (as counted by workedBefore) have passed;
   * `nearMinute` is where to start looking. Needs hasWork.
   */
  minuteWhenWorked(target: number, nearMinute: number): number {
    // The day holding the target's last minute: the first day d with workingDaysBefore(d + 1) ≥ j.
    const j = Math.ceil(target / this.dayMinutes);
    const reached = (day: number) => this.workingDaysBefore(day + 1) >= j;
    let low = Math.floor((nearMinute - this.offset) / MINUTES_PER_DAY);
    let high = low;
    let step = 1;
    if (reached(low)) {
      while (reached(low)) {
        high = low;
        low -= step;
        step *= 2;
      }
    } else {
      while (!reached(high)) {
        low = high;
        high += step;
        step *= 2;
      }
    }
    // Now reached(low) is false and reached(high) true.
    while (high - low > 1) {
      const mid = low + Math.floor((high - low) / 2);
      if (reached(mid)) high = mid;
      else low = mid;
    }
    return high * MINUTES_PER_DAY + this.offset + (target - (j - 1) * this.dayMinutes);
  }

  /** m if m is inside a shift, else the start of the next shift; null when the calendar never works. */
  nextWorkingMinute(m: number): number | null {
    if (!this.hasWork) return null;
    return this.minuteWhenWorked(this.workedBefore(m) + 1, m) - 1;
  }

  /** The pieces of shift time from `start` to `end`, one per shift (the board draws them). */
  segmentsBetween(start: number, end: number): TimeSegment[] {
    const segments: TimeSegment[] = [];
    if (end <= start) return segments;
    const firstDay = Math.floor((start - this.offset) / MINUTES_PER_DAY);
    const lastDay = Math.floor((end - 1 - this.offset) / MINUTES_PER_DAY);
    for (let day = firstDay; day <= lastDay; day++) {
      if (!this.isWorkingDay(day)) continue;
      const first = day * MINUTES_PER_DAY + this.offset;
      for (let i = 0; i < this.shiftsPerDay; i++) {
        const from = Math.max(start, first + i * this.shiftMinutes);
        const to = Math.min(end, first + (i + 1) * this.shiftMinutes);
        if (from < to) segments.push({ start: from, end: to });
      }
    }
    return segments;
  }
}

/** How many of the ascending `values` are below `x`. */
function lowerBound(values: readonly number[], x: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((values[mid] as number) < x) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** A calendar, or one already made ready for arithmetic (cheaper when asking many questions). */
export type CalendarLike = MachineCalendar | CompiledCalendar;

/** A calendar ready for arithmetic; throws a RangeError naming what is wrong with an invalid one. */
export function compileCalendar(calendar: CalendarLike): CompiledCalendar {
  return calendar instanceof CompiledCalendar ? calendar : new CompiledCalendar(calendar);
}

/** The shifts a machine works on a date: none on a holiday or a day it does not work. */
export function shiftWindows(calendar: CalendarLike, isoDate: string): ShiftWindow[] {
  return compileCalendar(calendar).windowsOfDay(dayOfDate(isoDate));
}

/**
 * m itself if it falls inside a shift, else the start of the next shift; null when the calendar
 * has no working time at all (no working weekday, or shifts of no length).
 */
export function nextWorkingMinute(calendar: CalendarLike, m: number): number | null {
  return compileCalendar(calendar).nextWorkingMinute(m);
}

/** Where `minutes` of shift time starting at `start` lead: the first and last minute, and the pieces worked. */
export interface WorkedSpan {
  /** The first minute worked (start, or the next shift's start); start itself when nothing is worked. */
  start: number;
  end: number;
  segments: TimeSegment[];
}

/**
 * Works `minutes` of shift time from `start`, skipping the gaps between shifts, days off and
 * holidays; a part of a minute counts as a whole one. No minutes: ends where it starts, with no
 * segments. Throws when the calendar never works.
 */
export function addWorkingMinutes(calendar: CalendarLike, start: number, minutes: number): WorkedSpan {
  const compiled = compileCalendar(calendar);
  const worked = Math.ceil(minutes);
  if (!(worked > 0)) return { start, end: start, segments: [] };
  if (!compiled.hasWork) throw new RangeError('The calendar has no working shifts');
  const before = compiled.workedBefore(start);
  const first = compiled.minuteWhenWorked(before + 1, start) - 1;
  const end = compiled.minuteWhenWorked(before + worked, start);
  return { start: first, end, segments: compiled.segmentsBetween(first, end) };
}

/** Shift minutes between a and b (none when b is not after a). */
export function workingMinutesBetween(calendar: CalendarLike, a: number, b: number): number {
  if (b <= a) return 0;
  const compiled = compileCalendar(calendar);
  return compiled.workedBefore(b) - compiled.workedBefore(a);
}
