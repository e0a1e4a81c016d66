import { describe, expect, it } from 'vitest';
import { invoiceDisplayStatus, isInvoiceOverdue } from './invoice-flow.js';
import { progressOf } from './progress.js';
import { isOrderLate, type OrderDueInput } from './sales-order-flow.js';

describe('progressOf', () => {
  it('is Not, Partly or Fully by the share done', () => {
    expect(progressOf([{ ordered: 10, done: 0 }])).toBe('Not');
    expect(progressOf([{ ordered: 10, done: 5 }])).toBe('Partly');
    expect(progressOf([{ ordered: 10, done: 10 }])).toBe('Fully');
    expect(progressOf([{ ordered: 10, done: 9.999 }])).toBe('Partly');
  });

  it('is Not with no lines or nothing ordered', () => {
    expect(progressOf([])).toBe('Not');
    expect(progressOf([{ ordered: 0, done: 0 }])).toBe('Not');
    expect(progressOf([{ ordered: 0, done: 5 }])).toBe('Not');
  });

  it('does not let one line over-done make up for another', () => {
    expect(progressOf([{ ordered: 10, done: 12 }])).toBe('Fully');
    expect(
      progressOf([
        { ordered: 10, done: 20 },
        { ordered: 10, done: 0 },
      ]),
    ).toBe('Partly');
    expect(
      progressOf([
        { ordered: 10, done: 10 },
        { ordered: 5, done: 0 },
      ]),
    ).toBe('Partly');
    expect(
      progressOf([
        { ordered: 0, done: 3 },
        { ordered: 10, done: 10 },
      ]),
    ).toBe('Fully');
  });

  it('compares decimal quantities exactly', () => {
    expect(progressOf([{ ordered: 0.3, done: 0.1 + 0.2 }])).toBe('Fully');
    expect(
      progressOf([
        { ordered: 0.1, done: 0.1 },
        { ordered: 0.2, done: 0.2 },
      ]),
    ).toBe('Fully');
  });
});

describe('isOrderLate', () => {
  const today = '2026-04-10';
  const order = (overrides: Partial<OrderDueInput> = {}): OrderDueInput => ({
    status: 'confirmed',
    deliveryDate: '2026-04-09',
    lines: [{ quantity: 10, dispatchedQuantity: 4, deliveryDate: null }],
    ...overrides,
  });

  it('is late when an undispatched line was due before today', () => {
    expect(isOrderLate(order(), today)).toBe(true);
  });

  it('is not late on the delivery date itself', () => {
    expect(isOrderLate(order({ deliveryDate: today }), today)).toBe(false);
    expect(isOrderLate(order({ deliveryDate: '2026-04-11' }), today)).toBe(false);
  });

  it('ignores lines fully (or over-) dispatched', () => {
    const lines = [
      { quantity: 10, dispatchedQuantity: 10, deliveryDate: null },
      { quantity: 0.3, dispatchedQuantity: 0.1 + 0.2, deliveryDate: null },
      { quantity: 5, dispatchedQuantity: 6, deliveryDate: null },
    ];
    expect(isOrderLate(order({ lines }), today)).toBe(false);
  });

  it("takes the line's own date before the order's", () => {
    const line = { quantity: 10, dispatchedQuantity: 0 };
    expect(isOrderLate(order({ lines: [{ ...line, deliveryDate: '2026-04-20' }] }), today)).toBe(false);
    expect(
      isOrderLate(order({ deliveryDate: '2026-04-20', lines: [{ ...line, deliveryDate: '2026-04-01' }] }), today),
    ).toBe(true);
    expect(isOrderLate(order({ deliveryDate: null, lines: [{ ...line, deliveryDate: null }] }), today)).toBe(false);
  });

  it('is late when any one line is', () => {
    const lines = [
      { quantity: 10, dispatchedQuantity: 10, deliveryDate: '2026-04-01' },
      { quantity: 10, dispatchedQuantity: 0, deliveryDate: '2026-04-30' },
      { quantity: 10, dispatchedQuantity: 9, deliveryDate: '2026-04-09' },
    ];
    expect(isOrderLate(order({ lines }), today)).toBe(true);
  });

  it('never calls an order late unless it is confirmed', () => {
    for (const status of ['draft', 'completed', 'closed', 'cancelled']) {
      expect(isOrderLate(order({ status }), today)).toBe(false);
    }
  });

  it('is not late with no lines', () => {
    expect(isOrderLate(order({ lines: [] }), today)).toBe(false);
  });
});

describe('isInvoiceOverdue / invoiceDisplayStatus', () => {
  const today = '2026-04-10';

  it('is overdue when issued or partly paid past the due date', () => {
    expect(isInvoiceOverdue({ status: 'issued', dueDate: '2026-04-09' }, today)).toBe(true);
    expect(isInvoiceOverdue({ status: 'partially_paid', dueDate: '2026-03-31' }, today)).toBe(true);
  });

  it('is not overdue on the due date, without one, or once paid, drafted or cancelled', () => {
    expect(isInvoiceOverdue({ status: 'issued', dueDate: today }, today)).toBe(false);
    expect(isInvoiceOverdue({ status: 'issued', dueDate: null }, today)).toBe(false);
    for (const status of ['draft', 'paid', 'cancelled']) {
      expect(isInvoiceOverdue({ status, dueDate: '2026-01-01' }, today)).toBe(false);
    }
  });

  it("shows 'overdue' in place of the stored status only when overdue", () => {
    expect(invoiceDisplayStatus({ status: 'issued', dueDate: '2026-04-09' }, today)).toBe('overdue');
    expect(invoiceDisplayStatus({ status: 'partially_paid', dueDate: '2026-04-09' }, today)).toBe('overdue');
    expect(invoiceDisplayStatus({ status: 'issued', dueDate: today }, today)).toBe('issued');
    expect(invoiceDisplayStatus({ status: 'paid', dueDate: '2026-04-09' }, today)).toBe('paid');
  });
});
