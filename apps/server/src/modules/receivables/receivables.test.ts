import { addDays, todayIn } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { pdfText, titleOf } from '../../../test/pdf-facts.js';

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

    // The customer page's ageing: the same row alone, its figures the totals.
    const own = await kit.ok('GET', `/api/customers/${buyer.id}/ageing`);
    expect(own).toEqual({
      asOf: today,
      rows: [row],
      totals: { notDue: 118, days0to30: 236, days31to60: 300, days61to90: 0, over90: 472, total: 1126 },
    });
  });

  it("gives one customer's ageing: nothing owed is no row and zero totals; an unknown customer is 404", async () => {
    const settled = await kit.customer();
    const paid = await bill(settled.id, 100, addDays(today, -40), addDays(today, -10)); // 118.00
    await pay(paid.id, 118, addDays(today, -5));
    expect(await kit.ok('GET', `/api/customers/${settled.id}/ageing`)).toEqual({
      asOf: today,
      rows: [],
      totals: { notDue: 0, days0to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 },
    });
    const missing = await kit.call('GET', '/api/customers/00000000-0000-4000-8000-000000000000/ageing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Customer not found');
  });
});

describe('the statement and ageing as PDFs', () => {
  it("prints the statement for the asked period: opening, each entry with its running balance, closing, to the customer's address", async () => {
    const buyer = await kit.customer({ name: 'Statement Print Works', billingAddress: 'Plot 7, MIDC Bhosari' });
    const march = await bill(buyer.id, 1000, '2026-04-03', '2026-05-03'); // 1,180.00, before the period
    const may = await bill(buyer.id, 100000, '2026-05-10', '2026-06-09'); // 1,18,000.00
    await pay(march.id, 1180, '2026-05-12', 'UTR 4411');

    const res = await kit.call('GET', `/api/customers/${buyer.id}/statement/pdf?from=2026-05-01&to=2026-05-31`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Statement-${buyer.partyCode}-2026-05-01-2026-05-31.pdf"`,
    );
    expect(titleOf(res.rawPayload)).toBe(`Statement ${buyer.partyCode} 01/05/2026 to 31/05/2026`);
    const text = pdfText(res.rawPayload);
    for (const line of [
      'STATEMENT OF ACCOUNT',
      'For the period 01/05/2026 to 31/05/2026',
      'Statement Print Works',
      'Plot 7, MIDC Bhosari',
      'Opening balance',
      '₹1,180.00',
      `Invoice ${may.invoiceNumber}`,
      '1,18,000.00',
      '₹1,19,180.00',
      'Bank transfer (NEFT/RTGS) · UTR 4411',
      '₹1,18,000.00',
      'Closing balance',
      'Balance due from you as on 31/05/2026: ₹1,18,000.00',
    ]) {
      expect(
        text.some((t) => t.includes(line)),
        `"${line}" in ${JSON.stringify(text)}`,
      ).toBe(true);
    }
    const missing = await kit.call('GET', '/api/customers/00000000-0000-4000-8000-000000000000/statement/pdf');
    expect(missing.statusCode).toBe(404);
  });

  it('prints every customer who owes, in the buckets of the screen, with the totals', async () => {
    const buyer = await kit.customer({ name: 'Ageing Print Works' });
    await bill(buyer.id, 500, addDays(today, -100), addDays(today, -95)); // 590.00, 90+ days

    const res = await kit.call('GET', '/api/receivables/ageing/pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Ageing-${today}.pdf"`);
    const text = pdfText(res.rawPayload);
    const ageing = await kit.ok('GET', '/api/receivables/ageing');
    for (const line of ['AGEING OF RECEIVABLES', 'Not due', '90+ days', 'Ageing Print Works', 'Total']) {
      expect(
        text.some((t) => t.includes(line)),
        `"${line}" in ${JSON.stringify(text)}`,
      ).toBe(true);
    }
    expect(text).toContain(`Customers owing: ${ageing.rows.length}`);
    // The customer's row: 590.00 in 90+ and in its total, 95 days overdue.
    const row = text.indexOf(buyer.partyCode);
    expect(text.slice(row + 1, row + 4)).toEqual(['590.00', '590.00', '95']);
  });
});
