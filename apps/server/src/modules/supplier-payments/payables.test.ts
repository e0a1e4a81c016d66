import { addDays, todayIn } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { exportedCsv } from '../../../test/exported-csv.js';
import { payablesTestKit } from '../../../test/payables-test-kit.js';
import { pdfText, titleOf } from '../../../test/pdf-facts.js';

/** What the plant owes its suppliers: a supplier's ledger and the ageing of payables. */
const kit = payablesTestKit();
const today = todayIn();

const pay = (
  supplierId: string,
  paymentDate: string,
  amount: number,
  allocations: { billId: string; amount: number }[],
  reference?: string,
) =>
  kit.ok(
    'POST',
    '/api/supplier-payments',
    { supplierId, paymentDate, amount, mode: 'bank_transfer', reference, allocations },
    201,
  );

/** Each entry as [date, kind, reference, debit, credit, balance]. */
const rowsOf = (ledger: {
  entries: { date: string; kind: string; reference: string; debit: number; credit: number; balance: number }[];
}) => ledger.entries.map((e) => [e.date, e.kind, e.reference, e.debit, e.credit, e.balance]);

describe("a supplier's ledger", () => {
  it('opens with what was owed before, credits bills, debits their TDS and the payments, and runs the balance', async () => {
    const steels = await kit.supplier({ name: 'Ledger Steels', address: 'Gat 40, Bhosari, Pune' });
    // ₹10,000 + 18 % = ₹11,800, TDS 194Q ₹10: payable ₹11,790.
    const april = await kit.bill(steels, {
      taxable: 10000,
      tds: 10,
      tdsSection: '194Q',
      tdsRate: 0.1,
      billDate: '2026-04-10',
    });
    const first = await pay(steels.id, '2026-04-20', 5000, [{ billId: april.id, amount: 5000 }], 'UTR 111');
    // ₹20,000 + 18 % = ₹23,600, no TDS.
    const may = await kit.bill(steels, {
      taxable: 20000,
      billDate: '2026-05-05',
      supplierInvoiceDate: '2026-05-03',
      dueDate: '2026-06-04',
    });
    // Held and draft bills are not owed yet: not in the ledger.
    await kit.bill(steels, { taxable: 999, billDate: '2026-05-06', status: 'held' });
    await kit.bill(steels, { taxable: 999, billDate: '2026-05-06', status: 'draft' });
    // ₹35,000: ₹6,790 clears April's (11,790 − 5,000), ₹23,600 May's; ₹4,610 is an advance.
    const second = await pay(steels.id, '2026-05-10', 35000, [
      { billId: april.id, amount: 6790 },
      { billId: may.id, amount: 23600 },
    ]);
    expect(second.advance).toBe(4610);

    const year = await kit.ok('GET', `/api/payables/ledger/${steels.id}?from=2026-04-01&to=2026-05-31`);
    expect(year.openingBalance).toBe(0);
    expect(rowsOf(year)).toEqual([
      ['2026-04-10', 'bill', april.billNumber, 0, 11800, 11800],
      ['2026-04-10', 'tds', april.billNumber, 10, 0, 11790],
      ['2026-04-20', 'payment', first.paymentNumber, 5000, 0, 6790],
      ['2026-05-05', 'bill', may.billNumber, 0, 23600, 30390],
      ['2026-05-10', 'payment', second.paymentNumber, 35000, 0, -4610],
    ]);
    expect(year.entries[1].detail).toBe('u/s 194Q at 0.1%');
    expect(year.entries[2].detail).toBe(`Bank transfer (NEFT/RTGS) · UTR 111 · against ${april.billNumber}`);
    expect(year.entries[3].detail).toBe(`Invoice ${may.supplierInvoiceNumber} of 03/05/2026 · due 04/06/2026`);
    // Debits 10 + 5,000 + 35,000 = 40,010; credits 11,800 + 23,600 = 35,400; 35,400 − 40,010 = −4,610.
    expect(year).toMatchObject({ totalDebit: 40010, totalCredit: 35400, closingBalance: -4610 });

    // From May: April's bill less its TDS and the April payment open it: 11,800 − 10 − 5,000 = 6,790.
    const mayOnly = await kit.ok('GET', `/api/payables/ledger/${steels.id}?from=2026-05-01&to=2026-05-31`);
    expect(mayOnly.openingBalance).toBe(6790);
    expect(rowsOf(mayOnly)).toEqual([
      ['2026-05-05', 'bill', may.billNumber, 0, 23600, 30390],
      ['2026-05-10', 'payment', second.paymentNumber, 35000, 0, -4610],
    ]);
    expect(mayOnly).toMatchObject({ totalDebit: 35000, totalCredit: 23600, closingBalance: -4610 });

    const csv = exportedCsv(
      await kit.call('GET', `/api/payables/ledger/${steels.id}/export?from=2026-05-01&to=2026-05-31`),
    );
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      'Date,Kind,Reference,Detail,Debit,Credit,Balance',
      '2026-05-01,opening,,Opening balance,0,0,6790',
      `2026-05-05,bill,${may.billNumber},Invoice ${may.supplierInvoiceNumber} of 03/05/2026 · due 04/06/2026,0,23600,30390`,
    ]);

    const pdf = await kit.call('GET', `/api/payables/ledger/${steels.id}/pdf?from=2026-05-01&to=2026-05-31`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Ledger-${steels.supplierCode}-2026-05-01-2026-05-31.pdf"`,
    );
    expect(titleOf(pdf.rawPayload)).toBe(`Ledger ${steels.supplierCode} 01/05/2026 to 31/05/2026`);
    const text = pdfText(pdf.rawPayload);
    for (const line of [
      'STATEMENT OF ACCOUNT',
      'Ledger Steels',
      'Gat 40, Bhosari, Pune',
      'Opening balance',
      '₹6,790.00',
      `Bill ${may.billNumber}`,
      '₹30,390.00',
      `Payment ${second.paymentNumber}`,
      'Advance paid to you as on 31/05/2026: ₹4,610.00',
    ]) {
      expect(
        text.some((t) => t.includes(line)),
        `"${line}" in ${JSON.stringify(text)}`,
      ).toBe(true);
    }

    const refused = await kit.call('GET', `/api/payables/ledger/${steels.id}?from=2026-05-31&to=2026-05-01`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ to: 'To must be on or after From' });
    const missing = await kit.call('GET', '/api/payables/ledger/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });
});

