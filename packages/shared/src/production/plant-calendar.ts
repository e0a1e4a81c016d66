/*
 * Plant time and each machine's working calendar, for the scheduler and the board.
 *
 * Time is plant-local wall-clock minutes since 1970-01-01T00:00 (a "minute number"): no time
 * zones, no daylight saving, so a day is always 1,440 minutes and calendar maths can run on UTC.
 *
 * A machine works `shiftsPerDay` shifts back to back from `firstShiftStart` on its working days;
 * a shift belongs to the day it starts, even when it runs past midnight. Since the shifts of a day
 * add up to 24 hours at most, they fit in the 24 hours from that day's first shift start. Counted
 * from there (minute − first shift start), every working day has the same working pieces: its
 * shifts less the breaks taken every day at fixed clock times. So the working minutes before any
 * moment are a closed formula (whole weeks × working weekdays, less the holidays before it, less
 * the machine's downtime before it, plus the pieces of the day so far): long jobs, gaps and the
 * next working minute cost a few binary searches, never a walk minute by minute.
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
  /** Breaks taken every working day at that clock time (lunch, tea): no work in them. None by default. */
  breaks?: readonly ShiftBreak[];
}

/** A break of every working day: from `start` ('HH:MM'), `minutes` long (whole, above 0). */
export interface ShiftBreak {
  start: string;
  minutes: number;
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

/** The most working minutes the arithmetic answers for (about two million years); more is a RangeError. */
const MOST_WORKED = 2 ** 40;

/** A working piece of every working day, in minutes from its first shift start. */
interface DayPiece extends TimeSegment {
  /** Working minutes of the day before it. */
  before: number;
  shift: number;
}

/** x mod n, never negative. */
function modulo(x: number, n: number): number {
  return ((x % n) + n) % n;
}

/**
 * Each shift of a working day less the breaks, in minutes from the first shift start: ascending,
 * apart, each inside one shift. A break is taken at its clock time every day, so one starting
 * before the first shift may reach into it, and one near its end may run into the next day's.
 */
function dayPieces(shiftsPerDay: number, shiftMinutes: number, offset: number, breaks: readonly ShiftBreak[]) {
  const cuts: TimeSegment[] = [];
  for (const { start, minutes } of breaks) {
    if (!Number.isInteger(minutes) || minutes <= 0) {
      throw new RangeError(`A break must be a whole number of minutes above 0, not ${minutes}`);
    }
    const from = modulo(minuteOfDay(start) - offset, MINUTES_PER_DAY);
    const length = Math.min(minutes, MINUTES_PER_DAY);
    cuts.push(
      { start: from, end: from + length },
      { start: from - MINUTES_PER_DAY, end: from - MINUTES_PER_DAY + length },
    );
  }
  const pieces: DayPiece[] = [];
  let before = 0;
  for (let shift = 1; shift <= shiftsPerDay && shiftMinutes > 0; shift++) {
    let rest: TimeSegment[] = [{ start: (shift - 1) * shiftMinutes, end: shift * shiftMinutes }];
    for (const cut of cuts) {
      rest = rest.flatMap((piece) =>
        [
          { start: piece.start, end: Math.min(piece.end, cut.start) },
          { start: Math.max(piece.start, cut.end), end: piece.end },
        ].filter((left) => left.start < left.end),
      );
    }
    for (const piece of rest.sort((a, b) => a.start - b.start)) {
      pieces.push({ ...piece, before, shift });
      before += piece.end - piece.start;
    }
  }
  return pieces;
}

/**
 * A calendar made ready for arithmetic: what the scheduler keeps per machine, with the machine's
 * downtime (maintenance, a breakdown until its expected return) when given. Built once per
 * calendar; every question is then O(log holidays + log downtime) or a short binary search over days.
 */
export class CompiledCalendar {
  /** Minutes of a shift. */
  readonly shiftMinutes: number;
  readonly shiftsPerDay: number;
  /** Minute of the day the first shift starts. */
  readonly offset: number;
  /** Working minutes of a working day: shiftsPerDay × shiftMinutes, less the breaks. */
  readonly dayMinutes: number;
  /** False when no day ever has working time (no working weekday, shifts of no length, all breaks). */
  readonly hasWork: boolean;
  private readonly works: boolean[];
  /** worksBefore[w]: working weekdays among weekdays 0 … w−1. */
  private readonly worksBefore: number[];
  private readonly worksPerWeek: number;
  /** Holidays on working weekdays, as day numbers, ascending: the only ones that take time away. */
  private readonly holidayDays: number[];
  private readonly holidaySet: Set<number>;
  /** The working pieces of every working day. */
  private readonly pieces: DayPiece[];
  /** Downtime windows holding working time, merged, ascending: their starts and ends. */
  private readonly downStarts: number[] = [];
  private readonly downEnds: number[] = [];
  /** downBefore[i]: working minutes inside windows 0 … i−1, as the calendar without downtime counts them. */
  private readonly downBefore: number[] = [0];
  /** downReached[i]: working minutes (downtime left out) before window i starts. */
  private readonly downReached: number[] = [];
  /** The last two answers of workedBefore. */
  private askedLast = Number.NaN;
  private workedLast = 0;
  private askedBefore = Number.NaN;
  private workedBeforeLast = 0;

