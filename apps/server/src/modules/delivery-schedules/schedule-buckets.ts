import { bucketDate, type ScheduledBucket } from '@lathe/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { dispatches, dispatchLines, salesOrderLines } from '../../db/schema/index.js';

/**
 * A release order's lines as the schedule's buckets, each with the dispatches posted against it
 * (their day and pieces): what the schedule's page and delivery performance judge.
 */
export async function releasedBuckets(tx: DbOrTx, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  const lines = await tx
    .select({
      id: salesOrderLines.id,
      orderId: salesOrderLines.orderId,
      productId: salesOrderLines.productId,
      partNumber: salesOrderLines.drawingNumber,
      bucket: salesOrderLines.scheduleBucket,
      date: salesOrderLines.deliveryDate,
      quantity: salesOrderLines.quantity,
      dispatched: salesOrderLines.dispatchedQuantity,
      rate: salesOrderLines.rate,
    })
    .from(salesOrderLines)
    .where(inArray(salesOrderLines.orderId, [...orderIds]))
    .orderBy(asc(salesOrderLines.deliveryDate), asc(salesOrderLines.lineNumber));
  const sent =
    lines.length === 0
      ? []
      : await tx
          .select({
            lineId: dispatchLines.orderLineId,
            date: dispatches.dispatchDate,
            quantity: dispatchLines.quantity,
          })
          .from(dispatchLines)
          .innerJoin(dispatches, eq(dispatches.id, dispatchLines.dispatchId))
          .where(
            inArray(
              dispatchLines.orderLineId,
              lines.map((line) => line.id),
            ),
          );
  const byLine = new Map<string, { date: string; quantity: number }[]>();
  for (const one of sent) byLine.set(one.lineId, [...(byLine.get(one.lineId) ?? []), one]);
  return lines.map((line) => {
    const bucket: ScheduledBucket['bucket'] = line.bucket === 'week' ? 'week' : 'day';
    // The line is due on the bucket's due day; the bucket is dated by its day or its week's Monday.
    return {
      ...line,
      bucket,
      date: line.date ? bucketDate(bucket, line.date) : '',
      dispatches: byLine.get(line.id) ?? [],
    };
  });
}

export type ReleasedBucket = Awaited<ReturnType<typeof releasedBuckets>>[number];
