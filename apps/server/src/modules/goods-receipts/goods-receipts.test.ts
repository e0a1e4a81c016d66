import { randomUUID } from 'node:crypto';
import { financialYearOf, HEAT_NUMBER_REQUIRED, todayIn } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportedCsv } from '../../../test/exported-csv.js';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { pdfText } from '../../../test/pdf-facts.js';
import { goodsReceipts, stockMovements } from '../../db/schema/index.js';
import { postMovements } from '../stock/stock-ledger.js';
import { goodsReceiptKit } from './goods-receipt-test-kit.js';

const kit = invoiceTestKit();
const grn = goodsReceiptKit(kit);
const today = todayIn();
const year = financialYearOf(today);
const GRN_NUMBER = new RegExp(`^GRN/${year}/\\d{4}$`);
const serial = (number: string) => Number(number.slice(-4));

describe('goods receipts: the journey', () => {
  it('receives 1,980 of 2,000 kg EN8 Ø25 under heat H123, then the rest; cancelling gives both back', async () => {
    const order = await grn.purchaseOrder();
    expect(order.lines[0]).toMatchObject({ materialKey: 'EN8|Ø25', quantity: 2000, receivedQuantity: 0 });
    const certificateId = await grn.certificate('MTC H123 Tata Steel.pdf');

    const first = await kit.ok(
      'POST',
      '/api/goods-receipts/receive',
      grn.receiptBody(order, [
        {
          receivedQuantity: 2000,
          acceptedQuantity: 1980,
          rejectedQuantity: 20,
          rejectionReason: 'Two bars bent in transit',
          bars: 33,
          heatNumber: 'h123',
          certificateId,
        },
      ]),
      201,
    );
    expect(first).toMatchObject({ status: 'received', poNumber: order.poNumber, supplierName: order.supplierName });
    expect(first.grnNumber).toMatch(GRN_NUMBER);
    expect(first.lines[0]).toMatchObject({
      kind: 'bar_stock',
      grade: 'EN8',
      rodSize: 'Ø25',
      unit: 'KGS',
      orderedQuantity: 2000,
      orderReceivedQuantity: 1980,
      receivedQuantity: 2000,
      acceptedQuantity: 1980,
      rejectedQuantity: 20,
      bars: 33,
      // One heat however it is typed.
      heatNumber: 'H123',
      certificate: { id: certificateId, fileName: 'MTC H123 Tata Steel.pdf', contentType: 'application/pdf' },
    });

    const partly = await kit.ok('GET', `/api/purchase-orders/${order.id}`);
    expect(partly.status).toBe('partly_received');
    expect(partly.lines[0]).toMatchObject({ receivedQuantity: 1980, leftToReceive: 20 });
    expect(await grn.balance('EN8|Ø25', 'H123')).toEqual({ quantity: 1980, bars: 33 });
    const [movement] = await grn.movementsOf(first.id);
    const me = await kit.ok('GET', '/api/auth/me');
    expect(movement).toMatchObject({
      kind: 'receipt',
      itemType: 'material',
      itemKey: 'EN8|Ø25',
      grade: 'EN8',
      rodSize: 'Ø25',
      heatNumber: 'H123',
      quantity: 1980,
      bars: 33,
      movementDate: first.receiptDate,
      sourceType: 'goods_receipt',
      sourceNumber: first.grnNumber,
      createdBy: me.id,
    });

    // The rest comes in under another heat: the order is received.
    const second = await kit.ok(
      'POST',
      '/api/goods-receipts/receive',
      grn.receiptBody(order, [{ receivedQuantity: 20, acceptedQuantity: 20, heatNumber: 'H124' }]),
      201,
    );
    expect(serial(second.grnNumber)).toBe(serial(first.grnNumber) + 1);
    expect((await kit.ok('GET', `/api/purchase-orders/${order.id}`)).status).toBe('received');
    expect(await grn.balance('EN8|Ø25', 'H124')).toEqual({ quantity: 20, bars: 0 });

    // Cancelling the first takes its 1,980 kg off the order and out of heat H123.
    const cancelled = await kit.ok('POST', `/api/goods-receipts/${first.id}/cancel`, {
      version: first.version,
      reason: 'Supplier invoice raised against the wrong PO',
    });
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      grnNumber: first.grnNumber,
      cancelReason: 'Supplier invoice raised against the wrong PO',
    });
    const back = await kit.ok('GET', `/api/purchase-orders/${order.id}`);
    expect(back.status).toBe('partly_received');
    expect(back.lines[0].receivedQuantity).toBe(20);
    expect(await grn.balance('EN8|Ø25', 'H123')).toEqual({ quantity: 0, bars: 0 });
    const reversal = (await grn.movementsOf(first.id)).at(-1);
    expect(reversal).toMatchObject({ kind: 'receipt_reversal', heatNumber: 'H123', quantity: -1980, bars: -33 });
    expect(reversal?.sourceNumber).toBe(first.grnNumber);

    await kit.ok('POST', `/api/goods-receipts/${second.id}/cancel`, { reason: 'Returned to the supplier' });
    const none = await kit.ok('GET', `/api/purchase-orders/${order.id}`);
    expect(none.status).toBe('confirmed');
    expect(none.lines[0].receivedQuantity).toBe(0);
    expect(await grn.balance('EN8|Ø25', 'H124')).toEqual({ quantity: 0, bars: 0 });
  });

  it('refuses to accept more than is left on the order line, naming the line, and numbers nothing', async () => {
    const order = await grn.purchaseOrder();
    await kit.ok(
      'POST',
      '/api/goods-receipts/receive',
      grn.receiptBody(order, [{ receivedQuantity: 1500, acceptedQuantity: 1500 }]),
      201,
    );
    const draft = await kit.ok(
      'POST',
      '/api/goods-receipts',
      grn.receiptBody(order, [
        { receivedQuantity: 600, acceptedQuantity: 500.5, rejectedQuantity: 99.5, rejectionReason: 'Rust' },
      ]),
      201,
    );
    expect(draft).toMatchObject({ status: 'draft', grnNumber: null });
    const res = await kit.call('POST', `/api/goods-receipts/${draft.id}/receive`, { version: draft.version });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'lines.0.acceptedQuantity': 'Only 500 KGS left to receive on this line' });
    expect(await kit.ok('GET', `/api/goods-receipts/${draft.id}`)).toMatchObject({ status: 'draft', grnNumber: null });
    expect(await grn.movementsOf(draft.id)).toEqual([]);

    // Two lines of the same order line count together.
    const split = await kit.call(
      'POST',
      '/api/goods-receipts/receive',
      grn.receiptBody(order, [
        { receivedQuantity: 300, acceptedQuantity: 300, heatNumber: 'H200' },
        { receivedQuantity: 300, acceptedQuantity: 300, heatNumber: 'H201' },
      ]),
    );
    expect(split.statusCode).toBe(400);
    expect(split.json().errors).toEqual({ 'lines.1.acceptedQuantity': 'Only 200 KGS left to receive on this line' });
  });

  it('takes the next number of the yearly GRN series; a refused receipt takes none', async () => {
    const order = await grn.purchaseOrder();
    const one = await kit.ok('POST', '/api/goods-receipts/receive', grn.receiptBody(order, [{}]), 201);
    const refused = await kit.call(
      'POST',
      '/api/goods-receipts/receive',
      grn.receiptBody(order, [{ receivedQuantity: 5000, acceptedQuantity: 5000 }]),
    );
    expect(refused.statusCode).toBe(400);
    const two = await kit.ok('POST', '/api/goods-receipts/receive', grn.receiptBody(order, [{}]), 201);
    expect(one.grnNumber).toMatch(GRN_NUMBER);
    expect(serial(two.grnNumber)).toBe(serial(one.grnNumber) + 1);
    // A draft has none, and a received receipt is no longer a draft to edit or delete.
    const edit = await kit.call('PUT', `/api/goods-receipts/${one.id}`, grn.receiptBody(order, [{}]));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('Only a draft goods receipt can be edited');
    const remove = await kit.call('DELETE', `/api/goods-receipts/${one.id}`);
    expect(remove.statusCode).toBe(409);
  });
});

