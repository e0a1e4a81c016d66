import {
  type Dispatch,
  isOrderLate,
  leftToDispatch,
  lineNeeds,
  type MaterialNeeds,
  type NeedsProduct,
  progressOf,
  type SalesOrder,
  type SalesOrderLine,
  type SalesOrderStatus,
  type SalesOrderSummary,
} from '@lathe/shared';
import { asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  customers,
  dispatches,
  dispatchLines,
  invoices,
  products,
  salesOrderLines,
  salesOrders,
} from '../../db/schema/index.js';
import { eWayBillRead } from '../../lib/e-way-bill-entry.js';
import { notFound } from '../../lib/errors.js';
import { boxesOfDispatches } from '../boxes/index.js';
import { NEEDS_COLUMNS } from '../products/index.js';

/** Orders with their customer's party code and name, read at the time (a renamed customer shows at once). */
export const selectOrders = (tx: DbOrTx) =>
  tx
    .select({ ...getTableColumns(salesOrders), customerPartyCode: customers.partyCode, customerName: customers.name })
    .from(salesOrders)
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .$dynamic();

export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

/** What a line contributes to its order's progress and lateness. */
export interface LineProgress {
  quantity: number;
  dispatchedQuantity: number;
  invoicedQuantity: number;
  deliveryDate: string | null;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Items by a key, in their order (Map.groupBy needs Node 21). */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
const dispatchProgress = (lines: readonly LineProgress[]) =>
  progressOf(lines.map((l) => ({ ordered: l.quantity, done: l.dispatchedQuantity })));
const invoiceProgress = (lines: readonly LineProgress[]) =>
  progressOf(lines.map((l) => ({ ordered: l.quantity, done: l.invoicedQuantity })));

/** The header as the list shows it: progress and `late` worked out from the lines against today. */
export function toSummary(row: OrderRow, lines: readonly LineProgress[], today: string): SalesOrderSummary {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status as SalesOrderStatus,
    customerId: row.customerId,
    customerPartyCode: row.customerPartyCode,
    customerName: row.customerName,
    orderDate: row.orderDate,
    customerPoNumber: row.customerPoNumber,
    customerPoDate: row.customerPoDate,
    deliveryDate: row.deliveryDate,
    deliveryAddressId: row.deliveryAddressId,
    notes: row.notes,
    totalAmount: row.totalAmount,
    lineCount: lines.length,
    dispatchStatus: dispatchProgress(lines),
    invoiceStatus: invoiceProgress(lines),
    late: isOrderLate({ status: row.status, deliveryDate: row.deliveryDate, lines }, today),
    confirmedAt: iso(row.confirmedAt),
    closedAt: iso(row.closedAt),
    cancelledAt: iso(row.cancelledAt),
    statusReason: row.statusReason,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The summaries of a page of orders: one query reads the lines of all of them. */
export async function toSummaries(tx: DbOrTx, rows: OrderRow[], today: string): Promise<SalesOrderSummary[]> {
  if (rows.length === 0) return [];
  const lines = await tx
    .select({
      orderId: salesOrderLines.orderId,
      quantity: salesOrderLines.quantity,
      dispatchedQuantity: salesOrderLines.dispatchedQuantity,
      invoicedQuantity: salesOrderLines.invoicedQuantity,
      deliveryDate: salesOrderLines.deliveryDate,
    })
    .from(salesOrderLines)
    .where(
      inArray(
        salesOrderLines.orderId,
        rows.map((row) => row.id),
      ),
    );
  const byOrder = groupBy(lines, (line) => line.orderId);
  return rows.map((row) => toSummary(row, byOrder.get(row.id) ?? [], today));
}

/** A line as its transaction reads it: its bar and packs, and the product's figures its machine hours are worked from. */
export type LineRead = Omit<SalesOrderLine, 'needs'> & { needs: MaterialNeeds; product: NeedsProduct };

/** An order as its transaction reads it: the answer but for machine hours, which read the plan once it has committed. */
export type OrderRead = Omit<SalesOrder, 'lines' | 'needs'> & { lines: LineRead[] };

/**
 * The whole order: header, lines (with the product's HSN code and GST rate as they are now,
 * and the bar and packs each needs), dispatches newest first, and the invoices made from it.
 */
export async function readOrder(tx: DbOrTx, id: string, today: string): Promise<OrderRead> {
  const [row] = await selectOrders(tx).where(eq(salesOrders.id, id));
  if (!row) throw notFound('Sales order');

  // One after another: inside a transaction they share one connection (pg refuses overlapping queries).
  const lineRows = await tx
    .select({
      line: getTableColumns(salesOrderLines),
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      figures: NEEDS_COLUMNS,
    })
    .from(salesOrderLines)
    .innerJoin(products, eq(products.id, salesOrderLines.productId))
    .where(eq(salesOrderLines.orderId, id))
    .orderBy(asc(salesOrderLines.lineNumber));
  const dispatchRows = await tx
    .select()
    .from(dispatches)
    .where(eq(dispatches.orderId, id))
    .orderBy(desc(dispatches.dispatchDate), desc(dispatches.createdAt), desc(dispatches.id));
  const dispatchLineRows = await tx
    .select({
      dispatchId: dispatchLines.dispatchId,
      orderLineId: dispatchLines.orderLineId,
      lineNumber: salesOrderLines.lineNumber,
      drawingNumber: salesOrderLines.drawingNumber,
      quantity: dispatchLines.quantity,
    })
    .from(dispatchLines)
    .innerJoin(salesOrderLines, eq(salesOrderLines.id, dispatchLines.orderLineId))
    .where(eq(salesOrderLines.orderId, id))
    .orderBy(asc(salesOrderLines.lineNumber));
  const boxesSent = await boxesOfDispatches(
    tx,
    dispatchRows.map((dispatch) => dispatch.id),
  );
  const invoiceRows = await tx
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      status: invoices.status,
      invoiceDate: invoices.invoiceDate,
      grandTotal: invoices.grandTotal,
    })
    .from(invoices)
    .where(eq(invoices.salesOrderId, id))
    .orderBy(asc(invoices.invoiceDate), asc(invoices.createdAt), asc(invoices.id));

