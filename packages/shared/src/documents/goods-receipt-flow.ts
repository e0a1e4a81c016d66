import { defineFlow } from './flow.js';

export const GOODS_RECEIPT_STATUSES = ['draft', 'received', 'cancelled'] as const;
export type GoodsReceiptStatus = (typeof GOODS_RECEIPT_STATUSES)[number];

export interface GoodsReceiptFacts {
  status: GoodsReceiptStatus;
}

/**
 * A goods receipt note against a confirmed purchase order: a draft (the gate entry) is edited or
 * deleted; received, it takes the next number of its yearly series (GRN/2026-27/0001), puts the
 * accepted quantity into stock by heat number and counts it on the order's lines; cancelled, it
 * takes both back (refused when the stock it added has already been used).
 */
export const GOODS_RECEIPT_FLOW = defineFlow<GoodsReceiptStatus, GoodsReceiptFacts, GoodsReceiptStep>({
  noun: 'goods receipt',
  statuses: GOODS_RECEIPT_STATUSES,
  steps: {
    edit: {
      from: ['draft'],
      permission: { scope: 'goods-receipts', action: 'edit' },
      refusal: () => 'Only a draft goods receipt can be edited',
    },
    delete: {
      from: ['draft'],
      permission: { scope: 'goods-receipts', action: 'delete' },
      refusal: () => 'Only a draft goods receipt can be deleted; cancel a received one instead',
    },
    receive: {
      from: ['draft'],
      to: 'received',
      permission: { scope: 'goods-receipts', action: 'create' },
      numbered: true,
      refusal: () => 'This goods receipt has already been received',
    },
    cancel: {
      from: ['received'],
      to: 'cancelled',
      permission: { scope: 'goods-receipts', action: 'delete' },
      reason: true,
      refusal: (status) =>
        status === 'draft'
          ? 'A draft goods receipt is deleted, not cancelled'
          : 'This goods receipt is already cancelled',
    },
  },
});

export type GoodsReceiptStep = 'edit' | 'delete' | 'receive' | 'cancel';
