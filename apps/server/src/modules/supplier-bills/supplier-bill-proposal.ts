import {
  type BillableOrder,
  fromPaise,
  OPTION_MATCHES,
  type ProposedBillLine,
  type PurchaseLineKind,
  type SupplierBillProposal,
  type SupplierBillProposalQuery,
  scaleDecimal,
  taxTypeFor,
  todayIn,
} from '@lathe/shared';
import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  goodsReceiptLines,
  goodsReceipts,
  purchaseOrderLines,
  purchaseOrders,
  suppliers,
} from '../../db/schema/index.js';
import { escapeLike } from '../../lib/list.js';
import type { CompanyService } from '../company/index.js';
import { billableOrder } from './supplier-bill-drafts.js';
import { BILLABLE_ORDER_STATUSES, isService, orderLines, receiptLines } from './supplier-bill-sources.js';
import { tdsBasisOf } from './supplier-bill-tds.js';

const left = (whole: number, billed: number) => Math.max(0, scaleDecimal(whole, 3) - scaleDecimal(billed, 3)) / 1000;

/**
 * What a bill from the order starts with: each received goods receipt's lines with their accepted
 * quantity less what bills have billed of them, and each service line no receipt counted, its
 * ordered quantity less billed — at the order's rates and GST rates; with the supplier's payment
 * terms, the tax type, and what the TDS on a bill dated `billDate` depends on.
 */
export async function proposeBill(
  tx: DbOrTx,
  company: CompanyService,
  query: SupplierBillProposalQuery,
): Promise<SupplierBillProposal> {
  const order = await billableOrder(tx, query.purchaseOrderId);
  const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, order.supplierId));
  const ordered = await orderLines(tx, order.id);
  const receipts = await receiptLines(tx, { purchaseOrderId: order.id });
  const received = new Set([...receipts.values()].map((line) => line.purchaseOrderLineId));
  const fromReceipts: ProposedBillLine[] = [...receipts.values()].flatMap((receipt) => {
    const of = ordered.get(receipt.purchaseOrderLineId);
    const quantity = left(receipt.acceptedQuantity, receipt.billedQuantity);
    if (!of || quantity <= 0) return [];
    return [
      {
        purchaseOrderLineId: of.id,
        goodsReceiptId: receipt.goodsReceiptId,
        goodsReceiptLineId: receipt.id,
        grnNumber: receipt.grnNumber,
        receiptDate: receipt.receiptDate,
        kind: of.kind as PurchaseLineKind,
        description: of.description,
        hsnCode: of.hsnCode,
        unit: of.unit,
        quantity,
        rate: of.rate,
        gstRate: of.gstRate,
        ordered: { quantity: of.quantity, rate: of.rate, gstRate: of.gstRate },
        received: receipt.acceptedQuantity,
      },
    ];
  });
  const services: ProposedBillLine[] = [...ordered.values()].flatMap((of) => {
    const quantity = left(of.quantity, of.billedQuantity);
    if (!isService(of) || received.has(of.id) || quantity <= 0) return [];
    return [
      {
        purchaseOrderLineId: of.id,
        goodsReceiptId: null,
        goodsReceiptLineId: null,
        grnNumber: null,
        receiptDate: null,
        kind: 'service',
        description: of.description,
        hsnCode: of.hsnCode,
        unit: of.unit,
        quantity,
        rate: of.rate,
        gstRate: of.gstRate,
        ordered: { quantity: of.quantity, rate: of.rate, gstRate: of.gstRate },
        received: null,
      },
    ];
  });
  const settings = await company.get(tx);
  const { financialYear, earlierTaxable, ...basis } = await tdsBasisOf(
    tx,
    order.supplierId,
    query.billDate ?? todayIn(),
  );
  return {
    purchaseOrder: {
      id: order.id,
      poNumber: order.poNumber,
      poDate: order.poDate,
      status: order.status,
      supplierId: order.supplierId,
      supplierName: order.supplierName,
      supplierState: supplier?.state ?? order.supplierState,
    },
    paymentTermsDays: supplier?.paymentTermsDays ?? 30,
    taxType: taxTypeFor(settings.state, supplier?.state ?? order.supplierState),
    tds: { ...basis, earlierTaxable: fromPaise(earlierTaxable), financialYear },
    lines: [...fromReceipts, ...services],
  };
}

/**
 * The orders a bill may be against (confirmed, with something left to bill: a received receipt's
 * line not wholly billed, or a service line no receipt counted and not wholly billed), of one
 * supplier or searched by PO number or supplier; 20, newest first.
 */
export async function billableOrders(
  tx: DbOrTx,
  query: { supplierId?: string | undefined; search: string },
): Promise<BillableOrder[]> {
  const search = query.search.trim();
  const leftToBill = sql`(
    exists (
      select 1 from ${goodsReceiptLines} join ${goodsReceipts} on ${goodsReceipts.id} = ${goodsReceiptLines.goodsReceiptId}
      where ${goodsReceipts.purchaseOrderId} = ${purchaseOrders.id} and ${goodsReceipts.status} = 'received'
        and ${goodsReceiptLines.acceptedQuantity} > ${goodsReceiptLines.billedQuantity}
    ) or exists (
      select 1 from ${purchaseOrderLines}
      where ${purchaseOrderLines.purchaseOrderId} = ${purchaseOrders.id} and ${purchaseOrderLines.kind} = 'service'
        and ${purchaseOrderLines.quantity} > ${purchaseOrderLines.billedQuantity}
    )
  )`;
  const rows = await tx
    .select({
      id: purchaseOrders.id,
      poNumber: purchaseOrders.poNumber,
      poDate: purchaseOrders.poDate,
      status: purchaseOrders.status,
      supplierId: purchaseOrders.supplierId,
      supplierName: purchaseOrders.supplierName,
      grandTotal: purchaseOrders.grandTotal,
    })
    .from(purchaseOrders)
    .where(
      and(
        inArray(purchaseOrders.status, [...BILLABLE_ORDER_STATUSES]),
        query.supplierId ? eq(purchaseOrders.supplierId, query.supplierId) : undefined,
        search ? ilike(purchaseOrders.searchText, `%${escapeLike(search)}%`) : undefined,
        leftToBill,
      ),
    )
    .orderBy(desc(purchaseOrders.poDate), desc(purchaseOrders.poNumber))
    .limit(OPTION_MATCHES);
  return rows;
}
