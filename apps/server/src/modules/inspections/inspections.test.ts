import { randomUUID } from 'node:crypto';
import { todayIn } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { pdfText, titleOf } from '../../../test/pdf-facts.js';
import { type SmtpTestServer, startSmtpTestServer } from '../../../test/smtp-test-server.js';
import { inspectionReadings } from '../../db/schema/index.js';
import { insertProductionEntry, insertWorkOrder } from './inspection-fixture.js';
import { FIRST_PIECE_RELIED_ON, PDI_EXISTS } from './inspections.service.js';

/*
 * Inspections against the real app and database: work orders written by the fixture (the
 * work-order module is tested on its own), sales orders confirmed and dispatched through their
 * routes, invoices issued and e-mailed through a real SMTP server the test starts.
 */

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(() => smtp?.close());
const kit = invoiceTestKit({ env: () => ({ SMTP_URL: smtp.url }) });
const today = todayIn();

/** Final OD 24.98 −0.02/+0, and a burr check by eye. */
const OD = { characteristic: 'Final OD', nominal: 24.98, lowerTolerance: -0.02, upperTolerance: 0, unit: 'mm' };
const BURRS = { characteristic: 'Free of burrs', nominal: null, lowerTolerance: null, upperTolerance: null };
/** What a characteristic proposed from a drawing or an inspection carries of a control plan's: nothing. */
const PLAIN = {
  special: '',
  method: '',
  sampleSize: null,
  gaugeType: '',
  gaugeId: null,
  gaugeCode: null,
  reactionPlan: '',
};

async function inspector() {
  return kit.ok(
    'POST',
    '/api/employees',
    { employeeCode: `QC-${randomUUID().slice(0, 6)}`, firstName: 'Suresh', lastName: 'Patil', isActive: true },
    201,
  );
}

/** A customer, a product of theirs with the drawing's figures, and a released work order of it. */
async function released(fields: Record<string, unknown> = { final_od: 24.98, final_length: 40 }) {
  const buyer = await kit.customer();
  const product = await kit.product(buyer.partyCode, fields);
  const order = await insertWorkOrder(kit.h.db, { productId: product.id, heats: ['H2291'] });
  return { buyer, product, order };
}

const firstPiece = (workOrderId: string, readings: object[], fields: object = {}) =>
  kit.call('POST', '/api/inspections/first-piece', { workOrderId, inspectedOn: today, readings, ...fields });

describe('the first-piece template', () => {
  it("proposes the drawing's figures the product has, tolerances left blank, when it was never inspected", async () => {
    const { product, order } = await released();
    const template = await kit.ok('GET', `/api/inspections/first-piece/template/${order.id}`);
    expect(template).toMatchObject({
      productId: product.id,
      drawingNumber: product.drawing_number,
      source: 'drawing',
      workOrder: { id: order.id, woNumber: order.woNumber, status: 'released', quantity: 1000 },
      attempts: [],
    });
    expect(template).toMatchObject({ planRevision: null, sampleSize: 1 });
    expect(template.characteristics).toEqual([
      { ...PLAIN, characteristic: 'Final OD', nominal: 24.98, lowerTolerance: null, upperTolerance: null, unit: 'mm' },
      { ...PLAIN, characteristic: 'Final length', nominal: 40, lowerTolerance: null, upperTolerance: null, unit: 'mm' },
    ]);
  });

  it('offers all three drawing figures to fill in when the product holds none', async () => {
    const { order } = await released({});
    const template = await kit.ok('GET', `/api/inspections/first-piece/template/${order.id}`);
    expect(
      template.characteristics.map((c: { characteristic: string; nominal: null }) => [c.characteristic, c.nominal]),
    ).toEqual([
      ['Final OD', null],
      ['Final ID', null],
      ['Final length', null],
    ]);
  });
});

