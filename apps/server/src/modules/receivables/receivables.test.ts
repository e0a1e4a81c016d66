import { addDays, todayIn } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';

/** A customer's statement of account, and what every customer owes by days past due. */
const kit = invoiceTestKit();
const today = todayIn();

/** Issues an invoice of one line (₹rate + 18 % GST) dated `invoiceDate`, due `dueDate`. */
const bill = (customerId: string, rate: number, invoiceDate: string, dueDate: string) =>
  kit.issueNew(kit.draftBody(customerId, [{ quantity: 1, rate }], { invoiceDate, dueDate }));
const pay = (invoiceId: string, amount: number, paymentDate: string, reference?: string) =>
  kit.ok('POST', `/api/invoices/${invoiceId}/payments`, { paymentDate, amount, mode: 'bank_transfer', reference }, 201);

describe('a customer statement', () => {
  it('opens with what was owed before, lists invoices and payments in date order with the running balance, and closes', async () => {
    const buyer = await kit.customer();
    const old = await bill(buyer.id, 1000, '2026-04-05', '2026-05-05'); // 1,180.00
    await pay(old.id, 500, '2026-04-20');
    const april = await bill(buyer.id, 2000, '2026-04-25', '2026-05-25'); // 2,360.00
    await pay(april.id, 1000, '2026-05-02', 'UTR 8812');
    await pay(old.id, 680, '2026-05-02');
    const cancelled = await bill(buyer.id, 9000, '2026-05-03', '2026-06-03');
    await kit.ok('POST', `/api/invoices/${cancelled.id}/cancel`, { reason: 'Wrong customer' });

    const statement = await kit.ok('GET', `/api/customers/${buyer.id}/statement?from=2026-04-21&to=2026-05-31`);
    // Before 21 April: 1,180 billed, 500 paid.
    expect(statement.openingBalance).toBe(680);
    expect(
      statement.entries.map(
        (e: { date: string; kind: string; reference: string; debit: number; credit: number; balance: number }) => [
          e.date,
          e.kind,
          e.reference,
          e.debit,
          e.credit,
          e.balance,
        ],
      ),
    ).toEqual([
      ['2026-04-25', 'invoice', april.invoiceNumber, 2360, 0, 3040],
      ['2026-05-02', 'payment', april.invoiceNumber, 0, 1000, 2040],
      ['2026-05-02', 'payment', old.invoiceNumber, 0, 680, 1360],
    ]);
    expect(statement.entries[1].detail).toBe('Bank transfer (NEFT/RTGS) · UTR 8812');
    expect(statement).toMatchObject({ totalDebit: 2360, totalCredit: 1680, closingBalance: 1360 });

    const refused = await kit.call('GET', `/api/customers/${buyer.id}/statement?from=2026-05-31&to=2026-04-01`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ to: 'To must be on or after From' });
  });
});

describe('a statement with TDS', () => {
  it('credits the tax the customer deducted as an entry of its own, under its section', async () => {
    const buyer = await kit.customer();
    const invoice = await bill(buyer.id, 10000, '2026-06-01', '2026-07-01'); // 11,800.00
    await kit.ok(
      'POST',
      `/api/invoices/${invoice.id}/payments`,
      { paymentDate: '2026-06-20', amount: 11790, mode: 'upi', tdsAmount: 10, tdsSection: '194Q' },
      201,
    );
    const statement = await kit.ok('GET', `/api/customers/${buyer.id}/statement?from=2026-06-01&to=2026-06-30`);
    expect(statement.entries.map((e: { detail: string; credit: number }) => [e.detail, e.credit]).slice(1)).toEqual([
      ['TDS u/s 194Q', 10],
      ['UPI', 11790],
    ]);
    expect(statement.closingBalance).toBe(0);
  });
});

describe('receivables ageing', () => {
  it('puts each unpaid balance in its bucket by days past due, per customer and in total', async () => {
    const buyer = await kit.customer({ name: 'Ageing Test Works' });
    await bill(buyer.id, 100, addDays(today, -5), addDays(today, 10)); // 118 not due
    await bill(buyer.id, 200, addDays(today, -40), today); // 236 due today: 0–30
    const part = await bill(buyer.id, 300, addDays(today, -90), addDays(today, -45)); // 354 − 54 = 300: 31–60
    await pay(part.id, 54, addDays(today, -10));
    await bill(buyer.id, 400, addDays(today, -200), addDays(today, -120)); // 472: 90+

    const ageing = await kit.ok('GET', '/api/receivables/ageing');
    expect(ageing.asOf).toBe(today);
    const row = ageing.rows.find((r: { customerId: string }) => r.customerId === buyer.id);
    expect(row).toEqual({
      customerId: buyer.id,
      partyCode: buyer.partyCode,
      customerName: 'Ageing Test Works',
      notDue: 118,
      days0to30: 236,
      days31to60: 300,
      days61to90: 0,
      over90: 472,
      total: 1126,
      oldestDaysOverdue: 120,
    });
    const sum = (key: string) =>
      Math.round(
        ageing.rows.reduce((total: number, r: Record<string, number>) => total + (r[key] as number) * 100, 0),
      ) / 100;
    expect(ageing.totals.total).toBe(sum('total'));
    expect(ageing.totals.over90).toBe(sum('over90'));
  });
});
