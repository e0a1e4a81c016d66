import {
  bucketDate,
  dueBy,
  fromPaise,
  lineAmountPaise,
  MAX_SERIES_NUMBER,
  SERIES_PREFIX,
  toPaise,
} from '@lathe/shared';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoiceLines, products, salesOrderLines, salesOrders, workOrders } from '../../db/schema/index.js';
import { nextDocumentNumber } from '../../lib/document-series.js';
import { conflict } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';
import { settleOrderStatus } from './order-completion.js';
import { lockOrder } from './order-lock.js';

/*
 * Release orders (issue 30): the sales order a customer's delivery schedule for a month is
 * released as, one line a part and bucket, due on the bucket's due day (a day, or the Sunday that
 * ends a week: what the customer judges it by) and priced at the blanket order's price in force
 * then. It is confirmed as it is made, so the plant's needs,
 * material planning, the machine hours and the dispatch desk see it as any confirmed order; each
 * revision of the schedule brings its lines to the revision's quantities:
 *
 * - a bucket still scheduled takes its new quantity, never below what was dispatched or invoiced;
 * - a new bucket is a new line;
 * - a bucket no longer scheduled keeps what was dispatched or invoiced of it; with nothing, the
 *   line goes, and a work order made for it carries on for stock.
 */

export interface ReleaseLine {
  productId: string;
  bucket: 'day' | 'week';
  date: string;
  quantity: number;
  rate: number;
  blanketOrderLineId: string;
}

export interface ReleaseOrder {
  /** The month's release order so far; null for the first revision. */
  orderId: string | null;
  customerId: string;
  orderDate: string;
  customerPoNumber: string | null;
  notes: string;
  lines: readonly ReleaseLine[];
}

const keyOf = (line: { productId: string; bucket: string | null; date: string | null }) =>
  `${line.productId}|${line.bucket}|${line.date}`;

const salesOrderSeriesFull = (financialYear: string) =>
  `The ${financialYear} sales order series is full (${MAX_SERIES_NUMBER} orders)`;

/** The order's total, from its lines as they now are. */
async function retotal(tx: DbOrTx, orderId: string) {
  await tx
    .update(salesOrders)
    .set({
      totalAmount: sql`(select coalesce(sum(${salesOrderLines.amount}), 0) from ${salesOrderLines} where ${salesOrderLines.orderId} = ${orderId})`,
      ...touched(salesOrders),
    })
    .where(eq(salesOrders.id, orderId));
}

const amountOf = (quantity: number, rate: number) => fromPaise(lineAmountPaise(quantity, toPaise(rate)));

