import { goodsReceipts } from '../../db/schema/index.js';
import { documentLock } from '../../lib/document-kit.js';

export type GoodsReceiptRecord = typeof goodsReceipts.$inferSelect;

/** The goods receipt's row, locked for the transaction: its edits, receipt and cancellation queue. */
export const lockGoodsReceipt = documentLock<GoodsReceiptRecord>(goodsReceipts, 'Goods receipt', 'goods receipt');
