import { financialYearOf, todayIn } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { pdfText } from '../../../test/pdf-facts.js';
import { goodsReceiptKit } from '../goods-receipts/goods-receipt-test-kit.js';

const kit = invoiceTestKit();
const grn = goodsReceiptKit(kit);
const today = todayIn();
const QT_NUMBER = new RegExp(`^QT/${financialYearOf(today)}/\\d{4}$`);

const capacity = {
  shiftsPerDay: 2,
  hoursPerShift: 8,
  firstShiftStart: '08:00',
  workingDays: [1, 2, 3, 4, 5, 6],
  status: 'running',
};

/** A machine with its capacity saved: the kinds it runs, its efficiency, setup and hour rate. */
async function machine(machineNo: string, figures: Record<string, unknown>) {
  const made = await kit.ok('POST', '/api/machines', { machineNo, machineName: `${machineNo} lathe` }, 201);
  await kit.ok('PUT', `/api/schedule/machines/${made.id}`, { ...capacity, ...figures });
  return made.id as string;
}

/** The flange bush of plant/piece-cost.test.ts: 0.185 kg of EN8 Ø25 a piece, rough 1st and 2nd side. */
const flangeBush = (partyCode: string) =>
  kit.product(partyCode, {
    product_description: 'Flange bush, zinc plated',
    grade: 'EN8',
    rod_size: '25 mm Round',
    raw_material_weight: 0.185,
    net_weight: 0.15,
    rough_first_cycle_time_sec: 42.5,
    rough_second_cycle_time_sec: 18.3,
    hsnCode: '84839000',
  });

/** The hand-worked line: the cost basis's figures with job work, packing and the allowances typed. */
const bushLine = (productId: string, fields: Record<string, unknown> = {}) => ({
  productId,
  barKgPerPiece: 0.185,
  barRate: 78.5,
  barRateSource: 'grn',
  operations: [
    {
      label: 'Rough 1st side',
      machineNo: 'CNC-1',
      cycleTimeSec: 42.5,
      efficiencyPercent: 85,
      setupMinutes: 45,
      hourRate: 450,
    },
    {
      label: 'Rough 2nd side',
      machineNo: 'CNC-3',
      cycleTimeSec: 18.3,
      efficiencyPercent: 100,
      setupMinutes: 30,
      hourRate: 380,
    },
  ],
  outside: [
    { process: 'Zinc plating', ratePerPiece: 1.1 },
    { process: 'Hardening', ratePerPiece: 3.3 },
  ],
  packingPerPiece: 0.35,
  rejectionPercent: 2,
  overheadPercent: 12,
  marginPercent: 10,
  breaks: [
    { quantity: 1000, price: 35.5 },
    { quantity: 5000, price: 34.75 },
  ],
  ...fields,
});

const body = (customerId: string, productId: string, fields: Record<string, unknown> = {}) => ({
  customerId,
  enquiryReference: 'RFQ/BAC/2611',
  enquiryDate: today,
  quotationDate: today,
  validUntil: today,
  paymentTerms: '45 days from invoice',
  deliveryTerms: '4 weeks from purchase order',
  lines: [bushLine(productId)],
  ...fields,
});

const step = (id: string, name: string, fields: Record<string, unknown> = {}) =>
  kit.ok('POST', `/api/quotations/${id}/${name}`, fields);

