import { format, parseISO } from 'date-fns';

/** '2026-11' → 'Nov' (a bar's label) or 'Nov 2026' (its full name). */
export const monthLabel = (month: string, pattern: 'MMM' | 'MMM yyyy' = 'MMM yyyy') =>
  format(parseISO(`${month}-01`), pattern);
