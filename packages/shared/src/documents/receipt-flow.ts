import { defineFlow } from './flow.js';

/*
 * Material received into stock on a numbered note: goods receipts against purchase orders and
 * the material customers send in to be machined move the same way, and the stores clerk who
 * books one books the other (both under the goods-receipts permission).
 */

export const RECEIPT_STATUSES = ['draft', 'received', 'cancelled'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export interface ReceiptFacts {
  status: ReceiptStatus;
}

export type ReceiptStep = 'edit' | 'delete' | 'receive' | 'cancel';

/**
 * A receipt's flow: a draft is edited or deleted; received, it takes the next number of its
 * yearly series and puts its material into stock; cancelled, it takes it back out. `noun` names
 * the document in the kit's messages, `draft` in the refusals, `received` what is already in.
 */
export const defineReceiptFlow = (words: { noun: string; draft: string; received: string }) =>
  defineFlow<ReceiptStatus, ReceiptFacts, ReceiptStep>({
    noun: words.noun,
    statuses: RECEIPT_STATUSES,
    steps: {
      edit: {
        from: ['draft'],
        permission: { scope: 'goods-receipts', action: 'edit' },
        refusal: () => `Only a draft ${words.draft} can be edited`,
      },
      delete: {
        from: ['draft'],
        permission: { scope: 'goods-receipts', action: 'delete' },
        refusal: () => `Only a draft ${words.draft} can be deleted; cancel a received one instead`,
      },
      receive: {
        from: ['draft'],
        to: 'received',
        permission: { scope: 'goods-receipts', action: 'create' },
        numbered: true,
        refusal: () => `This ${words.received} has already been received`,
      },
      cancel: {
        from: ['received'],
        to: 'cancelled',
        permission: { scope: 'goods-receipts', action: 'delete' },
        reason: true,
        reasonRequired: 'Give the reason for cancelling',
        refusal: (status) =>
          status === 'draft'
            ? `A draft ${words.draft} is deleted, not cancelled`
            : `This ${words.draft} is already cancelled`,
      },
    },
  });
