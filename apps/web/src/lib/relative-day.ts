/** Days since 1970-01-01 of a calendar date (yyyy-MM-dd), whatever the time zone. */
const dayNumber = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.slice(0, 10).split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 86_400_000;
};

/**
 * A calendar date (yyyy-MM-dd) against today's: 'Today', 'Yesterday', 'Tomorrow',
 * '3 days ago', 'In 2 days'. Both are calendar days, so the hour and time zone do not matter.
 * (Plain arithmetic rather than date-fns: the header's bell shows these, and the header is in
 * the bundle every page loads.)
 */
export function relativeDay(date: string, today: string): string {
  const days = Math.round(dayNumber(date) - dayNumber(today));
  if (days === 0) return 'Today';
  if (days === -1) return 'Yesterday';
  if (days === 1) return 'Tomorrow';
  return days < 0 ? `${-days} days ago` : `In ${days} days`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date (yyyy-MM-dd) as '5 Mar 2026'; anything else as it came. */
export function formatCalendarDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  const month = match && MONTHS[Number(match[2]) - 1];
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : date;
}
