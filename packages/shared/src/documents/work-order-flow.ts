import { defineFlow } from './flow.js';

export const WORK_ORDER_STATUSES = ['draft', 'released', 'in_progress', 'completed', 'closed_short'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

export const WORK_ORDER_STATUS_LABELS: Record<WorkOrderStatus, string> = {
  draft: 'Draft',
  released: 'Released',
  in_progress: 'In progress',
  completed: 'Completed',
  closed_short: 'Closed short',
};

/** What the work order's rules read: its status, how many to make, how many good came off the last operation. */
export interface WorkOrderFacts {
  status: WorkOrderStatus;
  quantity: number;
  goodQuantity: number;
  /** Whether a first-piece inspection of it has passed (the latest one decides). */
  firstPiecePassed: boolean;
}

/** Pieces still to make: ordered less good off the last operation, never below zero. */
export const leftToMake = (order: Pick<WorkOrderFacts, 'quantity' | 'goodQuantity'>) =>
  Math.max(0, order.quantity - order.goodQuantity);

/**
 * The status production puts a released order in: nothing recorded yet → released, good pieces
 * reaching the quantity → completed, else in progress. Closed-short orders keep theirs.
 */
export function productionStatus(
  order: Pick<WorkOrderFacts, 'quantity' | 'goodQuantity'> & { recorded: boolean },
): WorkOrderStatus {
  if (leftToMake(order) === 0) return 'completed';
  return order.recorded ? 'in_progress' : 'released';
}

const OPEN: WorkOrderStatus[] = ['released', 'in_progress'];
const named = (status: WorkOrderStatus) => WORK_ORDER_STATUS_LABELS[status].toLowerCase();

/**
 * A work order's life: a draft is edited whole or deleted; released with the next number of its
 * yearly series (WO/2026-27/0001), which reserves its bar by heat and puts its operations on the
 * machine schedule; in progress from its first production entry (after a first piece has passed
 * inspection); completed when the good pieces reach the quantity, or closed short with a reason
 * when the rest will not be made. Drafts are the planner's (work-orders); releasing and closing are
 * steps of their own (work-order-status); entries are production's, placements the schedule's.
 * Inspecting and recording production are taken on their own pages; planning, on the schedule,
 * has no button here.
 */
export const WORK_ORDER_FLOW = defineFlow<WorkOrderStatus, WorkOrderFacts, WorkOrderStep>({
  noun: 'work order',
  statuses: WORK_ORDER_STATUSES,
  steps: {
    edit: {
      from: ['draft'],
      permission: { scope: 'work-orders', action: 'edit' },
      refusal: () => 'Only a draft work order can be edited; a released one is closed short instead',
    },
    delete: {
      from: ['draft'],
      permission: { scope: 'work-orders', action: 'delete' },
      refusal: () => 'Only a draft work order can be deleted; close a released one short',
    },
    release: {
      from: ['draft'],
      to: 'released',
      permission: { scope: 'work-order-status', action: 'create' },
      numbered: true,
      refusal: (status) => `Only a draft work order can be released; this one is ${named(status)}`,
      screen: {
        take: 'ask',
        label: 'Release',
        icon: 'send',
        summary: "Releases a draft work order with the next number of its WO date's yearly series, reserving its bar",
        question: ({ about }) =>
          `Release this work order${about ? ` for ${about}` : ''}? It takes the next WO number, reserves its bar from stock and can no longer be edited.`,
        done: ({ number, short }) => `Work order ${number ?? ''} released${short ? '; its bar is short' : ''}`,
        failed: 'Failed to release work order',
      },
    },
    inspect: {
      from: OPEN,
      permission: { scope: 'inspection', action: 'create' },
      refusal: (status) => `Only a released or in-progress work order is inspected; this one is ${named(status)}`,
      screen: {
        take: 'page',
        label: 'First-piece inspection',
        icon: 'inspect',
        emphasis: 'secondary',
        path: (id) => `/inspections/first-piece/${id}`,
      },
    },
    /**
     * An in-process check (issue 31) is recorded while the work order runs, and after its last entry
     * completed it: the last round of the shift is typed once the operator's entry is in.
     */
    check: {
      from: [...OPEN, 'completed'],
      permission: { scope: 'inspection', action: 'create' },
      refusal: (status) =>
        `Only a released, in-progress or completed work order has in-process inspections; this one is ${named(status)}`,
    },
    produce: {
      from: OPEN,
      permission: { scope: 'production', action: 'create' },
      refusal: (status) => `Production is recorded only against a released work order; this one is ${named(status)}`,
      needs: [
        {
          holds: (order) => order.firstPiecePassed,
          refusal: 'The first piece has not passed inspection; record a passing first-piece inspection first',
        },
      ],
      screen: {
        take: 'page',
        label: 'Record production',
        icon: 'factory',
        path: (id) => `/production/new?workOrderId=${id}`,
      },
    },
    plan: {
      from: OPEN,
      permission: { scope: 'schedule', action: 'edit' },
      refusal: (status) => `Only a released or in-progress work order is on the schedule; this one is ${named(status)}`,
    },
    close: {
      from: OPEN,
      to: 'closed_short',
      permission: { scope: 'work-order-status', action: 'edit' },
      reason: true,
      reasonRequired: 'Give the reason for closing short',
      refusal: (status) =>
        status === 'draft'
          ? 'A draft work order is deleted, not closed'
          : `Only a released or in-progress work order can be closed short; this one is ${named(status)}`,
      screen: {
        take: 'reason',
        label: 'Close short',
        icon: 'lock',
        emphasis: 'secondary',
        summary: 'Closes a released or in-progress work order short, with why: the rest will not be made',
        panel: {
          title: ({ number }) => `Close work order ${number ?? ''} short`,
          intro:
            'What has been made stays; the rest will not be made, and the bar reserved for it is free for other work orders.',
          confirm: 'Confirm close short',
          keep: 'Keep the work order open',
        },
        done: ({ number }) => `Work order ${number ?? ''} closed short`,
        failed: 'Failed to close work order short',
      },
    },
  },
  saveAnd: { step: 'release', summary: 'Saves the draft work order and releases it in one go' },
});

export type WorkOrderStep = 'edit' | 'delete' | 'release' | 'inspect' | 'check' | 'produce' | 'plan' | 'close';