describe('a first-piece inspection', () => {
  it("is judged by the server's own reckoning, whatever verdict the client sends; the latest attempt decides", async () => {
    const { product, order } = await released();
    const suresh = await inspector();
    // Out by 0.01 though the client says pass: stored as a fail.
    const failed = await firstPiece(
      order.id,
      [
        { ...OD, measured: [24.99], result: 'pass' },
        { ...BURRS, result: 'pass' },
      ],
      { inspectorId: suresh.id, remarks: 'Tool offset' },
    );
    expect(failed.statusCode, failed.body).toBe(201);
    expect(failed.json()).toMatchObject({
      kind: 'first_piece',
      result: 'fail',
      workOrderId: order.id,
      workOrderNumber: order.woNumber,
      productId: product.id,
      inspectorName: 'Suresh Patil',
      sampleSize: 1,
      lotQuantity: 1000,
      decides: true,
      workOrders: [{ id: order.id, woNumber: order.woNumber, heatNumbers: ['H2291'] }],
    });
    expect(failed.json().readings.map((r: { result: string }) => r.result)).toEqual(['fail', 'pass']);

    // Exactly at the lower limit, though the client says fail: a pass.
    const passed = await firstPiece(order.id, [
      { ...OD, measured: ['24.96'], result: 'fail' },
      { ...BURRS, result: 'pass' },
    ]);
    expect(passed.statusCode, passed.body).toBe(201);
    expect(passed.json()).toMatchObject({ result: 'pass', decides: true, inspectorName: null });
    const stored = await kit.h.db
      .select({ result: inspectionReadings.result, measured: inspectionReadings.measured })
      .from(inspectionReadings)
      .where(eq(inspectionReadings.inspectionId, passed.json().id));
    expect(stored.map((r) => r.result).sort()).toEqual(['pass', 'pass']);

    // The earlier attempt no longer decides; the template lists both, latest first.
    expect((await kit.ok('GET', `/api/inspections/${failed.json().id}`)).decides).toBe(false);
    const template = await kit.ok('GET', `/api/inspections/first-piece/template/${order.id}`);
    expect(template.attempts.map((a: { id: string; result: string }) => [a.id, a.result])).toEqual([
      [passed.json().id, 'pass'],
      [failed.json().id, 'fail'],
    ]);
  });

  it("proposes the product's latest inspection's characteristics, tolerances and all, to the next work order", async () => {
    const { product, order } = await released();
    await firstPiece(order.id, [
      { ...OD, measured: [24.97] },
      { characteristic: 'Thread M10x1.25', nominal: null, result: 'pass' },
    ]);
    const next = await insertWorkOrder(kit.h.db, { productId: product.id });
    const template = await kit.ok('GET', `/api/inspections/first-piece/template/${next.id}`);
    expect(template.source).toBe('inspection');
    expect(template.characteristics).toEqual([
      { ...PLAIN, ...OD },
      {
        ...PLAIN,
        characteristic: 'Thread M10x1.25',
        nominal: null,
        lowerTolerance: null,
        upperTolerance: null,
        unit: 'mm',
      },
    ]);
  });

  it("refuses a draft or completed work order with the flow's message, and names bad references on their fields", async () => {
    const { product } = await released();
    const draft = await insertWorkOrder(kit.h.db, { productId: product.id, status: 'draft' });
    const refused = await firstPiece(draft.id, [{ ...OD, measured: [24.97] }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a released or in-progress work order is inspected; this one is draft');
    const done = await insertWorkOrder(kit.h.db, { productId: product.id, status: 'completed' });
    expect((await firstPiece(done.id, [{ ...OD, measured: [24.97] }])).json().message).toBe(
      'Only a released or in-progress work order is inspected; this one is completed',
    );
    const inProgress = await insertWorkOrder(kit.h.db, { productId: product.id, status: 'in_progress' });
    expect((await firstPiece(inProgress.id, [{ ...OD, measured: [24.97] }])).statusCode).toBe(201);

    const unknown = await firstPiece(randomUUID(), [{ ...OD, measured: [24.97] }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ workOrderId: 'Work order not found' });
    const nobody = await firstPiece(inProgress.id, [{ ...OD, measured: [24.97] }], { inspectorId: randomUUID() });
    expect(nobody.json().errors).toEqual({ inspectorId: 'Inspector not found' });
    const badFigures = await firstPiece(inProgress.id, [{ ...OD, lowerTolerance: 0.02, measured: [24.97] }]);
    expect(badFigures.statusCode).toBe(400);
    expect(badFigures.json().errors).toEqual({
      'readings.0.lowerTolerance': 'The lower tolerance must be 0 or below (-0.02)',
    });
    const unmeasured = await firstPiece(inProgress.id, [{ ...OD, measured: [] }]);
    expect(unmeasured.json().errors).toEqual({ 'readings.0.measured': 'Enter the measured value' });
  });

  it('cannot be deleted once production has been recorded on its pass; a failed attempt can', async () => {
    const { order } = await released();
    const failed = (await firstPiece(order.id, [{ ...OD, measured: [25.5] }])).json();
    const passed = (await firstPiece(order.id, [{ ...OD, measured: [24.97] }])).json();
    await insertProductionEntry(kit.h.db, order, (await inspector()).id);

    const refused = await kit.call('DELETE', `/api/inspections/${passed.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(FIRST_PIECE_RELIED_ON);
    expect((await kit.call('DELETE', `/api/inspections/${failed.id}`)).statusCode).toBe(204);
    expect((await kit.call('GET', `/api/inspections/${failed.id}`)).statusCode).toBe(404);
    expect((await kit.call('GET', `/api/inspections/${passed.id}`)).statusCode).toBe(200);
  });
});

/** The customer's sales order made and confirmed through its routes, and dispatched; answers what the tests read. */
async function dispatched(customerId: string, lines: { productId: string; quantity: number; sent: number }[]) {
  const created = await kit.ok(
    'POST',
    '/api/sales-orders',
    {
      customerId,
      orderDate: today,
      customerPoNumber: 'PO-7788',
      lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity, rate: 12.5 })),
    },
    201,
  );
  const order = await kit.ok('POST', `/api/sales-orders/${created.id}/confirm`, {});
  const after = await kit.ok(
    'POST',
    `/api/sales-orders/${order.id}/dispatches`,
    {
      dispatchDate: today,
      vehicleReference: 'MH12AB1234',
      lines: lines.map((l, i) => ({ orderLineId: order.lines[i].id, quantity: l.sent })),
      pdiOverride: true,
    },
    201,
  );
  const dispatch = after.dispatches.at(-1);
  return { order: after, dispatch, lineIds: after.lines.map((l: { id: string }) => l.id) as string[] };
}

const pdi = (dispatchId: string, fields: object = {}) =>
  kit.call('POST', '/api/inspections/pdi', {
    dispatchId,
    inspectedOn: today,
    sampleSize: 3,
    readings: [
      { ...OD, measured: [24.97, 24.96, 24.98] },
      { ...BURRS, result: 'pass' },
    ],
    ...fields,
  });

describe('the pre-dispatch inspection', () => {
  it('is one per product a dispatch sends, of the quantity sent, traced to the work orders and heats of the order line', async () => {
    const buyer = await kit.customer();
    const part = await kit.product(buyer.partyCode, { final_od: 24.98 });
    const { order, dispatch, lineIds } = await dispatched(buyer.id, [{ productId: part.id, quantity: 500, sent: 200 }]);
    await insertWorkOrder(kit.h.db, {
      productId: part.id,
      salesOrderId: order.id,
      salesOrderLineId: lineIds[0],
      status: 'completed',
      heats: ['H7781', 'H7790'],
    });

    const template = await kit.ok('GET', `/api/inspections/pdi/template/${dispatch.id}`);
    expect(template).toMatchObject({
      dispatch: { id: dispatch.id, challanNumber: dispatch.challanNumber, salesOrderId: order.id },
      products: [{ productId: part.id, quantity: 200, inspectionId: null }],
      productId: part.id,
      source: 'drawing',
    });

    const made = await pdi(dispatch.id, { inspectorId: (await inspector()).id });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      kind: 'pdi',
      result: 'pass',
      dispatchId: dispatch.id,
      challanNumber: dispatch.challanNumber,
      orderNumber: order.orderNumber,
      customerName: buyer.name,
      customerPoNumber: 'PO-7788',
      lotQuantity: 200,
      sampleSize: 3,
      workOrders: [{ heatNumbers: ['H7781', 'H7790'] }],
    });
    expect(made.json().readings[0]).toMatchObject({ measured: [24.97, 24.96, 24.98], min: 24.96, max: 24.98 });

    const again = await pdi(dispatch.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PDI_EXISTS);
    expect((await kit.ok('GET', `/api/inspections/pdi/template/${dispatch.id}`)).products[0].inspectionId).toBe(
      made.json().id,
    );
    // Replaced by deleting it and recording it again.
    expect((await kit.call('DELETE', `/api/inspections/${made.json().id}`)).statusCode).toBe(204);
    expect((await pdi(dispatch.id)).statusCode).toBe(201);
  });

  it("needs the sample's values for each measured characteristic, and a product chosen when the dispatch sends several", async () => {
    const buyer = await kit.customer();
    const [a, b] = [await kit.product(buyer.partyCode), await kit.product(buyer.partyCode)];
    const { dispatch } = await dispatched(buyer.id, [
      { productId: a.id, quantity: 100, sent: 40 },
      { productId: b.id, quantity: 100, sent: 60 },
    ]);
    const short = await pdi(dispatch.id, { sampleSize: 5 });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({
      'readings.0.measured': 'Enter 5 measured values, one per sample piece',
    });
    const unchosen = await pdi(dispatch.id);
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json().errors).toEqual({
      productId: 'The dispatch sends several products: choose the one inspected',
    });
    const stranger = await pdi(dispatch.id, { productId: (await kit.product(buyer.partyCode)).id });
    expect(stranger.json().errors).toEqual({ productId: 'This dispatch does not send that product' });
    const chosen = await pdi(dispatch.id, { productId: b.id, readings: [{ ...OD, measured: [24.97, 25, 24.97] }] });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json()).toMatchObject({ productId: b.id, lotQuantity: 60, result: 'fail' });
    const template = await kit.ok('GET', `/api/inspections/pdi/template/${dispatch.id}?productId=${b.id}`);
    expect(template.products.map((p: { productId: string }) => p.productId)).toEqual([a.id, b.id]);
    expect(template.characteristics).toEqual([{ ...PLAIN, ...OD }]);
    expect(template.sampleSize).toBe(5);
    expect(template.products[1].inspectionId).toBe(chosen.json().id);

    // Each product sent has a report of its own: the form opens on the one without, and a second of b is refused.
    const next = await kit.ok('GET', `/api/inspections/pdi/template/${dispatch.id}`);
    expect(next).toMatchObject({
      productId: a.id,
      products: [
        { productId: a.id, quantity: 40, inspectionId: null },
        { productId: b.id, quantity: 60, inspectionId: chosen.json().id },
      ],
    });
    const twice = await pdi(dispatch.id, { productId: b.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PDI_EXISTS);
    const ofA = await pdi(dispatch.id, { productId: a.id });
    expect(ofA.statusCode, ofA.body).toBe(201);
    expect(ofA.json()).toMatchObject({ productId: a.id, lotQuantity: 40, dispatchId: dispatch.id });
  });

  it("prints as a PDF with the challan, invoice, heats and verdict, and goes with the invoice's e-mail", async () => {
    await kit.setCompany({ email: 'quality@acme-precision.in' });
    const buyer = await kit.customer({ email: 'purchase@kaveri.example' });
    const part = await kit.product(buyer.partyCode, { final_od: 24.98 });
    const { order, dispatch, lineIds } = await dispatched(buyer.id, [{ productId: part.id, quantity: 500, sent: 200 }]);
    const wo = await insertWorkOrder(kit.h.db, {
      productId: part.id,
      salesOrderId: order.id,
      salesOrderLineId: lineIds[0],
      heats: ['HT-55012'],
    });
    const report = (await pdi(dispatch.id)).json();
    const proposal = await kit.ok('GET', `/api/invoices/proposal?salesOrderId=${order.id}&dispatchId=${dispatch.id}`);
    const invoice = await kit.issueNew(
      kit.draftBody(
        buyer.id,
        proposal.lines.map((l: { salesOrderLineId: string; quantity: number }) => ({
          salesOrderLineId: l.salesOrderLineId,
          quantity: l.quantity,
        })),
        { salesOrderId: order.id },
      ),
    );

    const pdf = await kit.call('GET', `/api/inspections/${report.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="PDI-${dispatch.challanNumber.replaceAll('/', '-')}-${part.drawing_number}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(titleOf(pdf.rawPayload)).toBe(`PDI ${dispatch.challanNumber}`);
    const text = pdfText(pdf.rawPayload).join(' ');
    for (const fact of [
      'PRE-DISPATCH INSPECTION REPORT',
      `Challan No.: ${dispatch.challanNumber}`,
      `Invoice No.: ${invoice.invoiceNumber}`,
      `Sales order: ${order.orderNumber}`,
      part.drawing_number,
      'Quantity dispatched: 200 nos',
      `${wo.woNumber} — Heat No. HT-55012`,
      'VERDICT: PASS',
    ]) {
      expect(text).toContain(fact);
    }

    // The invoice's e-mail offers the PDI report and attaches it unless told not to.
    const draft = await kit.ok('GET', `/api/invoices/${invoice.id}/email`);
    expect(draft.pdiReports).toEqual([`PDI-${dispatch.challanNumber.replaceAll('/', '-')}-${part.drawing_number}.pdf`]);
    const mail = { to: ['purchase@kaveri.example'], subject: 'Invoice', message: 'Attached.' };
    await kit.ok('POST', `/api/invoices/${invoice.id}/email`, mail);
    const [invoicePdf, pdiPdf] = smtp.received.at(-1)?.message.attachments ?? [];
    expect(invoicePdf?.filename).toBe(draft.attachment);
    expect(pdiPdf?.filename).toBe(draft.pdiReports[0]);
    expect(pdiPdf?.contentType).toBe('application/pdf');
    expect(titleOf(pdiPdf?.content as Buffer)).toBe(`PDI ${dispatch.challanNumber}`);
    const history = await kit.ok('GET', `/api/invoices/${invoice.id}/history`);
    expect(history.data[0].changes).toContainEqual({
      field: 'attachment',
      before: null,
      after: `${draft.attachment}, ${draft.pdiReports[0]}`,
    });

    await kit.ok('POST', `/api/invoices/${invoice.id}/email`, { ...mail, attachPdi: false });
    expect(smtp.received.at(-1)?.message.attachments.map((a) => a.filename)).toEqual([draft.attachment]);

    // An invoice of another order's dispatch, without a report, offers none.
    const { order: other } = await dispatched(buyer.id, [{ productId: part.id, quantity: 10, sent: 10 }]);
    const plain = await kit.issueNew(
      kit.draftBody(buyer.id, [{ salesOrderLineId: other.lines[0].id, quantity: 10 }], { salesOrderId: other.id }),
    );
    expect((await kit.ok('GET', `/api/invoices/${plain.id}/email`)).pdiReports).toBeUndefined();
  });
});

describe('the inspections list', () => {
  it('filters by kind, result, date and sales order, newest first, and searches the drawing', async () => {
    const buyer = await kit.customer();
    const part = await kit.product(buyer.partyCode, { drawing_number: `LIST-${randomUUID().slice(0, 6)}` });
    const { order, dispatch } = await dispatched(buyer.id, [{ productId: part.id, quantity: 50, sent: 50 }]);
    const report = (await pdi(dispatch.id, { inspectedOn: '2026-04-02' })).json();
    const wo = await insertWorkOrder(kit.h.db, { productId: part.id });
    const piece = (await firstPiece(wo.id, [{ ...OD, measured: [30] }], { inspectedOn: '2026-04-05' })).json();

    const ids = async (query: string) =>
      (await kit.ok('GET', `/api/inspections?${query}`)).data.map((row: { id: string }) => row.id);
    expect(await ids(`search=${part.drawing_number}`)).toEqual([piece.id, report.id]);
    expect(await ids(`search=${part.drawing_number}&kind=pdi`)).toEqual([report.id]);
    expect(await ids(`search=${part.drawing_number}&result=fail`)).toEqual([piece.id]);
    expect(await ids(`productId=${part.id}&from=2026-04-03&to=2026-04-30`)).toEqual([piece.id]);
    expect(await ids(`salesOrderId=${order.id}`)).toEqual([report.id]);
    const [row] = (await kit.ok('GET', `/api/inspections?workOrderId=${wo.id}`)).data;
    expect(row).toMatchObject({
      kind: 'first_piece',
      workOrderNumber: wo.woNumber,
      drawingNumber: part.drawing_number,
    });
    expect((await kit.call('GET', '/api/inspections?kind=audit')).statusCode).toBe(400);
  });
});

describe('who may inspect', () => {
  it('is the inspection scope: viewing reads, create records, delete removes; nothing without it', async () => {
    const { order } = await released();
    const made = (await firstPiece(order.id, [{ ...OD, measured: [24.97] }])).json();
    const viewer = await kit.h.userWith([{ scope: 'inspection', actions: ['view'] }]);
    const outsider = await kit.h.userWith([{ scope: 'invoices', actions: ['view'] }]);
    const as = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) =>
      kit.h.call(method, url, { token, body });

    for (const url of ['/api/inspections', `/api/inspections/${made.id}`, `/api/inspections/${made.id}/pdf`]) {
      expect((await as(outsider.accessToken, 'GET', url)).statusCode, url).toBe(403);
      expect((await as(viewer.accessToken, 'GET', url)).statusCode, url).toBe(200);
    }
    const body = { workOrderId: order.id, inspectedOn: today, readings: [{ ...OD, measured: [24.97] }] };
    expect((await as(viewer.accessToken, 'POST', '/api/inspections/first-piece', body)).statusCode).toBe(403);
    expect((await as(viewer.accessToken, 'GET', `/api/inspections/first-piece/template/${order.id}`)).statusCode).toBe(
      403,
    );
    expect((await as(viewer.accessToken, 'GET', '/api/employees/options')).statusCode).toBe(403);
    expect((await as(viewer.accessToken, 'DELETE', `/api/inspections/${made.id}`)).statusCode).toBe(403);
  });
});
