import { defineFlow } from './flow.js';

export const BLANKET_ORDER_STATUSES = ['draft', 'active', 'closed', 'cancelled'] as const;
export type BlanketOrderStatus = (typeof BLANKET_ORDER_STATUSES)[number];

/** What the blanket order's rules read: its status and how much has been released against each line. */
export interface BlanketOrderFacts {
  status: BlanketOrderStatus;
  /** Each line's pieces on release orders (the delivery schedules' lines). */
  lines: readonly { released: number }[];
}

/**
 * A blanket (open) order's life (issue 30): a draft is edited whole or deleted; activated with the
 * next number of its yearly series (BO/2026-27/0001), from then on the delivery schedules release
 * quantities against it at its prices, which are revised from a date; closed when the customer's
 * open order ends, or cancelled while nothing has been released. Blanket orders are sales orders
 * in the plant's eyes: the same people make, close and cancel them.
 */
export const BLANKET_ORDER_FLOW = defineFlow<BlanketOrderStatus, BlanketOrderFacts, BlanketOrderStep>({
  noun: 'blanket order',
  statuses: BLANKET_ORDER_STATUSES,
  steps: {
    edit: {
      from: ['draft'],
      permission: { scope: 'sales-orders', action: 'edit' },
      refusal: (status) =>
        `Only a draft blanket order can be edited; this one is ${status}: revise its prices from a date instead`,
    },
    delete: {
      from: ['draft'],
      permission: { scope: 'sales-orders', action: 'delete' },
      refusal: () => 'Only a draft blanket order can be deleted; close or cancel an active one',
    },
    activate: {
      from: ['draft'],
      to: 'active',
      permission: { scope: 'sales-orders', action: 'edit' },
      numbered: true,
      refusal: (status) => `Only a draft blanket order can be activated; this one is ${status}`,
      screen: {
        take: 'ask',
        label: 'Activate',
        icon: 'check',
        summary: 'Activates a draft blanket order with the next number of its yearly series',
        question: ({ about }) =>
          `Activate this blanket order${about ? ` for ${about}` : ''}? It takes the next number, and delivery schedules release against it at its prices.`,
        done: ({ number }) => `Blanket order ${number ?? ''} activated`,
        failed: 'Failed to activate the blanket order',
      },
    },
    close: {
      from: ['active'],
      to: 'closed',
      permission: { scope: 'sales-order-status', action: 'edit' },
      reason: true,
      reasonRequired: 'Give the reason for closing',
      refusal: (status) => `Only an active blanket order can be closed; this one is ${status}`,
      screen: {
        take: 'reason',
        label: 'Close',
        icon: 'lock',
        emphasis: 'secondary',
        summary: 'Closes an active blanket order: what was released stays; nothing more is released against it',
        panel: {
          title: ({ number }) => `Close blanket order ${number ?? ''}`,
          intro: 'What has been released stays on its orders; no delivery schedule releases against it any more.',
          confirm: 'Confirm close',
          keep: 'Keep it active',
        },
        done: ({ number }) => `Blanket order ${number ?? ''} closed`,
        failed: 'Failed to close the blanket order',
      },
    },
    cancel: {
      from: ['active'],
      to: 'cancelled',
      permission: { scope: 'sales-order-status', action: 'delete' },
      reason: true,
      reasonRequired: 'Give the reason for cancelling',
      refusal: (status) =>
        status === 'draft'
          ? 'A draft blanket order is deleted, not cancelled'
          : `A ${status} blanket order cannot be cancelled`,
      needs: [
        {
          holds: (order) => order.lines.every((line) => line.released === 0),
          refusal: 'Quantities have been released against this blanket order; close it instead',
        },
      ],
      screen: {
        take: 'reason',
        label: 'Cancel',
        icon: 'ban',
        emphasis: 'danger',
        summary: 'Cancels an active blanket order nothing has been released against; it keeps its number',
        panel: {
          title: ({ number }) => `Cancel blanket order ${number ?? ''}`,
          intro: 'The number stays used and the order stays on record, marked cancelled.',
          confirm: 'Confirm cancellation',
          keep: 'Keep it',
        },
        done: ({ number }) => `Blanket order ${number ?? ''} cancelled`,
        failed: 'Failed to cancel the blanket order',
      },
    },
  },
  saveAnd: { step: 'activate', summary: 'Saves the draft blanket order and activates it in one go' },
});

export type BlanketOrderStep = 'edit' | 'delete' | 'activate' | 'close' | 'cancel';
