import { scaleDecimal } from '../money/money.js';

/** How far a line set has got (dispatched, invoiced, paid …). */
export type Progress = 'Not' | 'Partly' | 'Fully';

/** Quantities have up to 3 decimals: compare them in thousandths so 0.1 + 0.2 is exactly 0.3. */
export const thousandths = (quantity: number) => scaleDecimal(quantity, 3);

/**
 * Σ min(done, ordered) / Σ ordered: nothing done → 'Not', all of it → 'Fully', else 'Partly'.
 * More than ordered on one line does not make up for another; no lines (or nothing ordered) is 'Not'.
 */
export function progressOf(lines: readonly { ordered: number; done: number }[]): Progress {
  let ordered = 0;
  let done = 0;
  for (const line of lines) {
    const lineOrdered = Math.max(0, thousandths(line.ordered));
    ordered += lineOrdered;
    done += Math.min(Math.max(0, thousandths(line.done)), lineOrdered);
  }
  if (ordered === 0 || done === 0) return 'Not';
  return done === ordered ? 'Fully' : 'Partly';
}
