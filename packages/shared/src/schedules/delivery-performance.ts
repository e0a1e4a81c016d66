import { addDays, weekOf } from '../calendar.js';

/*
 * How well a customer's delivery schedule was kept (issue 30), as automotive customers rate their
 * suppliers: each bucket of the latest revision against the dispatches posted to it.
 *
 * - A day bucket is due by its day; a week bucket by the Sunday that ends its week.
 * - On time: what was dispatched on or before that day, up to the quantity scheduled; late: what
 *   came after, up to the rest; short: what has not come.
 * - A bucket counts once it is past due (its due-by day is before `asOf`) or fully dispatched; one
 *   still open and not yet due is not judged.
 * - On time in full (OTIF) % = the counted buckets dispatched in full by their due day ÷ the
 *   counted buckets; delivery % = the pieces on time ÷ the pieces scheduled in the counted
 *   buckets; both to one decimal, null when nothing counts yet.
 * - Backlog: pieces of buckets past due that have not been dispatched at all (late ones, once
 *   dispatched, are no longer backlog).
 */

export interface ScheduledBucket {
  /** Identifies the bucket (its release order line). */
  id: string;
  productId: string;
  partNumber: string;
  bucket: 'day' | 'week';
  date: string;
  quantity: number;
  /** Dispatches posted against it: their day and pieces. */
  dispatches: readonly { date: string; quantity: number }[];
}

export const BUCKET_STATES = ['on_time', 'late', 'short', 'open'] as const;
export type BucketState = (typeof BUCKET_STATES)[number];

export const BUCKET_STATE_LABELS: Record<BucketState, string> = {
  on_time: 'On time in full',
  late: 'Late',
  short: 'Short',
  open: 'Not yet due',
};

export interface BucketPerformance {
  id: string;
  productId: string;
  partNumber: string;
  bucket: 'day' | 'week';
  date: string;
  dueBy: string;
  scheduled: number;
  onTime: number;
  late: number;
  short: number;
  state: BucketState;
}

export interface DeliveryPerformance {
  buckets: BucketPerformance[];
  /** Buckets judged (past due, or dispatched in full). */
  counted: number;
  onTimeInFull: number;
  otifPercent: number | null;
  scheduled: number;
  onTime: number;
  deliveryPercent: number | null;
  /** Pieces past due not dispatched. */
  backlog: number;
}

/** The day a bucket is due by: the day itself, or the Sunday ending its week. */
export const dueBy = (bucket: Pick<ScheduledBucket, 'bucket' | 'date'>) =>
  bucket.bucket === 'week' ? weekOf(bucket.date).sunday : bucket.date;

/** A bucket's own date from the day it is due by: the day, or the Monday of the week that Sunday ends. */
export const bucketDate = (bucket: ScheduledBucket['bucket'], due: string) =>
  bucket === 'week' ? weekOf(due).monday : due;

/**
 * Whether a bucket is firm: due on or before the revision's firm-until day. Past it, the customer's
 * quantity is a forecast: planned for, but a dispatch that reaches it needs a reason.
 */
export const isFirm = (bucket: Pick<ScheduledBucket, 'bucket' | 'date'>, firmUntil: string) =>
  dueBy(bucket) <= firmUntil;

/** A share to one decimal, half up: 2 of 3 is 66.7. */
const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part * 1000) / whole) / 10);

function judge(bucket: ScheduledBucket, asOf: string): BucketPerformance {
  const due = dueBy(bucket);
  let onTime = 0;
  let late = 0;
  for (const dispatch of bucket.dispatches) {
    if (dispatch.date <= due) onTime += dispatch.quantity;
    else late += dispatch.quantity;
  }
  onTime = Math.min(onTime, bucket.quantity);
  late = Math.min(late, bucket.quantity - onTime);
  const short = bucket.quantity - onTime - late;
  const pastDue = due < asOf;
  const state: BucketState = onTime >= bucket.quantity ? 'on_time' : short === 0 ? 'late' : pastDue ? 'short' : 'open';
  return {
    id: bucket.id,
    productId: bucket.productId,
    partNumber: bucket.partNumber,
    bucket: bucket.bucket,
    date: bucket.date,
    dueBy: due,
    scheduled: bucket.quantity,
    onTime,
    late,
    short,
    state,
  };
}

/** The schedule's buckets judged as of `asOf` (yyyy-mm-dd, usually today), and their totals. */
export function deliveryPerformance(buckets: readonly ScheduledBucket[], asOf: string): DeliveryPerformance {
  const judged = buckets
    .map((bucket) => judge(bucket, asOf))
    .sort((a, b) => a.dueBy.localeCompare(b.dueBy) || a.partNumber.localeCompare(b.partNumber));
  // A bucket dispatched late is past due; one on time in full is judged even before its day.
  const counted = judged.filter((bucket) => bucket.state !== 'open');
  const onTimeInFull = counted.filter((bucket) => bucket.state === 'on_time').length;
  const scheduled = counted.reduce((sum, bucket) => sum + bucket.scheduled, 0);
  const onTime = counted.reduce((sum, bucket) => sum + bucket.onTime, 0);
  const backlog = judged.filter((bucket) => bucket.dueBy < asOf).reduce((sum, bucket) => sum + bucket.short, 0);
  return {
    buckets: judged,
    counted: counted.length,
    onTimeInFull,
    otifPercent: percent(onTimeInFull, counted.length),
    scheduled,
    onTime,
    deliveryPercent: percent(onTime, scheduled),
    backlog,
  };
}

/** Day by day through `from`–`to`: pieces due by then and dispatched by then, for the chart. */
export function cumulativeDelivery(
  buckets: readonly ScheduledBucket[],
  from: string,
  to: string,
): { date: string; due: number; dispatched: number }[] {
  const days: { date: string; due: number; dispatched: number }[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    let due = 0;
    let dispatched = 0;
    for (const bucket of buckets) {
      if (dueBy(bucket) <= date) due += bucket.quantity;
      for (const dispatch of bucket.dispatches) if (dispatch.date <= date) dispatched += dispatch.quantity;
    }
    days.push({ date, due, dispatched });
  }
  return days;
}
