import {
  amountInWords,
  type CompanySettings,
  companyLetterhead,
  fromPaise,
  leftToReceive,
  type PurchaseLineKind,
  type PurchaseOrder,
  type PurchaseOrderLine,
  type PurchaseOrderStatus,
  type PurchaseOrderSummary,
  progressOf,
  sumPaise,
  toPaise,
} from '@lathe/shared';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { goodsReceipts, purchaseOrderLines, purchaseOrders } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { hsnSummaryOf } from '../../lib/tax-document-totals.js';
import type { PurchaseOrderRecord } from './purchase-order-lock.js';

/*
 * A purchase order as the API answers it: the list row with how far it has been received, and
 * the whole order with its lines (received and left per line), HSN summary, amount in words,
 * the company as its buyer and the goods receipts against it.
 */

/** What a line adds to its order's receipt progress. */
interface LineReceipt {
  quantity: number;
  receivedQuantity: number;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toPurchaseOrderSummary(row: PurchaseOrderRecord, lines: readonly LineReceipt[]): PurchaseOrderSummary {
  return {
    id: row.id,
    poNumber: row.poNumber,
    status: row.status as PurchaseOrderStatus,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    supplierCode: row.supplierCode,
    supplierGstin: row.supplierGstin,
    poDate: row.poDate,
    deliveryDate: row.deliveryDate,
    paymentTerms: row.paymentTerms,
    remarks: row.remarks,
    taxType: row.taxType as PurchaseOrderSummary['taxType'],
    taxableTotal: row.taxableTotal,
    cgstTotal: row.cgstTotal,
    sgstTotal: row.sgstTotal,
    igstTotal: row.igstTotal,
    roundOff: row.roundOff,
    grandTotal: row.grandTotal,
    lineCount: lines.length,
    linesReceived: lines.filter((line) => leftToReceive(line) === 0).length,
    receiptProgress: progressOf(lines.map((line) => ({ ordered: line.quantity, done: line.receivedQuantity }))),
    confirmedAt: iso(row.confirmedAt),
    shortClosedAt: iso(row.shortClosedAt),
    cancelledAt: iso(row.cancelledAt),
    statusReason: row.statusReason,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The summaries of a page of orders: one query reads the lines of all of them. */
export async function toPurchaseOrderSummaries(
  tx: DbOrTx,
  rows: readonly PurchaseOrderRecord[],
): Promise<PurchaseOrderSummary[]> {
  if (rows.length === 0) return [];
  const lines = await tx
    .select({
      purchaseOrderId: purchaseOrderLines.purchaseOrderId,
      quantity: purchaseOrderLines.quantity,
      receivedQuantity: purchaseOrderLines.receivedQuantity,
    })
    .from(purchaseOrderLines)
    .where(
      inArray(
        purchaseOrderLines.purchaseOrderId,
        rows.map((row) => row.id),
      ),
    );
  const byOrder = new Map<string, LineReceipt[]>();
  for (const line of lines) {
    const group = byOrder.get(line.purchaseOrderId) ?? [];
    group.push(line);
    byOrder.set(line.purchaseOrderId, group);
  }
  return rows.map((row) => toPurchaseOrderSummary(row, byOrder.get(row.id) ?? []));
}

const toLine = (row: typeof purchaseOrderLines.$inferSelect): PurchaseOrderLine => ({
  id: row.id,
  lineNumber: row.lineNumber,
  kind: row.kind as PurchaseLineKind,
  grade: row.grade,
  rodSize: row.rodSize,
  materialKey: row.materialKey,
  description: row.description,
  hsnCode: row.hsnCode,
  unit: row.unit,
  quantity: row.quantity,
  bars: row.bars,
  rate: row.rate,
  gstRate: row.gstRate,
  deliveryDate: row.deliveryDate,
  receivedQuantity: row.receivedQuantity,
  leftToReceive: leftToReceive(row),
  taxable: row.taxable,
  cgst: row.cgst,
  sgst: row.sgst,
  igst: row.igst,
  total: row.total,
});

/** The company as a purchase order names its buyer: no bank details, no terms of sale. */
export const buyerOf = companyLetterhead;

/** The whole order, with the company as it is now for its buyer. */
export async function readPurchaseOrder(tx: DbOrTx, id: string, company: CompanySettings): Promise<PurchaseOrder> {
  const [row] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  if (!row) throw notFound('Purchase order');
  const lines = await tx
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, id))
    .orderBy(asc(purchaseOrderLines.lineNumber));
  const receipts = await tx
    .select({
      id: goodsReceipts.id,
      grnNumber: goodsReceipts.grnNumber,
      status: goodsReceipts.status,
      receiptDate: goodsReceipts.receiptDate,
      supplierInvoiceNumber: goodsReceipts.supplierInvoiceNumber,
    })
    .from(goodsReceipts)
    .where(eq(goodsReceipts.purchaseOrderId, id))
    .orderBy(desc(goodsReceipts.receiptDate), desc(goodsReceipts.createdAt));
  return {
    ...toPurchaseOrderSummary(row, lines),
    supplierAddress: row.supplierAddress,
    supplierState: row.supplierState,
    buyer: buyerOf(company),
    taxTotal: fromPaise(sumPaise([row.cgstTotal, row.sgstTotal, row.igstTotal].map(toPaise))),
    lines: lines.map(toLine),
    hsnSummary: hsnSummaryOf(lines),
    amountInWords: amountInWords(toPaise(row.grandTotal)),
    goodsReceipts: receipts,
  };
}
