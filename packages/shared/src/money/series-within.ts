import { INVOICE_NUMBER_MAX_LENGTH, MAX_SERIES_NUMBER, seriesNumber } from './financial-year.js';

/*
 * A yearly series whose numbers must stay within a length at any count (CGST rule 55(1)(b) and
 * 46(b): at most 16 characters). The first 9,999 are written as every series writes them
 * (JWC/2026-27/0001 … JWC/2026-27/9999), so no number given so far changes; from the 10,000th
 * the year is written short and the count zero-padded to fill what is left (JWC/26-27/010000 …
 * JWC/26-27/999999): still 16 characters, still sorting in the order they were given within the
 * year. Past what even that holds, there is no number (the series is full).
 */

/** The n-th number of `prefix`'s series of `financialYear` within `maxLength` characters, or null when none fits. */
export function seriesNumberWithin(
  prefix: string,
  financialYear: string,
  n: number,
  maxLength = INVOICE_NUMBER_MAX_LENGTH,
): string | null {
  const long = seriesNumber(prefix, financialYear, n);
  if (n <= MAX_SERIES_NUMBER && long.length <= maxLength) return long;
  const head = `${prefix}/${financialYear.slice(2)}/`;
  const room = maxLength - head.length;
  const digits = String(n);
  return digits.length <= room ? head + digits.padStart(room, '0') : null;
}

/** The most numbers a year's series holds within `maxLength` characters. */
export function seriesCapacity(prefix: string, maxLength = INVOICE_NUMBER_MAX_LENGTH): number {
  const room = maxLength - `${prefix}/00-00/`.length;
  return Math.max(MAX_SERIES_NUMBER, 10 ** room - 1);
}
