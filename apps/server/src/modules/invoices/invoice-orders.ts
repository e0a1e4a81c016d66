import { onlyLeftMessage, SALES_ORDER_FLOW, type SalesOrderStatus, statusRefusal } from '@lathe/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { salesOrderLines, salesOrders } from '../../db/schema/index.js';
import { conflict, invalidField } from '../../lib/errors.js';
import { lockOrder, settleOrderStatus } from '../sales-orders/index.js';

/*
 * The sales order an invoice is made from: which orders may be invoiced, what is left to
 * invoice on their lines, and the lines' invoiced quantities, moved under the order's row lock.
 */

/** Why an invoice cannot be made from an order in `status` (the shared flow's invoice step), or null. */
export const notInvoiceable = (status: string) =>
  statusRefusal(SALES_ORDER_FLOW, 'invoice', status as SalesOrderStatus);

/** 400 when the order is another customer's, 409 when it is not confirmed (or completed). */
function assertInvoiceable(order: { customerId: string; status: string }, customerId: string) {
  if (order.customerId !== customerId) throw invalidField('salesOrderId', 'This sales order is for another customer');
  const message = notInvoiceable(order.status);
  if (message) throw conflict(message, { salesOrderId: message });
}

/** The order a draft names: this customer's, and confirmed or completed (400 on salesOrderId when there is none). */
export async function orderFor(tx: DbOrTx, orderId: string, customerId: string) {
  const [order] = await tx
    .select({ id: salesOrders.id, customerId: salesOrders.customerId, status: salesOrders.status })
    .from(salesOrders)
    .where(eq(salesOrders.id, orderId));
  if (!order) throw invalidField('salesOrderId', 'Sales order not found');
  assertInvoiceable(order, customerId);
  return order;
}

/** The order an invoice being issued names, checked as orderFor checks it and locked with lockOrder. */
export async function lockOrderFor(tx: DbOrTx, orderId: string, customerId: string) {
  const order = await lockOrder(tx, orderId);
  assertInvoiceable(order, customerId);
  return order;
}

/**
 * Checks the lines that invoice order lines against the order: each names a line of it (and
 * its product), and together they take no more than remains to invoice (ordered − invoiced
 * by issued invoices). Returns the lines with the order line's product filled in.
 */
export async function checkOrderLines<
  L extends { salesOrderLineId?: string | null; productId?: string | null; quantity: number },
>(tx: DbOrTx, orderId: string | null | undefined, lines: readonly L[]): Promise<L[]> {
  const onOrder = orderId
    ? await tx
        .select({
          id: salesOrderLines.id,
          productId: salesOrderLines.productId,
          quantity: salesOrderLines.quantity,
          invoicedQuantity: salesOrderLines.invoicedQuantity,
        })
        .from(salesOrderLines)
        .where(eq(salesOrderLines.orderId, orderId))
    : [];
  const byId = new Map(onOrder.map((line) => [line.id, line]));
  const taken = new Map<string, number>();
  return lines.map((line, i) => {
    if (!line.salesOrderLineId) return line;
    if (!orderId) throw invalidField(`lines.${i}.salesOrderLineId`, 'Choose the sales order this line is from');
    const orderLine = byId.get(line.salesOrderLineId);
    if (!orderLine) throw invalidField(`lines.${i}.salesOrderLineId`, 'This line is not on the sales order');
    if (line.productId && line.productId !== orderLine.productId) {
      throw invalidField(`lines.${i}.productId`, 'This is not the product of the order line');
    }
    const before = taken.get(orderLine.id) ?? 0;
    const left = Math.max(0, orderLine.quantity - orderLine.invoicedQuantity - before);
    if (line.quantity > left) {
      throw invalidField(`lines.${i}.quantity`, onlyLeftMessage(left, 'invoice'));
    }
    taken.set(orderLine.id, before + line.quantity);
    return { ...line, productId: orderLine.productId };
  });
}

/**
 * Moves the invoiced quantities of an order's lines by each invoice line's quantity (+ on
 * issue, − on cancel), then settles the order's status. The caller holds the order's lock.
 */
export async function addInvoiced(
  tx: DbOrTx,
  orderId: string,
  lines: readonly { salesOrderLineId: string | null; quantity: number }[],
  sign: 1 | -1,
) {
  const byOrderLine = new Map<string, number>();
  for (const line of lines) {
    if (line.salesOrderLineId) {
      byOrderLine.set(line.salesOrderLineId, (byOrderLine.get(line.salesOrderLineId) ?? 0) + line.quantity);
    }
  }
  for (const [id, quantity] of byOrderLine) {
    await tx
      .update(salesOrderLines)
      .set({ invoicedQuantity: sql`${salesOrderLines.invoicedQuantity} + ${sign * quantity}` })
      .where(eq(salesOrderLines.id, id));
  }
  await settleOrderStatus(tx, orderId);
}
