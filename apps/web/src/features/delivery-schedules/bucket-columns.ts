import { addDays, isFirm, isoWeek, monthBounds, type ScheduleBucket, weekOf } from '@lathe/shared';
import { dayAndMonth } from './schedule-format';

/*
 * The grid's columns: a month's buckets by ISO week (every week with a day in the month, dated by
 * its Monday, "W49 (30/11)") or by day (each day of the month, "07/12"). A bucket dated after the
 * firm-until day (a week due by its Sunday) is the customer's forecast, as the server judges it (isFirm).
 */

export interface BucketColumn {
  bucket: ScheduleBucket;
  /** yyyy-mm-dd: the day, or the Monday of the week. */
  date: string;
  /** "W49 (30/11)" or "07/12". */
  header: string;
}

export function weekColumns(month: string): BucketColumn[] {
  const { first, last } = monthBounds(month);
  const columns: BucketColumn[] = [];
  for (let monday = weekOf(first).monday; monday <= last; monday = addDays(monday, 7)) {
    columns.push({ bucket: 'week', date: monday, header: `W${isoWeek(monday).week} (${dayAndMonth(monday)})` });
  }
  return columns;
}

export function dayColumns(month: string): BucketColumn[] {
  const { first, last } = monthBounds(month);
  const columns: BucketColumn[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    columns.push({ bucket: 'day', date: day, header: dayAndMonth(day) });
  }
  return columns;
}

export const bucketColumns = (bucket: ScheduleBucket, month: string) =>
  bucket === 'week' ? weekColumns(month) : dayColumns(month);

/** A bucket past the firm zone (shared isFirm): the customer's forecast, not yet an order to dispatch. */
export const isForecast = (bucket: ScheduleBucket, date: string, firmUntil: string | null | undefined) =>
  !!firmUntil && /^\d{4}-\d{2}-\d{2}$/.test(firmUntil) && !isFirm({ bucket, date }, firmUntil);

/** One cell of the grid: a part's bucket. */
export const cellKey = (productId: string, bucket: ScheduleBucket, date: string) => `${productId}|${bucket}|${date}`;
