import { defineReceiptFlow } from './receipt-flow.js';

export {
  RECEIPT_STATUSES as GOODS_RECEIPT_STATUSES,
  type ReceiptStatus as GoodsReceiptStatus,
} from './receipt-flow.js';

/**
 * A goods receipt note against a confirmed purchase order: a draft (the gate entry) is edited or
 * deleted; received, it takes the next number of its yearly series (GRN/2026-27/0001), puts the
 * accepted quantity into stock by heat number and counts it on the order's lines; cancelled, it
 * takes both back (refused when the stock it added has already been used). Its messages name the
 * purchase order it is against (`about`).
 */
export const GOODS_RECEIPT_FLOW = defineReceiptFlow({
  noun: 'goods receipt',
  draft: 'goods receipt',
  received: 'goods receipt',
  receive: {
    label: 'Receive',
    icon: 'package-check',
    summary:
      'Receives a draft goods receipt with the next GRN number: its accepted quantities count on the purchase order and its bar stock goes into stock by heat',
    question: ({ about }) =>
      `Receive these goods? The GRN takes the next number, the accepted quantities count against ${about ?? 'the purchase order'} and bar stock goes into stock by heat.`,
    done: ({ number }) => `Goods receipt ${number ?? ''} received`,
    failed: 'Failed to receive the goods',
  },
  cancel: {
    label: 'Cancel GRN',
    icon: 'ban',
    summary:
      'Cancels a received goods receipt, keeping its number: the purchase order and the stock give back what it added',
    panel: {
      title: ({ number }) => `Cancel goods receipt ${number ?? ''}`,
      intro: ({ about }) =>
        `The number stays used and the GRN stays on record, marked cancelled; what it accepted comes off ${about} and its bar stock goes back out of stock (refused if that stock has already been used).`,
      confirm: 'Confirm cancellation',
      keep: 'Keep goods receipt',
    },
    done: ({ number }) => `Goods receipt ${number ?? ''} cancelled`,
    failed: 'Failed to cancel goods receipt',
  },
  saveAnd: { summary: 'Saves the draft goods receipt and receives it in one go' },
});
