import {
  fromPaise,
  type MatchLine,
  type Mismatch,
  scaleDecimal,
  sumPaise,
  threeWayMatch,
  toPaise,
} from '@lathe/shared';
import type { DbOrTx } from '../../db/client.js';
import type { SupplierBillLineRecord, SupplierBillRecord } from './supplier-bill-lock.js';
import { orderLines, receiptLines } from './supplier-bill-sources.js';

const thousandths = (quantity: number) => scaleDecimal(quantity, 3);

/** What the lines of a bill add up to before rounding: taxable value and GST, rupees. */
export const linesTotalOf = (lines: readonly Pick<SupplierBillLineRecord, 'total'>[]) =>
  fromPaise(sumPaise(lines.map((line) => toPaise(line.total))));

/**
 * The bill's three-way match as it stands now: each line against its order line (rate, GST rate)
 * and what is there to bill (the receipt line's accepted less what other bills billed of it; a
 * service billed without a receipt, the order line's quantity less billed), and the invoice's total
 * against its lines. A draft has billed nothing, so nothing of its own is counted against it.
 */
export async function matchBill(
  tx: DbOrTx,
  bill: Pick<SupplierBillRecord, 'purchaseOrderId' | 'grandTotal'>,
  lines: readonly SupplierBillLineRecord[],
): Promise<Mismatch[]> {
  const ordered = bill.purchaseOrderId ? await orderLines(tx, bill.purchaseOrderId) : new Map();
  const receipts = await receiptLines(tx, {
    ids: lines.flatMap((line) => (line.goodsReceiptLineId ? [line.goodsReceiptLineId] : [])),
  });
  const matched: MatchLine[] = lines.map((line) => {
    const of = line.purchaseOrderLineId ? ordered.get(line.purchaseOrderLineId) : undefined;
    const receipt = line.goodsReceiptLineId ? receipts.get(line.goodsReceiptLineId) : undefined;
    const left = (whole: number, billed: number) => (thousandths(whole) - thousandths(billed)) / 1000;
    const available = receipt
      ? receipt.receiptStatus === 'received'
        ? left(receipt.acceptedQuantity, receipt.billedQuantity)
        : 0
      : of
        ? left(of.quantity, of.billedQuantity)
        : 0;
    return {
      lineNumber: line.lineNumber,
      unit: line.unit,
      quantity: line.quantity,
      rate: line.rate,
      gstRate: line.gstRate,
      ordered: of
        ? { quantity: of.quantity, rate: of.rate, gstRate: of.gstRate }
        : { quantity: 0, rate: 0, gstRate: 0 },
      available,
    };
  });
  return threeWayMatch({ lines: matched, invoiceTotal: bill.grandTotal, linesTotal: linesTotalOf(lines) });
}
