import { defineFlow } from '../documents/flow.js';
import {
  PURCHASE_ORDER_FLOW,
  type PurchaseOrderFacts,
  type PurchaseOrderStatus,
  type PurchaseOrderStep,
} from '../documents/purchase-order-flow.js';

/**
 * The purchase order's flow with two steps it does not have, each with its words: Expedite (taken
 * with a yes) and Hold (asking why). The server's and the web's tests register and draw it to show
 * that a step added to a flow gets its route, button, panel and request with no other edit.
 */
export const FLOW_WITH_ADDED_STEPS = defineFlow<
  PurchaseOrderStatus,
  PurchaseOrderFacts,
  PurchaseOrderStep | 'expedite' | 'hold'
>({
  ...PURCHASE_ORDER_FLOW,
  steps: {
    ...PURCHASE_ORDER_FLOW.steps,
    expedite: {
      from: ['confirmed'],
      to: 'confirmed',
      permission: { scope: 'purchase-order-status', action: 'edit' },
      refusal: () => 'Only a confirmed purchase order can be expedited',
      screen: {
        take: 'ask',
        label: 'Expedite',
        icon: 'truck',
        summary: 'Asks the supplier to hurry',
        question: ({ about }) => `Ask ${about} to hurry this order?`,
        done: ({ number }) => `Purchase order ${number} expedited`,
        failed: 'Failed to expedite purchase order',
      },
    },
    hold: {
      from: ['confirmed'],
      to: 'confirmed',
      permission: { scope: 'purchase-order-status', action: 'delete' },
      reason: true,
      reasonRequired: 'Give the reason for holding',
      refusal: () => 'Only a confirmed purchase order can be held',
      screen: {
        take: 'reason',
        label: 'Hold',
        icon: 'lock',
        emphasis: 'secondary',
        summary: 'Holds a confirmed order',
        panel: {
          title: ({ number }) => `Hold purchase order ${number}`,
          intro: 'Nothing more is received until it is released.',
          confirm: 'Confirm hold',
          keep: 'Keep it going',
        },
        done: ({ number }) => `Purchase order ${number} held`,
        failed: 'Failed to hold purchase order',
      },
    },
  },
});
