import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, type Permission } from '../permissions.js';
import { offers, refusalOf, statusRefusal } from './flow.js';
import { GOODS_RECEIPT_FLOW } from './goods-receipt-flow.js';
import { JOB_WORK_CHALLAN_FLOW, jobWorkReceiptStatus, pendingWithJobWorker } from './job-work-flow.js';
import { leftToReceive, PURCHASE_ORDER_FLOW, type PurchaseOrderFacts, receiptStatus } from './purchase-order-flow.js';

const holder = (permissions: Permission[]) => ({ permissions });
const everything = holder(ALL_PERMISSIONS);
const stores = holder([{ scope: 'goods-receipts', actions: ['view', 'create'] }]);
const po = (status: PurchaseOrderFacts['status'], ...lines: [number, number][]): PurchaseOrderFacts => ({
  status,
  lines: lines.map(([quantity, receivedQuantity]) => ({ quantity, receivedQuantity })),
});
const allowedSteps = <F extends { status: string }>(
  flow: { steps: Record<string, unknown> },
  facts: F,
  refusal: (step: string, facts: F) => string | null,
) => Object.keys(flow.steps).filter((step) => refusal(step, facts) === null);

describe('the purchase order flow', () => {
  const poRefusal = (step: string, facts: PurchaseOrderFacts) =>
    refusalOf(PURCHASE_ORDER_FLOW, step as keyof typeof PURCHASE_ORDER_FLOW.steps, facts);

  it('a draft is edited, deleted or confirmed; a confirmed order is received against, short-closed or cancelled', () => {
    expect(allowedSteps(PURCHASE_ORDER_FLOW, po('draft', [2000, 0]), poRefusal)).toEqual(['edit', 'delete', 'confirm']);
    expect(allowedSteps(PURCHASE_ORDER_FLOW, po('confirmed', [2000, 0]), poRefusal)).toEqual([
      'receive',
      'close',
      'cancel',
    ]);
    expect(allowedSteps(PURCHASE_ORDER_FLOW, po('received', [2000, 2000]), poRefusal)).toEqual([]);
  });

  it('is not cancelled once goods came in: it is short-closed instead', () => {
    expect(poRefusal('cancel', po('confirmed', [2000, 0.001]))).toBe(
      'Goods have been received against this purchase order; short-close it instead',
    );
    expect(statusRefusal(PURCHASE_ORDER_FLOW, 'cancel', 'partly_received')).toBe(
      'A partly received purchase order cannot be cancelled; short-close it instead',
    );
    expect(poRefusal('close', po('partly_received', [2000, 1980]))).toBeNull();
  });

  it('counts what is left to the gram and moves the status with what came in', () => {
    expect(leftToReceive({ quantity: 2000, receivedQuantity: 1980 })).toBe(20);
    expect(leftToReceive({ quantity: 0.3, receivedQuantity: 0.1 + 0.2 })).toBe(0);
    expect(leftToReceive({ quantity: 10, receivedQuantity: 12 })).toBe(0);
    expect(receiptStatus(po('confirmed', [2000, 0], [500, 0]).lines)).toBe('confirmed');
    expect(receiptStatus(po('confirmed', [2000, 1980], [500, 500]).lines)).toBe('partly_received');
    expect(receiptStatus(po('confirmed', [2000, 2000], [500, 500]).lines)).toBe('received');
  });

  it('offers receiving to the stores while something is left, not to whoever lacks goods-receipts: create', () => {
    expect(offers(PURCHASE_ORDER_FLOW, 'receive', po('partly_received', [2000, 1980]), stores)).toBe(true);
    expect(offers(PURCHASE_ORDER_FLOW, 'receive', po('partly_received', [2000, 2000]), stores)).toBe(false);
    expect(offers(PURCHASE_ORDER_FLOW, 'confirm', po('draft', [2000, 0]), stores)).toBe(false);
    expect(offers(PURCHASE_ORDER_FLOW, 'confirm', po('draft', [2000, 0]), everything)).toBe(true);
  });
});

describe('the goods receipt flow', () => {
  it('a received note is only cancelled; a draft is deleted, not cancelled', () => {
    expect(refusalOf(GOODS_RECEIPT_FLOW, 'receive', { status: 'received' })).toBe(
      'This goods receipt has already been received',
    );
    expect(refusalOf(GOODS_RECEIPT_FLOW, 'cancel', { status: 'draft' })).toBe(
      'A draft goods receipt is deleted, not cancelled',
    );
    expect(refusalOf(GOODS_RECEIPT_FLOW, 'cancel', { status: 'received' })).toBeNull();
  });
});

describe('the job-work challan flow (rule 55)', () => {
  const challan = (status: 'sent' | 'partly_received' | 'received', ...lines: [number, number][]) => ({
    status,
    lines: lines.map(([quantity, returnedQuantity]) => ({ quantity, returnedQuantity })),
  });

  it('pending is what was sent less what came back, good or rejected', () => {
    expect(pendingWithJobWorker({ quantity: 5000, returnedQuantity: 4900 })).toBe(100);
    expect(pendingWithJobWorker({ quantity: 5000, returnedQuantity: 5000 })).toBe(0);
    expect(jobWorkReceiptStatus(challan('sent', [5000, 0]).lines)).toBe('sent');
    expect(jobWorkReceiptStatus(challan('sent', [5000, 4900]).lines)).toBe('partly_received');
    expect(jobWorkReceiptStatus(challan('sent', [5000, 5000]).lines)).toBe('received');
  });

  it('takes goods back only while something is pending, and is cancelled only while nothing came back', () => {
    expect(offers(JOB_WORK_CHALLAN_FLOW, 'receive', challan('partly_received', [5000, 4900]), everything)).toBe(true);
    expect(offers(JOB_WORK_CHALLAN_FLOW, 'receive', challan('received', [5000, 5000]), everything)).toBe(false);
    expect(refusalOf(JOB_WORK_CHALLAN_FLOW, 'cancel', challan('sent', [5000, 1]))).toBe(
      'Goods have come back against this challan; close it instead',
    );
    expect(refusalOf(JOB_WORK_CHALLAN_FLOW, 'cancel', challan('sent', [5000, 0]))).toBeNull();
  });
});
