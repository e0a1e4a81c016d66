import { describe, expect, it } from 'vitest';
import { addDays, addYears, todayIn } from '../calendar.js';
import { PAYMENT_DATE_TOO_LATE } from './invoice.js';
import { advanceAllocationInputSchema, supplierPaymentInputSchema } from './supplier-payment.js';

const supplierId = '5f0c1f4e-9a43-4b55-8f3f-0a8d7a3c2b11';
const billA = '0d3f8a71-2c4b-4e6a-9b1d-7e5f3a2c1b09';
const billB = '7b1e2d3c-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const problems = (body: object) =>
  supplierPaymentInputSchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

const payment = (fields: object = {}) => ({
  supplierId,
  paymentDate: todayIn(),
  amount: '10000',
  mode: 'bank_transfer',
  allocations: [
    { billId: billA, amount: '6000' },
    { billId: billB, amount: 4000 },
  ],
  ...fields,
});

describe('a supplier payment', () => {
  it('reads the form’s text as numbers and keeps the rest as the advance', () => {
    const parsed = supplierPaymentInputSchema.parse(payment({ amount: '12000.50' }));
    expect(parsed.amount).toBe(12000.5);
    expect(parsed.allocations).toEqual([
      { billId: billA, amount: 6000 },
      { billId: billB, amount: 4000 },
    ]);
    // No bill at all is an advance whole.
    expect(supplierPaymentInputSchema.parse(payment({ allocations: undefined })).allocations).toEqual([]);
  });

  it('refuses bills given more than the payment, on the amount', () => {
    // 6,000 + 4,000.01 = 10,000.01 > 10,000.00
    expect(
      problems(
        payment({
          allocations: [
            { billId: billA, amount: 6000 },
            { billId: billB, amount: 4000.01 },
          ],
        }),
      ),
    ).toEqual([['amount', '₹10,000.01 is put against bills, more than the payment']]);
  });

  it('refuses a bill named twice, a zero share and a payment dated more than a year ahead', () => {
    expect(
      problems(
        payment({
          paymentDate: addDays(addYears(todayIn(), 1), 1),
          allocations: [
            { billId: billA, amount: 10 },
            { billId: billA, amount: 0 },
          ],
        }),
      ),
    ).toEqual([
      ['paymentDate', PAYMENT_DATE_TOO_LATE],
      ['allocations.1.amount', 'Must be more than 0'],
    ]);
    expect(
      problems(
        payment({
          allocations: [
            { billId: billA, amount: 10 },
            { billId: billA, amount: 5 },
          ],
        }),
      ),
    ).toEqual([['allocations.1.billId', 'This bill is listed twice']]);
  });

  it('needs a supplier, an amount above 0 and a mode', () => {
    expect(problems({ paymentDate: todayIn(), amount: '', allocations: [] })).toEqual([
      ['supplierId', 'Choose the supplier'],
      ['amount', 'Amount is required'],
      ['mode', 'Choose a payment mode'],
    ]);
  });
});

describe('an advance set against bills', () => {
  it('needs at least one bill, each once', () => {
    const issues = (body: object) =>
      advanceAllocationInputSchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ allocations: [] })).toEqual([['allocations', 'Put the advance against at least one bill']]);
    expect(issues({ allocations: [{ billId: billA, amount: 1 }] })).toBeUndefined();
    expect(
      issues({
        allocatedOn: '2026-05-01',
        allocations: [
          { billId: billA, amount: 1 },
          { billId: billA, amount: 2 },
        ],
      }),
    ).toEqual([['allocations.1.billId', 'This bill is listed twice']]);
  });
});
