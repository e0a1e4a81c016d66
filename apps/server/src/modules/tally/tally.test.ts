import { todayIn } from '@lathe/shared';
import { readTallyFile, type TallyFileVoucher, voucherSum } from '@lathe/shared/testing';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gstinFor, invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { writeBill } from '../../../test/payables-test-kit.js';
import { invoices } from '../../db/schema/index.js';
import { HARDENING, supplierBillKit } from '../supplier-bills/supplier-bill-test-kit.js';

const kit = invoiceTestKit();
const bills = supplierBillKit(kit);
const today = todayIn();
const period = { from: `${today.slice(0, 8)}01`, to: today };
const query = (fields: Record<string, string> = {}) => new URLSearchParams({ ...period, ...fields }).toString();

/** The names the company keeps in Tally for three accounts; the rest post to the defaults. */
const TALLY = {
  tallyCompany: 'Acme Precision (2026-27)',
  tallyLedgers: { salesLocal: 'Sales GST Local 18%', outputCgst: 'CGST Output', bank: 'SBI Current A/c', cash: '' },
};

/** A voucher's entries as `[ledger, rupees]`, a debit negative as Tally signs it. */
const entries = (voucher: TallyFileVoucher | undefined) =>
  voucher?.entries.map((entry) => [entry.ledger, entry.amount / 100]);

let kaveri: { id: string; name: string };
let karnataka: { id: string; name: string };
let jobWorker: { id: string; name: string };
let sale: { id: string; invoiceNumber: string };
let interState: { id: string; invoiceNumber: string };
let credit: { noteNumber: string };
let bill: { id: string; billNumber: string; supplierInvoiceNumber: string };
let payment: { paymentNumber: string };

beforeAll(async () => {
  await kit.setCompany(TALLY);
  kaveri = await kit.customer({ name: 'Kaveri Pumps & Valves <Pune>', gstin: gstinFor('27', 'AAKCK5282C') });
  karnataka = await kit.customer({
    state: 'Karnataka',
    billingAddress: 'Plot 46, Peenya Industrial Area, Bengaluru 560058',
    gstin: gstinFor('29', 'AAKCB1234C'),
  });

  // 100 × ₹11.80 = ₹1,180.00 + CGST ₹106.20 + SGST ₹106.20 = ₹1,392.40, printed ₹1,392.00 (round-off −0.40).
  sale = await kit.issueNew(kit.draftBody(kaveri.id, [{ quantity: 100, rate: 11.8 }], { customerPoNumber: 'PO-77' }));
  // 1 × ₹250.50 + IGST ₹45.09 = ₹295.59, printed ₹296.00 (round-off +0.41).
  interState = await kit.issueNew(kit.draftBody(karnataka.id, [{ quantity: 1, rate: 250.5 }]));
  // Neither a cancelled invoice nor a draft is in the books.
  const cancelled = await kit.issueNew(kit.draftBody(kaveri.id, [{ quantity: 5, rate: 100 }]));
  await kit.ok('POST', `/api/invoices/${cancelled.id}/cancel`, { reason: 'Raised twice' });
  await kit.draft(kit.draftBody(kaveri.id, [{ quantity: 7, rate: 100 }]));

  // 10 returned: ₹118.00 + CGST ₹10.62 + SGST ₹10.62 = ₹139.24, printed ₹139.00 (round-off −0.24).
  const invoice = await kit.get(sale.id);
  credit = await kit.ok(
    'POST',
    '/api/notes/issue',
    {
      kind: 'credit',
      invoiceId: sale.id,
      noteDate: today,
      reason: 'goods_returned',
      lines: [{ invoiceLineId: invoice.lines[0].id, quantity: 10, rate: 11.8 }],
    },
    201,
  );
  // The rest of what Kaveri owes, ₹1,392 − ₹139 = ₹1,253: ₹1,251.82 by UPI and ₹1.18 TDS under 194Q.
  await kit.ok(
    'POST',
    `/api/invoices/${sale.id}/payments`,
    {
      paymentDate: today,
      amount: 1251.82,
      tdsAmount: 1.18,
      tdsSection: '194Q',
      mode: 'upi',
      reference: 'UPI123',
    },
    201,
  );

  // Job work by an individual with a PAN: hardening 10,000 × ₹4 = ₹40,000 + CGST ₹3,600 + SGST ₹3,600, and the
  // workers' meals 100 × ₹50 = ₹5,000 + CGST ₹125 + SGST ₹125, blocked by section 17(5); ₹52,450 in all.
  // TDS 194C: 1 % of ₹45,000 = ₹450.
  jobWorker = await bills.supplier({ tdsSection: '194C', deducteeType: 'individual_huf', pan: 'ABCPK1234L' });
  const meals = {
    kind: 'service',
    description: 'Workers’ meals',
    hsnCode: '996331',
    quantity: 100,
    rate: 50,
    gstRate: 5,
  };
  const order = await bills.purchaseOrder(jobWorker.id, [{ ...HARDENING, quantity: 10_000 }, meals]);
  const draft = await kit.ok(
    'POST',
    '/api/supplier-bills',
    await bills.billBody(order, 52_450, {}, [
      undefined,
      { itcStatus: 'ineligible', itcReason: 'Section 17(5): food and beverages' },
    ]),
    201,
  );
  bill = await kit.ok('POST', `/api/supplier-bills/${draft.id}/book`, { version: draft.version });
  expect(bill).toMatchObject({ status: 'booked', tdsSection: '194C', tdsAmount: 450, grandTotal: 52_450 });
  // A bill held for approval is not in the books yet.
  await writeBill(kit.h.db, jobWorker, { taxable: 999, billDate: today, status: 'held' });

  // ₹60,000 by cheque: ₹52,000 settles the bill (₹52,450 less the TDS), ₹8,000 is an advance.
  payment = await kit.ok(
    'POST',
    '/api/supplier-payments',
    {
      supplierId: jobWorker.id,
      paymentDate: today,
      amount: 60_000,
      mode: 'cheque',
      reference: '000123',
      allocations: [{ billId: bill.id, amount: 52_000 }],
    },
    201,
  );
});

