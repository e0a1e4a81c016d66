import { describe, expect, it } from 'vitest';
import {
  advanceLeftPaise,
  billPaymentStatus,
  oldestDueFirst,
  owedOnBillPaise,
  payableOnBillPaise,
  payOldestFirst,
} from './allocation.js';

describe("what a supplier's bill owes", () => {
  it('is the grand total less the TDS deducted less what is paid', () => {
    // ₹1,18,000.00 billed (₹1,00,000 + 18 % GST), TDS 0.1 % of ₹1,00,000 = ₹100, ₹50,000 paid:
    // payable 1,18,000 − 100 = 1,17,900; owed 1,17,900 − 50,000 = 67,900.
    const bill = { grandTotal: 118000, tdsAmount: 100, amountPaid: 50000 };
    expect(payableOnBillPaise(bill)).toBe(11_790_000);
    expect(owedOnBillPaise(bill)).toBe(6_790_000);
  });

  it('moves booked → partly paid → paid as the paid amount reaches the payable', () => {
    expect(billPaymentStatus(0, 11_790_000)).toBe('booked');
    expect(billPaymentStatus(1, 11_790_000)).toBe('partly_paid');
    expect(billPaymentStatus(11_789_999, 11_790_000)).toBe('partly_paid');
    expect(billPaymentStatus(11_790_000, 11_790_000)).toBe('paid');
  });
});

describe('the advance a payment leaves', () => {
  it('is the amount less what is put against bills, to the paisa', () => {
    // ₹1,00,000.00 paid; ₹40,000.10 + ₹29,999.95 put against bills = ₹70,000.05; advance ₹29,999.95.
    expect(advanceLeftPaise(100000, [{ amount: 40000.1 }, { amount: 29999.95 }])).toBe(2_999_995);
    expect(advanceLeftPaise(500, [])).toBe(50_000);
  });
});

describe('"Pay all", oldest due first', () => {
  const bills = [
    { id: 'c', billDate: '2026-05-10', dueDate: '2026-06-09', owed: 3000 },
    { id: 'a', billDate: '2026-04-01', dueDate: '2026-05-01', owed: 1000.5 },
    { id: 'b', billDate: '2026-04-20', dueDate: null, owed: 2000 },
  ];

  it('orders by due date, the bill date standing in for none', () => {
    // b has no due date: its bill date 20/04 comes before a's due 01/05.
    expect(oldestDueFirst(bills).map((b) => b.id)).toEqual(['b', 'a', 'c']);
  });

  it('with no amount pays every bill in full, and the payment is their sum', () => {
    const { amount, shares } = payOldestFirst(bills, null);
    // 2,000 + 1,000.50 + 3,000 = 6,000.50
    expect(amount).toBe(6000.5);
    expect(Object.fromEntries(shares)).toEqual({ b: 2000, a: 1000.5, c: 3000 });
  });

  it('with an amount fills the oldest first and stops where the money does', () => {
    // ₹3,500: b takes 2,000, a 1,000.50, c the 499.50 left.
    const { amount, shares } = payOldestFirst(bills, 3500);
    expect(amount).toBe(3500);
    expect(Object.fromEntries(shares)).toEqual({ b: 2000, a: 1000.5, c: 499.5 });
    // More than is owed leaves the rest for the advance: every bill full.
    expect(Object.fromEntries(payOldestFirst(bills, 10000).shares)).toEqual({ b: 2000, a: 1000.5, c: 3000 });
  });
});
