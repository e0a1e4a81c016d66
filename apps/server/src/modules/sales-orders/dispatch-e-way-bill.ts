import {
  type ChallanDocument,
  type CompanySettings,
  type EWayBillEntry,
  type EWayBillTransport,
  fileNameOf,
  INVOICE_TO_FOLLOW,
  indianDate,
  shipToOf,
  taxTypeFor,
  withGstFigures,
} from '@lathe/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, dispatches, dispatchLines, products, salesOrderLines, salesOrders } from '../../db/schema/index.js';
import { eWayBillValues, isEWayBillTaken, noEWayBill } from '../../lib/e-way-bill-entry.js';
import { checkedEWayBill } from '../../lib/e-way-bill-file.js';
import { conflict, invalidField, notFound } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';
import { stateCodeOf } from '../company/index.js';
import { lockOrder } from './order-lock.js';

/*
 * The e-way bill of a dispatch's delivery challan: the goods of a sale sent ahead of their tax
 * invoice. The portal takes "Supply" only on a tax invoice or a bill of supply, so a challan of
 * a sale goes as "Others" described "Invoice to follow" (INVOICE_TO_FOLLOW), with the value and
 * the GST the invoice will charge (the consignment's value, Rule 138). The customer and the
 * company are as they are now, as the challan prints them.
 */

/** The dispatch of the order, or 404. */
async function dispatchOf(tx: DbOrTx, orderId: string, dispatchId: string) {
  const [row] = await tx
    .select({
      orderId: dispatches.orderId,
      challanNumber: dispatches.challanNumber,
      dispatchDate: dispatches.dispatchDate,
      eWayBillNumber: dispatches.eWayBillNumber,
      deliveryAddressId: dispatches.deliveryAddressId,
      shipToAddress: dispatches.shipToAddress,
      shipToPlace: dispatches.shipToPlace,
      shipToState: dispatches.shipToState,
      shipToPin: dispatches.shipToPin,
      shipToGstin: dispatches.shipToGstin,
    })
    .from(dispatches)
    .where(eq(dispatches.id, dispatchId));
  if (!row || row.orderId !== orderId) throw notFound('Dispatch');
  return row;
}

/** The dispatch as the portal sees its challan: the customer, what went out at the order's rates, and the GST on it. */
export async function challanDocument(
  tx: DbOrTx,
  orderId: string,
  dispatchId: string,
  seller: CompanySettings,
): Promise<ChallanDocument> {
  const dispatch = await dispatchOf(tx, orderId, dispatchId);
  const [customer] = await tx
    .select({
      name: customers.name,
      gstin: customers.gstin,
      billingAddress: customers.billingAddress,
      shippingAddress: customers.shippingAddress,
      state: customers.state,
    })
    .from(salesOrders)
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .where(eq(salesOrders.id, orderId));
  if (!customer) throw notFound('Sales order');
  const sent = await tx
    .select({
      description: salesOrderLines.description,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      quantity: dispatchLines.quantity,
      rate: salesOrderLines.rate,
    })
    .from(dispatchLines)
    .innerJoin(salesOrderLines, eq(salesOrderLines.id, dispatchLines.orderLineId))
    .innerJoin(products, eq(products.id, salesOrderLines.productId))
    .where(eq(dispatchLines.dispatchId, dispatchId))
    .orderBy(asc(salesOrderLines.lineNumber));
  // An order line counts pieces: the challan's "Qty (Nos)".
  const figures = withGstFigures(
    sent.map((line) => ({ ...line, unit: 'NOS' })),
    taxTypeFor(seller.state, customer.state) === 'intra',
  );
  return {
    type: 'CHL',
    purpose: INVOICE_TO_FOLLOW,
    number: dispatch.challanNumber,
    date: dispatch.dispatchDate,
    seller,
    buyer: {
      name: customer.name,
      gstin: customer.gstin,
      billingAddress: customer.billingAddress,
      // Where this dispatch's goods went, as it copied them (before delivery addresses: the customer's now).
      shippingAddress: dispatch.shipToAddress ?? customer.shippingAddress,
      placeOfSupplyCode: stateCodeOf(customer.state),
      shipTo: dispatch.deliveryAddressId ? shipToOf({ ...dispatch, shippingAddress: dispatch.shipToAddress }) : null,
    },
    ...figures,
  };
}

/** The challan's e-way bill JSON with the transport typed for it, and its file name; 409 saying why not. */
export async function dispatchEWayBill(
  tx: DbOrTx,
  orderId: string,
  dispatchId: string,
  transport: EWayBillTransport,
  seller: CompanySettings,
) {
  const document = await challanDocument(tx, orderId, dispatchId, seller);
  const name = document.number ?? 'delivery challan';
  const json = checkedEWayBill(document, transport, `${name} cannot have an e-way bill`);
  return { fileName: fileNameOf(`e-way bill ${name}`, 'json'), json };
}

/**
 * Keeps the e-way bill the portal generated on the dispatch, with the order's row locked (its
 * version moves on, as a dispatch moves it), dated no earlier than the dispatch. A number
 * another dispatch holds is refused by the unique index: 409 naming its challan.
 */
export async function recordDispatchEWayBill(
  tx: DbOrTx,
  orderId: string,
  dispatchId: string,
  entry: EWayBillEntry,
): Promise<void> {
  await lockOrder(tx, orderId);
  const dispatch = await dispatchOf(tx, orderId, dispatchId);
  if (entry.eWayBillDate < dispatch.dispatchDate) {
    throw invalidField(
      'eWayBillDate',
      `The e-way bill cannot be dated before the dispatch (${indianDate(dispatch.dispatchDate)})`,
    );
  }
  try {
    // A savepoint: a refused write leaves the transaction usable, to name the challan holding the number.
    await tx.transaction(async (savepoint) => {
      await savepoint.update(dispatches).set(eWayBillValues(entry)).where(eq(dispatches.id, dispatchId));
    });
  } catch (error) {
    if (!isEWayBillTaken(error, 'dispatches_eway_bill_unique')) throw error;
    const [holder] = await tx
      .select({ challanNumber: dispatches.challanNumber })
      .from(dispatches)
      .where(and(eq(dispatches.eWayBillNumber, entry.eWayBillNumber), ne(dispatches.id, dispatchId)));
    const message = `e-Way Bill No. ${entry.eWayBillNumber} is already recorded on challan ${holder?.challanNumber ?? '(another dispatch)'}`;
    throw conflict(message, { eWayBillNumber: message });
  }
  await tx.update(salesOrders).set(touched(salesOrders)).where(eq(salesOrders.id, orderId));
}

/** Clears an e-way bill recorded by mistake on the dispatch; nothing to clear leaves the order as it is. */
export async function clearDispatchEWayBill(tx: DbOrTx, orderId: string, dispatchId: string): Promise<void> {
  await lockOrder(tx, orderId);
  const dispatch = await dispatchOf(tx, orderId, dispatchId);
  if (dispatch.eWayBillNumber === null) return;
  await tx.update(dispatches).set(noEWayBill).where(eq(dispatches.id, dispatchId));
  await tx.update(salesOrders).set(touched(salesOrders)).where(eq(salesOrders.id, orderId));
}