describe('goods receipts: the orders to receive against', () => {
  it('offers confirmed and partly received orders by PO number or supplier, each line with what is left', async () => {
    const supplier = await grn.supplier();
    const open = await grn.purchaseOrder([{}, { grade: 'EN19', rodSize: 'Hex 17', quantity: 500 }], supplier.id);
    const partly = await grn.purchaseOrder([{ quantity: 100 }], supplier.id);
    await kit.ok(
      'POST',
      '/api/goods-receipts/receive',
      grn.receiptBody(partly, [{ receivedQuantity: 40, acceptedQuantity: 40 }]),
      201,
    );
    const full = await grn.purchaseOrder([{ quantity: 10 }], supplier.id);
    await kit.ok(
      'POST',
      '/api/goods-receipts/receive',
      grn.receiptBody(full, [{ receivedQuantity: 10, acceptedQuantity: 10 }]),
      201,
    );
    const draft = await kit.ok(
      'POST',
      '/api/purchase-orders',
      {
        supplierId: supplier.id,
        poDate: today,
        lines: [{ kind: 'bar_stock', grade: 'EN8', rodSize: 'Ø25', quantity: 1, rate: 1, gstRate: 18 }],
      },
      201,
    );

    const offered = await kit.ok('GET', `/api/goods-receipts/orders?search=${encodeURIComponent(supplier.name)}`);
    expect(offered.map((o: { id: string }) => o.id).sort()).toEqual([open.id, partly.id].sort());
    const byNumber = await kit.ok('GET', `/api/goods-receipts/orders?search=${encodeURIComponent(open.poNumber)}`);
    expect(byNumber).toHaveLength(1);
    expect(byNumber[0]).toMatchObject({ poNumber: open.poNumber, status: 'confirmed', supplierName: supplier.name });
    expect(byNumber[0].lines[1]).toMatchObject({
      kind: 'bar_stock',
      grade: 'EN19',
      rodSize: 'Hex 17',
      unit: 'KGS',
      leftToReceive: 500,
    });
    const leftOn = (await kit.ok('GET', `/api/goods-receipts/orders?purchaseOrderId=${partly.id}`))[0];
    expect(leftOn).toMatchObject({ status: 'partly_received', lines: [{ receivedQuantity: 40, leftToReceive: 60 }] });
    // Named, an order is read whatever its status: the form says why it takes no receipt.
    expect((await kit.ok('GET', `/api/goods-receipts/orders?purchaseOrderId=${draft.id}`))[0].status).toBe('draft');
  });
});

