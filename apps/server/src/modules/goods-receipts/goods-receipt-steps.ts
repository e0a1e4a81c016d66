import { MAX_SERIES_NUMBER, PURCHASE_ORDER_FLOW, scaleDecimal } from '@lathe/shared';
import type { DbOrTx } from '../../db/client.js';
import { currentAuditActor } from '../../lib/audit-context.js';
import { assertStep, type StepBody } from '../../lib/document-kit.js';
import { conflict } from '../../lib/errors.js';
import { applyReceipt, lockPurchaseOrder } from '../purchase-orders/index.js';
import { postMovements, reversalDate, type StockMovementInput } from '../stock/index.js';
import type { GoodsReceiptRecord } from './goods-receipt-lock.js';
import { type ReceiptLineRow, readGoodsReceiptLines } from './goods-receipt-rows.js';

export const goodsReceiptSeriesFull = (financialYear: string) =>
  `The ${financialYear} goods receipt series is full (${MAX_SERIES_NUMBER} receipts)`;

/** What the receipt's lines count on its order's lines: + when received, − when cancelled. */
const counts = (lines: readonly ReceiptLineRow[], sign: 1 | -1) =>
  lines.map(({ line }) => ({ purchaseOrderLineId: line.purchaseOrderLineId, quantity: sign * line.acceptedQuantity }));

/**
 * The stock movements of the receipt's bar stock: the accepted kg (and bars) of each line, into
 * the bar's stock item under its heat, or back out of it. Bought-out items and services are not
 * kept in stock; a line that accepted nothing moves nothing.
 */
function barMovements(
  receipt: GoodsReceiptRecord,
  lines: readonly ReceiptLineRow[],
  movement: Pick<StockMovementInput, 'kind' | 'movementDate' | 'reason'> & { sign: 1 | -1 },
): StockMovementInput[] {
  const createdBy = currentAuditActor()?.id ?? null;
  return lines.flatMap(({ line, of }, i) => {
    if (of.kind !== 'bar_stock' || !of.materialKey || scaleDecimal(line.acceptedQuantity, 3) <= 0) return [];
    return [
      {
        kind: movement.kind,
        movementDate: movement.movementDate,
        reason: movement.reason ?? null,
        itemKey: of.materialKey,
        itemType: 'material',
        grade: of.grade,
        rodSize: of.rodSize,
        heatNumber: line.heatNumber,
        quantity: movement.sign * line.acceptedQuantity,
        bars: movement.sign * (line.bars ?? 0),
        sourceType: 'goods_receipt',
        sourceId: receipt.id,
        sourceNumber: receipt.grnNumber,
        createdBy,
        field: `lines.${i}.acceptedQuantity`,
      },
    ];
  });
}

/**
 * draft → received: the order must still take receipts (409 with its flow's words: short-closed
 * or cancelled since the draft was saved); each line's accepted quantity is counted on its order
 * line (400 on `lines.{i}.acceptedQuantity` past what is left). Once the GRN number is taken
 * (`after`), the accepted bar stock goes into stock under its heat, the movements naming it.
 */
export const receiveStep = {
  async prepare(tx: DbOrTx, receipt: GoodsReceiptRecord) {
    const order = await lockPurchaseOrder(tx, receipt.purchaseOrderId);
    assertStep(PURCHASE_ORDER_FLOW, 'receive', order.status);
    await applyReceipt(tx, receipt.purchaseOrderId, counts(await readGoodsReceiptLines(tx, receipt.id), 1));
    return undefined;
  },
  async after(tx: DbOrTx, receipt: GoodsReceiptRecord) {
    const lines = await readGoodsReceiptLines(tx, receipt.id);
    await postMovements(
      tx,
      barMovements(receipt, lines, { kind: 'receipt', movementDate: receipt.receiptDate, sign: 1 }),
    );
  },
};

/**
 * received → cancelled, keeping its number, with why — refused while a supplier bill bills any of
 * its goods (cancel the bill first): the accepted quantities are taken off the
 * order's lines (its status follows) and the bar stock goes back out of the same heats, dated
 * the day of the cancellation. The ledger refuses (400 on the line) when that stock has
 * already been issued or sent out.
 */
export const cancelStep = {
  async prepare(tx: DbOrTx, receipt: GoodsReceiptRecord, body: StepBody) {
    // Under the order's lock, as supplier bills are booked: a bill of these goods stands in the way.
    await lockPurchaseOrder(tx, receipt.purchaseOrderId);
    const lines = await readGoodsReceiptLines(tx, receipt.id);
    if (lines.some(({ line }) => scaleDecimal(line.billedQuantity, 3) > 0)) {
      throw conflict('Supplier bills have billed goods of this receipt; cancel those bills first');
    }
    await applyReceipt(tx, receipt.purchaseOrderId, counts(lines, -1));
    await postMovements(
      tx,
      barMovements(receipt, lines, {
        kind: 'receipt_reversal',
        movementDate: reversalDate(receipt.receiptDate),
        reason: body.reason,
        sign: -1,
      }),
    );
    return undefined;
  },
};
