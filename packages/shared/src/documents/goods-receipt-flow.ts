import { defineReceiptFlow } from './receipt-flow.js';

export {
  RECEIPT_STATUSES as GOODS_RECEIPT_STATUSES,
  type ReceiptStatus as GoodsReceiptStatus,
} from './receipt-flow.js';

/**
 * A goods receipt note against a confirmed purchase order: a draft (the gate entry) is edited or
 * deleted; received, it takes the next number of its yearly series (GRN/2026-27/0001), puts the
 * accepted quantity into stock by heat number and counts it on the order's lines; cancelled, it
 * takes both back (refused when the stock it added has already been used).
 */
export const GOODS_RECEIPT_FLOW = defineReceiptFlow({
  noun: 'goods receipt',
  draft: 'goods receipt',
  received: 'goods receipt',
});
