import { type CompanySettings, type DispatchChallan, dispatchChallanPrint } from '@lathe/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, dispatches, dispatchLines, products, salesOrderLines, salesOrders } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { renderPrintPdf } from '../../lib/print-pdf.js';
import { boxesOfDispatches } from '../boxes/index.js';

/** One dispatch of the order as its challan; 404 when the order has no such dispatch. */
export async function readChallan(tx: DbOrTx, orderId: string, dispatchId: string): Promise<DispatchChallan> {
  const [head] = await tx
    .select({
      orderId: dispatches.orderId,
      challanNumber: dispatches.challanNumber,
      dispatchDate: dispatches.dispatchDate,
      vehicleReference: dispatches.vehicleReference,
      notes: dispatches.notes,
      orderNumber: salesOrders.orderNumber,
      customerPoNumber: salesOrders.customerPoNumber,
      customerPoDate: salesOrders.customerPoDate,
      partyCode: customers.partyCode,
      name: customers.name,
      billingAddress: customers.billingAddress,
      shippingAddress: customers.shippingAddress,
      gstin: customers.gstin,
      state: customers.state,
    })
    .from(dispatches)
    .innerJoin(salesOrders, eq(salesOrders.id, dispatches.orderId))
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .where(eq(dispatches.id, dispatchId));
  if (!head || head.orderId !== orderId) throw notFound('Dispatch');
  const sent = await tx
    .select({
      lineNumber: salesOrderLines.lineNumber,
      drawingNumber: salesOrderLines.drawingNumber,
      description: salesOrderLines.description,
      hsnCode: products.hsnCode,
      quantity: dispatchLines.quantity,
      rate: salesOrderLines.rate,
    })
    .from(dispatchLines)
    .innerJoin(salesOrderLines, eq(salesOrderLines.id, dispatchLines.orderLineId))
    .leftJoin(products, eq(products.id, salesOrderLines.productId))
    .where(eq(dispatchLines.dispatchId, dispatchId))
    .orderBy(asc(salesOrderLines.lineNumber));
  const boxes = (await boxesOfDispatches(tx, [dispatchId])).get(dispatchId) ?? [];
  return {
    challanNumber: head.challanNumber,
    dispatchDate: head.dispatchDate,
    vehicleReference: head.vehicleReference,
    notes: head.notes,
    orderNumber: head.orderNumber,
    customerPoNumber: head.customerPoNumber,
    customerPoDate: head.customerPoDate,
    consignee: {
      partyCode: head.partyCode,
      name: head.name,
      address: head.shippingAddress ?? head.billingAddress,
      gstin: head.gstin,
      state: head.state,
    },
    lines: sent,
    boxes,
  };
}

/** The challan as a PDF: its print model (the company, with its logo, as consigner), original, duplicate and triplicate. */
export const renderChallanPdf = (challan: DispatchChallan, company: CompanySettings): Promise<Buffer> =>
  renderPrintPdf(dispatchChallanPrint(challan, company, company.logo));
