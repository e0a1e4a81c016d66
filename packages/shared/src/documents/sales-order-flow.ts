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

/**
 * A sales order's life (contract §4): a draft is edited whole or deleted, confirmed with the
 * next number of its year, dispatched and invoiced against, short-closed or cancelled.
 * Completed is reached by dispatch and invoice, not by a step of its own.
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
    },
    dispatch: {
      from: ['confirmed'],
      permission: { scope: 'dispatches', action: 'create' },
      refusal: (status) => `Only a confirmed order takes dispatches; this one is ${status}`,
      offeredWhen: (order) => order.lines.some((line) => leftToDispatch(line) > 0),
    },
    invoice: {
      // A completed order has nothing left, but an invoice may still name its lines.
      from: ['confirmed', 'completed'],
      permission: { scope: 'invoices', action: 'create' },
      refusal: (status) => `This sales order is ${status}; only a confirmed order can be invoiced`,
      offeredWhen: (order) =>
        order.lines.some((line) => thousandths(line.invoicedQuantity) < thousandths(line.quantity)),
    },
    close: {
      from: ['confirmed'],
      to: 'closed',
      permission: { scope: 'sales-order-status', action: 'edit' },
      reason: true,
      refusal: (status) => `Only a confirmed order can be short-closed; this one is ${status}`,
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
    },
  },
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
