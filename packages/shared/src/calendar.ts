/** A formatter per time zone: making one costs far more than formatting with it, and requests ask for today often. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date (yyyy-MM-dd) in a time zone: the business runs on India time, not the server's. */
export function todayIn(timeZone = 'Asia/Kolkata', now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as yyyy-MM-dd.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** A yyyy-MM-dd date as India writes it, dd/mm/yyyy, for documents the server prints; no date, no text. */
export function indianDate(value: string | null): string {
  return value ? value.split('-').reverse().join('/') : '';
}

/** A calendar date moved by whole days (negative goes back), counted on UTC so no zone or DST shifts it. */
export function addDays(date: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  if (!Number.isSafeInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(time).toISOString().slice(0, 10) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The plant's week a calendar date falls in, Monday to Sunday (Sunday the weekly off closes it):
 * what "due this week" means on the dispatch desk.
 */
export function weekOf(date: string): { monday: string; sunday: string } {
  // Moving by no days checks that it is a calendar date; 1970-01-01 was a Thursday.
  const day = Date.parse(`${addDays(date, 0)}T00:00:00Z`) / 86_400_000;
  const sinceMonday = (((day + 3) % 7) + 7) % 7;
  const monday = addDays(date, -sinceMonday);
  return { monday, sunday: addDays(monday, 6) };
}

/**
 * The ISO 8601 week a date falls in: weeks start on Monday and week 1 holds the year's first
 * Thursday, so 31/12/2026 is in week 53 of 2026 and 01/01/2027 too. What a customer's schedule
 * means by "W50".
 */
export function isoWeek(date: string): { year: number; week: number } {
  const thursday = addDays(weekOf(date).monday, 3);
  const year = Number(thursday.slice(0, 4));
  const dayOfYear = (Date.parse(`${thursday}T00:00:00Z`) - Date.UTC(year, 0, 1)) / 86_400_000;
  return { year, week: Math.floor(dayOfYear / 7) + 1 };
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** A calendar date moved by whole years (negative goes back); 29 February lands on the 28th in a year without one. */
export function addYears(date: string, years: number): string {
  if (!Number.isSafeInteger(years)) throw new RangeError(`Not a whole number of years: ${years}`);
  // Moving by no days checks that it is a calendar date.
  const [from, month, day] = addDays(date, 0).split('-');
  const year = Number(from) + years;
  if (year < 1 || year > 9999) throw new RangeError(`Out of the calendar: ${date} moved by ${years} years`);
  const moved = month === '02' && day === '29' && !isLeapYear(year) ? '28' : day;
  return `${String(year).padStart(4, '0')}-${month}-${moved}`;
}

/** The months in English, as dates are named in words: "December 2026". */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "December 2026" for 2026-12. */
export const monthName = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
