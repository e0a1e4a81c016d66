import { defineFlow } from './flow.js';

export const QUOTATION_STATUSES = ['enquiry', 'sent', 'won', 'lost', 'revised', 'converted'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** What the quotation's rules read: only its status. */
export interface QuotationFacts {
  status: QuotationStatus;
}

/**
 * A quotation's life (issue 30): an enquiry is costed and priced as a draft, edited whole or
 * deleted; sent to the customer with the next number of its yearly series (QT/2026-27/0001); then
 * won, or lost with the reason, or revised (the sent one is kept as it was, marked revised, and a
 * new revision under the same number starts as an enquiry); a won quotation is converted into a
 * draft sales order of its lines, or a draft blanket order of its parts.
 */
export const QUOTATION_FLOW = defineFlow<QuotationStatus, QuotationFacts, QuotationStep>({
  noun: 'quotation',
  statuses: QUOTATION_STATUSES,
  steps: {
    edit: {
      from: ['enquiry'],
      permission: { scope: 'quotations', action: 'edit' },
      refusal: (status) =>
        `Only a quotation not yet sent can be edited; this one is ${status}: revise it to change the offer`,
    },
    delete: {
      from: ['enquiry'],
      permission: { scope: 'quotations', action: 'delete' },
      refusal: () => 'Only a quotation not yet sent can be deleted; a sent one stays on record',
    },
    send: {
      from: ['enquiry'],
      to: 'sent',
      permission: { scope: 'quotations', action: 'edit' },
      numbered: true,
      refusal: (status) => `Only a quotation not yet sent can be sent; this one is ${status}`,
      screen: {
        take: 'ask',
        label: 'Mark as sent',
        icon: 'send',
        summary:
          'Marks the quotation as sent to the customer, with the next number of its yearly series (a revision keeps its number)',
        question: ({ about }) =>
          `Mark this quotation${about ? ` to ${about}` : ''} as sent? It takes its quotation number and can no longer be edited; revise it to change the offer.`,
        done: ({ number }) => `Quotation ${number ?? ''} sent`,
        failed: 'Failed to mark the quotation as sent',
      },
    },
    win: {
      from: ['sent'],
      to: 'won',
      permission: { scope: 'quotations', action: 'edit' },
      refusal: (status) => `Only a sent quotation can be won; this one is ${status}`,
      screen: {
        take: 'ask',
        label: 'Won',
        icon: 'check',
        summary: 'Records that the customer accepted the quotation',
        question: ({ about }) => `Record that ${about ?? 'the customer'} accepted this quotation?`,
        done: ({ number }) => `Quotation ${number ?? ''} won`,
        failed: 'Failed to record the quotation as won',
      },
    },
    lose: {
      from: ['sent'],
      to: 'lost',
      permission: { scope: 'quotations', action: 'edit' },
      reason: true,
      reasonRequired: 'Give the reason the quotation was lost',
      refusal: (status) => `Only a sent quotation can be lost; this one is ${status}`,
      screen: {
        take: 'reason',
        label: 'Lost',
        icon: 'ban',
        emphasis: 'secondary',
        summary: 'Records that the customer did not accept the quotation, and why',
        panel: {
          title: ({ number }) => `Quotation ${number ?? ''} lost`,
          intro:
            'Say why the customer did not accept it (price, delivery, went to another supplier): it is kept with it.',
          confirm: 'Record as lost',
          keep: 'Keep it open',
        },
        done: ({ number }) => `Quotation ${number ?? ''} marked lost`,
        failed: 'Failed to record the quotation as lost',
      },
    },
    revise: {
      from: ['sent', 'lost'],
      to: 'revised',
      permission: { scope: 'quotations', action: 'create' },
      refusal: (status) =>
        status === 'enquiry'
          ? 'A quotation not yet sent is edited, not revised'
          : `A ${status} quotation cannot be revised`,
      screen: {
        take: 'ask',
        label: 'Revise',
        icon: 'file',
        emphasis: 'secondary',
        summary:
          'Keeps the sent quotation as it was, marked revised, and starts its next revision under the same number',
        question: () =>
          'Revise this quotation? It stays on record as sent, marked revised, and a new revision under the same number opens for editing.',
        done: ({ number }) => `Quotation ${number ?? ''} revised: the new revision is open`,
        failed: 'Failed to revise the quotation',
      },
    },
    convert: {
      from: ['won'],
      to: 'converted',
      permission: { scope: 'sales-orders', action: 'create' },
      refusal: (status) => `Only a won quotation can be converted; this one is ${status}`,
      screen: {
        take: 'ask',
        label: 'Make sales order',
        icon: 'receipt',
        summary: 'Makes a draft sales order of the won quotation’s lines, each at its first quantity and price',
        question: ({ about }) =>
          `Make a draft sales order${about ? ` for ${about}` : ''} from this quotation? Each line goes on it at its first quantity and price; check them before confirming the order.`,
        done: ({ number }) => `Quotation ${number ?? ''} converted into a draft sales order`,
        failed: 'Failed to make the sales order',
      },
    },
    blanket: {
      from: ['won'],
      to: 'converted',
      permission: { scope: 'sales-orders', action: 'create' },
      refusal: (status) => `Only a won quotation can be converted; this one is ${status}`,
      screen: {
        take: 'ask',
        label: 'Make blanket order',
        icon: 'file',
        emphasis: 'secondary',
        summary:
          'Makes a draft blanket order of the won quotation’s parts, each at its first price, for a year from today',
        question: ({ about }) =>
          `Make a draft blanket order${about ? ` for ${about}` : ''} from this quotation? Each part goes on it at its first price, open-ended, valid for a year; enter the customer's order number before activating it.`,
        done: ({ number }) => `Quotation ${number ?? ''} converted into a draft blanket order`,
        failed: 'Failed to make the blanket order',
      },
    },
  },
  saveAnd: { step: 'send', summary: 'Saves the quotation and marks it as sent in one go' },
});

export type QuotationStep = 'edit' | 'delete' | 'send' | 'win' | 'lose' | 'revise' | 'convert' | 'blanket';
