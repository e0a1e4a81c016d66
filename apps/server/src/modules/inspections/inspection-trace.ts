import { and, asc, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { dispatchLines, invoices, salesOrderLines, workOrderMaterials, workOrders } from '../../db/schema/index.js';

/*
 * What a PDI report traces: the invoices that billed the dispatch, and the work orders its pieces
 * were made in with the heats of their bar. An invoice names its sales order and order lines, not
 * a dispatch, so the two are matched the way goods go out: on each order line, the pieces are
 * counted off in the order they were dispatched (by dispatch date) and in the order they were
 * invoiced (by issue), and an invoice bills the dispatches whose pieces its own overlap. An
 * invoice made from one dispatch ("Invoice this dispatch") is matched to exactly that dispatch;
 * cancelled and draft invoices bill nothing.
 */

interface Billed {
  dispatchId: string;
  invoiceId: string;
}

/** Every (dispatch, invoice) pair of a sales order whose pieces overlap on some order line. */
async function billedPairs(tx: DbOrTx, salesOrderId: string): Promise<Billed[]> {
  const rows = await tx.execute(sql`
    with sent as (
      select dl.order_line_id as line, dl.dispatch_id, dl.quantity,
             sum(dl.quantity) over (
               partition by dl.order_line_id order by d.dispatch_date, d.created_at, d.id, dl.id
               rows between unbounded preceding and current row) as upto
      from dispatch_lines dl join dispatches d on d.id = dl.dispatch_id
      where d.order_id = ${salesOrderId}
    ), billed as (
      select il.sales_order_line_id as line, il.invoice_id, il.quantity,
             sum(il.quantity) over (
               partition by il.sales_order_line_id order by i.issued_at, i.invoice_number, il.id
               rows between unbounded preceding and current row) as upto
      from invoice_lines il join invoices i on i.id = il.invoice_id
      where i.sales_order_id = ${salesOrderId} and i.status not in ('draft', 'cancelled')
        and il.sales_order_line_id is not null
    )
    select distinct sent.dispatch_id as "dispatchId", billed.invoice_id as "invoiceId"
    from sent join billed on billed.line = sent.line
     and sent.upto - sent.quantity < billed.upto and billed.upto - billed.quantity < sent.upto`);
  return (rows as unknown as { rows?: Billed[] }).rows ?? (rows as unknown as Billed[]);
}

/** The issued invoices that billed the dispatch's pieces, in the order they were issued. */
export async function invoicesOfDispatch(tx: DbOrTx, salesOrderId: string, dispatchId: string) {
  const ids = (await billedPairs(tx, salesOrderId)).filter((p) => p.dispatchId === dispatchId).map((p) => p.invoiceId);
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, invoiceDate: invoices.invoiceDate })
    .from(invoices)
    .where(inArray(invoices.id, ids))
    .orderBy(asc(invoices.issuedAt), asc(invoices.invoiceNumber));
  return rows.map((row) => ({ id: row.id, invoiceNumber: row.invoiceNumber ?? '', invoiceDate: row.invoiceDate }));
}

/** The dispatches an invoice billed (none for an invoice without a sales order, a draft or a cancelled one). */
export async function dispatchesOfInvoice(tx: DbOrTx, invoiceId: string): Promise<string[]> {
  const [invoice] = await tx
    .select({ salesOrderId: invoices.salesOrderId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice?.salesOrderId) return [];
  return (await billedPairs(tx, invoice.salesOrderId))
    .filter((p) => p.invoiceId === invoiceId)
    .map((p) => p.dispatchId);
}

/** For-stock work orders a PDI names when no work order was made for the order line: the latest few before the dispatch. */
const STOCK_WORK_ORDERS = 5;

/**
 * The work orders the dispatched pieces of a product were made in, with the heats of the bar each
 * drew: those made for the dispatch's order lines of the product; failing any, the product's
 * for-stock work orders released by the dispatch date (the latest few), as a tracked product's
 * dispatch draws from stock.
 */
export async function workOrdersOfDispatch(
  tx: DbOrTx,
  dispatch: { id: string; dispatchDate: string },
  productId: string,
) {
  const lines = await tx
    .select({ id: dispatchLines.orderLineId })
    .from(dispatchLines)
    .innerJoin(salesOrderLines, eq(salesOrderLines.id, dispatchLines.orderLineId))
    .where(and(eq(dispatchLines.dispatchId, dispatch.id), eq(salesOrderLines.productId, productId)));
  const made = {
    id: workOrders.id,
    woNumber: workOrders.woNumber,
  };
  let orders = lines.length
    ? await tx
        .select(made)
        .from(workOrders)
        .where(
          and(
            inArray(
              workOrders.salesOrderLineId,
              lines.map((line) => line.id),
            ),
            eq(workOrders.productId, productId),
            ne(workOrders.status, 'draft'),
          ),
        )
        .orderBy(asc(workOrders.woDate), asc(workOrders.woNumber))
    : [];
  if (!orders.length) {
    orders = await tx
      .select(made)
      .from(workOrders)
      .where(
        and(
          eq(workOrders.productId, productId),
          isNull(workOrders.salesOrderLineId),
          ne(workOrders.status, 'draft'),
          lte(sql`(${workOrders.releasedAt} at time zone 'Asia/Kolkata')::date`, dispatch.dispatchDate),
        ),
      )
      .orderBy(desc(workOrders.woDate), desc(workOrders.woNumber))
      .limit(STOCK_WORK_ORDERS);
  }
  return withHeats(tx, orders);
}

/** Each work order with the heats of the bar reserved for it, in order. */
export async function withHeats(tx: DbOrTx, orders: { id: string; woNumber: string | null }[]) {
  if (!orders.length) return [];
  const heats = await tx
    .selectDistinct({ workOrderId: workOrderMaterials.workOrderId, heatNumber: workOrderMaterials.heatNumber })
    .from(workOrderMaterials)
    .where(
      and(
        inArray(
          workOrderMaterials.workOrderId,
          orders.map((order) => order.id),
        ),
        ne(workOrderMaterials.heatNumber, ''),
      ),
    )
    .orderBy(asc(workOrderMaterials.heatNumber));
  return orders.map((order) => ({
    id: order.id,
    woNumber: order.woNumber,
    heatNumbers: heats.filter((heat) => heat.workOrderId === order.id).map((heat) => heat.heatNumber),
  }));
}