  constructor(calendar: MachineCalendar, downtime: readonly TimeSegment[] = []) {
    const { shiftsPerDay, hoursPerShift } = calendar;
    if (!Number.isInteger(shiftsPerDay) || shiftsPerDay < 1 || shiftsPerDay > 3) {
      throw new RangeError(`Shifts a day must be 1, 2 or 3, not ${shiftsPerDay}`);
    }
    if (!Number.isFinite(hoursPerShift) || hoursPerShift < 0 || shiftsPerDay * hoursPerShift > 24) {
      throw new RangeError(`${shiftsPerDay} shifts of ${hoursPerShift} hours do not fit in a day`);
    }
    this.shiftsPerDay = shiftsPerDay;
    this.shiftMinutes = Math.round(hoursPerShift * 60);
    this.offset = minuteOfDay(calendar.firstShiftStart);
    this.pieces = dayPieces(shiftsPerDay, this.shiftMinutes, this.offset, calendar.breaks ?? []);
    this.dayMinutes = this.pieces.reduce((sum, piece) => sum + piece.end - piece.start, 0);
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
    this.compileDowntime(downtime);
  }

  /** Merges the downtime windows and counts the working time each takes away. */
  private compileDowntime(downtime: readonly TimeSegment[]): void {
    const windows: TimeSegment[] = [];
    for (const { start, end } of downtime) {
      if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) {
        throw new RangeError(`Downtime must run from one minute number to another, not ${start} to ${end}`);
      }
      if (start < end) windows.push({ start, end });
    }
    windows.sort((a, b) => a.start - b.start);
    const merged: TimeSegment[] = [];
    for (const window of windows) {
      const last = merged.at(-1);
      if (last && window.start <= last.end) last.end = Math.max(last.end, window.end);
      else merged.push({ ...window });
    }
    for (const { start, end } of merged) {
      const inside = this.baseWorkedBefore(end) - this.baseWorkedBefore(start);
      if (inside === 0) continue;
      const before = this.downBefore.at(-1) as number;
      this.downReached.push(this.baseWorkedBefore(start) - before);
      this.downStarts.push(start);
      this.downEnds.push(end);
      this.downBefore.push(before + inside);
    }
  }

  /** Whether shifts start on this day number. */
  isWorkingDay(day: number): boolean {
    return this.shiftMinutes > 0 && this.works[weekdayOfDay(day)] === true && !this.holidaySet.has(day);
  }

