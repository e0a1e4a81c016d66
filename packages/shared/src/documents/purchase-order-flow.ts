import { defineFlow } from './flow.js';
import { thousandths } from './progress.js';

export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'confirmed',
  'partly_received',
  'received',
  'short_closed',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** What the purchase order's rules read: its status and its lines' quantities (kg, pieces or jobs). */
export interface PurchaseOrderFacts {
  status: PurchaseOrderStatus;
  /** `billedQuantity`: what supplier bills have billed of the line (the server's facts carry it). */
  lines: readonly { quantity: number; receivedQuantity: number; billedQuantity?: number }[];
}

/** What a line still awaits: ordered less accepted so far, never below zero. */
export const leftToReceive = (line: PurchaseOrderFacts['lines'][number]) =>
  Math.max(0, thousandths(line.quantity) - thousandths(line.receivedQuantity)) / 1000;

/**
 * The status a confirmed order's receipts put it in: nothing accepted → confirmed, every line
 * fully → received, else partly received. Short-closed and cancelled orders keep theirs.
 */
export function receiptStatus(lines: PurchaseOrderFacts['lines']): PurchaseOrderStatus {
  const anything = lines.some((line) => thousandths(line.receivedQuantity) > 0);
  if (!anything) return 'confirmed';
  return lines.every((line) => leftToReceive(line) === 0) ? 'received' : 'partly_received';
}

const OPEN: PurchaseOrderStatus[] = ['confirmed', 'partly_received'];

/**
 * A purchase order's life: a draft is edited whole or deleted, confirmed with the next number of
 * its yearly series (PO/2026-27/0001), received against by goods receipt notes (partly received,
 * then received when every line is in), short-closed when the rest will not come, or cancelled
 * while nothing has been received. Drafts are the buyer's; confirming, short-closing and
 * cancelling are steps of their own (purchase-order-status), receiving is the stores' (goods-receipts).
 */
export const PURCHASE_ORDER_FLOW = defineFlow<PurchaseOrderStatus, PurchaseOrderFacts, PurchaseOrderStep>({
  noun: 'purchase order',
  statuses: PURCHASE_ORDER_STATUSES,
  steps: {
    edit: {
      from: ['draft'],
      permission: { scope: 'purchase-orders', action: 'edit' },
      refusal: () => 'Only a draft purchase order can be edited; a confirmed one changes through short-close or cancel',
    },
    delete: {
      from: ['draft'],
      permission: { scope: 'purchase-orders', action: 'delete' },
      refusal: () => 'Only a draft purchase order can be deleted; cancel or short-close a confirmed one',
    },
    confirm: {
      from: ['draft'],
      to: 'confirmed',
      permission: { scope: 'purchase-order-status', action: 'create' },
      numbered: true,
      refusal: (status) => `Only a draft purchase order can be confirmed; this one is ${status.replace('_', ' ')}`,
      screen: {
        take: 'ask',
        label: 'Confirm',
        icon: 'check',
        summary: "Confirms a draft purchase order with the next number of its PO date's yearly series",
        question: ({ about }) =>
          `Confirm this purchase order${about ? ` to ${about}` : ''}? It takes the next PO number and can no longer be edited.`,
        done: ({ number }) => `Purchase order ${number ?? ''} confirmed`,
        failed: 'Failed to confirm purchase order',
      },
    },
    receive: {
      from: OPEN,
      permission: { scope: 'goods-receipts', action: 'create' },
      refusal: (status) =>
        `Only a confirmed purchase order takes goods receipts; this one is ${status.replace('_', ' ')}`,
      offeredWhen: (order) => order.lines.some((line) => leftToReceive(line) > 0),
      screen: {
        take: 'page',
        label: 'Receive goods',
        icon: 'package',
        path: (id) => `/goods-receipts/new?purchaseOrderId=${id}`,
      },
    },
    close: {
      from: OPEN,
      to: 'short_closed',
      permission: { scope: 'purchase-order-status', action: 'edit' },
      reason: true,
      reasonRequired: 'Give the reason for short-closing',
      refusal: (status) =>
        `Only a confirmed or partly received purchase order can be short-closed; this one is ${status.replace('_', ' ')}`,
      screen: {
        take: 'reason',
        label: 'Short-close',
        icon: 'lock',
        emphasis: 'secondary',
        summary: 'Short-closes a confirmed or partly received order: what was received stays, the rest is not awaited',
        panel: {
          title: ({ number }) => `Short-close purchase order ${number ?? ''}`,
          intro:
            'What has been received stays; the rest is no longer awaited and leaves the shortage list’s “on order”.',
          confirm: 'Confirm short-close',
          keep: 'Keep the order open',
        },
        done: ({ number }) => `Purchase order ${number ?? ''} short-closed`,
        failed: 'Failed to short-close purchase order',
      },
    },
    cancel: {
      from: ['confirmed'],
      to: 'cancelled',
      permission: { scope: 'purchase-order-status', action: 'delete' },
      reason: true,
      reasonRequired: 'Give the reason for cancelling',
      refusal: (status) =>
        status === 'draft'
          ? 'A draft purchase order is deleted, not cancelled'
          : `A ${status.replace('_', ' ')} purchase order cannot be cancelled; short-close it instead`,
      needs: [
        {
          holds: (order) => order.lines.every((line) => thousandths(line.receivedQuantity) <= 0),
          refusal: 'Goods have been received against this purchase order; short-close it instead',
        },
        {
          // A service is billed against its order line with no receipt: a billed order stays on record.
          holds: (order) => order.lines.every((line) => thousandths(line.billedQuantity ?? 0) <= 0),
          refusal: 'A supplier bill has been booked against this purchase order; short-close it instead',
        },
      ],
      screen: {
        take: 'reason',
        label: 'Cancel Order',
        icon: 'ban',
        emphasis: 'danger',
        summary: 'Cancels a confirmed order nothing has been received against; it keeps its number',
        panel: {
          title: ({ number }) => `Cancel purchase order ${number ?? ''}`,
          intro:
            'The number stays used and the order stays on record, marked cancelled; nothing can be received against it.',
          confirm: 'Confirm cancellation',
          keep: 'Keep the order',
        },
        done: ({ number }) => `Purchase order ${number ?? ''} cancelled`,
        failed: 'Failed to cancel purchase order',
      },
    },
  },
  saveAnd: { step: 'confirm', summary: 'Saves the draft purchase order and confirms it in one go' },
});

export type PurchaseOrderStep = 'edit' | 'delete' | 'confirm' | 'receive' | 'close' | 'cancel';
