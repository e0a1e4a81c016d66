import { indianDate } from '../calendar.js';
import { formatPaise, formatRupees } from '../money/indian-format.js';
import { toPaise } from '../money/money.js';
import type { PrintField } from './print-model.js';

/*
 * How a printed document writes its values, the same on paper and on screen: dates dd/mm/yyyy,
 * amounts through exact paise with Indian grouping (12,34,567.00), ₹ where no header says it.
 */

/** A yyyy-MM-dd date as 25/05/2026. */
export const printDate = (date: string) => indianDate(date);

/** An amount in rupees under a "(₹)" header: 12,34,567.00. */
export const printAmount = (rupees: number) => formatPaise(toPaise(rupees));

/** An amount in rupees with its sign: ₹12,34,567.00. */
export const printRupees = (rupees: number) => formatRupees(toPaise(rupees));

/** A GST rate: 18%, 0.25%. */
export const printPercent = (rate: number) => `${rate}%`;

/** "Maharashtra (Code 27)"; the state alone without its code; null without a state. */
export const stateWithCode = (state: string | null, code: string | null) =>
  state ? (code ? `${state} (Code ${code})` : state) : null;

/** "Reference dated 01/11/2026", or the reference alone without a date. */
export const dated = (reference: string, date: string | null) =>
  date ? `${reference} dated ${printDate(date)}` : reference;

/** A labelled value, or nothing when there is no value to print. */
export const field = (label: string, value: string | null | undefined, key?: string): PrintField[] =>
  value === null || value === undefined || value.trim() === '' ? [] : [key ? { key, label, value } : { label, value }];

/** The labelled values that have something to print, in order. */
export const fields = (...groups: PrintField[][]): PrintField[] => groups.flat();

/** Lines that have something to print. */
export const present = (...values: (string | null | undefined | false)[]): string[] =>
  values.filter((value): value is string => typeof value === 'string' && value.trim() !== '');