describe('the Tally Prime export', () => {
  it('sums up the period kind by kind, with the ledgers to have in Tally', async () => {
    const summary = await kit.ok('GET', `/api/tally/summary?${query()}`);
    expect(summary).toEqual({
      ...period,
      company: 'Acme Precision (2026-27)',
      kinds: [
        // ₹1,392 + ₹296
        { kind: 'sales', label: 'Sales (invoices)', count: 2, total: 1_688 },
        { kind: 'credit-notes', label: 'Credit notes', count: 1, total: 139 },
        { kind: 'debit-notes', label: 'Debit notes', count: 0, total: 0 },
        { kind: 'purchases', label: 'Purchases (supplier bills)', count: 1, total: 52_450 },
        // ₹1,251.82 received and ₹1.18 deducted
        { kind: 'receipts', label: 'Receipts (customer payments)', count: 1, total: 1_253 },
        { kind: 'payments', label: 'Payments (to suppliers)', count: 1, total: 60_000 },
      ],
      ledgers: [
        'CGST Output',
        'Input CGST',
        'Input SGST',
        'Output IGST',
        'Output SGST',
        'Purchase Local',
        'Round Off',
        'Sales GST Local 18%',
        'Sales Inter-State',
        'SBI Current A/c',
        'TDS Payable u/s 194C',
        'TDS Receivable',
      ],
      parties: 3,
      warnings: [],
      fileName: `tally-vouchers-${period.from}-to-${period.to}.xml`,
    });
  });

  it("downloads the vouchers as Tally's XML: well-formed, each balanced, posted to the ledgers the settings name", async () => {
    const res = await kit.call('GET', `/api/tally/export?${query()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tally-vouchers-${period.from}-to-${period.to}.xml"`,
    );
    // The party's name escaped in the file, and read back as it is.
    expect(res.body).toContain('<PARTYLEDGERNAME>Kaveri Pumps &amp; Valves &lt;Pune&gt;</PARTYLEDGERNAME>');
    const file = readTallyFile(res.body);
    expect(file).toMatchObject({ request: 'Import Data', report: 'Vouchers', company: 'Acme Precision (2026-27)' });
    for (const voucher of file.vouchers) {
      expect(voucherSum(voucher), `${voucher.type} ${voucher.number}`).toBe(0);
      for (const entry of voucher.entries) expect(entry.deemedPositive).toBe(entry.amount < 0 ? 'Yes' : 'No');
    }
    // On one day: sales, purchases, notes, receipts, payments; no cancelled or draft invoice, no held bill.
    expect(file.vouchers.map((v) => [v.type, v.number ?? null, v.party])).toEqual([
      ['Sales', sale.invoiceNumber, kaveri.name],
      ['Sales', interState.invoiceNumber, karnataka.name],
      ['Purchase', bill.billNumber, jobWorker.name],
      ['Credit Note', credit.noteNumber, kaveri.name],
      ['Receipt', null, kaveri.name],
      ['Payment', payment.paymentNumber, jobWorker.name],
    ]);
    const [local, inter, purchase, note, receipt, paid] = file.vouchers;
    // Dr party 1,392.00, Dr round-off 0.40; Cr sales 1,180.00, CGST and SGST 106.20 each.
    expect(entries(local)).toEqual([
      [kaveri.name, -1392],
      ['Sales GST Local 18%', 1180],
      ['CGST Output', 106.2],
      ['Output SGST', 106.2],
      ['Round Off', -0.4],
    ]);
    expect(local?.entries[0]?.bills).toEqual([{ name: sale.invoiceNumber, type: 'New Ref', amount: -139_200 }]);
    expect(local?.narration).toBe(`Invoice ${sale.invoiceNumber} against PO PO-77`);
    // Dr party 296.00; Cr sales inter-state 250.50, IGST 45.09, round-off 0.41.
    expect(entries(inter)).toEqual([
      [karnataka.name, -296],
      ['Sales Inter-State', 250.5],
      ['Output IGST', 45.09],
      ['Round Off', 0.41],
    ]);
    // Cr party 52,450; Dr purchases 45,000 + the meals' blocked tax 250 = 45,250, input CGST and SGST 3,600 each;
    // Dr party 450, Cr TDS 194C 450.
    expect(entries(purchase)).toEqual([
      [jobWorker.name, 52_450],
      ['Purchase Local', -45_250],
      ['Input CGST', -3_600],
      ['Input SGST', -3_600],
      [jobWorker.name, -450],
      ['TDS Payable u/s 194C', 450],
    ]);
    expect(purchase?.reference).toBe(bill.supplierInvoiceNumber);
    // Cr party 139.00 against the invoice, Dr sales 118.00, CGST and SGST 10.62 each, Cr round-off 0.24.
    expect(entries(note)).toEqual([
      [kaveri.name, 139],
      ['Sales GST Local 18%', -118],
      ['CGST Output', -10.62],
      ['Output SGST', -10.62],
      ['Round Off', 0.24],
    ]);
    expect(note?.entries[0]?.bills).toEqual([{ name: sale.invoiceNumber, type: 'Agst Ref', amount: 13_900 }]);
    // Dr bank 1,251.82 and TDS receivable 1.18; Cr party 1,253.00 against the invoice.
    expect(entries(receipt)).toEqual([
      ['SBI Current A/c', -1251.82],
      ['TDS Receivable', -1.18],
      [kaveri.name, 1253],
    ]);
    // Dr party 60,000: 52,000 against the bill, 8,000 on account; Cr bank 60,000.
    expect(entries(paid)).toEqual([
      [jobWorker.name, -60_000],
      ['SBI Current A/c', 60_000],
    ]);
    expect(paid?.entries[0]?.bills).toEqual([
      { name: bill.supplierInvoiceNumber, type: 'Agst Ref', amount: -5_200_000 },
      { name: payment.paymentNumber, type: 'On Account', amount: -800_000 },
    ]);
  });

  it('keeps the Tally settings off the seller an invoice freezes: how the books are kept is nothing a document prints', async () => {
    const [row] = await kit.h.db.select({ seller: invoices.seller }).from(invoices).where(eq(invoices.id, sale.id));
    expect(row?.seller).toMatchObject({ name: 'Acme Precision Components Pvt Ltd', state: 'Maharashtra' });
    expect(row?.seller).not.toHaveProperty('tallyLedgers');
    expect(row?.seller).not.toHaveProperty('tallyCompany');
  });

  it('exports only the kinds asked for, and nothing outside the period', async () => {
    const purchases = readTallyFile((await kit.call('GET', `/api/tally/export?${query({ kinds: 'purchases' })}`)).body);
    expect(purchases.vouchers.map((v) => v.number)).toEqual([bill.billNumber]);
    const summary = await kit.ok('GET', `/api/tally/summary?${query({ kinds: 'payments,receipts' })}`);
    expect(summary.kinds.map((k: { kind: string }) => k.kind)).toEqual(['receipts', 'payments']);
    const before = await kit.call('GET', '/api/tally/export?from=2001-04-01&to=2001-06-30');
    expect(readTallyFile(before.body).vouchers).toEqual([]);
  });

  it('refuses a period that is no period, naming the field', async () => {
    const refusal = async (q: string) => {
      const res = await kit.call('GET', `/api/tally/export?${q}`);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors;
    };
    expect(await refusal('from=2026-12-31&to=2026-10-01')).toEqual({ to: 'To must be on or after From' });
    // 2027-28 has a 29 February: 1 April 2027 to 31 March 2028 is its 366 days; to 1 April 2028, 367.
    expect(await refusal('from=2027-04-01&to=2028-04-01')).toEqual({ to: 'At most 366 days (a year) in one file' });
    expect((await kit.call('GET', '/api/tally/export?from=2027-04-01&to=2028-03-31')).statusCode).toBe(200);
    expect(await refusal('from=2026-02-30&to=2026-03-31')).toEqual({ from: 'From must be a date' });
    expect(await refusal('to=2026-03-31')).toEqual({ from: 'From must be a date' });
    expect(await refusal(query({ kinds: 'sales,ledgers' }))).toEqual({
      kinds: 'kinds must be a comma-separated list of sales, credit-notes, debit-notes, purchases, receipts, payments',
    });
  });

  it('gives each user the kinds of documents they may see, and refuses by name a kind they may not', async () => {
    const buyer = await kit.h.userWith([{ scope: 'supplier-bills', actions: ['view'] }]);
    const asBuyer = (q: string) => kit.h.call('GET', `/api/tally/${q}`, { token: buyer.accessToken });
    const own = await asBuyer(`summary?${query()}`);
    expect(own.json().kinds.map((k: { kind: string }) => k.kind)).toEqual(['purchases']);
    expect(readTallyFile((await asBuyer(`export?${query()}`)).body).vouchers.map((v) => v.type)).toEqual(['Purchase']);
    const refused = await asBuyer(`export?${query({ kinds: 'purchases,sales,payments' })}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Exporting sales needs Invoices · view; Exporting payments needs Supplier Payments · view',
    );

    const accounts = await kit.h.userWith([{ scope: 'invoices', actions: ['view'] }]);
    const sales = await kit.h.call('GET', `/api/tally/summary?${query()}`, { token: accounts.accessToken });
    expect(sales.json().kinds.map((k: { kind: string }) => k.kind)).toEqual([
      'sales',
      'credit-notes',
      'debit-notes',
      'receipts',
    ]);

    const stores = await kit.h.userWith([{ scope: 'goods-receipts', actions: ['view'] }]);
    const none = await kit.h.call('GET', `/api/tally/export?${query()}`, { token: stores.accessToken });
    expect(none.statusCode).toBe(403);
  });

  it('refuses, naming it, a document whose stored figures do not add up, and exports nothing', async () => {
    await kit.h.db
      .update(invoices)
      .set({ grandTotal: sql`${invoices.grandTotal} + 0.01` })
      .where(eq(invoices.id, interState.id));
    try {
      const res = await kit.call('GET', `/api/tally/export?${query()}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `Sales voucher ${interState.invoiceNumber} does not balance: debits ₹296.01, credits ₹296.00. Nothing was exported.`,
      );
    } finally {
      await kit.h.db
        .update(invoices)
        .set({ grandTotal: sql`${invoices.grandTotal} - 0.01` })
        .where(eq(invoices.id, interState.id));
    }
  });
});
