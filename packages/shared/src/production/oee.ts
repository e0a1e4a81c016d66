import type { DowntimeKind } from '../schemas/machine-capacity.js';
import {
  type CalendarLike,
  type CompiledCalendar,
  compileCalendar,
  dayOfDate,
  type MachineCalendar,
  type TimeSegment,
  workingWindows,
} from './plant-calendar.js';

/*
 * OEE (overall equipment effectiveness) and utilisation of one machine, per day and for a month,
 * from its shift calendar, its downtime windows and its production entries. Worked the same in the
 * browser and on the server, so the chart, the table and the API agree to the last digit.
 *
 * Shift by shift (a shift belongs to the day it starts):
 *   planned      = a logged shift (one with entries): the planned minutes kept on its entries (its
 *                  length less its breaks when they were made, so OEE does not move when the
 *                  machine's shifts are edited later); a shift of the calendar nobody logged: its
 *                  length less its breaks. Either way less the maintenance windows inside its
 *                  working time: maintenance is a planned stop. Holidays and days off plan nothing
 *                  unless a shift is logged on them (plants work holidays: overtime, a rush order),
 *                  and a shift not over yet counts only once it is logged.
 *   downtime     = a logged shift: Σ its entries' downtime, at most its planned minutes (the
 *                  operator records a breakdown with its reason); a shift nobody logged: the
 *                  breakdown windows inside its planned time. A breakdown is downtime, never a
 *                  planned stop.
 *   not logged   = a shift nobody logged: its planned minutes less that downtime. Time the plant
 *                  planned and nobody recorded a run for is lost time, shown apart from downtime
 *                  so that an entry not keyed in is told from a machine standing.
 *   run          = planned − downtime − not logged
 * A day's or a month's figures are its shifts' minutes summed, and from the sums:
 *   availability = run / planned
 *   performance  = Σ (cycle time × pieces made, good and rejected) / 60 / run, not capped: above 1
 *                  the pieces took less run time than their cycle times give, which says the
 *                  product's cycle times are slower than the machine really runs (the screen says
 *                  so, as a hint to correct them)
 *   quality      = good / (good + rejected)
 *   OEE          = availability × performance × quality
 *   utilisation  = run / the calendar's shift time less breaks (maintenance not taken out: a
 *                  machine stopped for it was not used); a day's is its whole shift time, a
 *                  month's that of the shifts counted (over by now, or logged). A shift logged
 *                  where the calendar has none (a holiday or a day off worked) adds its logged
 *                  planned minutes to this shift time as to the run: it was time worked, and
 *                  leaving it out would count its run against the other days' time.
 *
 * A ratio whose denominator is zero is null (nothing to say), except OEE: a shift that was planned
 * but made nothing scores 0, not "unknown".
 */

/** What OEE reads of a production entry. */
export interface OeeEntry {
  /** yyyy-MM-dd. */
  entryDate: string;
  shift: number;
  /** The shift's planned minutes when the entry was made (its length less its breaks). */
  plannedMinutes: number;
  downtimeMinutes: number;
  goodQuantity: number;
  rejectedQuantity: number;
  /** The operation's cycle time when the entry was made: the ideal rate. */
  cycleTimeSec: number;
}

/** A downtime window of the machine, in plant minute numbers: maintenance is planned, a breakdown is not. */
export interface OeeStop extends TimeSegment {
  kind: DowntimeKind;
}

/** The figures of a day or a month; each ratio a fraction (0.853 is 85.3%), or null when undefined. */
export interface OeeFigures {
  plannedMinutes: number;
  downtimeMinutes: number;
  /** Planned minutes of shifts nobody logged (less their breakdowns): lost, no run recorded. */
  unloggedMinutes: number;
  runMinutes: number;
  /**
   * The machine's shift time in the period by its calendar (0 on a holiday or a day off), and the
   * planned minutes of the shifts logged where the calendar has none (a holiday or a day off worked).
   */
  availableMinutes: number;
  /** Minutes the pieces made would take at their ideal cycle times. */
  idealMinutes: number;
  goodQuantity: number;
  rejectedQuantity: number;
  availability: number | null;
  /** Not capped: above 1 when the pieces took less than their cycle times give. */
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
  unloggedMinutes: number;
  availableMinutes: number;
  /** Σ cycle time × pieces, in seconds (kept in tenths of a second while summing, as cycle times have one decimal). */
  idealTenths: number;
  goodQuantity: number;
  rejectedQuantity: number;
}

