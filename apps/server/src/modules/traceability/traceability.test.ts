import { randomUUID } from 'node:crypto';
import { materialKey, todayIn } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { pdfText, titleOf } from '../../../test/pdf-facts.js';
import { boxes, inspections, productionReasons, workOrders } from '../../db/schema/index.js';
import { goodsReceiptKit } from '../goods-receipts/goods-receipt-test-kit.js';
import { releasedWorkOrder } from '../production/work-order-fixture.js';

/*
 * Traceability against the real app and database, on a chain built by hand through the API as the
 * plant builds it: heat H1 received on a goods receipt with its mill certificate and H2 put in by
 * a stock count; customer A's work order draws both (its two shift entries on two machines issue
 * the bar from its reserved heats), customer B's draws H1; first piece, an in-process check, the
 * dispatches, A's PDI and invoice, a box. Then the trace back from A's dispatch, invoice and box,
 * and forward from H1 to both customers.
 */

// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;

const kit = invoiceTestKit();
const grn = goodsReceiptKit(kit);
const today = todayIn();
const tag = randomUUID().slice(0, 6).toUpperCase();
const H1 = `H1-${tag}`;
const H2 = `H2-${tag}`;
const BAR = { grade: 'EN8', rodSize: '25 mm Round' };
const OD = { characteristic: 'Final OD', nominal: 24.98, lowerTolerance: -0.02, upperTolerance: 0, unit: 'mm' };

interface Chain {
  supplier: Json;
  certificateId: string;
  receipt: Json;
  a: { customer: Json; product: Json; order: Json; wo: Json; dispatch: Json; invoice: Json };
  b: { customer: Json; product: Json; order: Json; wo: Json; dispatch: Json };
  machines: Json[];
  operators: Json[];
  inspector: Json;
  inProcessId: string;
  box: { code: string; id: string };
  looseBox: { code: string };
}
let chain: Chain;

/** `kg` of the bar put into stock under `heat` by a stock count on 04/01/2024. */
const countedIn = (heatNumber: string, quantity: number) =>
  kit.ok(
    'POST',
    '/api/stock/movements',
    {
      kind: 'adjustment',
      itemType: 'material',
      ...BAR,
      quantity,
      heatNumber,
      movementDate: '2024-01-04',
      reason: 'Opening stock count',
    },
    201,
  );

/** A sales order of one line, made and confirmed through its routes. */
async function confirmedOrder(customerId: string, productId: string, quantity: number) {
  const draft = await kit.ok(
    'POST',
    '/api/sales-orders',
    {
      customerId,
      orderDate: '2024-01-05',
      customerPoNumber: `PO-${tag}`,
      lines: [{ productId, quantity, rate: 12.5 }],
    },
    201,
  );
  return kit.ok('POST', `/api/sales-orders/${draft.id}/confirm`, {});
}

/** A released work order of the line, reserving `heats` (kg each), with its first piece passed through the API. */
async function workOrderFor(order: Json, productId: string, quantity: number, heats: [string, number][]) {
  const wo = await releasedWorkOrder(kit.h.db, {
    productId,
    quantity,
    releasedOn: '2024-01-10',
    salesOrderId: order.id,
    materials: heats.map(([heatNumber, reservedQuantity]) => ({
      itemKey: materialKey(BAR.grade, BAR.rodSize),
      grade: BAR.grade,
      rodSize: 'Ø25',
      heatNumber,
      reservedQuantity,
    })),
  });
  await kit.h.db
    .update(workOrders)
    .set({ salesOrderLineId: order.lines[0].id, customerId: order.customerId })
    .where(eq(workOrders.id, wo.id));
  await kit.ok(
    'POST',
    '/api/inspections/first-piece',
    {
      workOrderId: wo.id,
      inspectedOn: '2024-01-10',
      inspectorId: chain.inspector.id,
      readings: [{ ...OD, measured: [24.97] }],
    },
    201,
  );
  return wo;
}

