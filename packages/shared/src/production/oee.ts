import { type CalendarLike, compileCalendar, workingWindows } from './plant-calendar.js';

/*
 * OEE (overall equipment effectiveness) and utilisation of one machine, from its production
 * entries: per day and for a month. Worked the same in the browser and on the server, so the
 * chart, the table and the API agree to the last digit.
 *
 *   planned      = Σ the shift's planned minutes, once per (date, shift) the machine has entries for
 *   downtime     = Σ the entries' downtime, at most the shift's planned minutes per shift
 *   run          = planned − downtime
 *   availability = run / planned
 *   performance  = Σ (cycle time × pieces made, good and rejected) / 60 / run, at most 1
 *   quality      = good / (good + rejected)
 *   OEE          = availability × performance × quality
 *   utilisation  = run / the shift time the machine's calendar gives that day, less its breaks
 *                  (holidays have none)
 *
 * A ratio whose denominator is zero is null (nothing to say), except OEE: a shift that was planned
 * but made nothing scores 0, not "unknown".
 */

/** What OEE reads of a production entry. */
export interface OeeEntry {
  /** yyyy-MM-dd. */
  entryDate: string;
  shift: number;
  /** The shift's length when the entry was made (hours per shift × 60). */
  plannedMinutes: number;
  downtimeMinutes: number;
  goodQuantity: number;
  rejectedQuantity: number;
  /** The operation's cycle time when the entry was made: the ideal rate. */
  cycleTimeSec: number;
}

/** The figures of a day or a month; each ratio a fraction (0.853 is 85.3%), or null when undefined. */
export interface OeeFigures {
  plannedMinutes: number;
  downtimeMinutes: number;
  runMinutes: number;
  /** The machine's shift time in the period by its calendar (0 on a holiday or a day off). */
  availableMinutes: number;
  /** Minutes the pieces made would take at their ideal cycle times. */
  idealMinutes: number;
  goodQuantity: number;
  rejectedQuantity: number;
  availability: number | null;
  performance: number | null;
  quality: number | null;
  oee: number | null;
  utilisation: number | null;
}

export interface OeeDay extends OeeFigures {
  date: string;
}

export interface MachineOee {
  days: OeeDay[];
  month: OeeFigures;
}

/** The sums a period's ratios come from. */
interface OeeSums {
  plannedMinutes: number;
  downtimeMinutes: number;
  availableMinutes: number;
  /** Σ cycle time × pieces, in seconds (kept in tenths of a second while summing, as cycle times have one decimal). */
  idealTenths: number;
  goodQuantity: number;
  rejectedQuantity: number;
}

const NONE: OeeSums = {
  plannedMinutes: 0,
  downtimeMinutes: 0,
  availableMinutes: 0,
  idealTenths: 0,
  goodQuantity: 0,
  rejectedQuantity: 0,
};

