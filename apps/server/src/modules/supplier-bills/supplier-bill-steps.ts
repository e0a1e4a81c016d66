import {
  fromPaise,
  MAX_SERIES_NUMBER,
  type SupplierBillFacts,
  type SupplierBillStatus,
  scaleDecimal,
  tdsFor,
  toPaise,
} from '@lathe/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { goodsReceiptLines, purchaseOrderLines, supplierBillLines, suppliers } from '../../db/schema/index.js';
import { currentAuditActor } from '../../lib/audit-context.js';
import { conflict } from '../../lib/errors.js';
import { lockPurchaseOrder } from '../purchase-orders/index.js';
import { assertNotDuplicate } from './supplier-bill-duplicates.js';
import type { SupplierBillLineRecord, SupplierBillRecord } from './supplier-bill-lock.js';
import { matchBill } from './supplier-bill-match.js';
import { BILLABLE_ORDER_STATUSES, receiptLines } from './supplier-bill-sources.js';
import { tdsBasisOf } from './supplier-bill-tds.js';

export const supplierBillSeriesFull = (financialYear: string) =>
  `The ${financialYear} supplier bill series is full (${MAX_SERIES_NUMBER} bills)`;

/** What the flow's needs read: the status and the money. */
export const supplierBillFacts = async (_tx: DbOrTx, bill: SupplierBillRecord): Promise<SupplierBillFacts> => ({
  status: bill.status as SupplierBillStatus,
  grandTotal: bill.grandTotal,
  tdsAmount: bill.tdsAmount,
  amountPaid: bill.amountPaid,
});

export const billLinesOf = (tx: DbOrTx, billId: string) =>
  tx
    .select()
    .from(supplierBillLines)
    .where(eq(supplierBillLines.billId, billId))
    .orderBy(asc(supplierBillLines.lineNumber));

/** Sums a quantity per id, in thousandths, so two lines of one order line count once together. */
function perId(entries: readonly [string | null, number][]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const [id, quantity] of entries) {
    if (id) sums.set(id, (sums.get(id) ?? 0) + scaleDecimal(quantity, 3));
  }
  return sums;
}

/**
 * Counts what the bill's lines bill onto its receipt lines and order lines (+ when it is booked or
 * held, − when it is cancelled), under the purchase order's row lock (taken first, as a goods
 * receipt takes it), in the ids' order so two bills never deadlock.
 */
async function countBilled(tx: DbOrTx, lines: readonly SupplierBillLineRecord[], sign: 1 | -1) {
  const receipts = perId(lines.map((line) => [line.goodsReceiptLineId, line.quantity]));
  const orders = perId(lines.map((line) => [line.purchaseOrderLineId, line.quantity]));
  for (const [id, thousandths] of [...receipts].sort(([a], [b]) => a.localeCompare(b))) {
    const quantity = (sign * thousandths) / 1000;
    await tx
      .update(goodsReceiptLines)
      .set({ billedQuantity: sql`${goodsReceiptLines.billedQuantity} + ${quantity}` })
      .where(eq(goodsReceiptLines.id, id));
  }
  for (const [id, thousandths] of [...orders].sort(([a], [b]) => a.localeCompare(b))) {
    const quantity = (sign * thousandths) / 1000;
    await tx
      .update(purchaseOrderLines)
      .set({ billedQuantity: sql`${purchaseOrderLines.billedQuantity} + ${quantity}` })
      .where(eq(purchaseOrderLines.id, id));
  }
}

/** The order's row locked, and still one a bill may stand against (409 on purchaseOrderId otherwise). */
async function lockBilledOrder(tx: DbOrTx, bill: SupplierBillRecord) {
  if (!bill.purchaseOrderId) return;
  const order = await lockPurchaseOrder(tx, bill.purchaseOrderId);
  if (!(BILLABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) {
    const message = `Purchase order ${order.poNumber ?? ''} is ${order.status.replace('_', ' ')}; a bill cannot be booked against it`;
    throw conflict(message, { purchaseOrderId: message });
  }
}

/**
 * draft → booked, or held: under the supplier's row lock (its bookings queue, so the year's TDS
 * and the duplicate check see each other), the supplier's invoice refused if a held or booked bill
 * already carries it; under the order's, the receipts must still stand; the three-way match then
 * decides booked or held (its mismatches kept), the lines count as billed on the receipt and order
 * lines, and the TDS is worked from the year's bills before it.
 */
export const bookStep = {
  async prepare(tx: DbOrTx, bill: SupplierBillRecord) {
    await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, bill.supplierId)).for('update');
    await assertNotDuplicate(tx, {
      supplierId: bill.supplierId,
      financialYear: bill.financialYear,
      key: bill.supplierInvoiceKey,
      billId: bill.id,
    });
    await lockBilledOrder(tx, bill);
    const lines = await billLinesOf(tx, bill.id);
    const receipts = await receiptLines(tx, {
      ids: lines.flatMap((line) => (line.goodsReceiptLineId ? [line.goodsReceiptLineId] : [])),
    });
    lines.forEach((line, i) => {
      const receipt = line.goodsReceiptLineId ? receipts.get(line.goodsReceiptLineId) : null;
      if (receipt && receipt.receiptStatus !== 'received') {
        const message = `Goods receipt ${receipt.grnNumber ?? ''} was cancelled; take its line off the bill`;
        throw conflict(message, { [`lines.${i}.goodsReceiptLineId`]: message });
      }
    });
    const mismatches = await matchBill(tx, bill, lines);
    await countBilled(tx, lines, 1);
    const tds = tdsFor(toPaise(bill.taxableTotal), await tdsBasisOf(tx, bill.supplierId, bill.billDate, bill.id));
    return {
      status: mismatches.length > 0 ? 'held' : 'booked',
      matchStatus: mismatches.length > 0 ? 'mismatched' : 'matched',
      mismatches,
      tdsSection: tds.section,
      tdsRate: tds.rate,
      tdsBase: fromPaise(tds.base),
      tdsAmount: fromPaise(tds.amount),
    };
  },
};

/** held → booked, with the reason it may stand as billed, and who approved it. */
export const approveStep = {
  async prepare() {
    return { approvedAt: new Date(), approvedBy: currentAuditActor()?.id ?? null };
  },
};

/** held or booked → cancelled, keeping its number: what it billed is given back to the receipt and order lines. */
export const cancelStep = {
  async prepare(tx: DbOrTx, bill: SupplierBillRecord) {
    if (bill.purchaseOrderId) await lockPurchaseOrder(tx, bill.purchaseOrderId);
    await countBilled(tx, await billLinesOf(tx, bill.id), -1);
    return undefined;
  },
};
