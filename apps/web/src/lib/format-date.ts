import { format, isValid, parseISO } from 'date-fns';

export const DAY_MONTH_YEAR = 'dd/MM/yyyy';
export const DAY_MONTH_YEAR_TIME = 'dd/MM/yyyy HH:mm';
export const SHORT_MONTH_DAY_YEAR = 'MMM d, yyyy';

type DateInput = string | number | Date | null | undefined;

function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const iso = parseISO(value);
  return isValid(iso) ? iso : new Date(value);
}

/** Formats a date cell: missing shows 'N/A', unparseable shows 'Invalid date' (spec §2 "Lists"). */
export function formatDate(value: DateInput, pattern: string = DAY_MONTH_YEAR): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = toDate(value);
  return isValid(date) ? format(date, pattern) : 'Invalid date';
}

/** A moment as the day and the time of day, e.g. '05/03/2026 15:30'. */
export const formatDateTime = (value: DateInput) => formatDate(value, DAY_MONTH_YEAR_TIME);

/** Short month-day-year, e.g. 'Mar 5, 2026'. */
export const formatShortDate = (value: DateInput) => formatDate(value, SHORT_MONTH_DAY_YEAR);
