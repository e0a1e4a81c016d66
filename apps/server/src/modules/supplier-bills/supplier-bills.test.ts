import { randomUUID } from 'node:crypto';
import { addDays, type Permission, todayIn } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportedCsv } from '../../../test/exported-csv.js';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { pdfText } from '../../../test/pdf-facts.js';
import { supplierBills } from '../../db/schema/index.js';
import { BAR, COLLET, HARDENING, supplierBillKit } from './supplier-bill-test-kit.js';

const kit = invoiceTestKit();
const bills = supplierBillKit(kit);
const NUMBER = /^PB\/\d{4}-\d{2}\/\d{4}$/;

const draft = (body: object) => kit.ok('POST', '/api/supplier-bills', body, 201);
const book = (id: string, version?: number) => kit.call('POST', `/api/supplier-bills/${id}/book`, { version });
const get = (id: string) => kit.ok('GET', `/api/supplier-bills/${id}`);

/** A supplier with a confirmed order and a receipt of `accepted` kg of its bar (line 0). */
async function received(lines: Record<string, unknown>[] = [BAR], accepted: Record<number, number> = { 0: 1000 }) {
  const supplier = await bills.supplier();
  const order = await bills.purchaseOrder(supplier.id, lines);
  const receipt = await bills.receive(order, accepted);
  return { supplier, order, receipt };
}

