import { formatIndianNumber, indianDate } from '@lathe/shared';

/** Minutes as hours: whole hours without decimals, else one ("96", "41.5"), Indian grouping. */
export const hoursOf = (minutes: number) => {
  const hours = minutes / 60;
  return formatIndianNumber(hours, Number.isInteger(hours) ? 0 : 1);
};

/** A week's heading: its Monday as dd/mm. */
export const weekShort = (monday: string) => indianDate(monday).slice(0, 5);

/** "1 day", "3 days". */
export const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** A plant time 'yyyy-MM-ddTHH:MM' as dd/mm/yyyy HH:MM. */
export const plantTimeText = (time: string) => `${indianDate(time.slice(0, 10))} ${time.slice(11, 16)}`;