describe('goods receipts: what a draft must be', () => {
  const refusal = async (body: object) => {
    const res = await kit.call('POST', '/api/goods-receipts', body);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().errors;
  };

  it('needs the heat number of bar stock, not of a bought-out item', async () => {
    const order = await grn.purchaseOrder([
      {},
      { kind: 'bought_out', grade: null, rodSize: null, description: 'Collet 25 mm', quantity: 4, unit: 'NOS' },
    ]);
    expect(await refusal(grn.receiptBody(order, [{ heatNumber: '' }]))).toEqual({
      'lines.0.heatNumber': HEAT_NUMBER_REQUIRED,
    });
    const collets = await kit.ok(
      'POST',
      '/api/goods-receipts/receive',
      grn.receiptBody(order, [{ line: 1, receivedQuantity: 4, acceptedQuantity: 4, heatNumber: null }]),
      201,
    );
    // Bought-out items are counted on the order, not kept in stock.
    expect(collets.lines[0]).toMatchObject({ kind: 'bought_out', acceptedQuantity: 4, heatNumber: null });
    expect(await grn.movementsOf(collets.id)).toEqual([]);
    expect((await kit.ok('GET', `/api/purchase-orders/${order.id}`)).lines[1].receivedQuantity).toBe(4);
  });

  it('is against a confirmed order, on its own lines, dated on or after it, with real certificates', async () => {
    const order = await grn.purchaseOrder();
    const other = await grn.purchaseOrder();
    const draftOrder = await kit.ok(
      'POST',
      '/api/purchase-orders',
      {
        supplierId: order.supplierId,
        poDate: today,
        lines: [{ kind: 'bar_stock', grade: 'EN8', rodSize: 'Ø25', quantity: 1, rate: 1, gstRate: 18 }],
      },
      201,
    );
    expect(await refusal(grn.receiptBody(draftOrder, [{}]))).toEqual({
      purchaseOrderId: 'Only a confirmed purchase order takes goods receipts; this one is draft',
    });
    expect(await refusal(grn.receiptBody({ id: order.id, lines: other.lines }, [{}]))).toEqual({
      'lines.0.purchaseOrderLineId': 'Not a line of this purchase order',
    });
    expect(
      await refusal(grn.receiptBody(order, [{}], { receiptDate: '2001-01-01', supplierInvoiceDate: null })),
    ).toEqual({ receiptDate: 'Goods cannot be received before the purchase order date' });
    expect(await refusal(grn.receiptBody(order, [{ certificateId: randomUUID() }]))).toEqual({
      'lines.0.certificateId': 'Certificate not found: upload it again',
    });
    // The schema's own rules, as the form shows them.
    expect(
      await refusal(grn.receiptBody(order, [{ receivedQuantity: 100, acceptedQuantity: 90, rejectedQuantity: 5 }])),
    ).toMatchObject({ 'lines.0.rejectedQuantity': 'Accepted and rejected must add up to the quantity received' });
    expect(
      await refusal(grn.receiptBody(order, [{ receivedQuantity: 100, acceptedQuantity: 90, rejectedQuantity: 10 }])),
    ).toEqual({ 'lines.0.rejectionReason': 'Say why it was rejected' });
    expect(await refusal(grn.receiptBody(order, [{ heatNumber: 'H1;DROP' }]))).toEqual({
      'lines.0.heatNumber': 'A heat number holds letters, digits, / - . and spaces',
    });
    // Once the order is short-closed, a draft saved before cannot be received.
    const draft = await kit.ok('POST', '/api/goods-receipts', grn.receiptBody(order, [{}]), 201);
    const read = await kit.ok('GET', `/api/purchase-orders/${order.id}`);
    await kit.ok('POST', `/api/purchase-orders/${order.id}/close`, { version: read.version, reason: 'Mill closed' });
    const late = await kit.call('POST', `/api/goods-receipts/${draft.id}/receive`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Only a confirmed purchase order takes goods receipts; this one is short closed');
  });
});

describe('goods receipts: cancelling', () => {
  it('is refused when the heat has already been used, and needs a reason', async () => {
    const order = await grn.purchaseOrder();
    const receipt = await kit.ok(
      'POST',
      '/api/goods-receipts/receive',
      grn.receiptBody(order, [{ receivedQuantity: 100, acceptedQuantity: 100, heatNumber: 'H900' }]),
      201,
    );
    const noReason = await kit.call('POST', `/api/goods-receipts/${receipt.id}/cancel`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: 'Give the reason for cancelling' });

    // 40 kg of the heat issued to the shop floor.
    await kit.h.db.transaction((tx) =>
      postMovements(tx, [
        {
          kind: 'issue',
          movementDate: today,
          itemKey: 'EN8|Ø25',
          itemType: 'material',
          heatNumber: 'H900',
          quantity: -40,
        },
      ]),
    );
    const used = await kit.call('POST', `/api/goods-receipts/${receipt.id}/cancel`, { reason: 'Wrong material' });
    expect(used.statusCode).toBe(400);
    expect(used.json().errors).toEqual({ 'lines.0.acceptedQuantity': 'Only 60 kg of EN8 Ø25, heat H900 in stock' });
    expect(await kit.ok('GET', `/api/goods-receipts/${receipt.id}`)).toMatchObject({ status: 'received' });
    expect((await kit.ok('GET', `/api/purchase-orders/${order.id}`)).lines[0].receivedQuantity).toBe(100);
    expect(await grn.balance('EN8|Ø25', 'H900')).toEqual({ quantity: 60, bars: 0 });
  });
});