describe('supplier bills', () => {
  it('proposes what is left to bill, books a bill that matches and counts what it billed', async () => {
    const { order, receipt } = await received([BAR, HARDENING]);
    const proposal = await bills.proposal(order.id);
    expect(proposal).toMatchObject({
      paymentTermsDays: 30,
      taxType: 'intra',
      tds: { section: null, earlierTaxable: 0 },
    });
    // The receipt's 1,000 kg; the service no receipt counted, its 500 ordered.
    expect(proposal.lines).toMatchObject([
      {
        purchaseOrderLineId: order.lines[0].id,
        goodsReceiptLineId: receipt.lines[0].id,
        grnNumber: receipt.grnNumber,
        unit: 'KGS',
        quantity: 1000,
        rate: 72,
        gstRate: 18,
        ordered: { quantity: 2000, rate: 72, gstRate: 18 },
        received: 1000,
      },
      {
        purchaseOrderLineId: order.lines[1].id,
        goodsReceiptLineId: null,
        kind: 'service',
        quantity: 500,
        received: null,
      },
    ]);

    // 1,000 kg × ₹72 = ₹72,000 + CGST ₹6,480 + SGST ₹6,480 = ₹84,960; 500 × ₹4 = ₹2,000 + ₹180 + ₹180 = ₹2,360;
    // the invoice prints ₹87,320.
    const body = await bills.billBody(order, 87_320);
    const made = await draft(body);
    expect(made).toMatchObject({
      status: 'draft',
      billNumber: null,
      poNumber: order.poNumber,
      taxType: 'intra',
      taxableTotal: 74_000,
      cgstTotal: 6_660,
      sgstTotal: 6_660,
      roundOff: 0,
      grandTotal: 87_320,
      linesTotal: 87_320,
      // Blank due date: the supplier's 30 days from the invoice.
      dueDate: addDays(todayIn(), 30),
      matchStatus: 'matched',
      mismatches: [],
      owed: 0,
      itc: { eligible: 13_320, ineligible: 0, reversed: 0 },
    });
    expect(made.lines[0]).toMatchObject({ unit: 'KGS', taxable: 72_000, cgst: 6_480, total: 84_960, received: 1000 });

    const booked = await kit.ok('POST', `/api/supplier-bills/${made.id}/book`, { version: made.version });
    expect(booked).toMatchObject({ status: 'booked', matchStatus: 'matched', tdsAmount: 0, owed: 87_320 });
    expect(booked.billNumber).toMatch(NUMBER);
    expect(booked.bookedAt).not.toBeNull();
    expect(booked.heldAt).toBeNull();
    expect(await bills.billed(receipt.lines[0].id, order.lines[0].id)).toEqual({ receipt: 1000, order: 1000 });
    expect(await bills.billed(null, order.lines[1].id)).toEqual({ receipt: null, order: 500 });
    // Nothing is left to bill until more comes in.
    expect((await bills.proposal(order.id)).lines).toEqual([]);
    const orders = await kit.ok('GET', `/api/supplier-bills/orders?supplierId=${order.supplierId}`);
    expect(orders).toEqual([]);

    // A booked bill is changed by cancelling it, not edited or deleted.
    const edit = await kit.call('PUT', `/api/supplier-bills/${made.id}`, body);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('Only a draft bill can be edited; this one is booked');
    expect((await kit.call('DELETE', `/api/supplier-bills/${made.id}`)).statusCode).toBe(409);
  });

  it('keeps an order a bill has billed from being cancelled, though no goods were received (a service)', async () => {
    const supplier = await bills.supplier();
    const order = await bills.purchaseOrder(supplier.id, [HARDENING]);
    // 500 × ₹4 = ₹2,000 + CGST ₹180 + SGST ₹180 = ₹2,360.
    const made = await draft(await bills.billBody(order, 2_360));
    await kit.ok('POST', `/api/supplier-bills/${made.id}/book`, { version: made.version });
    const { version } = await kit.ok('GET', `/api/purchase-orders/${order.id}`);
    const cancel = await kit.call('POST', `/api/purchase-orders/${order.id}/cancel`, { version, reason: 'Not needed' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(
      'A supplier bill has been booked against this purchase order; short-close it instead',
    );
  });

  it('holds a bill that does not match, numbered, until it is approved with a reason', async () => {
    const { order, receipt } = await received();
    // 1,010.5 kg where 1,000 came in (1 % allows 1,010), at ₹74 where the order says ₹72:
    // 1,010.5 × ₹74 = ₹74,777.00; CGST 9 % = ₹6,729.93, SGST the same: ₹88,236.86; the invoice prints ₹88,237.
    const made = await draft(await bills.billBody(order, 88_237, {}, [{ quantity: 1010.5, rate: 74 }]));
    expect(made).toMatchObject({ matchStatus: 'mismatched', mismatchCount: 2, roundOff: 0.14, linesTotal: 88_236.86 });

    const held = (await book(made.id)).json();
    expect(held).toMatchObject({
      status: 'held',
      matchStatus: 'mismatched',
      mismatches: [
        { line: 1, field: 'quantity', ordered: 2000, received: 1000, billed: 1010.5 },
        { line: 1, field: 'rate', ordered: 72, received: null, billed: 74 },
      ],
      bookedAt: null,
    });
    expect(held.billNumber).toMatch(NUMBER);
    expect(held.heldAt).not.toBeNull();
    // A held bill holds what it billed: another bill of the receipt sees none of it left.
    expect(await bills.billed(receipt.lines[0].id, order.lines[0].id)).toEqual({ receipt: 1010.5, order: 1010.5 });

    const noReason = await kit.call('POST', `/api/supplier-bills/${made.id}/approve`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: 'Give the reason for approving the mismatch' });
    const approved = await kit.ok('POST', `/api/supplier-bills/${made.id}/approve`, {
      reason: 'Weighbridge slip checked; rate revised by mail',
    });
    expect(approved).toMatchObject({
      status: 'booked',
      billNumber: held.billNumber,
      statusReason: 'Weighbridge slip checked; rate revised by mail',
      approvedByName: expect.any(String),
      mismatches: held.mismatches,
      owed: 88_237,
    });
    expect(approved.approvedAt).not.toBeNull();
    expect(approved.bookedAt).not.toBeNull();
    const again = await kit.call('POST', `/api/supplier-bills/${made.id}/approve`, { reason: 'x' });
    expect(again.json().message).toBe('Only a bill held for approval can be approved; this one is booked');
  });

  it('holds a wrong GST rate and an invoice total more than ₹1 off its lines', async () => {
    const { order } = await received();
    // 1,000 kg × ₹72 = ₹72,000 at 12 %: ₹4,320 + ₹4,320 = ₹80,640; the invoice says ₹80,642 (₹2 off).
    const made = await draft(await bills.billBody(order, 80_642, {}, [{ gstRate: 12 }]));
    const held = (await book(made.id)).json();
    expect(held.status).toBe('held');
    expect(held.mismatches).toEqual([
      { line: 1, field: 'gstRate', ordered: 18, received: null, billed: 12 },
      { line: null, field: 'total', ordered: null, received: 80_640, billed: 80_642 },
    ]);
  });

  it('cancels a held or booked bill nothing is paid on, giving back what it billed', async () => {
    const { order, receipt } = await received();
    const made = await draft(await bills.billBody(order, 84_960));
    await book(made.id);
    const noReason = await kit.call('POST', `/api/supplier-bills/${made.id}/cancel`, {});
    expect(noReason.json().errors).toEqual({ reason: 'Give the reason for cancelling' });

    // A payment set against it (another module writes this under the bill's lock): refused.
    await kit.h.db.update(supplierBills).set({ amountPaid: 100 }).where(eq(supplierBills.id, made.id));
    const paidOn = await kit.call('POST', `/api/supplier-bills/${made.id}/cancel`, { reason: 'Entered twice' });
    expect(paidOn.statusCode).toBe(409);
    expect(paidOn.json().message).toBe('Payments are set against this bill; remove them before cancelling it');
    await kit.h.db.update(supplierBills).set({ status: 'partly_paid' }).where(eq(supplierBills.id, made.id));
    expect((await kit.call('POST', `/api/supplier-bills/${made.id}/cancel`, { reason: 'x' })).statusCode).toBe(409);
    await kit.h.db.update(supplierBills).set({ status: 'booked', amountPaid: 0 }).where(eq(supplierBills.id, made.id));

    // The receipt cannot be cancelled under a bill of its goods.
    const grnCancel = await kit.call('POST', `/api/goods-receipts/${receipt.id}/cancel`, { reason: 'Wrong grade' });
    expect(grnCancel.statusCode).toBe(409);
    expect(grnCancel.json().message).toBe('Supplier bills have billed goods of this receipt; cancel those bills first');

    const cancelled = await kit.ok('POST', `/api/supplier-bills/${made.id}/cancel`, { reason: 'Entered twice' });
    expect(cancelled).toMatchObject({ status: 'cancelled', statusReason: 'Entered twice', owed: 0 });
    expect(cancelled.billNumber).toMatch(NUMBER);
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(await bills.billed(receipt.lines[0].id, order.lines[0].id)).toEqual({ receipt: 0, order: 0 });
    expect((await bills.proposal(order.id)).lines).toMatchObject([{ quantity: 1000 }]);
    const twice = await kit.call('POST', `/api/supplier-bills/${made.id}/cancel`, { reason: 'x' });
    expect(twice.json().message).toBe('This bill is already cancelled');
  });

  it("refuses a supplier's invoice booked already this year, however it is typed, naming the bill", async () => {
    const { order } = await received();
    // Two halves of the receipt: 500 kg × ₹72 = ₹36,000 + ₹3,240 + ₹3,240 = ₹42,480 each.
    const first = await draft(
      await bills.billBody(order, 42_480, { supplierInvoiceNumber: 'inv/26-27/0042' }, [{ quantity: 500 }]),
    );
    const second = await draft(
      await bills.billBody(order, 42_480, { supplierInvoiceNumber: 'INV 26 27 0042' }, [{ quantity: 500 }]),
    );
    const booked = (await book(first.id)).json();
    const refused = await book(second.id);
    expect(refused.statusCode).toBe(409);
    const message = `Invoice inv/26-27/0042 of this supplier is already booked as ${booked.billNumber} in ${booked.financialYear}`;
    expect(refused.json().errors).toEqual({ supplierInvoiceNumber: message });
    expect((await get(second.id)).billNumber).toBeNull();
    // A new draft of it is refused at once.
    const another = await kit.call(
      'POST',
      '/api/supplier-bills',
      await bills.billBody(order, 42_480, { supplierInvoiceNumber: 'Inv-26/27-0042' }, [{ quantity: 500 }]),
    );
    expect(another.statusCode).toBe(409);
    expect(another.json().errors).toEqual({ supplierInvoiceNumber: message });

    // Cancelled, the number is free again; the bill numbers stay gap-free.
    await kit.ok('POST', `/api/supplier-bills/${first.id}/cancel`, { reason: 'Booked twice' });
    const second2 = (await book(second.id)).json();
    expect(Number(second2.billNumber.slice(-4))).toBe(Number(booked.billNumber.slice(-4)) + 1);
  });

  it("deducts TDS under 194Q on the year's purchases above ₹50,00,000, and under 194C on job work", async () => {
    const steel = await bills.supplier({ tdsSection: '194Q', pan: 'AAACS1234K' });
    const order = await bills.purchaseOrder(steel.id, [{ ...BAR, quantity: 70_000 }]);
    await bills.receive(order, { 0: 70_000 });
    await bills.deducts194Q(true);
    try {
      // 60,000 kg × ₹72 = ₹43,20,000 (+ 18 % = ₹50,97,600): the year is within ₹50,00,000.
      const first = await draft(await bills.billBody(order, 50_97_600, {}, [{ quantity: 60_000 }]));
      expect((await book(first.id)).json()).toMatchObject({ status: 'booked', tdsSection: null, tdsAmount: 0 });
      // 10,000 kg × ₹72 = ₹7,20,000 (+ 18 % = ₹8,49,600): the year comes to ₹50,40,000, ₹40,000 above;
      // 0.1 % of ₹40,000 = ₹40. The draft shows it before it is booked.
      const second = await draft(await bills.billBody(order, 8_49_600));
      expect(second).toMatchObject({ tdsSection: '194Q', tdsRate: 0.1, tdsBase: 40_000, tdsAmount: 40 });
      expect(second.tdsNote).toBe("0.1 % of ₹40,000.00, the part of the year's ₹50,40,000.00 above ₹50,00,000");
      const booked = (await book(second.id)).json();
      expect(booked).toMatchObject({
        tdsSection: '194Q',
        tdsRate: 0.1,
        tdsBase: 40_000,
        tdsAmount: 40,
        owed: 8_49_560,
      });
      expect((await bills.proposal(order.id)).tds).toMatchObject({ section: '194Q', earlierTaxable: 50_40_000 });
    } finally {
      await bills.deducts194Q(false);
    }

    // Hardening by an individual with a PAN: 10,000 × ₹4 = ₹40,000, above ₹30,000: 1 % = ₹400.
    const jobWorker = await bills.supplier({ tdsSection: '194C', deducteeType: 'individual_huf', pan: 'ABCPK1234L' });
    const service = await bills.purchaseOrder(jobWorker.id, [{ ...HARDENING, quantity: 10_000 }]);
    const job = await draft(await bills.billBody(service, 47_200));
    expect(job.lines[0]).toMatchObject({ goodsReceiptLineId: null, received: 10_000 });
    expect((await book(job.id)).json()).toMatchObject({
      tdsSection: '194C',
      tdsRate: 1,
      tdsBase: 40_000,
      tdsAmount: 400,
    });
  });

  describe('what a draft must be', () => {
    const refusal = async (body: object, status = 400) => {
      const res = await kit.call('POST', '/api/supplier-bills', body);
      expect(res.statusCode, res.body).toBe(status);
      return res.json().errors;
    };

    it('answers 400 naming the field, for the schema’s rules and the server’s', async () => {
      const { order, receipt } = await received([BAR, COLLET], { 0: 1000, 1: 4 });
      const body = await bills.billBody(order, 1);
      expect(body.lines).toHaveLength(2);
      expect(await refusal({ ...body, lines: [{ ...body.lines[0], goodsReceiptLineId: null }] })).toEqual({
        'lines.0.goodsReceiptLineId': 'Choose the goods receipt that brought these goods in',
      });
      expect(await refusal({ ...body, lines: [body.lines[0], body.lines[0]] })).toEqual({
        'lines.1.goodsReceiptLineId': 'Already billed on line 1 of this bill',
      });
      expect(
        await refusal({ ...body, lines: [{ ...body.lines[0], goodsReceiptLineId: receipt.lines[1].id }] }),
      ).toEqual({ 'lines.0.goodsReceiptLineId': 'Not a goods receipt line of this order line' });
      expect(await refusal({ ...body, lines: [{ ...body.lines[0], unit: 'nos' }] })).toEqual({
        'lines.0.unit': 'The order line is in KGS: bill it in KGS',
      });
      // Decimals where the unit measures: 2.5 collets are refused, 999.5 kg of bar is a quantity to match.
      expect(await refusal({ ...body, lines: [body.lines[0], { ...body.lines[1], quantity: 2.5 }] })).toEqual({
        'lines.1.quantity': 'Quantity must be a whole number for NOS',
      });
      expect((await draft({ ...body, lines: [{ ...body.lines[0], quantity: 999.5 }] })).lines[0].quantity).toBe(999.5);
      expect(await refusal({ ...body, lines: [{ ...body.lines[0], itcStatus: 'ineligible' }] })).toMatchObject({
        'lines.0.itcReason': 'Say why the input tax credit is not taken',
      });
      expect(await refusal({ ...body, billDate: addDays(todayIn(), -1), supplierInvoiceNumber: '/ -' })).toMatchObject({
        billDate: 'A bill is booked on or after the date of the supplier’s invoice',
        supplierInvoiceNumber: 'The invoice number needs a letter or a digit',
      });
      expect(await refusal({ ...body, invoiceTotal: 0 })).toMatchObject({ invoiceTotal: 'Must be more than 0' });
      const other = await bills.supplier();
      expect(await refusal({ ...body, supplierId: other.id })).toEqual({
        purchaseOrderId: `${order.poNumber} is an order to ${order.supplierName}, not this supplier`,
      });
      expect(await refusal({ ...body, purchaseOrderId: randomUUID() })).toEqual({
        purchaseOrderId: 'Purchase order not found',
      });
      // The credit's reason is kept only where the credit is not taken.
      const saved = await draft({
        ...body,
        lines: [
          { ...body.lines[0], itcStatus: 'eligible', itcReason: 'ignored' },
          { ...body.lines[1], itcStatus: 'ineligible', itcReason: 'Motor vehicle part, 17(5)' },
        ],
      });
      expect(
        saved.lines.map((l: { itcStatus: string; itcReason: string | null }) => [l.itcStatus, l.itcReason]),
      ).toEqual([
        ['eligible', null],
        ['ineligible', 'Motor vehicle part, 17(5)'],
      ]);
      // 4 × ₹1,200 = ₹4,800: CGST ₹432 + SGST ₹432 of credit blocked.
      expect(saved.itc).toEqual({ eligible: 12_960, ineligible: 864, reversed: 0 });
    });
  });

  describe('who may take each step', () => {
    const as = async (permissions: Permission[]) => (await kit.h.userWith(permissions)).accessToken;
    const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
      kit.h.call(method, url, { token, body });

    it('lets the clerk keep drafts, the booker book, the approver approve and the canceller cancel', async () => {
      const { order } = await received();
      const clerk = await as([{ scope: 'supplier-bills', actions: ['view', 'create', 'edit', 'delete'] }]);
      const body = await bills.billBody(order, 84_961.5, {}, [{ quantity: 1000 }]);
      const made = await call(clerk, 'POST', '/api/supplier-bills', body);
      expect(made.statusCode).toBe(201);
      const id = made.json().id;
      expect((await call(clerk, 'GET', `/api/supplier-bills/proposal?purchaseOrderId=${order.id}`)).statusCode).toBe(
        200,
      );
      expect((await call(clerk, 'POST', `/api/supplier-bills/${id}/book`, {})).statusCode).toBe(403);
      const before = (await kit.h.db.select({ id: supplierBills.id }).from(supplierBills)).length;
      expect((await call(clerk, 'POST', '/api/supplier-bills/book', body)).statusCode).toBe(403);
      expect((await kit.h.db.select({ id: supplierBills.id }).from(supplierBills)).length).toBe(before);

      // A stale version is refused before anything else.
      const stale = await kit.call('POST', `/api/supplier-bills/${id}/book`, { version: made.json().version + 1 });
      expect(stale.statusCode).toBe(409);

      const booker = await as([
        { scope: 'supplier-bills', actions: ['view'] },
        { scope: 'supplier-bill-status', actions: ['create'] },
      ]);
      // ₹84,961.50 is ₹1.50 off the lines' ₹84,960: held.
      const held = await call(booker, 'POST', `/api/supplier-bills/${id}/book`, {});
      expect(held.statusCode).toBe(200);
      expect(held.json().status).toBe('held');
      expect((await call(booker, 'POST', `/api/supplier-bills/${id}/approve`, { reason: 'r' })).statusCode).toBe(403);
      const approver = await as([{ scope: 'supplier-bill-status', actions: ['edit'] }]);
      expect((await call(approver, 'POST', `/api/supplier-bills/${id}/cancel`, { reason: 'r' })).statusCode).toBe(403);
      expect(
        (await call(approver, 'POST', `/api/supplier-bills/${id}/approve`, { reason: 'Rounding' })).statusCode,
      ).toBe(200);
      const canceller = await as([{ scope: 'supplier-bill-status', actions: ['delete'] }]);
      expect((await call(canceller, 'POST', `/api/supplier-bills/${id}/cancel`, { reason: 'r' })).statusCode).toBe(200);
      const stranger = await as([{ scope: 'purchase-orders', actions: ['view'] }]);
      expect((await call(stranger, 'GET', `/api/supplier-bills/${id}`)).statusCode).toBe(403);
      expect((await call(stranger, 'GET', `/api/supplier-bills/proposal?purchaseOrderId=${order.id}`)).statusCode).toBe(
        403,
      );
    });
  });

  it('lists, searches, filters and exports; prints a PDF', async () => {
    const { supplier, order } = await received();
    // 1,000 kg at ₹80 where the order says ₹72: ₹80,000 + ₹7,200 + ₹7,200 = ₹94,400.
    const heldBody = await bills.billBody(order, 94_400, { supplierInvoiceNumber: 'KV/77' }, [{ rate: 80 }]);
    const pendingBody = await bills.billBody(order, 42_480, {}, [{ quantity: 500 }]);
    const held = await draft(heldBody);
    const pending = await draft(pendingBody);
    const heldBill = (await book(held.id)).json();

    const page = await kit.ok('GET', `/api/supplier-bills?supplierId=${supplier.id}&sortBy=createdAt&sortOrder=ASC`);
    expect(page.data.map((row: { id: string }) => row.id)).toEqual([held.id, pending.id]);
    expect(page.data[0]).toMatchObject({ status: 'held', mismatchCount: 1, supplierInvoiceNumber: 'KV/77' });
    const heldOnly = await kit.ok('GET', `/api/supplier-bills?held=true&supplierId=${supplier.id}`);
    expect(heldOnly.data.map((row: { id: string }) => row.id)).toEqual([held.id]);
    const bySearch = await kit.ok('GET', `/api/supplier-bills?search=${encodeURIComponent(heldBill.billNumber)}`);
    expect(bySearch.data.map((row: { id: string }) => row.id)).toEqual([held.id]);
    const past = await kit.ok('GET', `/api/supplier-bills?supplierId=${supplier.id}&to=${addDays(todayIn(), -1)}`);
    expect(past.data).toEqual([]);
    expect((await kit.call('GET', '/api/supplier-bills?held=false')).statusCode).toBe(400);

    const csv = await kit.call(
      'GET',
      `/api/supplier-bills/export?supplierId=${supplier.id}&sortBy=createdAt&sortOrder=ASC`,
    );
    expect(csv.statusCode).toBe(200);
    const [header, first] = exportedCsv(csv).trim().split('\r\n');
    expect(header?.split(',').slice(0, 3)).toEqual(['Bill Number', 'Status', 'Bill Date']);
    expect(first).toContain(heldBill.billNumber);

    const pdf = await kit.call('GET', `/api/supplier-bills/${held.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${heldBill.billNumber.replaceAll('/', '-')}.pdf"`,
    );
    const text = pdfText(pdf.rawPayload).join(' ');
    for (const expected of [
      'PURCHASE BILL',
      heldBill.billNumber,
      'KV/77',
      'Held for approval',
      'Line 1 rate: ordered ₹72.00, billed ₹80.00',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
