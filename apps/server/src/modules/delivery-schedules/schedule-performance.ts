import {
  addDays,
  cumulativeDelivery,
  type DeliveryPerformanceReport,
  deliveryPerformance,
  monthBounds,
  todayIn,
} from '@lathe/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deliverySchedules } from '../../db/schema/index.js';
import { releasedBuckets } from './schedule-buckets.js';

/** The month before yyyy-mm. */
const monthBefore = (month: string) => {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
};

/**
 * Delivery performance for a month (issue 30): each customer's schedule judged bucket by bucket
 * as of today (or the month's end, once it is over), with the backlog the month before left when
 * this one began, and day by day what was due and what went, for the chart.
 */
export async function performanceOf(
  tx: DbOrTx,
  month: string,
  customerId?: string,
  today = todayIn(),
): Promise<DeliveryPerformanceReport> {
  const { first, last } = monthBounds(month);
  const asOf = today > last ? addDays(last, 1) : today;
  const where = (m: string): SQL | undefined =>
    and(eq(deliverySchedules.month, m), customerId ? eq(deliverySchedules.customerId, customerId) : undefined);
  const schedules = await tx
    .select()
    .from(deliverySchedules)
    .where(where(month))
    .orderBy(asc(deliverySchedules.customerName));
  const before = await tx
    .select()
    .from(deliverySchedules)
    .where(where(monthBefore(month)));
  const released = await releasedBuckets(
    tx,
    [...schedules, ...before].flatMap((schedule) => (schedule.releaseOrderId ? [schedule.releaseOrderId] : [])),
  );
  const customers = schedules.map((schedule) => {
    const buckets = released.filter((bucket) => bucket.orderId === schedule.releaseOrderId);
    const previous = before.find((one) => one.customerId === schedule.customerId);
    // What the month before left undispatched when this month began: its dispatches since do not count.
    const carriedOver = previous?.releaseOrderId
      ? deliveryPerformance(
          released
            .filter((bucket) => bucket.orderId === previous.releaseOrderId)
            .map((bucket) => ({ ...bucket, dispatches: bucket.dispatches.filter((one) => one.date < first) })),
          first,
        ).backlog
      : 0;
    const judged = deliveryPerformance(buckets, asOf);
    return {
      customerId: schedule.customerId,
      customerName: schedule.customerName,
      scheduleId: schedule.id,
      counted: judged.counted,
      onTimeInFull: judged.onTimeInFull,
      otifPercent: judged.otifPercent,
      scheduled: judged.scheduled,
      onTime: judged.onTime,
      deliveryPercent: judged.deliveryPercent,
      backlog: judged.backlog,
      carriedOver,
      buckets: judged.buckets,
      days: cumulativeDelivery(buckets, first, last),
    };
  });
  return { month, asOf, customers };
}