  /** The shifts starting on a day number (none on a holiday or a day off), whole: breaks and downtime inside them. */
  windowsOfDay(day: number): ShiftWindow[] {
    if (!this.isWorkingDay(day)) return [];
    const first = day * MINUTES_PER_DAY + this.offset;
    return Array.from({ length: this.shiftsPerDay }, (_, i) => ({
      shift: i + 1,
      start: first + i * this.shiftMinutes,
      end: first + (i + 1) * this.shiftMinutes,
    }));
  }

  /** The working time of the shifts starting on a day number: each shift less its breaks and the downtime. */
  workingWindowsOfDay(day: number): ShiftWindow[] {
    if (!this.isWorkingDay(day)) return [];
    const first = day * MINUTES_PER_DAY + this.offset;
    return this.pieces.flatMap((piece) =>
      this.segmentsBetween(first + piece.start, first + piece.end).map((segment) => ({
        shift: piece.shift,
        ...segment,
      })),
    );
  }

  /** Working days before a day number, counted from a fixed origin (only differences mean anything). */
  private workingDaysBefore(day: number): number {
    const sinceSunday = day + 4;
    const weeks = Math.floor(sinceSunday / 7);
    const weekday = sinceSunday - weeks * 7;
    return weeks * this.worksPerWeek + (this.worksBefore[weekday] ?? 0) - lowerBound(this.holidayDays, day);
  }

  /** Working minutes of a working day before `minute` minutes from its first shift start. */
  private workedIntoDay(minute: number): number {
    for (const piece of this.pieces) {
      if (minute < piece.end) return piece.before + Math.max(0, minute - piece.start);
    }
    return this.dayMinutes;
  }

  /** Working minutes before minute m, downtime counted as working time. */
  private baseWorkedBefore(m: number): number {
    const shifted = m - this.offset;
    const day = Math.floor(shifted / MINUTES_PER_DAY);
    const today = this.isWorkingDay(day) ? this.workedIntoDay(shifted - day * MINUTES_PER_DAY) : 0;
    return this.workingDaysBefore(day) * this.dayMinutes + today;
  }

  /** Working minutes before minute m, from a fixed origin (only differences mean anything). */
  workedBefore(m: number): number {
    // The scheduler asks the same two questions of every machine sharing a calendar, in turn.
    if (m === this.askedLast) return this.workedLast;
    if (m === this.askedBefore) return this.workedBeforeLast;
    const worked = this.countWorkedBefore(m);
    this.askedBefore = this.askedLast;
    this.workedBeforeLast = this.workedLast;
    this.askedLast = m;
    this.workedLast = worked;
    return worked;
  }

  private countWorkedBefore(m: number): number {
    const base = this.baseWorkedBefore(m);
    const windows = lowerBound(this.downStarts, m);
    if (windows === 0) return base;
    // Inside a window the count stands still; after it, the window's working time is left out.
    if (m < (this.downEnds[windows - 1] as number)) return this.downReached[windows - 1] as number;
    return base - (this.downBefore[windows] as number);
  }

  /** As minuteWhenWorked, with downtime counted as working time. */
  private baseMinuteWhenWorked(target: number, nearMinute: number): number {
    // The day holding the target's last minute: the first day d with workingDaysBefore(d + 1) ≥ j.
    // (No closure for "reached": this runs for every slot the scheduler looks at.)
    const j = Math.ceil(target / this.dayMinutes);
    let low = Math.floor((nearMinute - this.offset) / MINUTES_PER_DAY);
    let high = low;
    let step = 1;
    if (this.workingDaysBefore(low + 1) >= j) {
      while (this.workingDaysBefore(low + 1) >= j) {
        high = low;
        low -= step;
        step *= 2;
      }
    } else {
      while (this.workingDaysBefore(high + 1) < j) {
        low = high;
        high += step;
        step *= 2;
      }
    }
    // Now the day low has not reached j working days, and the day high has.
    while (high - low > 1) {
      const mid = low + Math.floor((high - low) / 2);
      if (this.workingDaysBefore(mid + 1) >= j) high = mid;
      else low = mid;
    }
    // Where that day's (target − (j − 1) × dayMinutes)th working minute ends.
    const worked = target - (j - 1) * this.dayMinutes;
    let piece = this.pieces[0] as DayPiece;
    for (const next of this.pieces) {
      piece = next;
      if (worked <= next.before + next.end - next.start) break;
    }
    return high * MINUTES_PER_DAY + this.offset + piece.start + worked - piece.before;
  }

