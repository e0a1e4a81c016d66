import { addDays, DEFAULT_UNIT, type InvoiceProposal, todayIn } from '@lathe/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, dispatches, dispatchLines, products, salesOrderLines, salesOrders } from '../../db/schema/index.js';
import { conflict, invalidField } from '../../lib/errors.js';
import { notInvoiceable } from './invoice-orders.js';

/** What one dispatch sent, by order line, and its vehicle; refused when it is not of the order. */
async function dispatchOf(db: DbOrTx, orderId: string, dispatchId: string) {
  const [dispatch] = await db
    .select({
      orderId: dispatches.orderId,
      vehicleReference: dispatches.vehicleReference,
      deliveryAddressId: dispatches.deliveryAddressId,
    })
    .from(dispatches)
    .where(eq(dispatches.id, dispatchId));
  if (!dispatch || dispatch.orderId !== orderId) throw invalidField('dispatchId', 'Dispatch not found on this order');
  const sent = await db
    .select({ orderLineId: dispatchLines.orderLineId, quantity: dispatchLines.quantity })
    .from(dispatchLines)
    .where(eq(dispatchLines.dispatchId, dispatchId));
  return {
    vehicleReference: dispatch.vehicleReference,
    deliveryAddressId: dispatch.deliveryAddressId,
    sent: new Map(sent.map((l) => [l.orderLineId, l.quantity])),
  };
}

/**
 * A new invoice for what remains to invoice on a confirmed order: the order's PO, and per
 * line the quantity not yet invoiced at the order's rate, with the product's HSN code and
 * GST rate, and its description as the invoice line may hold it. Of one dispatch: its lines,
 * each what it sent (at most what remains to invoice), and its vehicle.
 */
export async function proposeInvoice(db: DbOrTx, salesOrderId: string, dispatchId?: string): Promise<InvoiceProposal> {
  const [order] = await db
    .select({
      id: salesOrders.id,
      orderNumber: salesOrders.orderNumber,
      status: salesOrders.status,
      customerId: salesOrders.customerId,
      customerPoNumber: salesOrders.customerPoNumber,
      customerPoDate: salesOrders.customerPoDate,
      deliveryAddressId: salesOrders.deliveryAddressId,
      paymentTermsDays: customers.paymentTermsDays,
    })
    .from(salesOrders)
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .where(eq(salesOrders.id, salesOrderId));
  if (!order) throw invalidField('salesOrderId', 'Sales order not found');
  const refusal = notInvoiceable(order.status);
  if (refusal) throw conflict(refusal);
  const lines = await db
    .select({
      id: salesOrderLines.id,
      lineNumber: salesOrderLines.lineNumber,
      productId: salesOrderLines.productId,
      quantity: salesOrderLines.quantity,
      dispatchedQuantity: salesOrderLines.dispatchedQuantity,
      invoicedQuantity: salesOrderLines.invoicedQuantity,
      rate: salesOrderLines.rate,
      description: products.productDescription,
      drawingNumber: products.drawingNumber,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
    })
    .from(salesOrderLines)
    .innerJoin(products, eq(products.id, salesOrderLines.productId))
    .where(eq(salesOrderLines.orderId, order.id))
    .orderBy(asc(salesOrderLines.lineNumber));
  const dispatch = dispatchId ? await dispatchOf(db, order.id, dispatchId) : null;
  const remaining = (line: (typeof lines)[number]) => {
    const left = line.quantity - line.invoicedQuantity;
    return dispatch ? Math.min(left, dispatch.sent.get(line.id) ?? 0) : left;
  };
  const open = lines.filter((line) => remaining(line) > 0);
  if (open.length === 0) {
    throw conflict(
      dispatch ? 'Everything this dispatch sent has been invoiced' : 'Everything on this sales order has been invoiced',
    );
  }
  const invoiceDate = todayIn();
  return {
    customerId: order.customerId,
    salesOrderId: order.id,
    salesOrderNumber: order.orderNumber,
    invoiceDate,
    dueDate: addDays(invoiceDate, order.paymentTermsDays),
    customerPoNumber: order.customerPoNumber,
    customerPoDate: order.customerPoDate,
    vehicleReference: dispatch?.vehicleReference ?? null,
    // Where the goods went: the dispatch's address (none: the customer's own), else the order's.
    deliveryAddressId: dispatch ? dispatch.deliveryAddressId : order.deliveryAddressId,
    lines: open.map((line) => ({
      salesOrderLineId: line.id,
      lineNumber: line.lineNumber,
      productId: line.productId,
      // An invoice line holds 300 characters; a product description may run to 500.
      description: line.description.slice(0, 300),
      drawingNumber: line.drawingNumber,
      hsnCode: line.hsnCode,
      unit: DEFAULT_UNIT,
      quantity: remaining(line),
      remaining: line.quantity - line.invoicedQuantity,
      dispatchable: Math.max(0, line.dispatchedQuantity - line.invoicedQuantity),
      rate: line.rate,
      gstRate: line.gstRate,
    })),
  };
}
