import type { PurchaseLineKind } from '@lathe/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { goodsReceiptLines, goodsReceipts, purchaseOrderLines, purchaseOrders } from '../../db/schema/index.js';

/*
 * What a bill is made from and matched against: its purchase order's lines (ordered, rate, GST rate,
 * billed so far) and the receipt lines of that order (accepted, billed so far, and whether their
 * receipt stands: received, not a draft or cancelled).
 */

/** The statuses of a purchase order a bill may be against: confirmed, with goods or services to bill. */
export const BILLABLE_ORDER_STATUSES = ['confirmed', 'partly_received', 'received', 'short_closed'] as const;

export type OrderLineSource = typeof purchaseOrderLines.$inferSelect;

export interface ReceiptLineSource {
  id: string;
  goodsReceiptId: string;
  grnNumber: string | null;
  receiptDate: string;
  receiptStatus: string;
  purchaseOrderLineId: string;
  acceptedQuantity: number;
  billedQuantity: number;
}

/** The order's lines by id. */
export async function orderLines(tx: DbOrTx, purchaseOrderId: string): Promise<Map<string, OrderLineSource>> {
  const rows = await tx
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId))
    .orderBy(purchaseOrderLines.lineNumber);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Receipt lines with their receipt's number and status: the ones named, or every line of the order's receipts. */
export async function receiptLines(
  tx: DbOrTx,
  by: { ids: readonly string[] } | { purchaseOrderId: string },
): Promise<Map<string, ReceiptLineSource>> {
  if ('ids' in by && by.ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: goodsReceiptLines.id,
      goodsReceiptId: goodsReceiptLines.goodsReceiptId,
      grnNumber: goodsReceipts.grnNumber,
      receiptDate: goodsReceipts.receiptDate,
      receiptStatus: goodsReceipts.status,
      purchaseOrderLineId: goodsReceiptLines.purchaseOrderLineId,
      acceptedQuantity: goodsReceiptLines.acceptedQuantity,
      billedQuantity: goodsReceiptLines.billedQuantity,
    })
    .from(goodsReceiptLines)
    .innerJoin(goodsReceipts, eq(goodsReceipts.id, goodsReceiptLines.goodsReceiptId))
    .where(
      'ids' in by
        ? inArray(goodsReceiptLines.id, [...by.ids])
        : and(eq(goodsReceipts.purchaseOrderId, by.purchaseOrderId), eq(goodsReceipts.status, 'received')),
    )
    .orderBy(goodsReceipts.receiptDate, goodsReceipts.grnNumber, goodsReceiptLines.lineNumber);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The purchase order, or null. */
export async function purchaseOrderOf(tx: DbOrTx, purchaseOrderId: string) {
  const [order] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, purchaseOrderId));
  return order ?? null;
}

export const isService = (line: { kind: string }) => (line.kind as PurchaseLineKind) === 'service';
