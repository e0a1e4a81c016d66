import { DEFAULT_UNIT, fromPaise, type SalesOrderStatus, type Seller } from '@lathe/shared';
import type {
  dispatches,
  dispatchLines,
  invoiceLines,
  invoices,
  payments,
  salesOrderLines,
  salesOrders,
} from '../../src/db/schema/index.js';
import { gstColumns } from '../../src/lib/tax-document-totals.js';
import { customerSnapshot } from '../../src/modules/invoices/invoice-parties.js';
import { latest } from './calendar.js';
import { type PlannedInvoice, paidPaise } from './invoice-plan.js';
import type { PlannedOrder } from './order-plan.js';

/*
 * The planned year as table rows, every figure in the columns' rupees from the plan's paise,
 * every counter and snapshot as the services keep them.
 */

/** Draft, cancelled and short-closed as decided; otherwise completed exactly when every line is sent and invoiced. */
export function orderStatus(order: PlannedOrder): SalesOrderStatus {
  if (order.fate === 'draft') return 'draft';
  if (order.fate === 'cancelled') return 'cancelled';
  if (order.fate === 'closed') return 'closed';
  const done = order.lines.every((line) => line.dispatched === line.quantity && line.invoiced === line.quantity);
  return done ? 'completed' : 'confirmed';
}

export function orderRows(order: PlannedOrder, orderInvoices: readonly PlannedInvoice[]) {
  const status = orderStatus(order);
  const changes = order.dispatches.length + (order.closedAt || order.cancelledAt ? 1 : 0);
  const header: typeof salesOrders.$inferInsert = {
    id: order.id,
    version: order.confirmedAt ? 2 + changes : 1,
    createdAt: order.createdAt,
    updatedAt: latest(
      order.createdAt,
      order.confirmedAt,
      order.closedAt,
      order.cancelledAt,
      ...order.dispatches.map((dispatch) => dispatch.createdAt),
      ...orderInvoices.flatMap((invoice) => [invoice.issuedAt, invoice.cancelledAt]),
    ),
    orderNumber: order.orderNumber,
    status,
    customerId: order.customer.id,
    orderDate: order.orderDate,
    customerPoNumber: order.customerPoNumber,
    customerPoDate: order.customerPoDate,
    deliveryDate: order.deliveryDate,
    notes: order.notes,
    totalAmount: fromPaise(order.totalPaise),
    confirmedAt: order.confirmedAt,
    closedAt: order.closedAt,
    cancelledAt: order.cancelledAt,
    statusReason: order.statusReason,
    createdBy: order.createdBy,
  };
  const lines = order.lines.map((line): typeof salesOrderLines.$inferInsert => ({
    id: line.id,
    orderId: order.id,
    lineNumber: line.lineNumber,
    productId: line.product.id,
    drawingNumber: line.product.drawingNumber,
    description: line.product.productDescription,
    quantity: line.quantity,
    rate: fromPaise(line.ratePaise),
    amount: fromPaise(line.amountPaise),
    deliveryDate: line.deliveryDate,
    dispatchedQuantity: line.dispatched,
    invoicedQuantity: line.invoiced,
  }));
  const sent = order.dispatches.map((dispatch): typeof dispatches.$inferInsert => ({
    id: dispatch.id,
    orderId: order.id,
    dispatchDate: dispatch.date,
    vehicleReference: dispatch.vehicleReference,
    createdAt: dispatch.createdAt,
    createdBy: order.createdBy,
  }));
  const sentLines = order.dispatches.flatMap((dispatch) =>
    dispatch.lines.map(({ line, quantity }): typeof dispatchLines.$inferInsert => ({
      dispatchId: dispatch.id,
      orderLineId: line.id,
      quantity,
    })),
  );
  return { header, lines, dispatches: sent, dispatchLines: sentLines };
}

export function invoiceRows(invoice: PlannedInvoice, seller: Seller) {
  const { order } = invoice;
  const { customer } = order;
  const figures = gstColumns(invoice.gst);
  const header: typeof invoices.$inferInsert = {
    id: invoice.id,
    version: invoice.issuedAt ? 2 + invoice.payments.length + (invoice.cancelledAt ? 1 : 0) : 1,
    createdAt: invoice.createdAt,
    updatedAt: latest(
      invoice.createdAt,
      invoice.issuedAt,
      invoice.cancelledAt,
      ...invoice.payments.map((payment) => payment.createdAt),
    ),
    invoiceNumber: invoice.invoiceNumber,
    status: invoice.status,
    customerId: customer.id,
    salesOrderId: order.id,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    ...customerSnapshot(customer),
    ...invoice.exportSupply,
    seller: invoice.issuedAt ? seller : null,
    customerPoNumber: invoice.customerPoNumber,
    customerPoDate: order.customerPoDate,
    vehicleReference: invoice.dispatch.vehicleReference,
    ...figures.totals,
    amountPaid: fromPaise(paidPaise(invoice)),
    issuedAt: invoice.issuedAt,
    cancelledAt: invoice.cancelledAt,
    cancelReason: invoice.cancelReason,
    createdBy: order.createdBy,
  };
  const lines = invoice.lines.map(({ orderLine, quantity }, i): typeof invoiceLines.$inferInsert => {
    const tax = figures.lines[i];
    if (!tax) throw new Error('An invoice line without its tax');
    return {
      invoiceId: invoice.id,
      lineNumber: i + 1,
      productId: orderLine.product.id,
      salesOrderLineId: orderLine.id,
      description: orderLine.product.productDescription,
      drawingNumber: orderLine.product.drawingNumber,
      hsnCode: orderLine.product.hsnCode,
      unit: DEFAULT_UNIT,
      quantity,
      rate: fromPaise(orderLine.ratePaise),
      gstRate: orderLine.product.gstRate,
      ...tax,
    };
  });
  const received = invoice.payments.map((payment): typeof payments.$inferInsert => ({
    id: payment.id,
    invoiceId: invoice.id,
    paymentDate: payment.paymentDate,
    amount: fromPaise(payment.amountPaise),
    mode: payment.mode,
    reference: payment.reference,
    createdAt: payment.createdAt,
    createdBy: order.createdBy,
  }));
  return { header, lines, payments: received };
}
