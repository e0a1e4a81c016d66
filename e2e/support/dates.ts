/* Dates as the server counts them: India's calendar, whatever the machine's time zone. */

const IST_OFFSET_MS = 330 * 60_000;

/** The date `days` after today in India, as the API takes it: yyyy-mm-dd. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + IST_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}

/** yyyy-mm-dd as the forms show and take it: dd/mm/yyyy. */
export const typedDate = (iso: string) => iso.split('-').reverse().join('/');
