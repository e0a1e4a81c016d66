import { MAX_SERIES_NUMBER, type PurchaseOrderFacts, type PurchaseOrderStatus } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { purchaseOrderLines, suppliers } from '../../db/schema/index.js';
import type { StepBody } from '../../lib/document-kit.js';
import { conflict, invalidField } from '../../lib/errors.js';
import type { PurchaseOrderRecord } from './purchase-order-lock.js';

export const purchaseOrderSeriesFull = (financialYear: string) =>
  `The ${financialYear} purchase order series is full (${MAX_SERIES_NUMBER} orders)`;

/** What the flow's needs read: the status and each line's ordered and received quantities. */
export async function purchaseOrderFacts(tx: DbOrTx, order: PurchaseOrderRecord): Promise<PurchaseOrderFacts> {
  const lines = await tx
    .select({ quantity: purchaseOrderLines.quantity, receivedQuantity: purchaseOrderLines.receivedQuantity })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, order.id));
  return { status: order.status as PurchaseOrderStatus, lines };
}

/** draft → confirmed: the supplier, copied on when the draft was saved, must still be one to buy from. */
export const confirmStep = {
  async prepare(tx: DbOrTx, order: PurchaseOrderRecord) {
    const [supplier] = await tx
      .select({ isActive: suppliers.isActive })
      .from(suppliers)
      .where(eq(suppliers.id, order.supplierId));
    if (!supplier?.isActive) {
      const message = `${order.supplierName} is inactive; choose an active supplier before confirming`;
      throw conflict(message, { supplierId: message });
    }
    return undefined;
  },
};

/** A step that keeps its reason with the new status (short-close, cancel): the reason is required. */
const reasonRequired = (message: string) => ({
  async prepare(_tx: DbOrTx, _order: PurchaseOrderRecord, body: StepBody) {
    if (!body.reason?.trim()) throw invalidField('reason', message);
    return undefined;
  },
});

/** confirmed or partly received → short-closed: what was received stays; the rest will not come. */
export const closeStep = reasonRequired('Give the reason for short-closing');
/** confirmed, nothing received → cancelled, keeping its number. */
export const cancelStep = reasonRequired('Give the reason for cancelling');
