import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payablesTestKit } from '../../../test/payables-test-kit.js';

/** Payments to suppliers across their booked bills, advances set against later bills, and removal. */
const kit = payablesTestKit();

const pay = (body: Record<string, unknown>) =>
  kit.call('POST', '/api/supplier-payments', { paymentDate: '2026-06-01', mode: 'bank_transfer', ...body });

describe('a payment across two bills with TDS', () => {
  it('settles each bill by its share: total − TDS − paid, booked → paid and → partly paid', async () => {
    const steels = await kit.supplier({ name: 'Shree Steels' });
    // ₹1,00,000 + 18 % = ₹1,18,000; TDS 194Q 0.1 % of ₹1,00,000 = ₹100: payable ₹1,17,900.
    const first = await kit.bill(steels, {
      taxable: 100000,
      tds: 100,
      tdsSection: '194Q',
      tdsRate: 0.1,
      billDate: '2026-05-02',
    });
    // ₹50,000 + 18 % = ₹59,000; TDS ₹50: payable ₹58,950.
    const second = await kit.bill(steels, {
      taxable: 50000,
      tds: 50,
      tdsSection: '194Q',
      tdsRate: 0.1,
      billDate: '2026-05-20',
    });
    expect([first.grandTotal, second.grandTotal]).toEqual([118000, 59000]);

    const open = await kit.ok('GET', `/api/supplier-payments/open-bills?supplierId=${steels.id}`);
    expect(open.bills.map((b: { id: string; owed: number }) => [b.id, b.owed])).toEqual([
      [first.id, 117900],
      [second.id, 58950],
    ]);
    expect(open).toMatchObject({ supplierName: 'Shree Steels', totalOwed: 176850, totalAdvance: 0, advances: [] });

    // ₹1,50,000 paid: ₹1,17,900 clears the first, ₹32,100 goes to the second (₹26,850 still owed).
    const res = await pay({
      supplierId: steels.id,
      amount: 150000,
      reference: 'UTR 55120',
      allocations: [
        { billId: first.id, amount: 117900 },
        { billId: second.id, amount: '32100' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json();
    expect(payment).toMatchObject({
      supplierId: steels.id,
      supplierName: 'Shree Steels',
      supplierCode: steels.supplierCode,
      amount: 150000,
      allocatedAmount: 150000,
      advance: 0,
      mode: 'bank_transfer',
      reference: 'UTR 55120',
    });
    expect(payment.paymentNumber).toMatch(/^PV\/2026-27\/\d{4}$/);
    expect(
      payment.allocations.map((a: { billId: string; amount: number; allocatedOn: string }) => [
        a.billId,
        a.amount,
        a.allocatedOn,
      ]),
    ).toEqual([
      [first.id, 117900, '2026-06-01'],
      [second.id, 32100, '2026-06-01'],
    ]);
    expect(await kit.billState(first.id)).toEqual({ amountPaid: 117900, status: 'paid' });
    expect(await kit.billState(second.id)).toEqual({ amountPaid: 32100, status: 'partly_paid' });
    const after = await kit.ok('GET', `/api/supplier-payments/open-bills?supplierId=${steels.id}`);
    expect(after.bills.map((b: { id: string; owed: number }) => [b.id, b.owed])).toEqual([[second.id, 26850]]);

    expect(await kit.ok('GET', `/api/supplier-payments/${payment.id}`)).toEqual(payment);
    const list = await kit.ok('GET', `/api/supplier-payments?supplierId=${steels.id}`);
    expect(list.data.map((p: { paymentNumber: string }) => p.paymentNumber)).toEqual([payment.paymentNumber]);
    const csv = await kit.call('GET', `/api/supplier-payments/export?supplierId=${steels.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(payment.paymentNumber);
    expect(csv.body).toContain('150000');
  });
});

describe('an advance', () => {
  it('is what a payment leaves unallocated, and is set against a later bill up to what is left of it', async () => {
    const platers = await kit.supplier({ name: 'Sai Platers' });
    const paid = await pay({ supplierId: platers.id, amount: 20000, paymentDate: '2026-06-05', mode: 'cheque' });
    expect(paid.statusCode, paid.body).toBe(201);
    const advance = paid.json();
    expect(advance).toMatchObject({ amount: 20000, allocatedAmount: 0, advance: 20000, allocations: [] });
    expect((await kit.ok('GET', `/api/supplier-payments?withAdvance=true&supplierId=${platers.id}`)).total).toBe(1);

    // Job work of ₹10,000 + 18 % = ₹11,800; TDS 194C 2 % of ₹10,000 = ₹200: payable ₹11,600.
    const bill = await kit.bill(platers, {
      taxable: 10000,
      tds: 200,
      tdsSection: '194C',
      tdsRate: 2,
      billDate: '2026-06-10',
    });
    const open = await kit.ok('GET', `/api/supplier-payments/open-bills?supplierId=${platers.id}`);
    expect(open.advances).toEqual([
      { paymentId: advance.id, paymentNumber: advance.paymentNumber, paymentDate: '2026-06-05', advance: 20000 },
    ]);

    // Set on a day before the payment: refused on the day.
    const early = await kit.call('POST', `/api/supplier-payments/${advance.id}/allocations`, {
      allocatedOn: '2026-06-04',
      allocations: [{ billId: bill.id, amount: 11600 }],
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({
      allocatedOn: `Cannot be before the payment ${advance.paymentNumber}, dated 05/06/2026`,
    });

    const set = await kit.ok(
      'POST',
      `/api/supplier-payments/${advance.id}/allocations`,
      { allocatedOn: '2026-06-12', allocations: [{ billId: bill.id, amount: 11600 }] },
      201,
    );
    // ₹20,000 − ₹11,600 = ₹8,400 still open.
    expect(set).toMatchObject({ allocatedAmount: 11600, advance: 8400 });
    expect(set.allocations).toMatchObject([{ billId: bill.id, amount: 11600, allocatedOn: '2026-06-12' }]);
    expect(await kit.billState(bill.id)).toEqual({ amountPaid: 11600, status: 'paid' });

    // More than the ₹8,400 left is refused on the row, and nothing is written.
    const next = await kit.bill(platers, { taxable: 10000, billDate: '2026-06-20' }); // ₹11,800
    const over = await kit.call('POST', `/api/supplier-payments/${advance.id}/allocations`, {
      allocations: [{ billId: next.id, amount: 8400.01 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ 'allocations.0.amount': 'Only ₹8,400.00 of the advance is left' });
    expect(await kit.billState(next.id)).toEqual({ amountPaid: 0, status: 'booked' });
    // Without a day it is set today.
    const today = await kit.ok(
      'POST',
      `/api/supplier-payments/${advance.id}/allocations`,
      { allocations: [{ billId: next.id, amount: 8400 }] },
      201,
    );
    expect(today.advance).toBe(0);
    expect(await kit.billState(next.id)).toEqual({ amountPaid: 8400, status: 'partly_paid' });
  });
});

describe('refusals', () => {
  it('names the field: more than owed, more than paid, a held bill, another supplier’s, a day before the invoice', async () => {
    const forge = await kit.supplier({ name: 'Bharat Forge Works' });
    const other = await kit.supplier();
    const bill = await kit.bill(forge, { taxable: 1000, billDate: '2026-07-01' }); // ₹1,180
    const held = await kit.bill(forge, { taxable: 500, billDate: '2026-07-02', status: 'held' });
    const theirs = await kit.bill(other, { taxable: 500, billDate: '2026-07-02' });
    const refusal = async (body: Record<string, unknown>) => {
      const res = await pay({ supplierId: forge.id, paymentDate: '2026-07-10', ...body });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors;
    };
    expect(await refusal({ amount: 1180.01, allocations: [{ billId: bill.id, amount: 1180.01 }] })).toEqual({
      'allocations.0.amount': `More than is owed on ${bill.billNumber} (₹1,180.00)`,
    });
    expect(await refusal({ amount: 1000, allocations: [{ billId: bill.id, amount: 1100 }] })).toEqual({
      amount: '₹1,100.00 is put against bills, more than the payment',
    });
    expect(await refusal({ amount: 100, allocations: [{ billId: held.id, amount: 100 }] })).toEqual({
      'allocations.0.billId': `${held.billNumber} is held for approval of its mismatches: it can be paid once approved`,
    });
    expect(
      await refusal({
        amount: 200,
        allocations: [
          { billId: bill.id, amount: 100 },
          { billId: theirs.id, amount: 100 },
        ],
      }),
    ).toEqual({ 'allocations.1.billId': `${theirs.billNumber} is not a bill of this supplier` });
    expect(
      await refusal({ amount: 100, paymentDate: '2026-06-30', allocations: [{ billId: bill.id, amount: 100 }] }),
    ).toEqual({
      paymentDate: `Payment date cannot be before ${bill.billNumber}'s invoice, dated 01/07/2026`,
    });
    expect(await refusal({ amount: 100, allocations: [{ billId: randomUUID(), amount: 100 }] })).toEqual({
      'allocations.0.billId': 'Bill not found',
    });
    expect(await refusal({ supplierId: randomUUID(), amount: 100 })).toEqual({ supplierId: 'Supplier not found' });
    // Nothing was written by any of them.
    expect(await kit.billState(bill.id)).toEqual({ amountPaid: 0, status: 'booked' });
    expect((await kit.ok('GET', `/api/supplier-payments?supplierId=${forge.id}`)).total).toBe(0);
  });
});

describe('removing a payment recorded by mistake', () => {
  it('takes back what it paid of each bill and sets the status again from what remains', async () => {
    const tools = await kit.supplier();
    const bill = await kit.bill(tools, { taxable: 10000, billDate: '2026-08-01' }); // ₹11,800
    const first = (
      await pay({
        supplierId: tools.id,
        paymentDate: '2026-08-05',
        amount: 5000,
        allocations: [{ billId: bill.id, amount: 5000 }],
      })
    ).json();
    const second = (
      await pay({
        supplierId: tools.id,
        paymentDate: '2026-08-06',
        amount: 7000,
        allocations: [{ billId: bill.id, amount: 6800 }],
      })
    ).json();
    expect(await kit.billState(bill.id)).toEqual({ amountPaid: 11800, status: 'paid' });

    expect((await kit.call('DELETE', `/api/supplier-payments/${second.id}`)).statusCode).toBe(204);
    // ₹11,800 − ₹6,800 = ₹5,000 paid: part paid again.
    expect(await kit.billState(bill.id)).toEqual({ amountPaid: 5000, status: 'partly_paid' });
    expect((await kit.call('GET', `/api/supplier-payments/${second.id}`)).statusCode).toBe(404);
    expect((await kit.call('DELETE', `/api/supplier-payments/${first.id}`)).statusCode).toBe(204);
    expect(await kit.billState(bill.id)).toEqual({ amountPaid: 0, status: 'booked' });
    expect((await kit.call('DELETE', `/api/supplier-payments/${first.id}`)).statusCode).toBe(404);
  });
});

describe('concurrent payments on one bill', () => {
  it('never pay it more than it owes: one is recorded, the other refused', async () => {
    const mills = await kit.supplier();
    const bill = await kit.bill(mills, { taxable: 10000, billDate: '2026-09-01' }); // ₹11,800
    const attempt = () =>
      pay({
        supplierId: mills.id,
        paymentDate: '2026-09-02',
        amount: 8000,
        allocations: [{ billId: bill.id, amount: 8000 }],
      });
    const answers = await Promise.all([attempt(), attempt(), attempt()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
    const refused = answers.find((a) => a.statusCode === 400);
    expect(refused?.json().errors).toEqual({
      'allocations.0.amount': `More than is owed on ${bill.billNumber} (₹3,800.00)`,
    });
    expect(await kit.billState(bill.id)).toEqual({ amountPaid: 8000, status: 'partly_paid' });
  });
});

describe('who may', () => {
  it('view payments with view, record them with create and remove them with delete', async () => {
    const viewer = await kit.h.userWith([{ scope: 'supplier-payments', actions: ['view'] }]);
    const maker = await kit.h.userWith([{ scope: 'supplier-payments', actions: ['view', 'create'] }]);
    const supplier = await kit.supplier();
    const body = { supplierId: supplier.id, paymentDate: '2026-06-01', amount: 100, mode: 'upi' };
    expect((await kit.h.call('GET', '/api/supplier-payments', { token: viewer.accessToken })).statusCode).toBe(200);
    expect((await kit.h.call('POST', '/api/supplier-payments', { token: viewer.accessToken, body })).statusCode).toBe(
      403,
    );
    const made = await kit.h.call('POST', '/api/supplier-payments', { token: maker.accessToken, body });
    expect(made.statusCode).toBe(201);
    const id = made.json().id;
    expect((await kit.h.call('DELETE', `/api/supplier-payments/${id}`, { token: maker.accessToken })).statusCode).toBe(
      403,
    );
    expect((await kit.call('DELETE', `/api/supplier-payments/${id}`)).statusCode).toBe(204);
  });
});