/** Makes the month's release order, or brings it to the revision's lines; answers its id. */
export async function syncReleaseOrder(tx: DbOrTx, release: ReleaseOrder, createdBy: string | null): Promise<string> {
  const wanted = release.lines.filter((line) => line.quantity > 0);
  const found = await tx
    .select({ id: products.id, drawingNumber: products.drawingNumber, description: products.productDescription })
    .from(products)
    .where(
      inArray(products.id, [...new Set(wanted.map((line) => line.productId)), '00000000-0000-0000-0000-000000000000']),
    );
  const productOf = new Map(found.map((product) => [product.id, product]));
  const values = (line: ReleaseLine) => ({
    productId: line.productId,
    drawingNumber: productOf.get(line.productId)?.drawingNumber ?? '',
    description: productOf.get(line.productId)?.description ?? '',
    quantity: line.quantity,
    rate: line.rate,
    amount: amountOf(line.quantity, line.rate),
    deliveryDate: dueBy(line),
    scheduleBucket: line.bucket,
    blanketOrderLineId: line.blanketOrderLineId,
  });

  let orderId = release.orderId;
  if (orderId === null) {
    const [created] = await tx
      .insert(salesOrders)
      .values({
        status: 'draft',
        customerId: release.customerId,
        orderDate: release.orderDate,
        customerPoNumber: release.customerPoNumber,
        notes: release.notes,
        createdBy,
      })
      .returning({ id: salesOrders.id });
    orderId = (created as { id: string }).id;
    if (wanted.length > 0) {
      await tx
        .insert(salesOrderLines)
        .values(wanted.map((line, i) => ({ ...values(line), orderId: orderId as string, lineNumber: i + 1 })));
    }
    await retotal(tx, orderId);
    // Written as the desk's save-and-confirm writes an order: the draft (the list's kept count), then
    // the number, then confirmed (the dashboard's figures). Every transaction that confirms an order
    // then takes those rows in one order, and none waits on another crosswise: taking the number
    // first deadlocked a release against a clerk's confirm of the year's first order (PostgreSQL).
    const orderNumber = await nextDocumentNumber(tx, SERIES_PREFIX.salesOrder, release.orderDate, salesOrderSeriesFull);
    await tx
      .update(salesOrders)
      .set({ orderNumber, status: 'confirmed', confirmedAt: new Date() })
      .where(eq(salesOrders.id, orderId));
    return orderId;
  }

  const order = await lockOrder(tx, orderId);
  if (order.status !== 'confirmed' && order.status !== 'completed') {
    throw conflict(
      `The month's release order ${order.orderNumber ?? ''} is ${order.status}; it takes no more revisions`,
    );
  }
  const existing = await tx
    .select()
    .from(salesOrderLines)
    .where(eq(salesOrderLines.orderId, orderId))
    .orderBy(asc(salesOrderLines.lineNumber));
  const byKey = new Map(wanted.map((line) => [keyOf(line), line]));
  let lastNumber = existing.reduce((max, line) => Math.max(max, line.lineNumber), 0);
  for (const line of existing) {
    const bucket = line.scheduleBucket === 'week' ? 'week' : 'day';
    const date = line.deliveryDate ? bucketDate(bucket, line.deliveryDate) : null;
    const next = byKey.get(keyOf({ productId: line.productId, bucket: line.scheduleBucket, date }));
    const kept = Math.max(line.dispatchedQuantity, line.invoicedQuantity);
    if (next) {
      byKey.delete(keyOf(next));
      const quantity = Math.max(next.quantity, kept);
      // A line already invoiced keeps its rate: a price revision moves it (rerateReleaseLines).
      const rate = line.invoicedQuantity > 0 ? line.rate : next.rate;
      await tx
        .update(salesOrderLines)
        .set({ quantity, rate, amount: amountOf(quantity, rate), blanketOrderLineId: next.blanketOrderLineId })
        .where(eq(salesOrderLines.id, line.id));
    } else if (kept > 0) {
      await tx
        .update(salesOrderLines)
        .set({ quantity: kept, amount: amountOf(kept, line.rate) })
        .where(eq(salesOrderLines.id, line.id));
    } else {
      const [onInvoice] = await tx
        .select({ id: invoiceLines.id })
        .from(invoiceLines)
        .where(eq(invoiceLines.salesOrderLineId, line.id))
        .limit(1);
      if (onInvoice) {
        throw conflict(
          `${line.drawingNumber} due ${line.deliveryDate} is on a draft invoice; take it off the invoice before this revision drops it`,
        );
      }
      await tx.update(workOrders).set({ salesOrderLineId: null }).where(eq(workOrders.salesOrderLineId, line.id));
      await tx.delete(salesOrderLines).where(eq(salesOrderLines.id, line.id));
    }
  }
  const added = [...byKey.values()];
  if (added.length > 0) {
    await tx.insert(salesOrderLines).values(
      added.map((line) => {
        lastNumber += 1;
        return { ...values(line), orderId: orderId as string, lineNumber: lastNumber };
      }),
    );
  }
  await retotal(tx, orderId);
  await settleOrderStatus(tx, orderId);
  return orderId;
}

/**
 * A blanket order's price revised from `from` (until the next price, if any): the release lines it
 * prices that are due in between and not yet wholly invoiced take the new rate (what is invoiced from now on bills it); what was
 * billed at the old one is the blanket order's to show.
 */
export async function rerateReleaseLines(
  tx: DbOrTx,
  blanketOrderLineId: string,
  from: string,
  rate: number,
  until: string | null,
) {
  const lines = await tx
    .select({ id: salesOrderLines.id, orderId: salesOrderLines.orderId, quantity: salesOrderLines.quantity })
    .from(salesOrderLines)
    .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
    .where(
      and(
        eq(salesOrderLines.blanketOrderLineId, blanketOrderLineId),
        gte(salesOrderLines.deliveryDate, from),
        until === null ? undefined : lt(salesOrderLines.deliveryDate, until),
        lt(salesOrderLines.invoicedQuantity, salesOrderLines.quantity),
        inArray(salesOrders.status, ['draft', 'confirmed']),
      ),
    );
  for (const orderId of new Set(lines.map((line) => line.orderId))) await lockOrder(tx, orderId);
  for (const line of lines) {
    await tx
      .update(salesOrderLines)
      .set({ rate, amount: amountOf(line.quantity, rate) })
      .where(eq(salesOrderLines.id, line.id));
  }
  for (const orderId of new Set(lines.map((line) => line.orderId))) await retotal(tx, orderId);
  return lines.length;
}
