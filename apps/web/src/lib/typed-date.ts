import { isCalendarDate } from '@lathe/shared';

/*
 * Dates as people in India type and read them, dd/mm/yyyy, whatever language the browser is set
 * to; the forms, the API and the database keep them as yyyy-MM-dd.
 */

export const TYPED_DATE_PLACEHOLDER = 'dd/mm/yyyy';

/**
 * The calendar date in what was typed, as yyyy-MM-dd, or null: "05/04/2026", "5/4/2026",
 * "05-04-2026", "05.04.2026" and "05042026" are all 5 April 2026. The year has four digits;
 * a day the month does not have (31/04) is no date.
 */
export function parseTypedDate(text: string): string | null {
  const t = text.trim();
  const parts = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(t);
  if (!parts) return null;
  const [, day, month, year] = parts as unknown as [string, string, string, string];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/** yyyy-MM-dd shown as dd/mm/yyyy; anything else (empty, or text not yet a date) as it is. */
export function typedDateText(value: string | null | undefined): string {
  if (!value) return '';
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : value;
}

/**
 * What the box shows as someone types: digits and one kind of separator, at most ten
 * characters, with the slash after the day and the month put in when typing forward
 * ("12" → "12/", "12/04" → "12/04/"), so only digits need typing.
 */
export function maskTypedDate(previous: string, next: string): string {
  const kept = next
    .replace(/[.-]/g, '/')
    .replace(/[^\d/]/g, '')
    .replace(/\/{2,}/g, '/')
    .slice(0, 10);
  const forward = kept.length > previous.length;
  if (forward && (/^\d{2}$/.test(kept) || /^\d{1,2}\/\d{2}$/.test(kept))) return `${kept}/`;
  return kept;
}
