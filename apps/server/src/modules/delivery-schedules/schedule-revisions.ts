import {
  addDays,
  dueBy,
  indianDate,
  monthName,
  priceOn,
  type ScheduleBucket,
  type ScheduleSource,
} from '@lathe/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deliveryScheduleLines, deliveryScheduleRevisions, deliverySchedules } from '../../db/schema/index.js';
import { customerParts } from '../../lib/customer-parts.js';
import { assertVersion, badRequest } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';
import { activeBlanketLines, releasedByLine } from '../blanket-orders/index.js';
import { type ReleaseLine, syncReleaseOrder } from '../sales-orders/index.js';

/*
 * A revision of a customer's month (issue 30), typed on the grid or imported: checked against the
 * customer's parts and their active blanket orders (each bucket priced at the price in force on its
 * day, a blanket's total not passed), kept whole, and released: the month's release order is made
 * or brought to it in the same transaction, so the plant's demand is the latest revision's.
 */

export interface RevisionInput {
  customerId: string;
  month: string;
  receivedOn: string;
  firmUntil: string;
  reference: string | null;
  source: ScheduleSource;
  fileName: string | null;
  lines: readonly { productId: string; bucket: ScheduleBucket; date: string; quantity: number }[];
}

/**
 * Saves the revision as the schedule's latest (the first makes the schedule) and releases it;
 * answers the schedule's id. `version`, when given, is the schedule's as the user read it.
 */
export async function saveRevision(
  tx: DbOrTx,
  input: RevisionInput,
  actorId: string | null,
  version?: number,
): Promise<string> {
  const { customer, parts } = await customerParts(tx, input.customerId, input.lines);
  const productIds = [...new Set(parts.map((part) => part.id))];
  const partOf = new Map(parts.map((part) => [part.id, part]));
  const [schedule] = await tx
    .select()
    .from(deliverySchedules)
    .where(and(eq(deliverySchedules.customerId, customer.id), eq(deliverySchedules.month, input.month)))
    .for('update');
  if (schedule) assertVersion(schedule.version, version, 'delivery schedule');

  const blanketLines = await activeBlanketLines(tx, customer.id, productIds);
  const taken = await releasedByLine(
    tx,
    blanketLines.map((line) => line.lineId),
    schedule?.releaseOrderId ?? null,
  );
  const errors: Record<string, string> = {};
  const releaseLines: ReleaseLine[] = [];
  const wanted = new Map<string, number>();
  input.lines.forEach((line, i) => {
    const part = partOf.get(line.productId) as (typeof parts)[number];
    if (line.quantity === 0) return;
    const due = dueBy(line);
    const blanket = blanketLines.find(
      (candidate) =>
        candidate.productId === line.productId && candidate.validFrom <= due && line.date <= candidate.validTo,
    );
    if (!blanket) {
      errors[`lines.${i}.productId`] =
        `${part.drawingNumber} has no active blanket order of ${customer.name} for ${indianDate(line.date)}`;
      return;
    }
    wanted.set(blanket.lineId, (wanted.get(blanket.lineId) ?? 0) + line.quantity);
    releaseLines.push({
      productId: line.productId,
      bucket: line.bucket,
      date: line.date,
      quantity: line.quantity,
      rate: priceOn(blanket.prices, due) as number,
      blanketOrderLineId: blanket.lineId,
    });
  });
  for (const blanket of blanketLines) {
    const want = wanted.get(blanket.lineId);
    if (want === undefined || blanket.totalQuantity === null) continue;
    const left = blanket.totalQuantity - (taken.get(blanket.lineId)?.released ?? 0);
    if (want > left) {
      const i = input.lines.findIndex((line) => line.productId === blanket.productId);
      errors[`lines.${i}.quantity`] =
        `Blanket order ${blanket.blanketNumber ?? ''} has ${Math.max(0, left).toLocaleString('en-IN')} of ${partOf.get(blanket.productId)?.drawingNumber ?? 'this part'} left to release; this month asks for ${want.toLocaleString('en-IN')}`;
    }
  }
  const [first] = Object.values(errors);
  if (first !== undefined) throw badRequest(first, errors);

  let scheduleId = schedule?.id;
  let revision = 0;
  if (schedule) {
    const [last] = await tx
      .select({ revision: sql<number>`max(${deliveryScheduleRevisions.revision})::int` })
      .from(deliveryScheduleRevisions)
      .where(eq(deliveryScheduleRevisions.scheduleId, schedule.id));
    revision = (last?.revision ?? -1) + 1;
  } else {
    const [created] = await tx
      .insert(deliverySchedules)
      .values({
        customerId: customer.id,
        customerName: customer.name,
        customerPartyCode: customer.partyCode,
        month: input.month,
      })
      .returning({ id: deliverySchedules.id });
    scheduleId = (created as { id: string }).id;
  }
  const [saved] = await tx
    .insert(deliveryScheduleRevisions)
    .values({
      scheduleId: scheduleId as string,
      revision,
      receivedOn: input.receivedOn,
      firmUntil: input.firmUntil,
      reference: input.reference,
      source: input.source,
      fileName: input.fileName,
      createdBy: actorId,
    })
    .returning({ id: deliveryScheduleRevisions.id });
  const kept = input.lines.filter((line) => line.quantity > 0);
  if (kept.length > 0) {
    await tx.insert(deliveryScheduleLines).values(
      kept.map((line) => ({
        revisionId: (saved as { id: string }).id,
        productId: line.productId,
        bucket: line.bucket,
        date: line.date,
        quantity: line.quantity,
      })),
    );
  }
  const orders = [
    ...new Set(blanketLines.filter((line) => wanted.has(line.lineId)).map((line) => line.customerPoNumber)),
  ];
  const releaseOrderId = await syncReleaseOrder(
    tx,
    {
      orderId: schedule?.releaseOrderId ?? null,
      customerId: customer.id,
      orderDate: input.receivedOn,
      customerPoNumber: orders.join(', ').slice(0, 50) || null,
      notes: `Delivery schedule for ${monthName(input.month)}`,
      lines: releaseLines,
    },
    actorId,
  );
  await tx
    .update(deliverySchedules)
    .set({
      releaseOrderId,
      customerName: customer.name,
      customerPartyCode: customer.partyCode,
      // A new schedule is at its first version; each revision moves it on.
      ...(schedule ? touched(deliverySchedules) : {}),
    })
    .where(eq(deliverySchedules.id, scheduleId as string));
  return scheduleId as string;
}

/** The default end of the firm zone: two weeks from the month's first day. */
export const defaultFirmUntil = (month: string) => addDays(`${month}-01`, 13);