/** Entries by their date (Map.groupBy is not in Node 20). */
function byDateOf(entries: readonly OeeEntry[]): Map<string, OeeEntry[]> {
  const groups = new Map<string, OeeEntry[]>();
  for (const entry of entries) {
    const group = groups.get(entry.entryDate);
    if (group) group.push(entry);
    else groups.set(entry.entryDate, [entry]);
  }
  return groups;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The ratios of a period's sums. */
function figuresOf(sums: OeeSums): OeeFigures {
  const runMinutes = sums.plannedMinutes - sums.downtimeMinutes;
  const idealMinutes = sums.idealTenths / 600;
  const pieces = sums.goodQuantity + sums.rejectedQuantity;
  const availability = ratio(runMinutes, sums.plannedMinutes);
  const speed = ratio(idealMinutes, runMinutes);
  const performance = speed === null ? null : Math.min(1, speed);
  const quality = ratio(sums.goodQuantity, pieces);
  return {
    plannedMinutes: sums.plannedMinutes,
    downtimeMinutes: sums.downtimeMinutes,
    runMinutes,
    availableMinutes: sums.availableMinutes,
    idealMinutes,
    goodQuantity: sums.goodQuantity,
    rejectedQuantity: sums.rejectedQuantity,
    availability,
    performance,
    quality,
    oee: availability === null ? null : availability * (performance ?? 0) * (quality ?? 0),
    utilisation: ratio(runMinutes, sums.availableMinutes),
  };
}

/** One day's sums: each shift's planned minutes once, its downtime at most the shift. */
function daySums(entries: readonly OeeEntry[], availableMinutes: number): OeeSums {
  const shifts = new Map<number, { planned: number; downtime: number }>();
  const sums = { ...NONE, availableMinutes };
  for (const entry of entries) {
    const shift = shifts.get(entry.shift) ?? { planned: 0, downtime: 0 };
    // Entries of one shift carry the same planned minutes; should they differ, the longest counts.
    shift.planned = Math.max(shift.planned, entry.plannedMinutes);
    shift.downtime += entry.downtimeMinutes;
    shifts.set(entry.shift, shift);
    sums.goodQuantity += entry.goodQuantity;
    sums.rejectedQuantity += entry.rejectedQuantity;
    sums.idealTenths += Math.round(entry.cycleTimeSec * 10) * (entry.goodQuantity + entry.rejectedQuantity);
  }
  for (const shift of shifts.values()) {
    sums.plannedMinutes += shift.planned;
    sums.downtimeMinutes += Math.min(shift.downtime, shift.planned);
  }
  return sums;
}

/** A period's OEE from its entries, all of one machine; `availableMinutes` is its shift time by the calendar. */
export function oeeOf(entries: readonly OeeEntry[], availableMinutes = 0): OeeFigures {
  const byDate = byDateOf(entries);
  const total = { ...NONE, availableMinutes };
  for (const dayEntries of byDate.values()) {
    const sums = daySums(dayEntries, 0);
    total.plannedMinutes += sums.plannedMinutes;
    total.downtimeMinutes += sums.downtimeMinutes;
    total.idealTenths += sums.idealTenths;
    total.goodQuantity += sums.goodQuantity;
    total.rejectedQuantity += sums.rejectedQuantity;
  }
  return figuresOf(total);
}

/**
 * Several periods' (or machines') figures as one: their minutes and pieces summed, the ratios
 * worked again from the sums (a plant's day from its machines' days), never averaged.
 */
export function combineOee(figures: readonly OeeFigures[]): OeeFigures {
  const sums = { ...NONE };
  for (const figure of figures) {
    sums.plannedMinutes += figure.plannedMinutes;
    sums.downtimeMinutes += figure.downtimeMinutes;
    sums.availableMinutes += figure.availableMinutes;
    sums.idealTenths += Math.round(figure.idealMinutes * 600);
    sums.goodQuantity += figure.goodQuantity;
    sums.rejectedQuantity += figure.rejectedQuantity;
  }
  return figuresOf(sums);
}

/**
 * The machine's shift minutes on a date by its calendar, less its breaks (as a shift's planned
 * minutes leave them out): none on a holiday or a day it does not work.
 */
export function availableMinutesOn(calendar: CalendarLike, isoDate: string): number {
  return workingWindows(calendar, isoDate).reduce((sum, window) => sum + (window.end - window.start), 0);
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Every date of a month ('2026-04') in order. */
export function datesOfMonth(month: string): string[] {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Not a yyyy-MM month: ${month}`);
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1;
  const length = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

export interface MachineOeeInput {
  /** 'yyyy-MM'. */
  month: string;
  /** The machine's working calendar (shifts, working days, the plant's holidays). */
  calendar: CalendarLike;
  /** The machine's entries; those outside the month are left out. */
  entries: readonly OeeEntry[];
  /**
   * The last day counted into the month's available time (today, for the month under way): the
   * days still to come have shifts but could not have been used yet. Days after it are listed with
   * their available time all the same.
   */
  until?: string;
}

/** A machine's OEE for every day of a month, and for the month (its sums, not an average of days). */
export function machineOee({ month, calendar, entries, until }: MachineOeeInput): MachineOee {
  const compiled = compileCalendar(calendar);
  const byDate = byDateOf(entries.filter((entry) => entry.entryDate.startsWith(`${month}-`)));
  const total = { ...NONE };
  const days = datesOfMonth(month).map((date): OeeDay => {
    const sums = daySums(byDate.get(date) ?? [], availableMinutesOn(compiled, date));
    total.plannedMinutes += sums.plannedMinutes;
    total.downtimeMinutes += sums.downtimeMinutes;
    total.idealTenths += sums.idealTenths;
    total.goodQuantity += sums.goodQuantity;
    total.rejectedQuantity += sums.rejectedQuantity;
    if (until === undefined || date <= until) total.availableMinutes += sums.availableMinutes;
    return { date, ...figuresOf(sums) };
  });
  return { days, month: figuresOf(total) };
}

/** What a machine's entries measured over a period, for planning: availability × performance. */
export interface MeasuredRateFigures {
  plannedMinutes: number;
  availability: number | null;
  /** Ideal minutes of the pieces made over the run time, not capped: above 1 when cycle times were beaten. */
  performance: number | null;
  /** availability × performance (the ideal minutes over the planned ones); null when nothing was planned. */
  rate: number | null;
}

/**
 * The rate a machine really ran at, from OEE's own sums of its entries (oeeOf): availability, and
 * performance as measured, not capped at 1 as OEE caps it, so planning sees a machine that beats
 * its cycle times as it is. Quality is left out: rejected pieces still took machine time.
 */
export function measuredRateOf(entries: readonly OeeEntry[]): MeasuredRateFigures {
  const figures = oeeOf(entries);
  const performance = ratio(figures.idealMinutes, figures.runMinutes);
  const { availability } = figures;
  return {
    plannedMinutes: figures.plannedMinutes,
    availability,
    performance,
    rate: availability === null ? null : availability * (performance ?? 0),
  };
}
