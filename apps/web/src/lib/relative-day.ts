import { differenceInCalendarDays, parseISO } from 'date-fns';

/**
 * A calendar date (yyyy-MM-dd) against today's: 'Today', 'Yesterday', 'Tomorrow',
 * '3 days ago', 'In 2 days'. Both are calendar days, so the hour and time zone do not matter.
 */
export function relativeDay(date: string, today: string): string {
  const days = differenceInCalendarDays(parseISO(date), parseISO(today));
  if (days === 0) return 'Today';
  if (days === -1) return 'Yesterday';
  if (days === 1) return 'Tomorrow';
  return days < 0 ? `${-days} days ago` : `In ${days} days`;
}
