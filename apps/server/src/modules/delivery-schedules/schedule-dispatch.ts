import { beyondFirmZone, type DispatchData, type ScheduleDispatchData } from '@lathe/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deliveryScheduleRevisions, deliverySchedules, salesOrderLines } from '../../db/schema/index.js';
import { assertVersion, badRequest, conflict, invalidField, notFound } from '../../lib/errors.js';

/*
 * A dispatch against a delivery schedule (issue 30): the pieces of each part go to its buckets on
 * the month's release order earliest first, as the customer counts them; a dispatch that reaches a
 * bucket past the firm zone (the forecast) needs a reason, kept in the dispatch's notes. The
 * dispatch itself is the release order's, with its challan, PDI rule and stock.
 */

export interface ScheduledDispatch {
  orderId: string;
  dispatch: DispatchData;
}

/** The dispatch the schedule's buckets take, earliest first (400 on a line short of pieces, or on reason). */
export async function allocateDispatch(
  tx: DbOrTx,
  scheduleId: string,
  data: ScheduleDispatchData,
): Promise<ScheduledDispatch> {
  const [schedule] = await tx.select().from(deliverySchedules).where(eq(deliverySchedules.id, scheduleId));
  if (!schedule) throw notFound('Delivery schedule');
  assertVersion(schedule.version, data.version, 'delivery schedule');
  if (!schedule.releaseOrderId) throw conflict('This schedule has nothing released to dispatch against');
  const [latest] = await tx
    .select({ firmUntil: deliveryScheduleRevisions.firmUntil })
    .from(deliveryScheduleRevisions)
    .where(eq(deliveryScheduleRevisions.scheduleId, scheduleId))
    .orderBy(sql`${deliveryScheduleRevisions.revision} desc`)
    .limit(1);
  const firmUntil = latest?.firmUntil ?? '';
  const open = await tx
    .select({
      id: salesOrderLines.id,
      productId: salesOrderLines.productId,
      drawingNumber: salesOrderLines.drawingNumber,
      date: salesOrderLines.deliveryDate,
      left: sql<number>`${salesOrderLines.quantity} - ${salesOrderLines.dispatchedQuantity}`,
    })
    .from(salesOrderLines)
    .where(
      and(
        eq(salesOrderLines.orderId, schedule.releaseOrderId),
        gt(salesOrderLines.quantity, salesOrderLines.dispatchedQuantity),
      ),
    )
    .orderBy(asc(salesOrderLines.deliveryDate), asc(salesOrderLines.lineNumber));
  const errors: Record<string, string> = {};
  const lines: DispatchData['lines'] = [];
  let beyond = false;
  data.lines.forEach((line, i) => {
    if (line.quantity === 0) return;
    const buckets = open.filter((bucket) => bucket.productId === line.productId);
    const left = buckets.reduce((sum, bucket) => sum + bucket.left, 0);
    if (line.quantity > left) {
      const part = buckets[0]?.drawingNumber ?? 'this part';
      errors[`lines.${i}.quantity`] =
        left === 0
          ? `Nothing of ${part} is left to dispatch on this schedule`
          : `Only ${left.toLocaleString('en-IN')} of ${part} left on this schedule`;
      return;
    }
    let rest = line.quantity;
    for (const bucket of buckets) {
      if (rest === 0) break;
      const take = Math.min(rest, bucket.left);
      lines.push({ orderLineId: bucket.id, quantity: take });
      // A release line is due on its bucket's due day: past the firm-until day, it is the forecast's.
      if ((bucket.date ?? '') > firmUntil) beyond = true;
      rest -= take;
    }
  });
  const [first] = Object.values(errors);
  if (first !== undefined) throw badRequest(first, errors);
  if (beyond && !data.reason?.trim()) throw invalidField('reason', beyondFirmZone(firmUntil));
  const notes = [data.notes, beyond ? `Ahead of the firm zone: ${data.reason?.trim()}` : null]
    .filter(Boolean)
    .join(' · ');
  return {
    orderId: schedule.releaseOrderId,
    dispatch: {
      dispatchDate: data.dispatchDate,
      vehicleReference: data.vehicleReference ?? null,
      notes: notes ? notes.slice(0, 500) : null,
      lines,
      ...(data.pdiOverride === undefined ? {} : { pdiOverride: data.pdiOverride }),
    },
  };
}