describe('quotations', () => {
  it('starts a line from the cost basis: the bar and its last rate, each operation on its fastest machine, job work bought', async () => {
    const customer = await kit.customer();
    const bush = await flangeBush(customer.partyCode);
    await machine('CNC-1', { operationKinds: ['rough'], efficiencyPercent: 85, setupMinutes: 45, hourRate: 450 });
    await machine('CNC-2', { operationKinds: ['rough'], efficiencyPercent: 70, setupMinutes: 20, hourRate: 300 });
    await machine('CNC-3', { operationKinds: ['second_op'], efficiencyPercent: 100, setupMinutes: 30, hourRate: 380 });
    const basis = () => kit.ok('GET', `/api/quotations/cost-basis?productId=${bush.id}`);

    expect(await basis()).toMatchObject({ barKgPerPiece: 0.185, netKg: 0.15, barRate: null, barRateSource: 'typed' });
    // Ordered at ₹72, then ₹78.50 ordered and received: the receipt's rate wins, and job work is priced a piece.
    await grn.purchaseOrder([
      { rate: 72 },
      { kind: 'service', description: 'Zinc plating', unit: 'NOS', quantity: 5000, rate: 1.1 },
      { kind: 'service', description: 'Hardening', unit: 'KGS', quantity: 750, rate: 22 },
    ]);
    expect(await basis()).toMatchObject({ barRate: 72, barRateSource: 'po' });
    const order = await grn.purchaseOrder([{ rate: 78.5 }]);
    await kit.ok(
      'POST',
      '/api/goods-receipts/receive',
      grn.receiptBody(order, [
        { receivedQuantity: 500, acceptedQuantity: 500, rejectedQuantity: 0, heatNumber: 'H77' },
      ]),
      201,
    );
    const found = await basis();
    expect(found).toMatchObject({ barRate: 78.5, barRateSource: 'grn' });
    expect(found.operations).toEqual([
      {
        label: 'Rough 1st side',
        kind: 'rough',
        machineId: expect.any(String),
        machineNo: 'CNC-1',
        cycleTimeSec: 42.5,
        efficiencyPercent: 85,
        setupMinutes: 45,
        hourRate: 450,
      },
      {
        label: 'Rough 2nd side',
        kind: 'second_op',
        machineId: expect.any(String),
        machineNo: 'CNC-3',
        cycleTimeSec: 18.3,
        efficiencyPercent: 100,
        setupMinutes: 30,
        hourRate: 380,
      },
    ]);
    expect(found.machines.map((m: { machineNo: string; hourRate: number }) => [m.machineNo, m.hourRate])).toEqual([
      ['CNC-1', 450],
      ['CNC-2', 300],
      ['CNC-3', 380],
    ]);
    expect(
      found.outsideRates.map((r: { process: string; unit: string; ratePerPiece: number }) => [
        r.process,
        r.unit,
        r.ratePerPiece,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Zinc plating', 'NOS', 1.1],
        // ₹22 a kg × 0.150 kg net
        ['Hardening', 'KGS', 3.3],
      ]),
    );
  });

  it('keeps the hand-worked cost sheet with each quantity, and sends, revises and sends again under one number', async () => {
    const customer = await kit.customer({ name: 'Bharat Auto Components' });
    const bush = await flangeBush(customer.partyCode);
    const made = await kit.ok('POST', '/api/quotations', body(customer.id, bush.id), 201);
    expect(made).toMatchObject({ status: 'enquiry', quotationNumber: null, revision: 0, customerName: customer.name });
    expect(made.lines[0]).toMatchObject({ drawingNumber: bush.drawing_number, hsnCode: '84839000', gstRate: 18 });
    expect(
      made.lines[0].breaks.map((b: { price: number; sheet: { price: number } }) => [b.price, b.sheet.price]),
    ).toEqual([
      [35.5, 35.05],
      [34.75, 34.53],
    ]);
    expect(made.lines[0].breaks[0].sheet).toMatchObject({
      material: 14.52,
      machining: 8.18,
      setup: 0.53,
      rejection: 0.47,
      outside: 4.4,
      packing: 0.35,
      works: 28.45,
      overheads: 3.41,
      margin: 3.19,
    });

    const sent = await step(made.id, 'send', { version: made.version });
    expect(sent.status).toBe('sent');
    expect(sent.quotationNumber).toMatch(QT_NUMBER);
    const edit = await kit.call('PUT', `/api/quotations/${made.id}`, body(customer.id, bush.id));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      'Only a quotation not yet sent can be edited; this one is sent: revise it to change the offer',
    );

    const revised = await step(made.id, 'revise', { version: sent.version });
    expect(revised.status).toBe('revised');
    expect(revised.revisions.map((r: { revision: number; status: string }) => [r.revision, r.status])).toEqual([
      [0, 'revised'],
      [1, 'enquiry'],
    ]);
    const nextId = revised.revisions[1].id;
    const next = await kit.ok('GET', `/api/quotations/${nextId}`);
    expect(next).toMatchObject({ quotationNumber: sent.quotationNumber, revision: 1, status: 'enquiry' });
    expect(next.lines[0].breaks.map((b: { price: number }) => b.price)).toEqual([35.5, 34.75]);

    const lower = body(customer.id, bush.id, {
      lines: [
        bushLine(bush.id, {
          breaks: [
            { quantity: 1000, price: 35.1 },
            { quantity: 5000, price: 34.6 },
          ],
        }),
      ],
      version: next.version,
    });
    const resent = await kit.ok('PUT', `/api/quotations/${nextId}/send`, lower);
    expect(resent).toMatchObject({ status: 'sent', quotationNumber: sent.quotationNumber, revision: 1 });

    const pdf = await kit.call('GET', `/api/quotations/${nextId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`${sent.quotationNumber.replaceAll('/', '-')}-Rev-1`);
    const text = pdfText(pdf.rawPayload).join(' | ');
    expect(text).toContain(`${sent.quotationNumber} Rev 1`);
    expect(text).toContain('35.10');
    // The cost sheet stays in the plant.
    for (const secret of ['35.05', '78.50', 'CNC-1', 'Zinc plating']) expect(text).not.toContain(secret);
  });

  it('asks why a quotation was lost, and makes a draft sales order of a won one for whoever makes orders', async () => {
    const customer = await kit.customer();
    const bush = await flangeBush(customer.partyCode);
    const sent = await kit.ok('POST', '/api/quotations/send', body(customer.id, bush.id), 201);
    const noReason = await kit.call('POST', `/api/quotations/${sent.id}/lose`, { version: sent.version });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: 'Give the reason the quotation was lost' });
    const lost = await step(sent.id, 'lose', { version: sent.version, reason: 'Price above their target' });
    expect(lost).toMatchObject({ status: 'lost', statusReason: 'Price above their target' });

    const other = await kit.ok('POST', '/api/quotations/send', body(customer.id, bush.id), 201);
    const won = await step(other.id, 'win', { version: other.version });
    const seller = await kit.h.userWith([{ scope: 'quotations', actions: ['view', 'create', 'edit'] }]);
    const refused = await kit.h.call('POST', `/api/quotations/${other.id}/convert`, {
      token: seller.accessToken,
      body: { version: won.version },
    });
    expect(refused.statusCode).toBe(403);

    const blanketWon = await kit.ok('POST', '/api/quotations/send', body(customer.id, bush.id), 201);
    const blanketing = await step(blanketWon.id, 'win', { version: blanketWon.version });
    const contracted = await step(blanketWon.id, 'blanket', { version: blanketing.version });
    expect(contracted.status).toBe('converted');
    const blanket = await kit.ok('GET', `/api/blanket-orders/${contracted.blanketOrder.id}`);
    expect(blanket).toMatchObject({
      status: 'draft',
      customerId: customer.id,
      customerPoNumber: `Against ${blanketWon.quotationNumber}`,
      validFrom: today,
    });
    expect(
      blanket.lines.map((l: { productId: string; totalQuantity: null; rate: number }) => [
        l.productId,
        l.totalQuantity,
        l.rate,
      ]),
    ).toEqual([[bush.id, null, 35.5]]);

    const converted = await step(other.id, 'convert', { version: won.version });
    expect(converted.status).toBe('converted');
    const order = await kit.ok('GET', `/api/sales-orders/${converted.salesOrder.id}`);
    expect(order).toMatchObject({ status: 'draft', customerId: customer.id, orderDate: today });
    expect(order.notes).toBe(`From quotation ${other.quotationNumber}`);
    expect(
      order.lines.map((l: { productId: string; quantity: number; rate: number }) => [l.productId, l.quantity, l.rate]),
    ).toEqual([[bush.id, 1000, 35.5]]);
  });

  it('refuses a product of another customer, quantities that do not rise and control characters, saving nothing', async () => {
    const customer = await kit.customer();
    const stranger = await kit.customer();
    const theirs = await flangeBush(stranger.partyCode);
    const mine = await flangeBush(customer.partyCode);
    const before = (await kit.ok('GET', `/api/quotations?customerId=${customer.id}`)).total;

    const foreign = await kit.call('POST', '/api/quotations', body(customer.id, theirs.id));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({
      'lines.0.productId': `This product belongs to another customer (${stranger.partyCode})`,
    });
    const falling = await kit.call(
      'POST',
      '/api/quotations',
      body(customer.id, mine.id, {
        lines: [
          bushLine(mine.id, {
            breaks: [
              { quantity: 500, price: 40 },
              { quantity: 100, price: 41 },
            ],
          }),
        ],
      }),
    );
    expect(falling.statusCode).toBe(400);
    expect(falling.json().errors).toEqual({
      'lines.0.breaks.1.quantity': 'Each quantity must be larger than the one before',
    });
    const control = await kit.call(
      'POST',
      '/api/quotations',
      body(customer.id, mine.id, { enquiryReference: 'RFQ\u0000 1' }),
    );
    expect(control.statusCode).toBe(400);
    expect((await kit.ok('GET', `/api/quotations?customerId=${customer.id}`)).total).toBe(before);
  });
});