describe('payables ageing', () => {
  it("puts each bill's balance (total − TDS − paid) in its bucket by days past due, with the supplier's advance beside it", async () => {
    const works = await kit.supplier({ name: 'Ageing Works' });
    const due = (days: number, spec: Parameters<typeof kit.bill>[1]) =>
      kit.bill(works, { billDate: addDays(today, days - 30), dueDate: addDays(today, days), ...spec });
    await due(10, { taxable: 100 }); // 118: not due
    await due(0, { taxable: 200, tds: 2 }); // 236 − 2 = 234, due today: 0–30
    await due(-45, { taxable: 300, status: 'partly_paid', amountPaid: 54 }); // 354 − 54 = 300: 31–60
    await due(-61, { taxable: 1000 }); // 1,180: 61–90
    await kit.bill(works, { taxable: 500, billDate: addDays(today, -91), dueDate: null }); // 590, due on its bill date: 90+
    await due(-5, { taxable: 700, status: 'held' }); // held: not owed yet
    await due(-5, { taxable: 700, status: 'paid', amountPaid: 826 }); // paid: nothing owed
    await kit.ok(
      'POST',
      '/api/supplier-payments',
      { supplierId: works.id, paymentDate: addDays(today, -3), amount: 1000, mode: 'upi' },
      201,
    ); // a ₹1,000 advance

    const ageing = await kit.ok('GET', '/api/payables/ageing');
    expect(ageing.asOf).toBe(today);
    const row = ageing.rows.find((r: { supplierId: string }) => r.supplierId === works.id);
    // 118 + 234 + 300 + 1,180 + 590 = 2,422 owed; less the 1,000 advance: 1,422.
    expect(row).toEqual({
      supplierId: works.id,
      supplierCode: works.supplierCode,
      supplierName: 'Ageing Works',
      notDue: 118,
      days0to30: 234,
      days31to60: 300,
      days61to90: 1180,
      over90: 590,
      total: 2422,
      advance: 1000,
      net: 1422,
      oldestDaysOverdue: 91,
    });
    const sum = (key: string) =>
      Math.round(
        ageing.rows.reduce((total: number, r: Record<string, number>) => total + (r[key] as number) * 100, 0),
      ) / 100;
    for (const key of ['total', 'advance', 'net', 'over90']) expect(ageing.totals[key]).toBe(sum(key));

    // A supplier with only an advance is listed too, owing nothing.
    const prepaid = await kit.supplier({ name: 'Prepaid Tools' });
    await kit.ok(
      'POST',
      '/api/supplier-payments',
      { supplierId: prepaid.id, paymentDate: today, amount: 250, mode: 'cash' },
      201,
    );
    const again = await kit.ok('GET', '/api/payables/ageing');
    expect(again.rows.find((r: { supplierId: string }) => r.supplierId === prepaid.id)).toMatchObject({
      total: 0,
      advance: 250,
      net: -250,
      oldestDaysOverdue: 0,
    });
  });

  it('is for whoever may see supplier payments', async () => {
    const viewer = await kit.h.userWith([{ scope: 'supplier-payments', actions: ['view'] }]);
    const other = await kit.h.userWith([{ scope: 'invoices', actions: ['view'] }]);
    expect((await kit.h.call('GET', '/api/payables/ageing', { token: viewer.accessToken })).statusCode).toBe(200);
    expect((await kit.h.call('GET', '/api/payables/ageing', { token: other.accessToken })).statusCode).toBe(403);
  });
});
