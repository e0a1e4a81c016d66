import type { SalesOrderStatus } from '../schemas/sales-order.js';
import { defineFlow } from './flow.js';
import { thousandths } from './progress.js';

/** What the sales order's rules read: its status and its lines' quantities. */
export interface SalesOrderFacts {
  status: SalesOrderStatus;
  lines: readonly { quantity: number; dispatchedQuantity: number; invoicedQuantity: number }[];
}

/** Pieces of a line not yet dispatched. */
export const leftToDispatch = (line: SalesOrderFacts['lines'][number]) =>
  Math.max(0, line.quantity - line.dispatchedQuantity);

const edit = { scope: 'sales-orders', action: 'edit' } as const;

/** The API takes a short-close or a cancel without a reason; the screens ask for one, so the history says why it stopped. */
const REASON_ASKED = 'Enter a reason';

/**
 * A sales order's life (contract §4): a draft is edited whole or deleted, confirmed with the
 * next number of its year, dispatched and invoiced against, short-closed or cancelled.
 * Completed is reached by dispatch and invoice, not by a step of its own. Its screens open a
 * step over the order's page by address (`?action=close`): the dispatch form is the order's own,
 * the invoice is made on the invoice's form.
 */
export const SALES_ORDER_FLOW = defineFlow<SalesOrderStatus, SalesOrderFacts, SalesOrderStep>({
  noun: 'sales order',
  statuses: ['draft', 'confirmed', 'completed', 'closed', 'cancelled'],
  steps: {
    edit: {
      from: ['draft'],
      permission: edit,
      refusal: () => 'Only a draft order can be edited; a confirmed order changes through short-close or cancel',
    },
    delete: {
      from: ['draft'],
      permission: { scope: 'sales-orders', action: 'delete' },
      refusal: () => 'Only a draft order can be deleted; cancel or short-close a confirmed order',
    },
    confirm: {
      from: ['draft'],
      to: 'confirmed',
      permission: edit,
      numbered: true,
      refusal: (status) => `Only a draft order can be confirmed; this one is ${status}`,
      screen: {
        take: 'ask',
        label: 'Confirm',
        icon: 'check',
        summary: 'Draft → confirmed, with the next number of the financial year',
        question: ({ about }) =>
          `Confirm this sales order${about ? ` for ${about}` : ''}? It takes the next order number and can no longer be edited.`,
        done: ({ number }) => `Order ${number ?? ''} confirmed`,
        failed: 'Failed to confirm order',
        saveLabel: 'Confirm Order',
      },
    },
    dispatch: {
      from: ['confirmed'],
      permission: { scope: 'dispatches', action: 'create' },
      refusal: (status) => `Only a confirmed order takes dispatches; this one is ${status}`,
      offeredWhen: (order) => order.lines.some((line) => leftToDispatch(line) > 0),
      // The order's own dispatch form, opened over its page.
      screen: {
        take: 'page',
        label: 'Record Dispatch',
        icon: 'truck',
        path: (id) => `/sales-orders/view/${id}?action=dispatch`,
      },
    },
    invoice: {
      // A completed order has nothing left, but an invoice may still name its lines.
      from: ['confirmed', 'completed'],
      permission: { scope: 'invoices', action: 'create' },
      refusal: (status) => `This sales order is ${status}; only a confirmed order can be invoiced`,
      offeredWhen: (order) =>
        order.lines.some((line) => thousandths(line.invoicedQuantity) < thousandths(line.quantity)),
      screen: {
        take: 'page',
        label: 'Create Invoice',
        icon: 'file',
        emphasis: 'secondary',
        path: (id) => `/invoices/new?salesOrderId=${id}`,
      },
    },
    close: {
      from: ['confirmed'],
      to: 'closed',
      permission: { scope: 'sales-order-status', action: 'edit' },
      reason: true,
      refusal: (status) => `Only a confirmed order can be short-closed; this one is ${status}`,
      screen: {
        take: 'reason',
        label: 'Short-close',
        icon: 'lock',
        emphasis: 'secondary',
        summary: 'Short-closes a confirmed order: nothing more is dispatched or invoiced on it',
        panel: {
          title: () => 'Short-close order',
          intro: 'The order stops where it is: what has not been dispatched yet will not be.',
          confirm: 'Short-close Order',
          keep: 'Back',
          required: REASON_ASKED,
        },
        done: ({ number }) => `Order ${number ?? ''} short-closed`,
        failed: 'Failed to short-close order',
      },
    },
    cancel: {
      from: ['draft', 'confirmed'],
      to: 'cancelled',
      permission: { scope: 'sales-order-status', action: 'delete' },
      reason: true,
      refusal: (status) => `A ${status} order cannot be cancelled`,
      needs: [
        {
          holds: (order) => order.lines.every((line) => line.dispatchedQuantity <= 0),
          refusal: 'This order has dispatches; short-close it instead',
        },
        {
          holds: (order) => order.lines.every((line) => line.invoicedQuantity <= 0),
          refusal: 'This order has invoices; short-close it instead',
        },
      ],
      screen: {
        take: 'reason',
        label: 'Cancel Order',
        icon: 'ban',
        emphasis: 'secondary',
        summary: 'Cancels a draft, or a confirmed order with nothing dispatched or invoiced',
        panel: {
          title: () => 'Cancel order',
          intro: 'The order is kept, marked cancelled; nothing can be dispatched or invoiced against it.',
          confirm: 'Cancel Order',
          keep: 'Back',
          required: REASON_ASKED,
        },
        done: ({ number }) => (number ? `Order ${number} cancelled` : 'Draft cancelled'),
        failed: 'Failed to cancel order',
      },
    },
  },
  saveAnd: { step: 'confirm', summary: 'Saves the draft and confirms it in one go', unasked: true },
  draftButtons: { edit: 'Edit Draft', delete: 'Delete Draft', noun: 'sales order' },
});

export type SalesOrderStep = 'edit' | 'delete' | 'confirm' | 'dispatch' | 'invoice' | 'close' | 'cancel';

export interface OrderDueInput {
  status: string;
  deliveryDate: string | null;
  lines: readonly { quantity: number; dispatchedQuantity: number; deliveryDate: string | null }[];
}

/**
 * A confirmed order is late when a line still short of its quantity was due (its own delivery
 * date, else the order's) before today. Draft, completed, closed and cancelled orders never are.
 */
export function isOrderLate(order: OrderDueInput, today: string): boolean {
  if (order.status !== 'confirmed') return false;
  return order.lines.some((line) => {
    const due = line.deliveryDate ?? order.deliveryDate;
    return due !== null && due < today && thousandths(line.dispatchedQuantity) < thousandths(line.quantity);
  });
}