const entry = (wo: Json, fields: object) =>
  kit.ok(
    'POST',
    '/api/production/entries',
    {
      shift: 1,
      workOrderId: wo.id,
      operationId: wo.operations[0].id,
      rejectedQuantity: 0,
      downtimeMinutes: 0,
      ...fields,
    },
    201,
  );

async function dispatchOf(order: Json, quantity: number) {
  const after = await kit.ok(
    'POST',
    `/api/sales-orders/${order.id}/dispatches`,
    {
      dispatchDate: today,
      vehicleReference: 'MH12AB1234',
      lines: [{ orderLineId: order.lines[0].id, quantity }],
      pdiOverride: true,
    },
    201,
  );
  return after.dispatches.at(-1);
}

beforeAll(async () => {
  chain = {} as Chain;
  // H1 on a goods receipt with its mill certificate; H2 by a stock count the day after.
  const supplier = await grn.supplier();
  const draftPo = await kit.ok(
    'POST',
    '/api/purchase-orders',
    {
      supplierId: supplier.id,
      poDate: '2024-01-02',
      lines: [{ kind: 'bar_stock', ...BAR, quantity: 2000, rate: 72, gstRate: 18 }],
    },
    201,
  );
  const po = await kit.ok('POST', `/api/purchase-orders/${draftPo.id}/confirm`, { version: draftPo.version });
  const certificateId = await grn.certificate(`MTC ${H1} Tata Steel.pdf`);
  const receipt = await kit.ok(
    'POST',
    '/api/goods-receipts/receive',
    grn.receiptBody(
      po,
      [{ receivedQuantity: 500, acceptedQuantity: 500, heatNumber: H1.toLowerCase(), certificateId }],
      {
        receiptDate: '2024-01-03',
        supplierInvoiceDate: '2024-01-03',
      },
    ),
    201,
  );
  await countedIn(H2, 200);
  Object.assign(chain, { supplier, certificateId, receipt });

  chain.machines = [
    await kit.ok('POST', '/api/machines', { machineNo: `CNC-3-${tag}`, machineName: 'CNC lathe' }, 201),
    await kit.ok('POST', '/api/machines', { machineNo: `CNC-7-${tag}`, machineName: 'Traub' }, 201),
  ];
  const employee = (firstName: string, lastName: string) =>
    kit.ok('POST', '/api/employees', { employeeCode: `E-${randomUUID().slice(0, 6)}`, firstName, lastName }, 201);
  chain.operators = [await employee('Ravi', 'Kumar'), await employee('Anil', 'Jadhav')];
  chain.inspector = await employee('Suresh', 'Patil');
  const [oversize] = await kit.h.db.select().from(productionReasons).where(eq(productionReasons.name, 'OD oversize'));

  // Customer A: 400 ordered, a work order of 300 reserving 50 kg of H1 and 50 kg of H2 at 0.25 kg a piece.
  const customerA = await kit.customer();
  const productA = await kit.product(customerA.partyCode, {
    grade: 'EN8',
    rod_size: '25 mm Round',
    raw_material_weight: 0.25,
  });
  const orderA = await confirmedOrder(customerA.id, productA.id, 400);
  const woA = await workOrderFor(orderA, productA.id, 300, [
    [H1, 50],
    [H2, 50],
  ]);
  // 150 pieces (37.5 kg, all of H1), then 140 + 4 rejected (36 kg: H1's last 12.5, then 23.5 of H2).
  await entry(woA, {
    entryDate: '2024-01-15',
    machineId: chain.machines[0].id,
    operatorId: chain.operators[0].id,
    goodQuantity: 150,
  });
  await entry(woA, {
    entryDate: '2024-01-16',
    shift: 2,
    machineId: chain.machines[1].id,
    operatorId: chain.operators[1].id,
    goodQuantity: 140,
    rejectedQuantity: 4,
    rejectionReasonId: oversize?.id,
  });
  const [inProcess] = await kit.h.db
    .insert(inspections)
    .values({
      kind: 'in_process',
      workOrderId: woA.id,
      operationId: woA.operations[0]?.id as string,
      machineId: chain.machines[1].id,
      trigger: 'tool_change',
      productId: productA.id,
      inspectedOn: '2024-01-16',
      inspectorId: chain.inspector.id,
      sampleSize: 3,
      result: 'pass',
    })
    .returning({ id: inspections.id });
  chain.inProcessId = (inProcess as { id: string }).id;

  // Customer B: a work order of 100 drawing 25 kg of H1.
  const customerB = await kit.customer();
  const productB = await kit.product(customerB.partyCode, {
    grade: 'EN8',
    rod_size: '25 mm Round',
    raw_material_weight: 0.25,
  });
  const orderB = await confirmedOrder(customerB.id, productB.id, 200);
  const woB = await workOrderFor(orderB, productB.id, 100, [[H1, 40]]);
  await entry(woB, {
    entryDate: '2024-01-15',
    machineId: chain.machines[0].id,
    operatorId: chain.operators[0].id,
    goodQuantity: 100,
  });
  // And 10 kg of H1 issued by hand against B's order.
  await kit.ok(
    'POST',
    '/api/stock/movements',
    {
      kind: 'issue',
      itemType: 'material',
      ...BAR,
      quantity: 10,
      heatNumber: H1,
      movementDate: '2024-01-20',
      salesOrderId: orderB.id,
      reason: 'Trial pieces',
    },
    201,
  );

  // A's dispatch of 250 with its PDI and invoice, and its first box; B's dispatch of 100.
  const dispatchA = await dispatchOf(orderA, 250);
  await kit.ok(
    'POST',
    '/api/inspections/pdi',
    {
      dispatchId: dispatchA.id,
      inspectedOn: today,
      inspectorId: chain.inspector.id,
      sampleSize: 2,
      readings: [{ ...OD, measured: [24.97, 24.96] }],
    },
    201,
  );
  const proposal = await kit.ok('GET', `/api/invoices/proposal?salesOrderId=${orderA.id}&dispatchId=${dispatchA.id}`);
  const invoiceA = await kit.issueNew(
    kit.draftBody(
      customerA.id,
      proposal.lines.map((l: Json) => ({ salesOrderLineId: l.salesOrderLineId, quantity: l.quantity })),
      { salesOrderId: orderA.id },
    ),
  );
  const dispatchB = await dispatchOf(orderB, 100);
  const packingId = randomUUID();
  const [box, looseBox] = await kit.h.db
    .insert(boxes)
    .values(
      [1, 2].map((boxNo) => ({
        packingId,
        productId: productA.id,
        workOrderId: woA.id,
        heatNumbers: `${H1}, ${H2}`,
        quantity: 125,
        boxNo,
        boxCount: 2,
        packedOn: '2024-01-17',
        dispatchId: boxNo === 1 ? dispatchA.id : null,
      })),
    )
    .returning({ id: boxes.id, code: boxes.code });
  chain.box = box as { id: string; code: string };
  chain.looseBox = looseBox as { code: string };
  chain.a = { customer: customerA, product: productA, order: orderA, wo: woA, dispatch: dispatchA, invoice: invoiceA };
  chain.b = { customer: customerB, product: productB, order: orderB, wo: woB, dispatch: dispatchB };
});

