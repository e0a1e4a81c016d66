import { addDays, addYears, indianDate, PAYMENT_DATE_TOO_LATE, todayIn } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { payments } from '../../db/schema/index.js';

const kit = invoiceTestKit();

const today = todayIn();
const pay = (id: string, body: object) => kit.call('POST', `/api/invoices/${id}/payments`, body);
const unpay = (id: string, paymentId: string) => kit.call('DELETE', `/api/invoices/${id}/payments/${paymentId}`);

/** An issued invoice of ₹11,800 (₹10,000 + 18 %), dated `invoiceDate`. */
async function issuedInvoice(invoiceDate = today) {
  const customer = await kit.customer();
  return kit.issueNew(kit.draftBody(customer.id, [{ quantity: 100, rate: 100, gstRate: 18 }], { invoiceDate }));
}

describe('payments', () => {
  it('moves an invoice to partially paid, then paid, listing payments oldest first', async () => {
    const invoice = await issuedInvoice(addDays(today, -1));
    expect(invoice).toMatchObject({ grandTotal: 11800, balanceDue: 11800, status: 'issued' });

    const first = await pay(invoice.id, {
      paymentDate: today,
      amount: 5000.25,
      mode: 'bank_transfer',
      reference: 'UTR 1234',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'partially_paid',
      displayStatus: 'partially_paid',
      amountPaid: 5000.25,
      balanceDue: 6799.75,
      version: invoice.version + 1,
    });

    const second = await pay(invoice.id, { paymentDate: addDays(today, -1), amount: '6799.75', mode: 'cheque' });
    expect(second.statusCode, second.body).toBe(201);
    const paid = second.json();
    expect(paid).toMatchObject({ status: 'paid', displayStatus: 'paid', amountPaid: 11800, balanceDue: 0 });
    expect(paid.payments.map((p: { amount: number; mode: string }) => [p.amount, p.mode])).toEqual([
      [6799.75, 'cheque'],
      [5000.25, 'bank_transfer'],
    ]);
    expect(paid.payments[1]).toMatchObject({ reference: 'UTR 1234', paymentDate: today });

    const more = await pay(invoice.id, { paymentDate: today, amount: 1, mode: 'cash' });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('This invoice is already paid in full');
  });

  it('refuses more than the balance due on amount, and writes nothing', async () => {
    const invoice = await issuedInvoice();
    await pay(invoice.id, { paymentDate: today, amount: 1800, mode: 'upi' });
    const res = await pay(invoice.id, { paymentDate: today, amount: 10000.01, mode: 'upi' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ amount: 'Payment is more than the balance due (₹10,000.00)' });
    expect(await kit.get(invoice.id)).toMatchObject({ amountPaid: 1800, status: 'partially_paid' });
    expect(await kit.h.db.$count(payments, eq(payments.invoiceId, invoice.id))).toBe(1);
  });

  it('refuses invalid payments by field', async () => {
    const invoice = await issuedInvoice();
    const res = await pay(invoice.id, { paymentDate: '2026-02-30', amount: 0, mode: 'barter' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      paymentDate: 'Enter a valid date',
      amount: 'Must be more than 0',
      mode: 'Choose a payment mode',
    });
  });

  it('takes payments only on an issued invoice', async () => {
    const customer = await kit.customer();
    const draft = await kit.draft(kit.draftBody(customer.id, [{}]));
    const onDraft = await pay(draft.id, { paymentDate: today, amount: 1, mode: 'cash' });
    expect(onDraft.statusCode).toBe(409);

    const issued = await kit.issue(draft.id);
    await kit.ok('POST', `/api/invoices/${draft.id}/cancel`, { version: issued.version });
    const onCancelled = await pay(draft.id, { paymentDate: today, amount: 1, mode: 'cash' });
    expect(onCancelled.statusCode).toBe(409);
    expect(
      (await pay('00000000-0000-4000-8000-000000000000', { paymentDate: today, amount: 1, mode: 'cash' })).statusCode,
    ).toBe(404);
  });

  it('removes a payment recorded by mistake and goes back to partially paid, then issued', async () => {
    const invoice = await issuedInvoice();
    const a = (await pay(invoice.id, { paymentDate: today, amount: 800, mode: 'upi' })).json();
    const b = (await pay(invoice.id, { paymentDate: today, amount: 11000, mode: 'upi' })).json();
    expect(b.status).toBe('paid');
    const [first, second] = b.payments as { id: string }[];
    expect(first?.id).toBe(a.payments[0].id);

    const back = await unpay(invoice.id, second?.id as string);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'partially_paid', amountPaid: 800, balanceDue: 11000 });
    expect(back.json().payments).toHaveLength(1);

    const none = await unpay(invoice.id, first?.id as string);
    expect(none.json()).toMatchObject({ status: 'issued', amountPaid: 0, balanceDue: 11800, payments: [] });

    const gone = await unpay(invoice.id, first?.id as string);
    expect(gone.statusCode).toBe(404);
  });

  it('does not remove a payment through another invoice', async () => {
    const one = await issuedInvoice();
    const two = await issuedInvoice();
    const paid = (await pay(one.id, { paymentDate: today, amount: 100, mode: 'cash' })).json();
    const res = await unpay(two.id, paid.payments[0].id);
    expect(res.statusCode).toBe(404);
    expect((await kit.get(one.id)).amountPaid).toBe(100);
  });

  it('refuses to cancel an invoice with payments until they are removed', async () => {
    const invoice = await issuedInvoice();
    const paid = (await pay(invoice.id, { paymentDate: today, amount: 100, mode: 'cash' })).json();
    const refused = await kit.call('POST', `/api/invoices/${invoice.id}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Remove its payments first');
    await unpay(invoice.id, paid.payments[0].id);
    const cancelled = await kit.ok('POST', `/api/invoices/${invoice.id}/cancel`, {});
    expect(cancelled.status).toBe('cancelled');
  });

  it('settles the invoice with the TDS the customer deducted as well as the money received', async () => {
    const invoice = await issuedInvoice();
    // ₹11,800 less 0.1 % TDS under section 194Q on ₹10,000: ₹11,790 received, ₹10 deducted.
    const paid = await pay(invoice.id, {
      paymentDate: today,
      amount: 11790,
      mode: 'bank_transfer',
      tdsAmount: 10,
      tdsSection: '194Q',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'paid', amountPaid: 11800, balanceDue: 0 });
    expect(paid.json().payments[0]).toMatchObject({ amount: 11790, tdsAmount: 10, tdsSection: '194Q' });

    const other = await issuedInvoice();
    const over = await pay(other.id, { paymentDate: today, amount: 11795, mode: 'cash', tdsAmount: 10 });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ amount: 'Payment and TDS are more than the balance due (₹11,800.00)' });
    // Removing it takes the TDS off too.
    const removed = await unpay(invoice.id, paid.json().payments[0].id);
    expect(removed.json()).toMatchObject({ status: 'issued', amountPaid: 0, balanceDue: 11800 });
  });

  it('needs the invoices edit permission', async () => {
    const invoice = await issuedInvoice();
    const viewer = await kit.h.userWith([{ scope: 'invoices', actions: ['view'] }]);
    const res = await kit.h.call('POST', `/api/invoices/${invoice.id}/payments`, {
      token: viewer.accessToken,
      body: { paymentDate: today, amount: 1, mode: 'cash' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("a payment's date", () => {
  const tenDaysAgo = addDays(today, -10);
  const yearAhead = addYears(today, 1);

  it("is refused before the invoice's date and after a year from today, on paymentDate, writing nothing", async () => {
    const invoice = await issuedInvoice(tenDaysAgo);
    const early = await pay(invoice.id, { paymentDate: addDays(tenDaysAgo, -1), amount: 100, mode: 'upi' });
    expect(early.statusCode).toBe(400);
    const beforeInvoice = `Payment date cannot be before the date of ${invoice.invoiceNumber}, ${indianDate(tenDaysAgo)}`;
    expect(early.json()).toMatchObject({ message: beforeInvoice, errors: { paymentDate: beforeInvoice } });

    for (const late of [addDays(yearAhead, 1), '2099-06-01']) {
      const res = await pay(invoice.id, { paymentDate: late, amount: 100, mode: 'upi' });
      expect(res.statusCode, late).toBe(400);
      expect(res.json().errors).toEqual({ paymentDate: PAYMENT_DATE_TOO_LATE });
    }
    expect(await kit.get(invoice.id)).toMatchObject({ status: 'issued', amountPaid: 0, version: invoice.version });
    expect(await kit.h.db.$count(payments, eq(payments.invoiceId, invoice.id))).toBe(0);
  });

  it("takes the invoice's own date and a year from today exactly", async () => {
    const invoice = await issuedInvoice(tenDaysAgo);
    expect((await pay(invoice.id, { paymentDate: tenDaysAgo, amount: 100, mode: 'upi' })).statusCode).toBe(201);
    const res = await pay(invoice.id, { paymentDate: yearAhead, amount: 100, mode: 'cheque' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payments.map((p: { paymentDate: string }) => p.paymentDate)).toEqual([tenDaysAgo, yearAhead]);
  });
});
