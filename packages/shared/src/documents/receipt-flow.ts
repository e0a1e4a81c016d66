import { type AskedStep, defineFlow, type ReasonedStep } from './flow.js';

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

/** What one kind of receipt calls itself, and the words its screens and API give its steps. */
export interface ReceiptWords {
  /** The document in the kit's messages: "goods receipt". */
  noun: string;
  /** The document in the refusals and, in short, on its screens: "receipt" ("Only a draft receipt can be edited"). */
  draft: string;
  /** What is already in: "This material has already been received". */
  received: string;
  /** Receive: numbered, into stock; its button, question, toasts and API summary. */
  receive: Omit<AskedStep, 'take'>;
  /** Cancel: with why, out of stock again; its button, panel, toasts and API summary. */
  cancel: Omit<ReasonedStep, 'take'>;
  /** Save & Receive's API summary, and whether the form asks the receive question first. */
  saveAnd: { summary: string; unasked?: true };
}

/**
 * A receipt's flow: a draft is edited or deleted; received, it takes the next number of its
 * yearly series and puts its material into stock; cancelled, it takes it back out. The words
 * name the document in the kit's messages and refusals and give its steps' screens.
 */
export const defineReceiptFlow = (words: ReceiptWords) =>
  defineFlow<ReceiptStatus, ReceiptFacts, ReceiptStep>({
    noun: words.noun,
    shortNoun: words.draft,
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
        screen: { take: 'ask', ...words.receive },
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
        screen: { take: 'reason', ...words.cancel },
      },
    },
    saveAnd: { step: 'receive', ...words.saveAnd },
  });
