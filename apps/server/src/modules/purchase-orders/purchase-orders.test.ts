import { randomUUID } from 'node:crypto';
import type { Permission } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportedCsv } from '../../../test/exported-csv.js';
import { gstinFor, invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { pdfText } from '../../../test/pdf-facts.js';
import { purchaseOrders, suppliers } from '../../db/schema/index.js';
import { applyReceipt, type ReceiptCount } from './purchase-order-receipts.js';

const kit = invoiceTestKit();
/** A PO date in 2026-27: the series is PO/2026-27/…, whatever today is. */
const PO_DATE = '2026-05-11';

const supplier = (fields: Record<string, unknown> = {}) => {
  const code = `S-${randomUUID().slice(0, 6)}`;
  return kit.ok(
    'POST',
    '/api/suppliers',
    {
      name: `Shree Steels ${code}`,
      supplierCode: code,
      state: 'Maharashtra',
      gstin: gstinFor('27', 'AAFCS1234K'),
      address: 'Plot 7, MIDC Chakan, Pune',
      ...fields,
    },
    201,
  );
};

const barLine = (fields: Record<string, unknown> = {}) => ({
  kind: 'bar_stock',
  grade: 'EN8',
  rodSize: '25 mm Round',
  hsnCode: '72142090',
  quantity: 250.5,
  bars: 12,
  rate: 78.5,
  gstRate: 18,
  ...fields,
});

const body = (supplierId: string, fields: Record<string, unknown> = {}) => ({
  supplierId,
  poDate: PO_DATE,
  paymentTerms: '30 days from receipt',
  lines: [barLine()],
  ...fields,
});

const draft = (b: object) => kit.ok('POST', '/api/purchase-orders', b, 201);
const confirmNew = (b: object) => kit.ok('POST', '/api/purchase-orders/confirm', b, 201);
const get = (id: string) => kit.ok('GET', `/api/purchase-orders/${id}`);
const receive = (orderId: string, counts: ReceiptCount[]) =>
  kit.h.db.transaction((tx) => applyReceipt(tx, orderId, counts));

describe('purchase orders', () => {
  it('saves a draft with the supplier copied on and the tax as an invoice computes it, then confirms it numbered', async () => {
    const shree = await supplier();
    const made = await draft(
      body(shree.id, {
        deliveryDate: '2026-05-25',
        lines: [
          barLine(),
          {
            kind: 'bought_out',
            description: 'Collet 25 mm',
            hsnCode: '84669310',
            quantity: 4,
            rate: 1250,
            gstRate: 18,
            deliveryDate: '2026-05-20',
          },
        ],
      }),
    );
    expect(made).toMatchObject({
      poNumber: null,
      status: 'draft',
      supplierName: shree.name,
      supplierCode: shree.supplierCode,
      supplierGstin: shree.gstin,
      supplierAddress: 'Plot 7, MIDC Chakan, Pune',
      supplierState: 'Maharashtra',
      taxType: 'intra',
      buyer: { name: 'Acme Precision Components Pvt Ltd', state: 'Maharashtra', stateCode: '27' },
      lineCount: 2,
      receiptProgress: 'Not',
      goodsReceipts: [],
    });
    // Bar stock: the rod size as Lathe prints it, the stock item it fills, a description and KGS by default.
    expect(made.lines[0]).toMatchObject({
      lineNumber: 1,
      kind: 'bar_stock',
      grade: 'EN8',
      rodSize: 'Ø25',
      materialKey: 'EN8|Ø25',
      description: 'Bright bar EN8 Ø25',
      unit: 'KGS',
      quantity: 250.5,
      bars: 12,
      // 250.5 kg × ₹78.50 = ₹19,664.25; 9 % each of CGST and SGST, rounded on its own.
      taxable: 19664.25,
      cgst: 1769.78,
      sgst: 1769.78,
      igst: 0,
      total: 23203.81,
      receivedQuantity: 0,
      leftToReceive: 250.5,
    });
    expect(made.lines[1]).toMatchObject({
      kind: 'bought_out',
      grade: null,
      rodSize: null,
      materialKey: null,
      unit: 'NOS',
      taxable: 5000,
      total: 5900,
      deliveryDate: '2026-05-20',
    });
    expect(made).toMatchObject({
      taxableTotal: 24664.25,
      cgstTotal: 2219.78,
      sgstTotal: 2219.78,
      igstTotal: 0,
      taxTotal: 4439.56,
      roundOff: 0.19,
      grandTotal: 29104,
      amountInWords: 'Rupees Twenty-Nine Thousand One Hundred Four Only',
    });

    const confirmed = await kit.ok('POST', `/api/purchase-orders/${made.id}/confirm`, { version: made.version });
    expect(confirmed).toMatchObject({ status: 'confirmed', poNumber: 'PO/2026-27/0001', grandTotal: 29104 });
    expect(confirmed.confirmedAt).not.toBeNull();

    // A confirmed order is changed by short-close or cancel, not edited or deleted.
    const edit = await kit.call('PUT', `/api/purchase-orders/${made.id}`, body(shree.id));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      'Only a draft purchase order can be edited; a confirmed one changes through short-close or cancel',
    );
    expect((await kit.call('DELETE', `/api/purchase-orders/${made.id}`)).statusCode).toBe(409);
  });

  it('charges IGST from a supplier in another state', async () => {
    const karnataka = await supplier({ state: 'Karnataka', gstin: gstinFor('29', 'AAFCK1234K') });
    const order = await draft(body(karnataka.id));
    expect(order).toMatchObject({ taxType: 'inter', cgstTotal: 0, sgstTotal: 0, igstTotal: 3539.57 });
    expect(order.lines[0]).toMatchObject({ cgst: 0, sgst: 0, igst: 3539.57, total: 23203.82 });
    expect(order.grandTotal).toBe(23204);
  });

  it('numbers confirmed orders gap-free: a refused confirmation takes no number', async () => {
    const shree = await supplier();
    const first = await confirmNew(body(shree.id));
    const seq = (order: { poNumber: string }) => Number(order.poNumber.slice(-4));

    // The supplier made inactive after the draft was saved: confirming is refused, nothing numbered.
    const pending = await draft(body(shree.id));
    await kit.ok('PATCH', `/api/suppliers/${shree.id}`, { isActive: false });
    const refused = await kit.call('POST', `/api/purchase-orders/${pending.id}/confirm`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({
      supplierId: `${shree.name} is inactive; choose an active supplier before confirming`,
    });
    expect((await get(pending.id)).poNumber).toBeNull();
    // A new draft may not name an inactive supplier at all.
    const inactive = await kit.call('POST', '/api/purchase-orders', body(shree.id));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().errors).toEqual({
      supplierId: `${shree.name} is inactive; choose an active supplier`,
    });

    await kit.ok('PATCH', `/api/suppliers/${shree.id}`, { isActive: true });
    const second = await kit.ok('POST', `/api/purchase-orders/${pending.id}/confirm`, {});
    expect(seq(second)).toBe(seq(first) + 1);
    const third = await kit.ok(
      'PUT',
      `/api/purchase-orders/${(await draft(body(shree.id))).id}/confirm`,
      body(shree.id),
    );
    expect(seq(third)).toBe(seq(second) + 1);
  });

  it('short-closes and cancels with a reason; cancelling is refused once goods are received', async () => {
    const shree = await supplier();
    const draftOrder = await draft(body(shree.id));
    const cancelDraft = await kit.call('POST', `/api/purchase-orders/${draftOrder.id}/cancel`, { reason: 'x' });
    expect(cancelDraft.statusCode).toBe(409);
    expect(cancelDraft.json().message).toBe('A draft purchase order is deleted, not cancelled');
    expect((await kit.call('DELETE', `/api/purchase-orders/${draftOrder.id}`)).statusCode).toBe(204);
    expect((await kit.call('GET', `/api/purchase-orders/${draftOrder.id}`)).statusCode).toBe(404);

    const order = await confirmNew(body(shree.id));
    const noReason = await kit.call('POST', `/api/purchase-orders/${order.id}/cancel`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: 'Give the reason for cancelling' });
    const cancelled = await kit.ok('POST', `/api/purchase-orders/${order.id}/cancel`, { reason: 'Price revised' });
    expect(cancelled).toMatchObject({ status: 'cancelled', statusReason: 'Price revised', poNumber: order.poNumber });
    expect(cancelled.cancelledAt).not.toBeNull();
    const closeCancelled = await kit.call('POST', `/api/purchase-orders/${order.id}/close`, { reason: 'x' });
    expect(closeCancelled.statusCode).toBe(409);

    const received = await confirmNew(body(shree.id));
    await receive(received.id, [{ purchaseOrderLineId: received.lines[0].id, quantity: 100 }]);
    const cancelReceived = await kit.call('POST', `/api/purchase-orders/${received.id}/cancel`, { reason: 'Late' });
    expect(cancelReceived.statusCode).toBe(409);
    expect(cancelReceived.json().message).toBe(
      'A partly received purchase order cannot be cancelled; short-close it instead',
    );
    const closeNoReason = await kit.call('POST', `/api/purchase-orders/${received.id}/close`, { reason: '  ' });
    expect(closeNoReason.json().errors).toEqual({ reason: 'Give the reason for short-closing' });
    const closed = await kit.ok('POST', `/api/purchase-orders/${received.id}/close`, {
      reason: 'Rest not available this quarter',
    });
    expect(closed).toMatchObject({ status: 'short_closed', statusReason: 'Rest not available this quarter' });
    expect(closed.lines[0]).toMatchObject({ receivedQuantity: 100, leftToReceive: 150.5 });
    expect(closed.shortClosedAt).not.toBeNull();
  });

  describe('applyReceipt (what a goods receipt counts in and out)', () => {
    it('counts accepted goods onto the lines and moves the status: partly received, received, back', async () => {
      const shree = await supplier();
      const order = await confirmNew(
        body(shree.id, {
          lines: [barLine(), { kind: 'service', description: 'Hardening', quantity: 500, rate: 4, gstRate: 18 }],
        }),
      );
      const [bar, service] = order.lines.map((line: { id: string }) => line.id) as [string, string];

      expect(await receive(order.id, [{ purchaseOrderLineId: bar, quantity: 100.25 }])).toBe('partly_received');
      let now = await get(order.id);
      expect(now.lines[0]).toMatchObject({ receivedQuantity: 100.25, leftToReceive: 150.25 });
      expect(now).toMatchObject({ status: 'partly_received', receiptProgress: 'Partly', linesReceived: 0 });

      // Two counts of one line are added together before they are checked.
      const over = receive(order.id, [
        { purchaseOrderLineId: bar, quantity: 100 },
        { purchaseOrderLineId: bar, quantity: 50.5 },
      ]);
      await expect(over).rejects.toMatchObject({
        statusCode: 400,
        errors: { 'lines.1.acceptedQuantity': 'Only 50.25 KGS left to receive on this line' },
      });
      expect((await get(order.id)).lines[0].receivedQuantity).toBe(100.25);

      const other = await confirmNew(body(shree.id));
      await expect(receive(order.id, [{ purchaseOrderLineId: other.lines[0].id, quantity: 1 }])).rejects.toMatchObject({
        statusCode: 400,
        errors: { 'lines.0.acceptedQuantity': 'Not a line of this purchase order' },
      });

      expect(
        await receive(order.id, [
          { purchaseOrderLineId: bar, quantity: 150.25 },
          { purchaseOrderLineId: service, quantity: 500 },
        ]),
      ).toBe('received');
      now = await get(order.id);
      expect(now).toMatchObject({ status: 'received', receiptProgress: 'Fully', linesReceived: 2 });
      // Nothing more is taken in on a received order.
      await expect(receive(order.id, [{ purchaseOrderLineId: bar, quantity: 1 }])).rejects.toMatchObject({
        statusCode: 409,
        message: 'Only a confirmed purchase order takes goods receipts; this one is received',
      });

      // A receipt cancelled takes its goods back out: the order is open again.
      expect(await receive(order.id, [{ purchaseOrderLineId: service, quantity: -500 }])).toBe('partly_received');
      expect(
        await receive(order.id, [
          { purchaseOrderLineId: bar, quantity: -250.5 },
          { purchaseOrderLineId: service, quantity: 0 },
        ]),
      ).toBe('confirmed');
      await expect(receive(order.id, [{ purchaseOrderLineId: bar, quantity: -1 }])).rejects.toMatchObject({
        statusCode: 409,
      });
    });

    it('takes nothing in on a draft, short-closed or cancelled order; a short-closed one keeps its status when goods go back', async () => {
      const shree = await supplier();
      const pending = await draft(body(shree.id));
      await expect(
        receive(pending.id, [{ purchaseOrderLineId: pending.lines[0].id, quantity: 1 }]),
      ).rejects.toMatchObject({
        statusCode: 409,
        message: 'Only a confirmed purchase order takes goods receipts; this one is draft',
      });

      const order = await confirmNew(body(shree.id));
      const line = order.lines[0].id;
      await receive(order.id, [{ purchaseOrderLineId: line, quantity: 200 }]);
      await kit.ok('POST', `/api/purchase-orders/${order.id}/close`, { reason: 'Enough for this batch' });
      await expect(receive(order.id, [{ purchaseOrderLineId: line, quantity: 1 }])).rejects.toMatchObject({
        statusCode: 409,
        message: 'Only a confirmed purchase order takes goods receipts; this one is short closed',
      });
      expect(await receive(order.id, [{ purchaseOrderLineId: line, quantity: -200 }])).toBe('short_closed');
      expect((await get(order.id)).lines[0].receivedQuantity).toBe(0);

      await expect(receive(randomUUID(), [])).rejects.toMatchObject({ statusCode: 404 });
    });
  });

  describe('who may take each step', () => {
    const as = async (permissions: Permission[]) => (await kit.h.userWith(permissions)).accessToken;
    const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, b?: object) =>
      kit.h.call(method, url, { token, body: b });

    it('lets the buyer keep drafts and the purchase-order-status holder confirm, short-close and cancel', async () => {
      const shree = await supplier();
      const buyer = await as([{ scope: 'purchase-orders', actions: ['view', 'create', 'edit', 'delete'] }]);
      const made = await call(buyer, 'POST', '/api/purchase-orders', body(shree.id));
      expect(made.statusCode).toBe(201);
      const id = made.json().id;
      expect((await call(buyer, 'POST', `/api/purchase-orders/${id}/confirm`, {})).statusCode).toBe(403);
      // Save-and-confirm needs confirming's own permission: refused, nothing saved.
      const before = (await kit.h.db.select({ id: purchaseOrders.id }).from(purchaseOrders)).length;
      expect((await call(buyer, 'POST', '/api/purchase-orders/confirm', body(shree.id))).statusCode).toBe(403);
      expect((await kit.h.db.select({ id: purchaseOrders.id }).from(purchaseOrders)).length).toBe(before);

      const confirmer = await as([
        { scope: 'purchase-orders', actions: ['view'] },
        { scope: 'purchase-order-status', actions: ['create'] },
      ]);
      expect((await call(confirmer, 'POST', `/api/purchase-orders/${id}/confirm`, {})).statusCode).toBe(200);
      expect((await call(confirmer, 'POST', `/api/purchase-orders/${id}/close`, { reason: 'r' })).statusCode).toBe(403);
      expect((await call(confirmer, 'POST', `/api/purchase-orders/${id}/cancel`, { reason: 'r' })).statusCode).toBe(
        403,
      );
      const canceller = await as([{ scope: 'purchase-order-status', actions: ['delete'] }]);
      expect((await call(canceller, 'POST', `/api/purchase-orders/${id}/cancel`, { reason: 'r' })).statusCode).toBe(
        200,
      );
      const closer = await as([{ scope: 'purchase-order-status', actions: ['edit'] }]);
      const other = await confirmNew(body(shree.id));
      expect((await call(closer, 'POST', `/api/purchase-orders/${other.id}/close`, { reason: 'r' })).statusCode).toBe(
        200,
      );
      const stranger = await as([{ scope: 'suppliers', actions: ['view'] }]);
      expect((await call(stranger, 'GET', `/api/purchase-orders/${id}`)).statusCode).toBe(403);
      expect((await call(stranger, 'GET', `/api/purchase-orders/${id}/pdf`)).statusCode).toBe(403);
    });
  });

  describe('what a draft must be', () => {
    const refusal = async (b: object) => {
      const res = await kit.call('POST', '/api/purchase-orders', b);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors;
    };

    it('answers 400 naming the field, for the schema’s rules and the server’s', async () => {
      const shree = await supplier();
      expect(await refusal(body(shree.id, { lines: [barLine({ grade: '', rodSize: ' ' })] }))).toMatchObject({
        'lines.0.grade': 'Grade is required for bar stock',
        'lines.0.rodSize': 'Rod size is required for bar stock',
      });
      expect(
        await refusal(body(shree.id, { lines: [{ kind: 'bought_out', quantity: 1, rate: 1, gstRate: 18 }] })),
      ).toMatchObject({ 'lines.0.description': 'Description is required' });
      expect(await refusal(body(shree.id, { lines: [barLine({ quantity: 1.2345 })] }))).toMatchObject({
        'lines.0.quantity': 'Maximum 3 decimal places',
      });
      expect(await refusal(body(shree.id, { lines: [barLine({ quantity: 0 })] }))).toMatchObject({
        'lines.0.quantity': 'Must be more than 0',
      });
      expect(await refusal(body(shree.id, { lines: [barLine({ unit: 'KG' })] }))).toMatchObject({
        'lines.0.unit': 'Choose a unit from the GST list (KGS, NOS …)',
      });
      expect(await refusal(body(shree.id, { lines: [barLine({ gstRate: 7 })] }))).toMatchObject({
        'lines.0.gstRate': 'Choose a GST rate from the list',
      });
      expect(await refusal(body(shree.id, { lines: [barLine({ bars: 2.5 })] }))).toMatchObject({
        'lines.0.bars': 'Must be a whole number',
      });
      expect(
        await refusal(body(shree.id, { deliveryDate: '2026-05-01', lines: [barLine({ deliveryDate: '2026-04-30' })] })),
      ).toMatchObject({
        deliveryDate: 'Delivery cannot be before the PO date',
        'lines.0.deliveryDate': 'Delivery cannot be before the PO date',
      });
      expect(await refusal(body(shree.id, { lines: [] }))).toMatchObject({ lines: 'Add at least one line' });
      expect(await refusal(body(shree.id, { poDate: '1999-12-31' }))).toMatchObject({
        poDate: 'Enter a date between 01/01/2000 and 31/12/2099',
      });
      expect(
        await refusal(body(shree.id, { lines: [barLine({ quantity: 9_999_999.999, rate: 99_999_999.99 })] })),
      ).toMatchObject({ 'lines.0.rate': 'The line amount is too large' });
      expect(await refusal(body(randomUUID()))).toEqual({ supplierId: 'Supplier not found' });
    });
  });

  it('lists, searches, filters and exports, with how far each order has been received', async () => {
    const kaveri = await supplier({ name: 'Kaveri Alloys' });
    const open = await confirmNew(body(kaveri.id));
    await receive(open.id, [{ purchaseOrderLineId: open.lines[0].id, quantity: 50 }]);
    const pending = await draft(body(kaveri.id));

    const page = await kit.ok('GET', `/api/purchase-orders?search=kaveri&sortBy=createdAt&sortOrder=ASC`);
    expect(page.data.map((row: { id: string }) => row.id)).toEqual([open.id, pending.id]);
    expect(page.data[0]).toMatchObject({
      status: 'partly_received',
      receiptProgress: 'Partly',
      lineCount: 1,
      linesReceived: 0,
    });
    const byPo = await kit.ok('GET', `/api/purchase-orders?search=${encodeURIComponent(open.poNumber)}`);
    expect(byPo.data.map((row: { id: string }) => row.id)).toEqual([open.id]);
    const drafts = await kit.ok('GET', `/api/purchase-orders?status=draft&supplierId=${kaveri.id}`);
    expect(drafts.data.map((row: { id: string }) => row.id)).toEqual([pending.id]);
    expect((await kit.call('GET', '/api/purchase-orders?status=open')).statusCode).toBe(400);
    // Open: goods still awaited (confirmed or partly received), as the supplier page lists them.
    const confirmed = await confirmNew(body(kaveri.id));
    const openOnes = await kit.ok(
      'GET',
      `/api/purchase-orders?open=true&supplierId=${kaveri.id}&sortBy=createdAt&sortOrder=ASC`,
    );
    expect(openOnes.data.map((row: { id: string }) => row.id)).toEqual([open.id, confirmed.id]);
    expect((await kit.call('GET', '/api/purchase-orders?open=false')).statusCode).toBe(400);

    const csv = await kit.call(
      'GET',
      `/api/purchase-orders/export?supplierId=${kaveri.id}&sortBy=createdAt&sortOrder=ASC`,
    );
    expect(csv.statusCode).toBe(200);
    const [header, first] = exportedCsv(csv).trim().split('\r\n');
    expect(header?.split(',').slice(0, 5)).toEqual([
      'PO Number',
      'Status',
      'PO Date',
      'Delivery Date',
      'Supplier Code',
    ]);
    expect(first).toContain(open.poNumber);
    expect(first).toContain('partly_received');
  });

  it('prints a PDF with the company as buyer, the supplier, the lines and the total in words', async () => {
    const shree = await supplier();
    const order = await confirmNew(body(shree.id, { remarks: 'Deliver to stores, gate 2' }));
    const res = await kit.call('GET', `/api/purchase-orders/${order.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${order.poNumber.replaceAll('/', '-')}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload).join(' ');
    for (const expected of [
      'PURCHASE ORDER',
      order.poNumber,
      'Acme Precision Components Pvt Ltd',
      shree.name,
      'Bright bar EN8 Ø25',
      '250.5',
      '23,204.00',
      'Rupees Twenty-Three Thousand Two Hundred Four Only',
      'Deliver to stores, gate 2',
    ]) {
      expect(text).toContain(expected);
    }
    expect((await kit.call('GET', `/api/purchase-orders/${randomUUID()}/pdf`)).statusCode).toBe(404);
  });

  describe('the supplier picker (GET /api/suppliers/options)', () => {
    it('finds active suppliers by name or code, codes starting with the text first', async () => {
      const tag = randomUUID().slice(0, 5);
      const byName = await supplier({ name: `Zed ${tag} Forgings`, supplierCode: `ZF-${tag}` });
      const byCode = await supplier({ name: 'Unrelated Metals', supplierCode: `${tag}-UM` });
      const closed = await supplier({ name: `Closed ${tag} Traders`, supplierCode: `CT-${tag}`, isActive: false });
      const found = await kit.ok('GET', `/api/suppliers/options?search=${tag}`);
      expect(found).toEqual([
        {
          id: byCode.id,
          name: 'Unrelated Metals',
          supplierCode: `${tag}-UM`,
          gstin: byCode.gstin,
          state: 'Maharashtra',
        },
        expect.objectContaining({ id: byName.id, supplierCode: `ZF-${tag}` }),
      ]);
      const buyer = (await kit.h.userWith([{ scope: 'purchase-orders', actions: ['create'] }])).accessToken;
      expect((await kit.h.call('GET', '/api/suppliers/options?search=zed', { token: buyer })).statusCode).toBe(200);
      const none = (await kit.h.userWith([{ scope: 'invoices', actions: ['view'] }])).accessToken;
      expect((await kit.h.call('GET', '/api/suppliers/options', { token: none })).statusCode).toBe(403);
      // Empty text lists the first active suppliers by name, so the picker opens on a list.
      const first = await kit.ok('GET', '/api/suppliers/options');
      expect(first.length).toBeGreaterThan(0);
      const inactive = await kit.h.db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.isActive, false));
      expect(first.some((option: { id: string }) => inactive.some((row) => row.id === option.id))).toBe(false);

      // One supplier by id, for a filter or a form that names it: an inactive one too (old orders name it).
      expect(await kit.ok('GET', `/api/suppliers/options/${closed.id}`)).toEqual({
        id: closed.id,
        name: closed.name,
        supplierCode: `CT-${tag}`,
        gstin: closed.gstin,
        state: 'Maharashtra',
      });
      expect((await kit.call('GET', `/api/suppliers/options/${randomUUID()}`)).statusCode).toBe(404);
    });
  });
});
