import { type DispatchData, MAX_SERIES_NUMBER, onlyLeftMessage, SALES_ORDER_FLOW, SERIES_PREFIX } from '@lathe/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, dispatches, dispatchLines, salesOrderLines, salesOrders } from '../../db/schema/index.js';
import { assertStep } from '../../lib/document-kit.js';
import { nextDocumentNumber } from '../../lib/document-series.js';
import { badRequest } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';
import { checkDispatchBoxes, markBoxesDispatched } from '../boxes/index.js';
import { deliveryAddressFor, shipToColumns } from '../customers/index.js';
import { drawDispatchedStock } from '../stock/index.js';
import { applyPdiRule, type PdiConsent } from './dispatch-pdi.js';
import { settleOrderStatus } from './order-completion.js';
import { lockOrder } from './order-lock.js';

/**
 * Where a dispatch's goods go, as its challan prints it: the delivery address chosen (left out, the
 * order's; the order's is taken even once deactivated), or the customer's own shipping address.
 */
async function shipToOf(
  tx: DbOrTx,
  order: { customerId: string; deliveryAddressId: string | null },
  chosen: string | null | undefined,
) {
  const id = chosen === undefined ? order.deliveryAddressId : chosen;
  const address = await deliveryAddressFor(tx, order.customerId, id, { kept: [order.deliveryAddressId] });
  if (address) return { ...shipToColumns(address), shipToAddress: address.address };
  const [customer] = await tx
    .select({ shippingAddress: customers.shippingAddress, billingAddress: customers.billingAddress })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  return { ...shipToColumns(null), shipToAddress: customer?.shippingAddress ?? customer?.billingAddress ?? null };
}

/**
 * Records goods leaving against a confirmed order: the dispatch, its lines, and the lines'
 * dispatched quantities, then settles the order's status. The order row is locked first, so
 * two dispatches at once queue and the second sees what the first took: neither can send
 * pieces that are no longer left. Lines at 0 are not part of the dispatch. Boxes scanned into it
 * are checked by the scan's rules and marked with it (modules/boxes). Last, the PDI rule:
 * a product without a passed PDI on record goes only on a confirmed override (dispatch-pdi.ts).
 */
export async function recordDispatch(
  tx: DbOrTx,
  orderId: string,
  input: DispatchData,
  userId: string | null,
  pdiOverride: Omit<PdiConsent, 'confirmed'>,
): Promise<void> {
  const order = await lockOrder(tx, orderId, input.version);
  assertStep(SALES_ORDER_FLOW, 'dispatch', order.status);
  const shipTo = await shipToOf(tx, order, input.deliveryAddressId);

  const orderLines = await tx
    .select({
      id: salesOrderLines.id,
      quantity: salesOrderLines.quantity,
      dispatchedQuantity: salesOrderLines.dispatchedQuantity,
    })
    .from(salesOrderLines)
    .where(eq(salesOrderLines.orderId, orderId));
  const lineOf = new Map(orderLines.map((line) => [line.id, line]));

  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  const taken: { orderLineId: string; quantity: number }[] = [];
  input.lines.forEach(({ orderLineId, quantity }, i) => {
    const line = lineOf.get(orderLineId);
    if (!line) {
      errors[`lines.${i}.orderLineId`] = 'This line is not part of the order';
      return;
    }
    if (seen.has(orderLineId)) {
      errors[`lines.${i}.orderLineId`] = 'This line is listed twice';
      return;
    }
    seen.add(orderLineId);
    if (quantity === 0) return;
    const remaining = line.quantity - line.dispatchedQuantity;
    if (quantity > remaining) {
      errors[`lines.${i}.quantity`] = onlyLeftMessage(remaining, 'dispatch');
      return;
    }
    taken.push({ orderLineId, quantity });
  });
  const [first] = Object.values(errors);
  if (first !== undefined) throw badRequest(first, errors);
  // Scanned boxes, checked again with them locked: each may go, and each product goes in exactly its boxes.
  const boxed = await checkDispatchBoxes(tx, orderId, input.boxCodes ?? [], taken);

  // Numbered last, once nothing can refuse: a rollback gives the number back.
  const challanNumber = await nextDocumentNumber(
    tx,
    SERIES_PREFIX.deliveryChallan,
    input.dispatchDate,
    (financialYear) => `The ${financialYear} delivery challan series is full (${MAX_SERIES_NUMBER} challans)`,
  );
  const [dispatch] = await tx
    .insert(dispatches)
    .values({
      orderId,
      challanNumber,
      dispatchDate: input.dispatchDate,
      vehicleReference: input.vehicleReference ?? null,
      notes: input.notes ?? null,
      ...shipTo,
      createdBy: userId,
    })
    .returning({ id: dispatches.id });
  const dispatchId = (dispatch as { id: string }).id;
  await tx.insert(dispatchLines).values(taken.map((line) => ({ dispatchId, ...line })));
  await markBoxesDispatched(
    tx,
    boxed.map((box) => box.id),
    dispatchId,
  );
  // Parts of stock-tracked products leave their stock with the goods (refused on the line when short).
  await drawDispatchedStock(
    tx,
    { orderId, dispatchId, challanNumber, dispatchDate: input.dispatchDate, userId },
    input.lines,
  );
  await applyPdiRule(
    tx,
    { orderId, orderNumber: order.orderNumber, challanNumber },
    taken.map((line) => line.orderLineId),
    { ...pdiOverride, confirmed: input.pdiOverride === true },
  );
  for (const { orderLineId, quantity } of taken) {
    await tx
      .update(salesOrderLines)
      .set({ dispatchedQuantity: sql`${salesOrderLines.dispatchedQuantity} + ${quantity}` })
      .where(eq(salesOrderLines.id, orderLineId));
  }
  await settleOrderStatus(tx, orderId);
  await tx.update(salesOrders).set(touched(salesOrders)).where(eq(salesOrders.id, orderId));
}
