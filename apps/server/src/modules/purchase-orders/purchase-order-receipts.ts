import {
  leftToReceive,
  onlyLeftToReceiveMessage,
  PURCHASE_ORDER_FLOW,
  type PurchaseOrderStatus,
  purchaseQuantityText,
  receiptStatus,
  scaleDecimal,
} from '@lathe/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/index.js';
import { assertStep } from '../../lib/document-kit.js';
import { conflict, invalidField } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';
import { lockPurchaseOrder } from './purchase-order-lock.js';

/** A quantity counted in or out of one of the order's lines: + when a receipt is received, − when it is cancelled. */
export interface ReceiptCount {
  purchaseOrderLineId: string;
  quantity: number;
}

/** The statuses a receipt moves: the order's open life. Short-closed and cancelled orders keep theirs. */
const MOVED_BY_RECEIPTS: readonly PurchaseOrderStatus[] = ['confirmed', 'partly_received', 'received'];

const thousandths = (quantity: number) => scaleDecimal(quantity, 3);

/**
 * Counts goods in (or back out) on a purchase order's lines, inside the caller's transaction
 * (a goods receipt being received or cancelled). The order's row is locked first, so two
 * receipts against it queue and neither can take what the other already took. Taking goods in
 * needs the flow's `receive` step (a confirmed or partly received order: 409 otherwise); each
 * count must name a line of this order and may not take
 * more than is left to receive on it, counting every count of the same line together (400 on
 * `lines.{i}.acceptedQuantity`, i the count's index); taking back may not go below what was received. The order's status then follows its lines
 * (receiptStatus) while it is open or received; a short-closed or cancelled one keeps its own.
 * Answers the order's status after the change.
 */
export async function applyReceipt(
  tx: DbOrTx,
  purchaseOrderId: string,
  counts: readonly ReceiptCount[],
): Promise<PurchaseOrderStatus> {
  const order = await lockPurchaseOrder(tx, purchaseOrderId);
  if (counts.some((count) => count.quantity > 0)) assertStep(PURCHASE_ORDER_FLOW, 'receive', order.status);

  const lines = await tx
    .select({
      id: purchaseOrderLines.id,
      unit: purchaseOrderLines.unit,
      quantity: purchaseOrderLines.quantity,
      receivedQuantity: purchaseOrderLines.receivedQuantity,
    })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId))
    .orderBy(asc(purchaseOrderLines.lineNumber));
  // Copies, in the lines' order, counted on as the counts come; `lines` keeps what was stored.
  const byId = new Map(lines.map((line) => [line.id, { ...line }]));

  counts.forEach((count, i) => {
    const field = `lines.${i}.acceptedQuantity`;
    const line = byId.get(count.purchaseOrderLineId);
    if (!line) throw invalidField(field, 'Not a line of this purchase order');
    if (count.quantity > 0 && thousandths(count.quantity) > thousandths(leftToReceive(line))) {
      throw invalidField(field, onlyLeftToReceiveMessage(leftToReceive(line), line.unit));
    }
    const received = (thousandths(line.receivedQuantity) + thousandths(count.quantity)) / 1000;
    if (received < 0) {
      throw conflict(
        `Only ${purchaseQuantityText(line.receivedQuantity)} ${line.unit} has been received on this line of the purchase order`,
        { [field]: 'More than was received on this purchase order line' },
      );
    }
    line.receivedQuantity = received;
  });

  for (const [i, line] of [...byId.values()].entries()) {
    if (thousandths((lines[i] as typeof line).receivedQuantity) !== thousandths(line.receivedQuantity)) {
      await tx
        .update(purchaseOrderLines)
        .set({ receivedQuantity: line.receivedQuantity })
        .where(eq(purchaseOrderLines.id, line.id));
    }
  }

  const current = order.status as PurchaseOrderStatus;
  const status = MOVED_BY_RECEIPTS.includes(current) ? receiptStatus([...byId.values()]) : current;
  // The order's version moves on with its lines, so a page open on it hears of the receipt.
  await tx
    .update(purchaseOrders)
    .set({ status, ...touched(purchaseOrders) })
    .where(eq(purchaseOrders.id, purchaseOrderId));
  return status;
}
