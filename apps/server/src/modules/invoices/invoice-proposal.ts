import { addDays, DEFAULT_UNIT, type InvoiceProposal, todayIn } from '@lathe/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, products, salesOrderLines, salesOrders } from '../../db/schema/index.js';
import { conflict, invalidField } from '../../lib/errors.js';
import { notInvoiceable } from './invoice-orders.js';

/**
 * A new invoice for what remains to invoice on a confirmed order: the order's PO, and per
 * line the quantity not yet invoiced at the order's rate, with the product's HSN code and
 * GST rate, and its description as the invoice line may hold it.
 */
export async function proposeInvoice(db: DbOrTx, salesOrderId: string): Promise<InvoiceProposal> {
  const [order] = await db
    .select({
      id: salesOrders.id,
      orderNumber: salesOrders.orderNumber,
      status: salesOrders.status,
      customerId: salesOrders.customerId,
      customerPoNumber: salesOrders.customerPoNumber,
      customerPoDate: salesOrders.customerPoDate,
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
  const open = lines.filter((line) => line.quantity - line.invoicedQuantity > 0);
  if (open.length === 0) throw conflict('Everything on this sales order has been invoiced');
  const invoiceDate = todayIn();
  return {
    customerId: order.customerId,
    salesOrderId: order.id,
    salesOrderNumber: order.orderNumber,
    invoiceDate,
    dueDate: addDays(invoiceDate, order.paymentTermsDays),
    customerPoNumber: order.customerPoNumber,
    customerPoDate: order.customerPoDate,
    lines: open.map((line) => ({
      salesOrderLineId: line.id,
      lineNumber: line.lineNumber,
      productId: line.productId,
      // An invoice line holds 300 characters; a product description may run to 500.
      description: line.description.slice(0, 300),
      drawingNumber: line.drawingNumber,
      hsnCode: line.hsnCode,
      unit: DEFAULT_UNIT,
      quantity: line.quantity - line.invoicedQuantity,
      rate: line.rate,
      gstRate: line.gstRate,
    })),
  };
}
