import { formatIndianNumber, formatRupees, toPaise } from '@lathe/shared';
import { format, parseISO } from 'date-fns';

/** Rupees from the API as the app prints money: ₹12,34,567.00. */
export const rupees = (amount: number) => formatRupees(toPaise(amount));

/** A count with Indian grouping: 1,00,000. */
export const count = (n: number) => formatIndianNumber(n, 0);

/** '2026-11' → 'Nov' (a bar's label) or 'Nov 2026' (its full name). */
export const monthLabel = (month: string, pattern: 'MMM' | 'MMM yyyy' = 'MMM yyyy') =>
  format(parseISO(`${month}-01`), pattern);