/** What the trace says of customer A's work order: entries, heats with their origin, inspections. */
function expectWorkOrderA(workOrder: Json) {
  const { a, machines, supplier, receipt, certificateId } = chain;
  expect(workOrder).toMatchObject({
    id: a.wo.id,
    woNumber: a.wo.woNumber,
    quantity: 300,
    goodQuantity: 290,
    rejectedQuantity: 4,
    orderNumber: a.order.orderNumber,
  });
  expect(workOrder.entries).toEqual([
    {
      id: expect.any(String),
      entryDate: '2024-01-15',
      shift: 1,
      machineNo: machines[0].machineNo,
      machineName: 'CNC lathe',
      operatorName: 'Ravi Kumar',
      operation: '1. Single setup',
      goodQuantity: 150,
      rejectedQuantity: 0,
    },
    {
      id: expect.any(String),
      entryDate: '2024-01-16',
      shift: 2,
      machineNo: machines[1].machineNo,
      machineName: 'Traub',
      operatorName: 'Anil Jadhav',
      operation: '1. Single setup',
      goodQuantity: 140,
      rejectedQuantity: 4,
    },
  ]);
  expect(workOrder.heats).toEqual([
    {
      heatNumber: H1,
      grade: 'EN8',
      rodSize: 'Ø25',
      reservedKg: 50,
      issuedKg: 50,
      sources: [
        {
          kind: 'goods_receipt',
          id: receipt.id,
          number: receipt.grnNumber,
          date: '2024-01-03',
          party: supplier.name,
          quantity: 500,
          certificate: { id: certificateId, fileName: `MTC ${H1} Tata Steel.pdf` },
        },
      ],
    },
    {
      heatNumber: H2,
      grade: 'EN8',
      rodSize: 'Ø25',
      reservedKg: 50,
      issuedKg: 23.5,
      sources: [
        {
          kind: 'adjustment',
          id: null,
          number: null,
          date: '2024-01-04',
          party: null,
          quantity: 200,
          certificate: null,
        },
      ],
    },
  ]);
  expect(
    workOrder.inspections.map((i: Json) => [
      i.kind,
      i.inspectedOn,
      i.result,
      i.inspectorName,
      i.operation,
      i.machineNo,
      i.trigger,
    ]),
  ).toEqual([
    ['first_piece', '2024-01-10', 'pass', 'Suresh Patil', null, null, null],
    ['in_process', '2024-01-16', 'pass', 'Suresh Patil', '1. Single setup', machines[1].machineNo, 'tool_change'],
  ]);
}

