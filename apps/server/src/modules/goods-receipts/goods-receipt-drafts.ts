import {
  type GoodsReceiptData,
  HEAT_NUMBER_REQUIRED,
  PURCHASE_ORDER_FLOW,
  type PurchaseOrderStatus,
  statusRefusal,
} from '@lathe/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  goodsReceiptLines,
  goodsReceipts,
  materialCertificates,
  purchaseOrderLines,
  purchaseOrders,
} from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';

/*
 * Draft goods receipts (the gate entry): saved whole against a confirmed or partly received
 * purchase order, each line one of that order's lines, a bar-stock line with the heat it came
 * from; the order's number and supplier copied on as the GRN prints them.
 */

/** The order a receipt may be against, with its lines by id; 400 on purchaseOrderId otherwise. */
export async function receivableOrder(tx: DbOrTx, purchaseOrderId: string) {
  const [order] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, purchaseOrderId));
  if (!order) throw invalidField('purchaseOrderId', 'Purchase order not found');
  const refusal = statusRefusal(PURCHASE_ORDER_FLOW, 'receive', order.status as PurchaseOrderStatus);
  if (refusal || !order.poNumber)
    throw invalidField('purchaseOrderId', refusal ?? 'The purchase order is not confirmed');
  const lines = await tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, order.id));
  return { order, lines: new Map(lines.map((line) => [line.id, line])) };
}

/** The ids among `ids` that name no uploaded certificate. */
async function unknownCertificates(tx: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await tx
    .select({ id: materialCertificates.id })
    .from(materialCertificates)
    .where(inArray(materialCertificates.id, ids));
  const known = new Set(found.map((row) => row.id));
  return new Set(ids.filter((id) => !known.has(id)));
}

async function draftColumns(tx: DbOrTx, data: GoodsReceiptData) {
  const { order, lines: orderLines } = await receivableOrder(tx, data.purchaseOrderId);
  if (data.receiptDate < order.poDate) {
    throw invalidField('receiptDate', 'Goods cannot be received before the purchase order date');
  }
  const missing = await unknownCertificates(
    tx,
    data.lines.flatMap((line) => (line.certificateId ? [line.certificateId] : [])),
  );
  data.lines.forEach((line, i) => {
    const of = orderLines.get(line.purchaseOrderLineId);
    if (!of) throw invalidField(`lines.${i}.purchaseOrderLineId`, 'Not a line of this purchase order');
    if (of.kind === 'bar_stock' && !line.heatNumber) throw invalidField(`lines.${i}.heatNumber`, HEAT_NUMBER_REQUIRED);
    if (line.certificateId && missing.has(line.certificateId)) {
      throw invalidField(`lines.${i}.certificateId`, 'Certificate not found: upload it again');
    }
  });
  return {
    header: {
      purchaseOrderId: order.id,
      supplierId: order.supplierId,
      poNumber: order.poNumber as string,
      supplierName: order.supplierName,
      receiptDate: data.receiptDate,
      supplierInvoiceNumber: data.supplierInvoiceNumber ?? null,
      supplierInvoiceDate: data.supplierInvoiceDate ?? null,
      vehicleNumber: data.vehicleNumber ?? null,
      remarks: data.remarks ?? null,
    },
    lines: data.lines.map((line, i) => ({
      lineNumber: i + 1,
      purchaseOrderLineId: line.purchaseOrderLineId,
      receivedQuantity: line.receivedQuantity,
      acceptedQuantity: line.acceptedQuantity,
      rejectedQuantity: line.rejectedQuantity,
      bars: line.bars ?? null,
      heatNumber: line.heatNumber ?? null,
      certificateId: line.certificateId ?? null,
      rejectionReason: line.rejectionReason ?? null,
    })),
  };
}

type DraftLines = Awaited<ReturnType<typeof draftColumns>>['lines'];

async function writeLines(tx: DbOrTx, goodsReceiptId: string, lines: DraftLines) {
  await tx.delete(goodsReceiptLines).where(eq(goodsReceiptLines.goodsReceiptId, goodsReceiptId));
  await tx.insert(goodsReceiptLines).values(lines.map((line) => ({ ...line, goodsReceiptId })));
}

/** The draft half of the goods receipt on the document kit. */
export const goodsReceiptDrafts = {
  async create(tx: DbOrTx, data: GoodsReceiptData, userId: string): Promise<string> {
    const { header, lines } = await draftColumns(tx, data);
    const [created] = await tx
      .insert(goodsReceipts)
      .values({ ...header, createdBy: userId })
      .returning({ id: goodsReceipts.id });
    const id = (created as { id: string }).id;
    await writeLines(tx, id, lines);
    return id;
  },

  async update(tx: DbOrTx, draft: { id: string }, data: GoodsReceiptData): Promise<void> {
    const { header, lines } = await draftColumns(tx, data);
    await tx
      .update(goodsReceipts)
      .set({ ...header, ...touched(goodsReceipts) })
      .where(eq(goodsReceipts.id, draft.id));
    await writeLines(tx, draft.id, lines);
  },
};