  const lines: LineRead[] = lineRows.map(({ line, hsnCode, gstRate, figures }) => ({
    id: line.id,
    lineNumber: line.lineNumber,
    productId: line.productId,
    drawingNumber: line.drawingNumber,
    description: line.description,
    hsnCode,
    gstRate,
    quantity: line.quantity,
    rate: line.rate,
    amount: line.amount,
    deliveryDate: line.deliveryDate,
    dispatchedQuantity: line.dispatchedQuantity,
    invoicedQuantity: line.invoicedQuantity,
    dispatchStatus: dispatchProgress([line]),
    invoiceStatus: invoiceProgress([line]),
    late: isOrderLate({ status: row.status, deliveryDate: row.deliveryDate, lines: [line] }, today),
    // What is still to make: the pieces not yet dispatched.
    needs: lineNeeds(figures, leftToDispatch(line)),
    product: figures,
  }));

  const linesOf = groupBy(dispatchLineRows, (line) => line.dispatchId);
  const dispatchList: Dispatch[] = dispatchRows.map((dispatch) => ({
    id: dispatch.id,
    challanNumber: dispatch.challanNumber,
    dispatchDate: dispatch.dispatchDate,
    vehicleReference: dispatch.vehicleReference,
    notes: dispatch.notes,
    deliveryAddressId: dispatch.deliveryAddressId,
    shipToAddress: dispatch.shipToAddress,
    shipToPlace: dispatch.shipToPlace,
    shipToState: dispatch.shipToState,
    shipToPin: dispatch.shipToPin,
    shipToGstin: dispatch.shipToGstin,
    ...eWayBillRead(dispatch),
    createdAt: dispatch.createdAt.toISOString(),
    lines: (linesOf.get(dispatch.id) ?? []).map(({ dispatchId: _dispatchId, ...line }) => line),
    boxes: boxesSent.get(dispatch.id) ?? [],
  }));

  return {
    ...toSummary(row, lines, today),
    lines,
    dispatches: dispatchList,
    invoices: invoiceRows,
  };
}