describe('the backward trace', () => {
  it("of a dispatch: per product, the work order's machines, operators, heats with their certificate, inspections, PDI, box and invoice", async () => {
    const { a } = chain;
    const trace = await kit.ok('GET', `/api/traceability/dispatch/${a.dispatch.id}`);
    expect(trace.subject).toEqual({
      kind: 'dispatch',
      id: a.dispatch.id,
      label: a.dispatch.challanNumber,
      date: today,
    });
    expect(trace.customer).toEqual({ id: a.customer.id, name: a.customer.name, partyCode: a.customer.partyCode });
    expect(trace.dispatches).toEqual([
      {
        id: a.dispatch.id,
        challanNumber: a.dispatch.challanNumber,
        dispatchDate: today,
        salesOrderId: a.order.id,
        orderNumber: a.order.orderNumber,
        customerPoNumber: `PO-${tag}`,
        vehicleReference: 'MH12AB1234',
        invoices: [{ id: a.invoice.id, invoiceNumber: a.invoice.invoiceNumber, invoiceDate: a.invoice.invoiceDate }],
      },
    ]);
    expect(trace.invoices.map((i: Json) => i.invoiceNumber)).toEqual([a.invoice.invoiceNumber]);
    expect(trace.products).toHaveLength(1);
    const [product] = trace.products;
    expect(product).toMatchObject({
      productId: a.product.id,
      drawingNumber: a.product.drawing_number,
      partyCode: a.customer.partyCode,
      quantity: 250,
    });
    expect(product.workOrders).toHaveLength(1);
    expectWorkOrderA(product.workOrders[0]);
    expect(product.pdis).toEqual([
      expect.objectContaining({
        kind: 'pdi',
        result: 'pass',
        inspectorName: 'Suresh Patil',
        sampleSize: 2,
        lotQuantity: 250,
        challanNumber: a.dispatch.challanNumber,
      }),
    ]);
    expect(product.boxes).toEqual([
      expect.objectContaining({
        code: chain.box.code,
        boxNo: 1,
        boxCount: 2,
        quantity: 125,
        heatNumbers: `${H1}, ${H2}`,
        woNumber: a.wo.woNumber,
        challanNumber: a.dispatch.challanNumber,
      }),
    ]);
  });

  it('of an invoice: through the dispatch it billed, the same work order; of a box: its work order, dispatch and invoice', async () => {
    const { a } = chain;
    const byInvoice = await kit.ok('GET', `/api/traceability/invoice/${a.invoice.id}`);
    expect(byInvoice.subject).toMatchObject({ kind: 'invoice', label: a.invoice.invoiceNumber });
    expect(byInvoice.dispatches.map((d: Json) => d.challanNumber)).toEqual([a.dispatch.challanNumber]);
    expect(byInvoice.products).toHaveLength(1);
    expect(byInvoice.products[0].quantity).toBe(250);
    expectWorkOrderA(byInvoice.products[0].workOrders[0]);

    const byBox = await kit.ok('GET', `/api/traceability/box/${chain.box.code.toLowerCase()}`);
    expect(byBox.subject).toEqual({ kind: 'box', id: chain.box.code, label: chain.box.code, date: '2024-01-17' });
    expect(byBox.customer.name).toBe(a.customer.name);
    expect(byBox.dispatches.map((d: Json) => [d.challanNumber, d.invoices.map((i: Json) => i.invoiceNumber)])).toEqual([
      [a.dispatch.challanNumber, [a.invoice.invoiceNumber]],
    ]);
    expect(byBox.products[0]).toMatchObject({ quantity: 125, pdis: [{ kind: 'pdi' }] });
    expectWorkOrderA(byBox.products[0].workOrders[0]);

    // A box still in the stores: its work order, no dispatch; the customer it was made for.
    const loose = await kit.ok('GET', `/api/traceability/box/${chain.looseBox.code}`);
    expect(loose.dispatches).toEqual([]);
    expect(loose.invoices).toEqual([]);
    expect(loose.customer.name).toBe(a.customer.name);
    expect(loose.products[0].pdis).toEqual([]);
    expectWorkOrderA(loose.products[0].workOrders[0]);
  });

  it('prints as a PDF with the challan, work order, machines, operators, heats, certificate and invoice', async () => {
    const { a, machines } = chain;
    const pdf = await kit.call('GET', `/api/traceability/dispatch/${a.dispatch.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Trace-${a.dispatch.challanNumber.replaceAll('/', '-')}.pdf"`,
    );
    expect(titleOf(pdf.rawPayload)).toBe(`Trace ${a.dispatch.challanNumber}`);
    const text = pdfText(pdf.rawPayload).join(' ');
    for (const fact of [
      'TRACEABILITY REPORT',
      `Challan No.: ${a.dispatch.challanNumber}`,
      `Invoice No.: ${a.invoice.invoiceNumber}`,
      a.wo.woNumber,
      machines[0].machineNo,
      'Ravi Kumar',
      'Anil Jadhav',
      H1,
      H2,
      `MTC ${H1} Tata`,
      chain.receipt.grnNumber,
      'In-process',
      chain.box.code,
    ]) {
      expect(text).toContain(fact);
    }
    for (const url of [
      `/api/traceability/invoice/${a.invoice.id}/pdf`,
      `/api/traceability/box/${chain.box.code}/pdf`,
    ]) {
      const res = await kit.call('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(pdfText(res.rawPayload).join(' ')).toContain(a.wo.woNumber);
    }
  });
});

describe("a heat's recall list", () => {
  it('names where H1 came from, what is left, both work orders and both customers with their pieces', async () => {
    const { a, b, supplier, receipt, certificateId } = chain;
    const recall = await kit.ok('GET', `/api/traceability/heat/${encodeURIComponent(H1.toLowerCase())}`);
    expect(recall).toMatchObject({ heatNumber: H1, grade: 'EN8', rodSize: 'Ø25' });
    expect(recall.sources).toEqual([
      {
        kind: 'goods_receipt',
        id: receipt.id,
        number: receipt.grnNumber,
        date: '2024-01-03',
        party: supplier.name,
        quantity: 500,
        certificate: { id: certificateId, fileName: `MTC ${H1} Tata Steel.pdf` },
      },
    ]);
    // 500 in; 50 to A's work order, 25 to B's; 10 issued by hand; 415 left.
    expect([recall.receivedKg, recall.issuedKg, recall.otherKg, recall.inStockKg]).toEqual([500, 75, 10, 415]);
    expect(
      recall.workOrders.map((w: Json) => [w.woNumber, w.customerName, w.kg, w.goodQuantity, w.heatNumbers]),
    ).toEqual([
      [a.wo.woNumber, a.customer.name, 50, 290, [H1, H2]],
      [b.wo.woNumber, b.customer.name, 25, 100, [H1]],
    ]);
    expect(recall.workOrders[0].dispatches).toEqual([
      {
        id: a.dispatch.id,
        challanNumber: a.dispatch.challanNumber,
        dispatchDate: today,
        salesOrderId: a.order.id,
        orderNumber: a.order.orderNumber,
        customerId: a.customer.id,
        customerName: a.customer.name,
        quantity: 250,
        invoices: [{ id: a.invoice.id, invoiceNumber: a.invoice.invoiceNumber, invoiceDate: a.invoice.invoiceDate }],
      },
    ]);
    expect(recall.workOrders[1].dispatches.map((d: Json) => [d.challanNumber, d.quantity, d.invoices])).toEqual([
      [b.dispatch.challanNumber, 100, []],
    ]);
    expect(recall.movements).toEqual([
      expect.objectContaining({
        date: '2024-01-20',
        kind: 'issue',
        party: b.customer.name,
        customerId: b.customer.id,
        quantity: -10,
        unit: 'kg',
        reason: 'Trial pieces',
      }),
    ]);
    const byName = (name: string) => recall.customers.find((c: Json) => c.customerName === name);
    expect(byName(a.customer.name)).toEqual({
      customerId: a.customer.id,
      customerName: a.customer.name,
      workOrders: 1,
      dispatches: 1,
      pieces: 250,
      invoices: 1,
      directKg: 0,
    });
    expect(byName(b.customer.name)).toEqual({
      customerId: b.customer.id,
      customerName: b.customer.name,
      workOrders: 1,
      dispatches: 1,
      pieces: 100,
      invoices: 0,
      directKg: 10,
    });
    expect(recall.customers).toHaveLength(2);

    // H2 reached only customer A, through the same work order.
    const h2 = await kit.ok('GET', `/api/traceability/heat/${H2}`);
    expect([h2.receivedKg, h2.issuedKg, h2.inStockKg]).toEqual([200, 23.5, 176.5]);
    expect(h2.sources.map((s: Json) => s.kind)).toEqual(['adjustment']);
    expect(h2.customers.map((c: Json) => [c.customerName, c.pieces])).toEqual([[a.customer.name, 250]]);
  });

  it('prints as a PDF with both customers and says a recall is conservative', async () => {
    const pdf = await kit.call('GET', `/api/traceability/heat/${H1}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Recall-${H1}.pdf"`);
    const text = pdfText(pdf.rawPayload).join(' ');
    for (const fact of [
      'RECALL LIST',
      `Heat No.: ${H1}`,
      'In stock now: 415.000 kg',
      chain.a.customer.name,
      chain.b.customer.name,
      chain.a.dispatch.challanNumber,
      chain.b.dispatch.challanNumber,
      'A recall is conservative',
    ]) {
      expect(text).toContain(fact);
    }
  });
});

describe('pieces made for stock', () => {
  it("trace both ways alike: the dispatch names the for-stock work order, the heat's recall list names the dispatch", async () => {
    const { a } = chain;
    const H3 = `H3-${tag}`;
    await countedIn(H3, 100);
    const part = await kit.product(a.customer.partyCode, {
      grade: 'EN8',
      rod_size: '25 mm Round',
      raw_material_weight: 0.25,
    });
    const stockOrder = await releasedWorkOrder(kit.h.db, {
      productId: part.id,
      quantity: 100,
      firstPiece: 'pass',
      materials: [
        {
          itemKey: materialKey(BAR.grade, BAR.rodSize),
          grade: 'EN8',
          rodSize: 'Ø25',
          heatNumber: H3,
          reservedQuantity: 25,
        },
      ],
    });
    await entry(stockOrder, {
      entryDate: '2024-01-15',
      machineId: chain.machines[0].id,
      operatorId: chain.operators[1].id,
      goodQuantity: 80,
    });
    const order = await confirmedOrder(a.customer.id, part.id, 60);
    const dispatch = await dispatchOf(order, 60);

    const trace = await kit.ok('GET', `/api/traceability/dispatch/${dispatch.id}`);
    expect(
      trace.products[0].workOrders.map((w: Json) => [
        w.woNumber,
        w.goodQuantity,
        w.heats.map((h: Json) => [h.heatNumber, h.issuedKg]),
      ]),
    ).toEqual([[stockOrder.woNumber, 80, [[H3, 20]]]]);
    const recall = await kit.ok('GET', `/api/traceability/heat/${H3}`);
    expect(recall.workOrders.map((w: Json) => [w.woNumber, w.customerName, w.kg])).toEqual([
      [stockOrder.woNumber, null, 20],
    ]);
    expect(recall.workOrders[0].dispatches.map((d: Json) => [d.challanNumber, d.customerName, d.quantity])).toEqual([
      [dispatch.challanNumber, a.customer.name, 60],
    ]);
    expect(recall.customers.map((c: Json) => [c.customerName, c.workOrders, c.dispatches, c.pieces])).toEqual([
      [a.customer.name, 1, 1, 60],
    ]);
  });
});

describe('finding what a number is', () => {
  it('takes a challan, an invoice, a box or a heat in any case, and says when nothing has the number', async () => {
    const { a } = chain;
    const find = (q: string) => kit.call('GET', `/api/traceability/find?q=${encodeURIComponent(q)}`);
    expect((await find(a.dispatch.challanNumber.toLowerCase())).json()).toEqual({
      kind: 'dispatch',
      id: a.dispatch.id,
      label: a.dispatch.challanNumber,
    });
    expect((await find(` ${a.invoice.invoiceNumber} `)).json()).toEqual({
      kind: 'invoice',
      id: a.invoice.id,
      label: a.invoice.invoiceNumber,
    });
    expect((await find(chain.box.code.toLowerCase())).json()).toEqual({
      kind: 'box',
      id: chain.box.code,
      label: chain.box.code,
    });
    expect((await find(H2.toLowerCase())).json()).toEqual({ kind: 'heat', id: H2, label: H2 });
    const none = await find('NO-SUCH-1');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No delivery challan, invoice, box or heat is numbered NO-SUCH-1');
    expect((await find('   ')).statusCode).toBe(400);
  });
});

describe('what is not there, and who may look', () => {
  it('answers 404 for an unknown or malformed dispatch, invoice, box or heat', async () => {
    for (const url of [
      `/api/traceability/dispatch/${randomUUID()}`,
      '/api/traceability/dispatch/not-a-uuid',
      `/api/traceability/invoice/${randomUUID()}`,
      '/api/traceability/box/BX9999999',
      '/api/traceability/box/not-a-box',
      '/api/traceability/heat/NO-SUCH-HEAT',
      `/api/traceability/heat/${'H'.repeat(60)}`,
      `/api/traceability/dispatch/${randomUUID()}/pdf`,
      '/api/traceability/heat/NO-SUCH-HEAT/pdf',
    ]) {
      expect((await kit.call('GET', url)).statusCode, url).toBe(404);
    }
  });

  it('is traceability: view; a user without it is refused every route', async () => {
    const { a } = chain;
    const viewer = await kit.h.userWith([{ scope: 'traceability', actions: ['view'] }]);
    const outsider = await kit.h.userWith([
      { scope: 'inspection', actions: ['view'] },
      { scope: 'sales-orders', actions: ['view'] },
    ]);
    for (const url of [
      `/api/traceability/find?q=${H1}`,
      `/api/traceability/dispatch/${a.dispatch.id}`,
      `/api/traceability/invoice/${a.invoice.id}`,
      `/api/traceability/box/${chain.box.code}`,
      `/api/traceability/heat/${H1}`,
      `/api/traceability/dispatch/${a.dispatch.id}/pdf`,
      `/api/traceability/heat/${H1}/pdf`,
    ]) {
      expect((await kit.h.call('GET', url, { token: outsider.accessToken })).statusCode, url).toBe(403);
      expect((await kit.h.call('GET', url, { token: viewer.accessToken })).statusCode, url).toBe(200);
    }
  });
});
