import { indianDate, type PromiseView } from '@lathe/shared';

const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/**
 * A promise as one line: "Can dispatch by 14/12/2026 — decided by CNC-3 is booked until …", how
 * far it falls after the date asked for, or why no date can be promised.
 */
export function promiseText(promise: PromiseView): string {
  if (promise.promiseDate === null) return `Cannot promise a dispatch date — ${promise.reason}`;
  const after = promise.daysAfterRequested ? ` (${daysText(promise.daysAfterRequested)} after the date asked for)` : '';
  return `Can dispatch by ${indianDate(promise.promiseDate)}${after} — decided by ${promise.reason}`;
}
