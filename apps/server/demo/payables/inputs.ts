import { todayIn } from '@lathe/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import {
  goodsReceiptLines,
  goodsReceipts,
  purchaseOrderLines,
  purchaseOrders,
  suppliers,
} from '../../src/db/schema/index.js';
import { demoActor } from '../stores/inputs.js';

/*
 * What the payables seed plans from, read once: who keys it in (the demo accountant) and every
 * goods receipt the stores received, with its supplier's invoice, its order and its lines.
 */

export const ACCOUNTS_EMAIL = 'pooja.kale@example.com';

/** The demo accountant, else the first active admin, else any active user; null on a database without users. */
export const payablesActor = (db: Db) => demoActor(db, ACCOUNTS_EMAIL);

/** A received goods receipt's line with what its order line says of it. */
export interface ReceiptLine {
  id: string;
  lineNumber: number;
  purchaseOrderLineId: string;
  kind: string;
  description: string;
  unit: string;
  accepted: number;
  rejected: number;
  rate: number;
}

/** A received goods receipt: the supplier's invoice that came with the goods, its order and supplier. */
export interface Receipt {
  id: string;
  grnNumber: string | null;
  receiptDate: string;
  supplierInvoiceNumber: string | null;
  supplierInvoiceDate: string | null;
  purchaseOrderId: string;
  poNumber: string | null;
  poDate: string;
  poGrandTotal: number;
  supplierId: string;
  supplierCode: string | null;
  paymentTermsDays: number;
  lines: ReceiptLine[];
}

export async function loadPayablesInputs(db: Db, now: Date) {
  const today = todayIn('Asia/Kolkata', now);
  const headers = await db
    .select({
      id: goodsReceipts.id,
      grnNumber: goodsReceipts.grnNumber,
      receiptDate: goodsReceipts.receiptDate,
      supplierInvoiceNumber: goodsReceipts.supplierInvoiceNumber,
      supplierInvoiceDate: goodsReceipts.supplierInvoiceDate,
      purchaseOrderId: purchaseOrders.id,
      poNumber: purchaseOrders.poNumber,
      poDate: purchaseOrders.poDate,
      poGrandTotal: purchaseOrders.grandTotal,
      supplierId: suppliers.id,
      supplierCode: suppliers.supplierCode,
      paymentTermsDays: suppliers.paymentTermsDays,
    })
    .from(goodsReceipts)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, goodsReceipts.purchaseOrderId))
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(eq(goodsReceipts.status, 'received'))
    .orderBy(asc(goodsReceipts.receiptDate), asc(goodsReceipts.grnNumber));
  const lines = headers.length
    ? await db
        .select({
          goodsReceiptId: goodsReceiptLines.goodsReceiptId,
          id: goodsReceiptLines.id,
          lineNumber: goodsReceiptLines.lineNumber,
          purchaseOrderLineId: goodsReceiptLines.purchaseOrderLineId,
          kind: purchaseOrderLines.kind,
          description: purchaseOrderLines.description,
          unit: purchaseOrderLines.unit,
          accepted: goodsReceiptLines.acceptedQuantity,
          rejected: goodsReceiptLines.rejectedQuantity,
          rate: purchaseOrderLines.rate,
        })
        .from(goodsReceiptLines)
        .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, goodsReceiptLines.purchaseOrderLineId))
        .where(
          inArray(
            goodsReceiptLines.goodsReceiptId,
            headers.map((header) => header.id),
          ),
        )
        .orderBy(asc(goodsReceiptLines.goodsReceiptId), asc(goodsReceiptLines.lineNumber))
    : [];
  const receipts: Receipt[] = headers.map((header) => ({
    ...header,
    lines: lines.filter((line) => line.goodsReceiptId === header.id).map(({ goodsReceiptId: _, ...line }) => line),
  }));
  return { today, now, receipts };
}

export type PayablesInputs = Awaited<ReturnType<typeof loadPayablesInputs>>;