  /**
   * The first minute by which `target` working minutes (as counted by workedBefore) have passed;
   * `nearMinute` is where to start looking. Needs hasWork; a target beyond reach is a RangeError.
   */
  minuteWhenWorked(target: number, nearMinute: number): number {
    if (!(Math.abs(target) <= MOST_WORKED)) throw new RangeError(`${target} working minutes are beyond the calendar`);
    if (this.downStarts.length === 0) return this.baseMinuteWhenWorked(target, nearMinute);
    // Between the windows before it and the first one the count has not passed, the count is the
    // base count less the windows before.
    const windows = lowerBound(this.downReached, target);
    return this.baseMinuteWhenWorked(target + (this.downBefore[windows] as number), nearMinute);
  }

  /** m if m is working time, else the start of the next working time; null when the calendar never works. */
  nextWorkingMinute(m: number): number | null {
    if (!this.hasWork) return null;
    return this.minuteWhenWorked(this.workedBefore(m) + 1, m) - 1;
  }

  /**
   * The pieces of working time from `start` to `end`, one per shift, split by its breaks and the
   * downtime (the board draws them).
   */
  segmentsBetween(start: number, end: number): TimeSegment[] {
    const segments: TimeSegment[] = [];
    if (end <= start) return segments;
    const firstDay = Math.floor((start - this.offset) / MINUTES_PER_DAY);
    const lastDay = Math.floor((end - 1 - this.offset) / MINUTES_PER_DAY);
    const { downStarts, downEnds } = this;
    let down = lowerBound(downEnds, start + 1);
    for (let day = firstDay; day <= lastDay; day++) {
      if (!this.isWorkingDay(day)) continue;
      const first = day * MINUTES_PER_DAY + this.offset;
      for (const piece of this.pieces) {
        let from = Math.max(start, first + piece.start);
        const to = Math.min(end, first + piece.end);
        while (from < to) {
          while (down < downEnds.length && (downEnds[down] as number) <= from) down++;
          const downStart = down < downStarts.length ? (downStarts[down] as number) : to;
          if (downStart >= to) {
            segments.push({ start: from, end: to });
            break;
          }
          if (downStart > from) segments.push({ start: from, end: downStart });
          from = downEnds[down] as number;
        }
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

/** The shifts a machine works on a date, whole (breaks inside them): none on a holiday or a day it does not work. */
export function shiftWindows(calendar: CalendarLike, isoDate: string): ShiftWindow[] {
  return compileCalendar(calendar).windowsOfDay(dayOfDate(isoDate));
}

/** The working time of the shifts on a date: each shift less its breaks (and downtime, for a compiled calendar with it). */
export function workingWindows(calendar: CalendarLike, isoDate: string): ShiftWindow[] {
  return compileCalendar(calendar).workingWindowsOfDay(dayOfDate(isoDate));
}

/**
 * m itself if it falls in working time, else the start of the next working time (a shift's, or
 * the end of a break or downtime); null when the calendar has no working time at all (no working
 * weekday, or shifts of no length).
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
 * Works `minutes` of shift time from `start`, skipping the gaps between shifts, breaks, days off,
 * holidays and downtime; a part of a minute counts as a whole one. No minutes: ends where it starts, with no
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

/** Working minutes between a and b, breaks and downtime left out (none when b is not after a). */
export function workingMinutesBetween(calendar: CalendarLike, a: number, b: number): number {
  if (b <= a) return 0;
  const compiled = compileCalendar(calendar);
  return compiled.workedBefore(b) - compiled.workedBefore(a);
}
