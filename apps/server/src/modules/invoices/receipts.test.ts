import { addDays, addYears, indianDate, PAYMENT_DATE_TOO_LATE, todayIn } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';

/** One amount received from a customer, split across several of their invoices. */
const kit = invoiceTestKit();
const today = todayIn();

/** An issued invoice of ₹rate + 18 % GST, dated `invoiceDate`. */
const bill = (customerId: string, rate: number, invoiceDate = today) =>
  kit.issueNew(kit.draftBody(customerId, [{ quantity: 1, rate }], { invoiceDate }));

describe('POST /api/receipts', () => {
  it('records a payment on each invoice, with its TDS, and answers each as it now stands', async () => {
    const buyer = await kit.customer();
    const [a, b] = [await bill(buyer.id, 1000), await bill(buyer.id, 2000)]; // 1,180 and 2,360
    const res = await kit.call('POST', '/api/receipts', {
      customerId: buyer.id,
      paymentDate: today,
      mode: 'bank_transfer',
      reference: 'UTR 9001',
      allocations: [
        { invoiceId: a.id, amount: 1179, tdsAmount: 1, tdsSection: '194Q' },
        { invoiceId: b.id, amount: 1000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invoices).toEqual([
      { id: a.id, invoiceNumber: a.invoiceNumber, status: 'paid', balanceDue: 0 },
      { id: b.id, invoiceNumber: b.invoiceNumber, status: 'partially_paid', balanceDue: 1360 },
    ]);
    expect((await kit.get(a.id)).payments[0]).toMatchObject({ amount: 1179, tdsAmount: 1, reference: 'UTR 9001' });
  });

  it('writes nothing when one line is refused, and says which line', async () => {
    const buyer = await kit.customer();
    const other = await kit.customer();
    const [a, b] = [await bill(buyer.id, 1000), await bill(buyer.id, 2000)];
    const theirs = await bill(other.id, 500);
    const base = { customerId: buyer.id, paymentDate: today, mode: 'cheque' };

    const over = await kit.call('POST', '/api/receipts', {
      ...base,
      allocations: [
        { invoiceId: a.id, amount: 100 },
        { invoiceId: b.id, amount: 5000 },
      ],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ 'allocations.1.amount': 'Payment is more than the balance due (₹2,360.00)' });
    expect((await kit.get(a.id)).payments).toEqual([]);

    const foreign = await kit.call('POST', '/api/receipts', {
      ...base,
      allocations: [{ invoiceId: theirs.id, amount: 10 }],
    });
    expect(foreign.json().errors).toEqual({ 'allocations.0.invoiceId': 'This invoice is not of the customer' });
    const twice = await kit.call('POST', '/api/receipts', {
      ...base,
      allocations: [
        { invoiceId: a.id, amount: 10 },
        { invoiceId: a.id, amount: 10 },
      ],
    });
    expect(twice.json().errors).toEqual({ 'allocations.1.invoiceId': 'This invoice is listed twice' });
    expect((await kit.get(a.id)).payments).toEqual([]);
    const empty = await kit.call('POST', '/api/receipts', { ...base, allocations: [] });
    expect(empty.json().errors).toEqual({ allocations: 'Put the amount against at least one invoice' });
  });

  it('is dated no earlier than any invoice it pays, nor after a year from today, on paymentDate', async () => {
    const buyer = await kit.customer();
    const [older, newer] = [
      await bill(buyer.id, 1000, addDays(today, -3)),
      await bill(buyer.id, 2000, addDays(today, -1)),
    ];
    const receipt = (paymentDate: string) =>
      kit.call('POST', '/api/receipts', {
        customerId: buyer.id,
        paymentDate,
        mode: 'cheque',
        allocations: [
          { invoiceId: older.id, amount: 100 },
          { invoiceId: newer.id, amount: 100 },
        ],
      });

    const early = await receipt(addDays(today, -2));
    expect(early.statusCode).toBe(400);
    const message = `Payment date cannot be before the date of ${newer.invoiceNumber}, ${indianDate(newer.invoiceDate)}`;
    expect(early.json()).toMatchObject({ message, errors: { paymentDate: message } });
    const late = await receipt(addDays(addYears(today, 1), 1));
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({ paymentDate: PAYMENT_DATE_TOO_LATE });
    expect((await kit.get(older.id)).payments).toEqual([]);
    expect((await kit.get(newer.id)).payments).toEqual([]);

    const onTheLatest = await receipt(newer.invoiceDate);
    expect(onTheLatest.statusCode, onTheLatest.body).toBe(201);
    const yearAhead = await receipt(addYears(today, 1));
    expect(yearAhead.statusCode, yearAhead.body).toBe(201);
    expect((await kit.get(older.id)).payments).toHaveLength(2);
  });
});
