import { type CompanySettings, type DispatchChallan, deliveryAddressLine, dispatchChallanPrint } from '@lathe/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, dispatches, dispatchLines, products, salesOrderLines, salesOrders } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { renderPrintPdf } from '../../lib/print-pdf.js';
import { boxesOfDispatches } from '../boxes/index.js';

/**
 * Where the dispatch's goods went, as it copied them: a delivery address with its town, PIN and
 * state (and the customer's state beside it when that is another: the place of supply), the
 * customer's own address as it was, or, for a dispatch recorded before delivery addresses, the
 * customer's address now.
 */
function consigneeOf(head: {
  partyCode: string;
  name: string;
  billingAddress: string | null;
  shippingAddress: string | null;
  gstin: string | null;
  state: string | null;
  shipTo: ShipToCopy;
}): DispatchChallan['consignee'] {
  const { shipTo } = head;
  const customer = { partyCode: head.partyCode, name: head.name, gstin: head.gstin, state: head.state };
  if (shipTo.deliveryAddressId) {
    return {
      ...customer,
      address: deliveryAddressLine({
        address: shipTo.shipToAddress,
        place: shipTo.shipToPlace,
        pin: shipTo.shipToPin,
      }),
      gstin: shipTo.shipToGstin ?? head.gstin,
      state: shipTo.shipToState,
      billedIn: shipTo.shipToState !== head.state ? head.state : null,
    };
  }
  return { ...customer, address: shipTo.shipToAddress ?? head.shippingAddress ?? head.billingAddress };
}

/** What a dispatch copied of where its goods went. */
export interface ShipToCopy {
  deliveryAddressId: string | null;
  shipToAddress: string | null;
  shipToPlace: string | null;
  shipToState: string | null;
  shipToPin: string | null;
  shipToGstin: string | null;
}

/** One dispatch of the order as its challan; 404 when the order has no such dispatch. */
export async function readChallan(tx: DbOrTx, orderId: string, dispatchId: string): Promise<DispatchChallan> {
  const [head] = await tx
    .select({
      orderId: dispatches.orderId,
      challanNumber: dispatches.challanNumber,
      dispatchDate: dispatches.dispatchDate,
      vehicleReference: dispatches.vehicleReference,
      notes: dispatches.notes,
      shipTo: {
        deliveryAddressId: dispatches.deliveryAddressId,
        shipToAddress: dispatches.shipToAddress,
        shipToPlace: dispatches.shipToPlace,
        shipToState: dispatches.shipToState,
        shipToPin: dispatches.shipToPin,
        shipToGstin: dispatches.shipToGstin,
      },
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
    consignee: consigneeOf(head),
    lines: sent,
    boxes,
  };
}

/** The challan as a PDF: its print model (the company, with its logo, as consigner), original, duplicate and triplicate. */
export const renderChallanPdf = (challan: DispatchChallan, company: CompanySettings): Promise<Buffer> =>
  renderPrintPdf(dispatchChallanPrint(challan, company, company.logo));
