import {
  type DeliverySchedule,
  type DeliveryScheduleSummary,
  deliveryPerformance,
  dueBy,
  isFirm,
  type ScheduleBucket,
  type ScheduleSource,
  scheduleDifference,
  todayIn,
} from '@lathe/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  deliveryScheduleLines,
  deliveryScheduleRevisions,
  deliverySchedules,
  products,
  salesOrderLines,
  salesOrders,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { releasedBuckets } from './schedule-buckets.js';

/*
 * A delivery schedule as the API answers it: the list row (its latest revision's header, pieces
 * scheduled and dispatched, its release order), and the whole schedule: the latest revision's
 * buckets with what was dispatched against each and how each stands, and every revision with its
 * difference from the one before.
 */

type ScheduleRow = typeof deliverySchedules.$inferSelect;
const bucketKey = (line: { productId: string; bucket: string; date: string }) =>
  `${line.productId}|${line.bucket}|${line.date}`;

/** The latest revision of each schedule. */
async function latestRevisions(tx: DbOrTx, scheduleIds: readonly string[]) {
  if (scheduleIds.length === 0) return new Map<string, typeof deliveryScheduleRevisions.$inferSelect>();
  const rows = await tx
    .selectDistinctOn([deliveryScheduleRevisions.scheduleId])
    .from(deliveryScheduleRevisions)
    .where(inArray(deliveryScheduleRevisions.scheduleId, [...scheduleIds]))
    .orderBy(deliveryScheduleRevisions.scheduleId, sql`${deliveryScheduleRevisions.revision} desc`);
  return new Map(rows.map((row) => [row.scheduleId, row]));
}

export async function toScheduleSummaries(
  tx: DbOrTx,
  rows: readonly ScheduleRow[],
): Promise<DeliveryScheduleSummary[]> {
  if (rows.length === 0) return [];
  const latest = await latestRevisions(
    tx,
    rows.map((row) => row.id),
  );
  const revisionIds = [...latest.values()].map((revision) => revision.id);
  const scheduled =
    revisionIds.length === 0
      ? []
      : await tx
          .select({
            revisionId: deliveryScheduleLines.revisionId,
            lines: sql<number>`count(*)::int`,
            pieces: sql<number>`coalesce(sum(${deliveryScheduleLines.quantity}), 0)::int`,
          })
          .from(deliveryScheduleLines)
          .where(inArray(deliveryScheduleLines.revisionId, revisionIds))
          .groupBy(deliveryScheduleLines.revisionId);
  const scheduledOf = new Map(scheduled.map((row) => [row.revisionId, row]));
  const orderIds = rows.flatMap((row) => (row.releaseOrderId ? [row.releaseOrderId] : []));
  const orders =
    orderIds.length === 0
      ? []
      : await tx
          .select({
            id: salesOrders.id,
            orderNumber: salesOrders.orderNumber,
            status: salesOrders.status,
            dispatched: sql<number>`coalesce(sum(${salesOrderLines.dispatchedQuantity}), 0)::int`,
          })
          .from(salesOrders)
          .leftJoin(salesOrderLines, eq(salesOrderLines.orderId, salesOrders.id))
          .where(inArray(salesOrders.id, orderIds))
          .groupBy(salesOrders.id);
  const orderOf = new Map(orders.map((order) => [order.id, order]));
  return rows.map((row) => {
    const revision = latest.get(row.id);
    const counts = revision ? scheduledOf.get(revision.id) : undefined;
    const order = row.releaseOrderId ? orderOf.get(row.releaseOrderId) : undefined;
    return {
      id: row.id,
      customerId: row.customerId,
      customerName: row.customerName,
      customerPartyCode: row.customerPartyCode,
      month: row.month,
      revision: revision?.revision ?? 0,
      receivedOn: revision?.receivedOn ?? '',
      firmUntil: revision?.firmUntil ?? '',
      reference: revision?.reference ?? null,
      lineCount: counts?.lines ?? 0,
      scheduled: counts?.pieces ?? 0,
      dispatched: order?.dispatched ?? 0,
      releaseOrder: order ? { id: order.id, orderNumber: order.orderNumber, status: order.status } : null,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function readSchedule(tx: DbOrTx, id: string): Promise<DeliverySchedule> {
  const [row] = await tx.select().from(deliverySchedules).where(eq(deliverySchedules.id, id));
  if (!row) throw notFound('Delivery schedule');
  const [summary] = await toScheduleSummaries(tx, [row]);
  const revisions = await tx
    .select()
    .from(deliveryScheduleRevisions)
    .where(eq(deliveryScheduleRevisions.scheduleId, id))
    .orderBy(asc(deliveryScheduleRevisions.revision));
  const lines = await tx
    .select({
      id: deliveryScheduleLines.id,
      revisionId: deliveryScheduleLines.revisionId,
      productId: deliveryScheduleLines.productId,
      bucket: deliveryScheduleLines.bucket,
      date: deliveryScheduleLines.date,
      quantity: deliveryScheduleLines.quantity,
      drawingNumber: products.drawingNumber,
      description: products.productDescription,
    })
    .from(deliveryScheduleLines)
    .innerJoin(products, eq(products.id, deliveryScheduleLines.productId))
    .where(
      inArray(
        deliveryScheduleLines.revisionId,
        revisions.map((revision) => revision.id).concat('00000000-0000-0000-0000-000000000000'),
      ),
    )
    .orderBy(asc(products.drawingNumber), asc(deliveryScheduleLines.date));
  const linesOf = (revisionId: string) =>
    lines
      .filter((line) => line.revisionId === revisionId)
      .map((line) => ({ ...line, bucket: line.bucket as ScheduleBucket, partNumber: line.drawingNumber }));
  const latest = revisions.at(-1);
  const released = row.releaseOrderId ? await releasedBuckets(tx, [row.releaseOrderId]) : [];
  const releasedOf = new Map(released.map((line) => [bucketKey(line), line]));
  const judged = new Map(
    deliveryPerformance(
      released.map((line) => ({ ...line })),
      todayIn(),
    ).buckets.map((bucket) => [bucket.id, bucket]),
  );
  return {
    ...(summary as DeliveryScheduleSummary),
    lines: latest
      ? linesOf(latest.id).map((line) => {
          const order = releasedOf.get(bucketKey(line));
          const dispatched = order?.dispatched ?? 0;
          return {
            id: line.id,
            productId: line.productId,
            drawingNumber: line.drawingNumber,
            description: line.description,
            bucket: line.bucket,
            date: line.date,
            dueBy: dueBy(line),
            quantity: line.quantity,
            firm: isFirm(line, latest.firmUntil),
            orderLineId: order?.id ?? null,
            dispatched,
            leftToDispatch: Math.max(0, line.quantity - dispatched),
            rate: order?.rate ?? null,
            state: (order && judged.get(order.id)?.state) ?? 'open',
          };
        })
      : [],
    revisions: revisions.map((revision, index) => {
      const before = index === 0 ? [] : linesOf((revisions[index - 1] as { id: string }).id);
      const after = linesOf(revision.id);
      return {
        id: revision.id,
        revision: revision.revision,
        receivedOn: revision.receivedOn,
        firmUntil: revision.firmUntil,
        reference: revision.reference,
        source: revision.source as ScheduleSource,
        fileName: revision.fileName,
        scheduled: after.reduce((sum, line) => sum + line.quantity, 0),
        difference: index === 0 ? [] : scheduleDifference(before, after),
        createdAt: revision.createdAt.toISOString(),
      };
    }),
  };
}