describe('goods receipts: access', () => {
  it('the stores make and receive them without the buyer’s scopes; cancelling is delete’s', async () => {
    const order = await grn.purchaseOrder();
    const stores = await kit.h.userWith([{ scope: 'goods-receipts', actions: ['view', 'create', 'edit'] }]);
    const as = (token: string) => (method: 'GET' | 'POST', url: string, body?: object) =>
      kit.h.call(method, url, { token, body });
    const storesCall = as(stores.accessToken);
    // The order and what is left on it, read under the stores' own scope.
    const orders = await storesCall('GET', `/api/goods-receipts/orders?purchaseOrderId=${order.id}`);
    expect(orders.statusCode).toBe(200);
    expect(orders.json()[0].lines[0]).toMatchObject({ quantity: 2000, receivedQuantity: 0, leftToReceive: 2000 });
    expect((await storesCall('GET', `/api/purchase-orders/${order.id}`)).statusCode).toBe(403);
    const made = await storesCall('POST', '/api/goods-receipts/receive', grn.receiptBody(order, [{}]));
    expect(made.statusCode, made.body).toBe(201);
    expect((await storesCall('POST', `/api/goods-receipts/${made.json().id}/cancel`, { reason: 'x' })).statusCode).toBe(
      403,
    );
    // The upload takes create or edit; viewing alone is refused.
    const viewer = await kit.h.userWith([{ scope: 'goods-receipts', actions: ['view'] }]);
    const viewerCall = as(viewer.accessToken);
    expect((await viewerCall('GET', `/api/goods-receipts/${made.json().id}`)).statusCode).toBe(200);
    expect((await viewerCall('POST', '/api/goods-receipts', grn.receiptBody(order, [{}]))).statusCode).toBe(403);
    const upload = await grn.upload(Buffer.from('%PDF-1.4\n'), 'application/pdf', 'mtc.pdf', viewer.accessToken);
    expect(upload.statusCode).toBe(403);
    // Saving a draft is not receiving it: edit alone saves, the receive step is create's.
    const editor = await kit.h.userWith([{ scope: 'goods-receipts', actions: ['view', 'edit'] }]);
    const draft = await kit.ok('POST', '/api/goods-receipts', grn.receiptBody(order, [{}]), 201);
    const editorCall = as(editor.accessToken);
    expect((await editorCall('POST', `/api/goods-receipts/${draft.id}/receive`, {})).statusCode).toBe(403);
  });
});

