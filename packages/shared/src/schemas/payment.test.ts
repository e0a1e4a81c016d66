import { describe, expect, it } from 'vitest';
import { addDays, addYears, todayIn } from '../calendar.js';
import { latestPaymentDate, PAYMENT_DATE_TOO_LATE, paymentInputSchema, receiptInputSchema } from './invoice.js';

/** The messages a payment dated `paymentDate` gets on its date, as the browser's form and the API read it. */
const dateMessages = (paymentDate: string) =>
  (paymentInputSchema.safeParse({ paymentDate, amount: 100, mode: 'upi' }).error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === 'paymentDate')
    .map((issue) => issue.message);

describe("a payment's date", () => {
  const today = todayIn();

  it('runs to a year from today (India time) and no further', () => {
    expect(latestPaymentDate('2026-04-01')).toBe('2027-04-01');
    expect(latestPaymentDate()).toBe(addYears(today, 1));
    expect(dateMessages(today)).toEqual([]);
    expect(dateMessages(addYears(today, 1))).toEqual([]);
    expect(dateMessages('2000-01-01')).toEqual([]);
    expect(dateMessages(addDays(addYears(today, 1), 1))).toEqual([PAYMENT_DATE_TOO_LATE]);
    expect(dateMessages('2099-12-31')).toEqual([PAYMENT_DATE_TOO_LATE]);
  });

  it('is bounded the same on a receipt, which dates one amount across several invoices', () => {
    const receipt = (paymentDate: string) =>
      receiptInputSchema
        .safeParse({
          customerId: '5f0c1f4e-9a43-4b55-8f3f-0a8d7a3c2b11',
          paymentDate,
          mode: 'cheque',
          allocations: [{ invoiceId: '0d3f8a71-2c4b-4e6a-9b1d-7e5f3a2c1b09', amount: 100 }],
        })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(receipt(addYears(today, 1))).toBeUndefined();
    expect(receipt('2099-12-31')).toEqual([['paymentDate', PAYMENT_DATE_TOO_LATE]]);
  });
});