const NONE: OeeSums = {
  plannedMinutes: 0,
  downtimeMinutes: 0,
  unloggedMinutes: 0,
  availableMinutes: 0,
  idealTenths: 0,
  goodQuantity: 0,
  rejectedQuantity: 0,
};

/** Adds a period's sums into a total (its available minutes too). */
function addSums(total: OeeSums, sums: OeeSums): void {
  total.plannedMinutes += sums.plannedMinutes;
  total.downtimeMinutes += sums.downtimeMinutes;
  total.unloggedMinutes += sums.unloggedMinutes;
  total.availableMinutes += sums.availableMinutes;
  total.idealTenths += sums.idealTenths;
  total.goodQuantity += sums.goodQuantity;
  total.rejectedQuantity += sums.rejectedQuantity;
}

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
  const runMinutes = sums.plannedMinutes - sums.downtimeMinutes - sums.unloggedMinutes;
  const idealMinutes = sums.idealTenths / 600;
  const pieces = sums.goodQuantity + sums.rejectedQuantity;
  const availability = ratio(runMinutes, sums.plannedMinutes);
  const performance = ratio(idealMinutes, runMinutes);
  const quality = ratio(sums.goodQuantity, pieces);
  return {
    plannedMinutes: sums.plannedMinutes,
    downtimeMinutes: sums.downtimeMinutes,
    unloggedMinutes: sums.unloggedMinutes,
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

/** What a day's entries log of each shift: its planned minutes and its downtime. */
interface ShiftLog {
  planned: number;
  downtime: number;
}

/** A day's entries by shift, their pieces and ideal time added into `sums`. */
function shiftLogsOf(entries: readonly OeeEntry[], sums: OeeSums): Map<number, ShiftLog> {
  const shifts = new Map<number, ShiftLog>();
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
  return shifts;
}

/** Minutes of the segments. */
const minutesOf = (segments: readonly TimeSegment[]) =>
  segments.reduce((sum, segment) => sum + segment.end - segment.start, 0);

/** Windows joined where they meet or overlap, in start order. */
function merged(windows: readonly TimeSegment[]): TimeSegment[] {
  const joined: TimeSegment[] = [];
  for (const { start, end } of [...windows].sort((a, b) => a.start - b.start)) {
    const last = joined.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else if (start < end) joined.push({ start, end });
  }
  return joined;
}

/** Minutes of the segments inside the (merged) windows. */
function minutesInside(segments: readonly TimeSegment[], windows: readonly TimeSegment[]): number {
  let inside = 0;
  for (const segment of segments) {
    for (const window of windows) {
      inside += Math.max(0, Math.min(segment.end, window.end) - Math.max(segment.start, window.start));
    }
  }
  return inside;
}

/** A machine's downtime windows as OEE reads them: the planned stops alone, and every stop. */
interface Stops {
  maintenance: TimeSegment[];
  all: TimeSegment[];
}

/** A period's OEE from its entries alone: the shifts they log, at their kept planned minutes; `availableMinutes` is its shift time by the calendar. */
/** A period's OEE from its entries, all of one machine; `availableMinutes` is its shift time by the calendar. */
export function oeeOf(entries: readonly OeeEntry[], availableMinutes = 0): OeeFigures {
  const total = { ...NONE, availableMinutes };
  for (const dayEntries of byDateOf(entries).values()) {
    for (const shift of shiftLogsOf(dayEntries, total).values()) {
      total.plannedMinutes += shift.planned;
      total.downtimeMinutes += Math.min(shift.downtime, shift.planned);
    }
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
    sums.unloggedMinutes += figure.unloggedMinutes;
    sums.availableMinutes += figure.availableMinutes;
    sums.idealTenths += Math.round(figure.idealMinutes * 600);
    sums.goodQuantity += figure.goodQuantity;
    sums.rejectedQuantity += figure.rejectedQuantity;
  }
  return figuresOf(sums);
}

/** Whether the pieces were made faster than their cycle times give: performance above 100 %. */
export const beatsCycleTimes = (figures: Pick<OeeFigures, 'performance'>) =>
  figures.performance !== null && figures.performance > 1;

/**
 * The machine's shift minutes on a date by its calendar, less its breaks (as a shift's planned
 * minutes leave them out): none on a holiday or a day it does not work.
 */
export function availableMinutesOn(calendar: CalendarLike, isoDate: string): number {
  return minutesOf(workingWindows(calendar, isoDate));
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
  /** The machine's working calendar (shifts, breaks, working days, the plant's holidays), without its downtime. */
  calendar: MachineCalendar;
  /** The machine's entries; those outside the month are left out. */
  entries: readonly OeeEntry[];
  /** The machine's downtime windows reaching into the month (maintenance and breakdowns). */
  stops?: readonly OeeStop[];
  /**
   * Plant minute number now, for the month under way: a shift not over by then counts only once
   * logged, as it could not have been run yet. Days after it are listed with their calendar time
   * all the same. Without it every shift of the month counts.
   */
  now?: number;
}

/** One day of the machine's calendar: its sums, and the shift time of the shifts counted into the month. */
function calendarDay(
  calendar: CompiledCalendar,
  date: string,
  entries: readonly OeeEntry[],
  stops: Stops,
  now: number | undefined,
): { sums: OeeSums; counted: number } {
  const day = dayOfDate(date);
  const pieces = calendar.workingWindowsOfDay(day);
  const sums = { ...NONE, availableMinutes: minutesOf(pieces) };
  const ofShift = (shift: number) => pieces.filter((piece) => piece.shift === shift);
  let counted = 0;
  const logged = shiftLogsOf(entries, sums);
  for (const [shift, log] of logged) {
    const own = ofShift(shift);
    const planned = Math.max(0, log.planned - minutesInside(own, stops.maintenance));
    sums.plannedMinutes += planned;
    sums.downtimeMinutes += Math.min(log.downtime, planned);
    // A shift the calendar gives no time (a holiday or a day off worked): what was logged is the time worked.
    const shiftTime = own.length > 0 ? minutesOf(own) : log.planned;
    if (own.length === 0) sums.availableMinutes += shiftTime;
    counted += shiftTime;
  }
  for (const window of calendar.windowsOfDay(day)) {
    if (logged.has(window.shift) || (now !== undefined && window.end > now)) continue;
    const own = ofShift(window.shift);
    const maintenance = minutesInside(own, stops.maintenance);
    const breakdown = minutesInside(own, stops.all) - maintenance;
    const planned = minutesOf(own) - maintenance;
    sums.plannedMinutes += planned;
    sums.downtimeMinutes += breakdown;
    sums.unloggedMinutes += planned - breakdown;
    counted += minutesOf(own);
  }
  return { sums, counted };
}

/** A machine's OEE for every day of a month, and for the month (its sums, not an average of days). */
export function machineOee({ month, calendar, entries, stops = [], now }: MachineOeeInput): MachineOee {
  const compiled = compileCalendar(calendar);
  const windows: Stops = {
    maintenance: merged(stops.filter((stop) => stop.kind === 'maintenance')),
    all: merged(stops),
  };
  const byDate = byDateOf(entries.filter((entry) => entry.entryDate.startsWith(`${month}-`)));
  const total = { ...NONE };
  const days = datesOfMonth(month).map((date): OeeDay => {
    const { sums, counted } = calendarDay(compiled, date, byDate.get(date) ?? [], windows, now);
    addSums(total, { ...sums, availableMinutes: counted });
    return { date, ...figuresOf(sums) };
  });
  return { days, month: figuresOf(total) };
}

/** What a machine's entries measured over a period, for planning: availability × performance. */
export interface MeasuredRateFigures {
  plannedMinutes: number;
  availability: number | null;
  /** Ideal minutes of the pieces made over the run time: above 1 when cycle times were beaten. */
  performance: number | null;
  /** availability × performance (the ideal minutes over the planned ones); null when nothing was planned. */
  rate: number | null;
}

/**
 * The rate a machine really ran at, from OEE's own sums of its entries (oeeOf): availability and
 * performance of the shifts logged. Shifts nobody logged are left out, as OEE counts them lost:
 * a machine standing for want of work, or an entry not keyed in, says nothing of the pace it runs
 * at when planned (the plan keeps maintenance and breakdown windows free itself). Quality is left
 * out: rejected pieces still took machine time.
 */
export function measuredRateOf(entries: readonly OeeEntry[]): MeasuredRateFigures {
  const { plannedMinutes, availability, performance } = oeeOf(entries);
  return {
    plannedMinutes,
    availability,
    performance,
    rate: availability === null ? null : availability * (performance ?? 0),
  };
}
