import {
  type BlanketOrder,
  type BlanketOrderLine,
  type BlanketOrderStatus,
  type BlanketOrderSummary,
  fromPaise,
  lineAmountPaise,
  type OldPriceBilling,
  priceOn,
  todayIn,
  toPaise,
} from '@lathe/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  blanketOrderLines,
  blanketOrders,
  deliverySchedules,
  gstNoteLines,
  gstNotes,
  invoiceLines,
  invoices,
  salesOrderLines,
  salesOrders,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { BlanketOrderRecord } from './blanket-order-lock.js';

/*
 * A blanket order as the API answers it: the list row, and the whole order with each line's
 * prices and what has been released, dispatched and invoiced against it, its release orders, and
 * the invoice lines billed at another price than the one in force on their date.
 */

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toBlanketOrderSummary(
  row: BlanketOrderRecord,
  lineCount: number,
  today = todayIn(),
): BlanketOrderSummary {
  return {
    id: row.id,
    blanketNumber: row.blanketNumber,
    status: row.status as BlanketOrderStatus,
    customerId: row.customerId,
    customerName: row.customerName,
    customerPartyCode: row.customerPartyCode,
    customerPoNumber: row.customerPoNumber,
    customerPoDate: row.customerPoDate,
    validFrom: row.validFrom,
    validTo: row.validTo,
    expired: row.status === 'active' && row.validTo < today,
    paymentTerms: row.paymentTerms,
    remarks: row.remarks,
    lineCount,
    statusReason: row.statusReason,
    activatedAt: iso(row.activeAt),
    closedAt: iso(row.closedAt),
    cancelledAt: iso(row.cancelledAt),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function toBlanketOrderSummaries(
  tx: DbOrTx,
  rows: readonly BlanketOrderRecord[],
): Promise<BlanketOrderSummary[]> {
  if (rows.length === 0) return [];
  const counts = await tx
    .select({ id: blanketOrderLines.blanketOrderId, lines: sql<number>`count(*)::int` })
    .from(blanketOrderLines)
    .where(
      inArray(
        blanketOrderLines.blanketOrderId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(blanketOrderLines.blanketOrderId);
  const byOrder = new Map(counts.map((count) => [count.id, count.lines]));
  const today = todayIn();
  return rows.map((row) => toBlanketOrderSummary(row, byOrder.get(row.id) ?? 0, today));
}

/**
 * Pieces released, dispatched and invoiced against each of the lines, on orders not cancelled
 * (leaving out the order `except`: a schedule's own release order, which its new revision replaces).
 */
export async function releasedByLine(tx: DbOrTx, lineIds: readonly string[], except: string | null = null) {
  if (lineIds.length === 0) return new Map<string, { released: number; dispatched: number; invoiced: number }>();
  const rows = await tx
    .select({
      id: salesOrderLines.blanketOrderLineId,
      released: sql<number>`coalesce(sum(${salesOrderLines.quantity}), 0)::int`,
      dispatched: sql<number>`coalesce(sum(${salesOrderLines.dispatchedQuantity}), 0)::int`,
      invoiced: sql<number>`coalesce(sum(${salesOrderLines.invoicedQuantity}), 0)::int`,
    })
    .from(salesOrderLines)
    .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
    .where(
      and(
        inArray(salesOrderLines.blanketOrderLineId, [...lineIds]),
        ne(salesOrders.status, 'cancelled'),
        except ? ne(salesOrders.id, except) : undefined,
      ),
    )
    .groupBy(salesOrderLines.blanketOrderLineId);
  return new Map(rows.map((row) => [row.id as string, row]));
}

/**
 * Issued invoice lines of the order's releases whose rate is not the price in force on their
 * invoice date: a price revised back to a date calls for a supplementary note on each.
 */
async function billedAtOldPrice(
  tx: DbOrTx,
  lines: readonly (typeof blanketOrderLines.$inferSelect)[],
): Promise<OldPriceBilling[]> {
  if (lines.length === 0) return [];
  const byId = new Map(lines.map((line) => [line.id, line]));
  const billed = await tx
    .select({
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      invoiceDate: invoices.invoiceDate,
      invoiceLineId: invoiceLines.id,
      blanketLineId: salesOrderLines.blanketOrderLineId,
      quantity: invoiceLines.quantity,
      billedRate: invoiceLines.rate,
      noteId: sql<string | null>`(select ${gstNoteLines.noteId} from ${gstNoteLines}
        join ${gstNotes} on ${gstNotes.id} = ${gstNoteLines.noteId}
        where ${gstNoteLines.invoiceLineId} = ${invoiceLines.id} and ${gstNotes.status} <> 'cancelled'
          and ${gstNotes.reason} = 'rate_correction' limit 1)`,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .innerJoin(salesOrderLines, eq(salesOrderLines.id, invoiceLines.salesOrderLineId))
    .where(
      and(
        inArray(salesOrderLines.blanketOrderLineId, [...byId.keys()]),
        inArray(invoices.status, ['issued', 'partially_paid', 'paid']),
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.invoiceNumber));
  return billed.flatMap((row) => {
    const line = byId.get(row.blanketLineId as string);
    const rate = line ? priceOn(line.prices, row.invoiceDate) : null;
    if (!line || rate === null || toPaise(rate) === toPaise(row.billedRate)) return [];
    const difference =
      lineAmountPaise(row.quantity, toPaise(rate)) - lineAmountPaise(row.quantity, toPaise(row.billedRate));
    return [
      {
        invoiceId: row.invoiceId,
        invoiceNumber: row.invoiceNumber ?? '',
        invoiceDate: row.invoiceDate,
        invoiceLineId: row.invoiceLineId,
        blanketLineId: line.id,
        drawingNumber: line.drawingNumber,
        quantity: row.quantity,
        billedRate: row.billedRate,
        rate,
        difference: fromPaise(difference),
        noteId: row.noteId,
      },
    ];
  });
}

export async function readBlanketOrder(tx: DbOrTx, id: string): Promise<BlanketOrder> {
  const [row] = await tx.select().from(blanketOrders).where(eq(blanketOrders.id, id));
  if (!row) throw notFound('Blanket order');
  const lines = await tx
    .select()
    .from(blanketOrderLines)
    .where(eq(blanketOrderLines.blanketOrderId, id))
    .orderBy(asc(blanketOrderLines.lineNumber));
  const ids = lines.map((line) => line.id);
  const released = await releasedByLine(tx, ids);
  const today = todayIn();
  const releases =
    ids.length === 0
      ? []
      : await tx
          .selectDistinct({
            orderId: salesOrders.id,
            orderNumber: salesOrders.orderNumber,
            status: salesOrders.status,
            month: deliverySchedules.month,
          })
          .from(salesOrderLines)
          .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
          .leftJoin(deliverySchedules, eq(deliverySchedules.releaseOrderId, salesOrders.id))
          .where(inArray(salesOrderLines.blanketOrderLineId, ids))
          .orderBy(asc(salesOrders.orderNumber));
  return {
    ...toBlanketOrderSummary(row, lines.length, today),
    customerGstin: row.customerGstin,
    customerState: row.customerState,
    lines: lines.map((line): BlanketOrderLine => {
      const done = released.get(line.id) ?? { released: 0, dispatched: 0, invoiced: 0 };
      return {
        id: line.id,
        lineNumber: line.lineNumber,
        productId: line.productId,
        drawingNumber: line.drawingNumber,
        description: line.description,
        hsnCode: line.hsnCode,
        gstRate: line.gstRate,
        totalQuantity: line.totalQuantity,
        prices: line.prices,
        rate: priceOn(line.prices, today) ?? 0,
        released: done.released,
        dispatched: done.dispatched,
        invoiced: done.invoiced,
        leftToRelease: line.totalQuantity === null ? null : Math.max(0, line.totalQuantity - done.released),
      };
    }),
    releases,
    billedAtOldPrice: await billedAtOldPrice(tx, lines),
  };
}
