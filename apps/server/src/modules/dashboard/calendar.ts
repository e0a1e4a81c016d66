/** Calendar months ('2026-11') and days ('2026-11-12') as the dashboard counts and words them. */

const MONTH = /^(\d{4})-(\d{2})$/;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The month a yyyy-MM-dd date falls in: '2026-11-12' → '2026-11'. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The first day of a month: '2026-11' → '2026-11-01'. */
export const firstDayOf = (month: string) => `${month}-01`;

/** A month moved by whole months (negative goes back), across years: ('2026-01', -1) → '2025-12'. */
export function addMonths(month: string, months: number): string {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Not a yyyy-MM month: ${month}`);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `count` months ending with `month`, oldest first: ('2026-11', 12) → '2025-12' … '2026-11'. */
export const monthsEndingWith = (month: string, count: number) =>
  Array.from({ length: count }, (_, i) => addMonths(month, i - count + 1));

/** A date as a message writes it: '2026-11-02' → '2 Nov 2026'. */
export function dayMonthYear(date: string): string {
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${MONTH_NAMES[Number(month) - 1]} ${year}`;
}
