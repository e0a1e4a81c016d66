import {
  type CompanySettings,
  companyLetterhead,
  type GoodsReceipt,
  type GoodsReceiptLine,
  type GoodsReceiptStatus,
  type GoodsReceiptSummary,
  type PurchaseLineKind,
} from '@lathe/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  goodsReceiptLines,
  goodsReceipts,
  materialCertificates,
  purchaseOrderLines,
  purchaseOrders,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { toCertificate } from './certificates.js';
import type { GoodsReceiptRecord } from './goods-receipt-lock.js';

/*
 * A goods receipt as the API answers it: the list row, and the whole receipt with each line's
 * purchase order line (what was bought, how much was ordered and has been accepted so far) and
 * its heat's certificate.
 */

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toGoodsReceiptSummary(row: GoodsReceiptRecord): GoodsReceiptSummary {
  return {
    id: row.id,
    grnNumber: row.grnNumber,
    status: row.status as GoodsReceiptStatus,
    purchaseOrderId: row.purchaseOrderId,
    poNumber: row.poNumber,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    receiptDate: row.receiptDate,
    supplierInvoiceNumber: row.supplierInvoiceNumber,
    supplierInvoiceDate: row.supplierInvoiceDate,
    vehicleNumber: row.vehicleNumber,
    remarks: row.remarks,
    receivedAt: iso(row.receivedAt),
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The receipt's lines with what each receives against, in their order. */
export function readGoodsReceiptLines(tx: DbOrTx, goodsReceiptId: string) {
  return tx
    .select({
      line: goodsReceiptLines,
      of: {
        kind: purchaseOrderLines.kind,
        description: purchaseOrderLines.description,
        grade: purchaseOrderLines.grade,
        rodSize: purchaseOrderLines.rodSize,
        materialKey: purchaseOrderLines.materialKey,
        unit: purchaseOrderLines.unit,
        quantity: purchaseOrderLines.quantity,
        receivedQuantity: purchaseOrderLines.receivedQuantity,
      },
      certificate: materialCertificates,
    })
    .from(goodsReceiptLines)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, goodsReceiptLines.purchaseOrderLineId))
    .leftJoin(materialCertificates, eq(materialCertificates.id, goodsReceiptLines.certificateId))
    .where(eq(goodsReceiptLines.goodsReceiptId, goodsReceiptId))
    .orderBy(asc(goodsReceiptLines.lineNumber));
}

export type ReceiptLineRow = Awaited<ReturnType<typeof readGoodsReceiptLines>>[number];

const toLine = ({ line, of, certificate }: ReceiptLineRow): GoodsReceiptLine => ({
  id: line.id,
  lineNumber: line.lineNumber,
  purchaseOrderLineId: line.purchaseOrderLineId,
  kind: of.kind as PurchaseLineKind,
  description: of.description,
  grade: of.grade,
  rodSize: of.rodSize,
  unit: of.unit,
  orderedQuantity: of.quantity,
  orderReceivedQuantity: of.receivedQuantity,
  receivedQuantity: line.receivedQuantity,
  acceptedQuantity: line.acceptedQuantity,
  rejectedQuantity: line.rejectedQuantity,
  bars: line.bars,
  heatNumber: line.heatNumber,
  certificate: certificate ? toCertificate(certificate) : null,
  rejectionReason: line.rejectionReason,
});

/** The whole receipt; 404 when there is none. */
export async function readGoodsReceipt(tx: DbOrTx, id: string, company: CompanySettings): Promise<GoodsReceipt> {
  const [found] = await tx
    .select({
      row: goodsReceipts,
      order: {
        poDate: purchaseOrders.poDate,
        supplierCode: purchaseOrders.supplierCode,
        supplierGstin: purchaseOrders.supplierGstin,
        supplierAddress: purchaseOrders.supplierAddress,
        supplierState: purchaseOrders.supplierState,
      },
    })
    .from(goodsReceipts)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, goodsReceipts.purchaseOrderId))
    .where(eq(goodsReceipts.id, id));
  if (!found) throw notFound('Goods receipt');
  const lines = await readGoodsReceiptLines(tx, id);
  return {
    ...toGoodsReceiptSummary(found.row),
    ...found.order,
    company: companyLetterhead(company),
    lines: lines.map(toLine),
  };
}
