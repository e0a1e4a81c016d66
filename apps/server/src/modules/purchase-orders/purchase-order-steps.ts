import { MAX_SERIES_NUMBER, type PurchaseOrderFacts, type PurchaseOrderStatus } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { purchaseOrderLines, suppliers } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';
import type { PurchaseOrderRecord } from './purchase-order-lock.js';

export const purchaseOrderSeriesFull = (financialYear: string) =>
  `The ${financialYear} purchase order series is full (${MAX_SERIES_NUMBER} orders)`;

/** What the flow's needs read: the status and each line's ordered, received and billed quantities. */
export async function purchaseOrderFacts(tx: DbOrTx, order: PurchaseOrderRecord): Promise<PurchaseOrderFacts> {
  const lines = await tx
    .select({
      quantity: purchaseOrderLines.quantity,
      receivedQuantity: purchaseOrderLines.receivedQuantity,
      billedQuantity: purchaseOrderLines.billedQuantity,
    })
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