describe('goods receipts: list, export and print', () => {
  it('lists and exports them by order and status, and prints the GRN with its heats and certificates', async () => {
    const order = await grn.purchaseOrder();
    const certificateId = await grn.certificate();
    const received = await kit.ok(
      'POST',
      '/api/goods-receipts/receive',
      grn.receiptBody(
        order,
        [
          {
            receivedQuantity: 500,
            acceptedQuantity: 480,
            rejectedQuantity: 20,
            rejectionReason: 'Oversize OD',
            heatNumber: 'H7781',
            certificateId,
          },
        ],
        { supplierInvoiceNumber: 'TS/2026/4471', remarks: 'Unloaded at bay 2' },
      ),
      201,
    );
    const draft = await kit.ok('POST', '/api/goods-receipts', grn.receiptBody(order, [{}]), 201);
    const list = await kit.ok('GET', `/api/goods-receipts?purchaseOrderId=${order.id}&sortBy=createdAt&sortOrder=asc`);
    expect(list.data.map((r: { id: string }) => r.id)).toEqual([received.id, draft.id]);
    const drafts = await kit.ok('GET', `/api/goods-receipts?purchaseOrderId=${order.id}&status=draft`);
    expect(drafts.data.map((r: { id: string }) => r.id)).toEqual([draft.id]);
    const found = await kit.ok('GET', '/api/goods-receipts?search=TS/2026/4471');
    expect(found.data.map((r: { id: string }) => r.id)).toEqual([received.id]);

    const csv = await kit.call('GET', `/api/goods-receipts/export?purchaseOrderId=${order.id}&status=received`);
    expect(csv.statusCode).toBe(200);
    const [header, row, ...rest] = exportedCsv(csv).trim().split(/\r?\n/);
    expect(header).toContain('GRN Number,Status,Receipt Date,PO Number');
    expect(row).toContain(received.grnNumber);
    expect(row).toContain('TS/2026/4471');
    expect(rest).toEqual([]);

    const pdf = await kit.call('GET', `/api/goods-receipts/${received.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${received.grnNumber.replaceAll('/', '-')}.pdf"`,
    );
    expect(pdfText(pdf.rawPayload)).toEqual(
      expect.arrayContaining([
        'GOODS RECEIPT NOTE',
        `GRN No.: ${received.grnNumber}`,
        `PO No.: ${order.poNumber}`,
        `PO date: ${today.split('-').reverse().join('/')}`,
        `Supplier invoice: TS/2026/4471 dated ${today.split('-').reverse().join('/')}`,
        'H7781',
        'Yes',
        '480',
        'Line 1: 20 KGS rejected — Oversize OD',
      ]),
    );
    const draftPdf = await kit.call('GET', `/api/goods-receipts/${draft.id}/pdf`);
    expect(pdfText(draftPdf.rawPayload)).toContain('DRAFT — the goods are not in stock until received');

    // The receipt is stored as the API answered it.
    const [row0] = await kit.h.db.select().from(goodsReceipts).where(eq(goodsReceipts.id, received.id));
    expect(row0?.receivedAt).not.toBeNull();
    expect(
      await kit.h.db.select({ n: stockMovements.id }).from(stockMovements).where(eq(stockMovements.sourceId, draft.id)),
    ).toEqual([]);
  });
});
