import { randomUUID } from 'node:crypto';
import { addDays, indianDate, todayIn } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { pdfText } from '../../../test/pdf-facts.js';
import { gauges } from '../../db/schema/index.js';
import { insertProductionEntry, insertWorkOrder } from './inspection-fixture.js';
import { NOT_ITS_OPERATION } from './inspections.service.js';

/*
 * The inspections a control plan drives (issue 31) against the real app and database: each form's
 * template from the plan's stage, the in-process inspection of an operation on its machine, the
 * PDI of a work order's lot (and the dispatch it lets go without the override), and the gauge
 * each reading names, refused when overdue for calibration. Work orders are written by the
 * fixture, gauges straight into their table; plans, orders and dispatches go through their routes.
 */

const kit = invoiceTestKit();
const today = todayIn();

async function gauge(dueOn: string | null = addDays(today, 200)) {
  const code = `VC-${randomUUID().slice(0, 6)}`;
  const [row] = await kit.h.db
    .insert(gauges)
    .values({
      code,
      name: 'Vernier caliper 0–150 mm',
      gaugeType: 'Vernier caliper',
      calibrationFrequencyDays: 365,
      lastCalibratedOn: dueOn ? addDays(dueOn, -365) : null,
      dueOn,
      status: 'active',
    })
    .returning({ id: gauges.id });
  return { id: (row as { id: string }).id, code };
}

const inspector = () =>
  kit.ok(
    'POST',
    '/api/employees',
    { employeeCode: `QC-${randomUUID().slice(0, 6)}`, firstName: 'Suresh', lastName: 'Patil', isActive: true },
    201,
  );

/** Final OD 24.98 −0.02/+0: good pieces measure 24.96 to 24.98. */
const OD = { characteristic: 'Final OD', nominal: 24.98, lowerTolerance: -0.02, upperTolerance: 0, unit: 'mm' };
const LENGTH = { characteristic: 'Overall length', nominal: 40, lowerTolerance: -0.1, upperTolerance: 0.1, unit: 'mm' };
const BURRS = { characteristic: 'Free of burrs', nominal: null, lowerTolerance: null, upperTolerance: null };

/**
 * The plan: OD at every stage, 5 pieces with the caliper; length at first piece and PDI, 2 pieces;
 * burrs in process only, by eye.
 */
const planBody = (caliperId: string) => ({
  characteristics: [
    {
      ...OD,
      special: 'critical',
      gaugeType: 'Vernier caliper',
      gaugeId: caliperId,
      sampleSize: 5,
      frequency: 'Every 2 hours',
      firstPiece: true,
      inProcess: true,
      pdi: true,
      reactionPlan: 'Stop, segregate since the last good check, reset the offset',
    },
    { ...LENGTH, method: 'Height gauge on the plate', sampleSize: 2, firstPiece: true, pdi: true },
    { ...BURRS, sampleSize: 1, frequency: 'Per setup', inProcess: true, reactionPlan: 'Deburr the lot' },
  ],
});

/** A product with a plan naming `caliper`, and a released work order of it. */
async function planned(caliper: { id: string }, fixture: { goodQuantity?: number } = {}) {
  const buyer = await kit.customer();
  const product = await kit.product(buyer.partyCode, { final_od: 24.98 });
  await kit.ok('PUT', `/api/control-plans/${product.id}`, planBody(caliper.id));
  const order = await insertWorkOrder(kit.h.db, { productId: product.id, heats: ['H-4410'], ...fixture });
  return { buyer, product, order };
}

const plain = {
  special: '',
  method: '',
  sampleSize: null,
  gaugeType: '',
  gaugeId: null,
  gaugeCode: null,
  reactionPlan: '',
};

describe("the forms' templates from a control plan", () => {
  it("propose each stage's characteristics with their samples, the plan's gauge chosen while it may measure", async () => {
    const caliper = await gauge();
    const { product, order } = await planned(caliper);
    const fromPlan = (c: object, fields: object = {}) => ({ ...plain, ...c, ...fields });
    const odRow = fromPlan(OD, {
      special: 'critical',
      gaugeType: 'Vernier caliper',
      gaugeId: caliper.id,
      gaugeCode: caliper.code,
      reactionPlan: 'Stop, segregate since the last good check, reset the offset',
    });
    const lengthRow = fromPlan(LENGTH, { method: 'Height gauge on the plate' });

    const firstPiece = await kit.ok('GET', `/api/inspections/first-piece/template/${order.id}`);
    expect(firstPiece).toMatchObject({ source: 'control_plan', planRevision: 1, sampleSize: 1 });
    expect(firstPiece.characteristics).toEqual([odRow, lengthRow]);

    const inProcess = await kit.ok('GET', `/api/inspections/in-process/template/${order.id}`);
    expect(inProcess).toMatchObject({ source: 'control_plan', planRevision: 1, sampleSize: 5 });
    expect(inProcess.characteristics).toEqual([
      odRow,
      fromPlan({ ...BURRS, unit: 'mm' }, { sampleSize: 1, reactionPlan: 'Deburr the lot' }),
    ]);

    // The PDI measures 5 of the OD and its own 2 of the length.
    const lot = await kit.ok('GET', `/api/inspections/lot/template/${order.id}`);
    expect(lot).toMatchObject({ source: 'control_plan', sampleSize: 5, earlier: [] });
    expect(lot.characteristics).toEqual([odRow, { ...lengthRow, sampleSize: 2 }]);

    // The plan's gauge overdue: still named, no longer chosen.
    await kit.h.db
      .update(gauges)
      .set({ dueOn: addDays(today, -1) })
      .where(eq(gauges.id, caliper.id));
    const overdue = await kit.ok('GET', `/api/inspections/first-piece/template/${order.id}`);
    expect(overdue.characteristics[0]).toMatchObject({ gaugeId: null, gaugeCode: caliper.code });
    await kit.h.db
      .update(gauges)
      .set({ dueOn: addDays(today, 200) })
      .where(eq(gauges.id, caliper.id));

    // A product without a plan starts as before, from its drawing.
    const bare = await insertWorkOrder(kit.h.db, {
      productId: (await kit.product(product.partyCode, { final_od: 12.5 })).id,
    });
    const drawing = await kit.ok('GET', `/api/inspections/in-process/template/${bare.id}`);
    expect(drawing).toMatchObject({ source: 'drawing', planRevision: null, sampleSize: 5 });
    expect(drawing.characteristics).toEqual([
      { ...plain, characteristic: 'Final OD', nominal: 12.5, lowerTolerance: null, upperTolerance: null, unit: 'mm' },
    ]);
  });
});

describe('an in-process inspection', () => {
  it('is recorded of an operation on a machine with its trigger and gauges, a fail like any other', async () => {
    const caliper = await gauge();
    const { order } = await planned(caliper);
    const qc = await inspector();
    const machine = await insertProductionEntry(kit.h.db, order, qc.id);

    const template = await kit.ok('GET', `/api/inspections/in-process/template/${order.id}`);
    expect(template.operations).toEqual([
      {
        id: order.operationId,
        seq: 1,
        label: 'Single setup',
        goodQuantity: 0,
        lastMachine: { id: machine.id, machineNo: expect.stringMatching(/^M-/), machineName: 'CNC test' },
      },
    ]);
    const machineNo = template.operations[0].lastMachine.machineNo as string;
    expect(await kit.ok('GET', `/api/inspections/machines?search=${machineNo}`)).toEqual([
      { id: machine.id, machineNo, machineName: 'CNC test' },
    ]);

    const body = {
      workOrderId: order.id,
      operationId: order.operationId,
      machineId: machine.id,
      trigger: 'setup',
      inspectedOn: today,
      inspectorId: qc.id,
      sampleSize: 5,
      readings: [
        { ...OD, gaugeId: caliper.id, measured: [24.97, 24.96, 24.98, 24.97, 24.97] },
        { ...BURRS, sampleSize: 1, result: 'pass' },
      ],
    };
    const made = await kit.call('POST', '/api/inspections/in-process', body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      kind: 'in_process',
      result: 'pass',
      workOrderId: order.id,
      workOrderNumber: order.woNumber,
      operationId: order.operationId,
      operationLabel: '1. Single setup',
      machineId: machine.id,
      machineNo,
      machineName: 'CNC test',
      trigger: 'setup',
      sampleSize: 5,
      lotQuantity: 1000,
      decides: false,
      inspectorName: 'Suresh Patil',
      workOrders: [{ id: order.id, heatNumbers: ['H-4410'] }],
    });
    expect(made.json().readings.map((r: { gaugeCode: string | null }) => r.gaugeCode)).toEqual([caliper.code, null]);

    // After a tool change one piece is out by 0.01: recorded as a fail, production not stopped by it.
    const failed = await kit.call('POST', '/api/inspections/in-process', {
      ...body,
      trigger: 'tool_change',
      readings: [{ ...OD, measured: [24.97, 24.99, 24.98, 24.97, 24.97] }, body.readings[1]],
    });
    expect(failed.statusCode, failed.body).toBe(201);
    expect(failed.json()).toMatchObject({ result: 'fail', trigger: 'tool_change' });

    const again = await kit.ok('GET', `/api/inspections/in-process/template/${order.id}`);
    expect(
      again.earlier.map((e: { id: string; result: string; trigger: string }) => [e.id, e.result, e.trigger]),
    ).toEqual([
      [failed.json().id, 'fail', 'tool_change'],
      [made.json().id, 'pass', 'setup'],
    ]);
    expect(again.earlier[0]).toMatchObject({ operationLabel: '1. Single setup', machineNo });
    const listed = await kit.ok('GET', `/api/inspections?workOrderId=${order.id}&kind=in_process`);
    expect(listed.data.map((row: { id: string }) => row.id).sort()).toEqual([made.json().id, failed.json().id].sort());

    const pdf = await kit.call('GET', `/api/inspections/${made.json().id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`In-process-${order.woNumber?.replaceAll('/', '-')}`);
    const text = pdfText(pdf.rawPayload).join(' ');
    for (const fact of [
      'IN-PROCESS INSPECTION REPORT',
      `Work order: ${order.woNumber}`,
      'Operation: 1. Single setup',
      `Machine: ${machineNo} — CNC test`,
      'Inspected at: Setup',
      'Gauge',
      caliper.code,
      'VERDICT: PASS',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it("names the work order's own operation, an existing machine and a released work order", async () => {
    const caliper = await gauge();
    const { product, order } = await planned(caliper);
    const other = await insertWorkOrder(kit.h.db, { productId: product.id });
    const machine = await insertProductionEntry(kit.h.db, order, (await inspector()).id);
    const post = (fields: object) =>
      kit.call('POST', '/api/inspections/in-process', {
        workOrderId: order.id,
        operationId: order.operationId,
        machineId: machine.id,
        trigger: 'periodic',
        inspectedOn: today,
        sampleSize: 1,
        readings: [{ ...OD, measured: [24.97] }],
        ...fields,
      });
    expect((await post({ operationId: other.operationId })).json().errors).toEqual({ operationId: NOT_ITS_OPERATION });
    expect((await post({ machineId: randomUUID() })).json().errors).toEqual({ machineId: 'Machine not found' });
    expect((await post({ trigger: 'lunch' })).json().errors).toEqual({
      trigger: 'Choose what called for the inspection',
    });
    expect((await post({ inspectedOn: addDays(today, 1) })).json().errors).toEqual({
      inspectedOn: 'The inspection date cannot be in the future',
    });
    // The shift's last check is typed after the entry that completed the work order; a closed one has none.
    const done = await insertWorkOrder(kit.h.db, { productId: product.id, status: 'completed' });
    expect((await post({ workOrderId: done.id, operationId: done.operationId })).statusCode).toBe(201);
    const closed = await insertWorkOrder(kit.h.db, { productId: product.id, status: 'closed_short' });
    const refused = await post({ workOrderId: closed.id, operationId: closed.operationId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Only a released, in-progress or completed work order has in-process inspections; this one is closed short',
    );
    expect((await post({})).statusCode).toBe(201);
  });
});

describe("a work order's lot PDI", () => {
  it('covers no more than the good pieces made, and once passed lets the product be dispatched without the override', async () => {
    const caliper = await gauge();
    const { buyer, product, order } = await planned(caliper, { goodQuantity: 300 });
    const lot = (fields: object) =>
      kit.call('POST', '/api/inspections/lot', {
        workOrderId: order.id,
        lotQuantity: 300,
        inspectedOn: today,
        sampleSize: 5,
        readings: [
          { ...OD, gaugeId: caliper.id, measured: [24.97, 24.96, 24.98, 24.97, 24.97] },
          { ...LENGTH, sampleSize: 2, measured: [40, 40.05] },
        ],
        ...fields,
      });
    const tooMany = await lot({ lotQuantity: 301 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({
      lotQuantity: 'The work order has made 300 good pieces: the lot cannot be more',
    });
    expect((await lot({ sampleSize: 3, lotQuantity: 2 })).json().errors).toMatchObject({
      sampleSize: 'The sample cannot be more than the lot',
    });
    expect((await lot({ readings: [{ ...LENGTH, sampleSize: 2, measured: [40] }] })).json().errors).toEqual({
      'readings.0.measured': 'Enter 2 measured values, one per sample piece',
    });

    // The dispatch asks for the override while the product has no passed PDI.
    const created = await kit.ok(
      'POST',
      '/api/sales-orders',
      { customerId: buyer.id, orderDate: today, lines: [{ productId: product.id, quantity: 500, rate: 12.5 }] },
      201,
    );
    const confirmed = await kit.ok('POST', `/api/sales-orders/${created.id}/confirm`, {});
    const dispatch = () =>
      kit.call('POST', `/api/sales-orders/${confirmed.id}/dispatches`, {
        dispatchDate: today,
        vehicleReference: 'MH12AB1234',
        lines: [{ orderLineId: confirmed.lines[0].id, quantity: 100 }],
      });
    const asked = await dispatch();
    expect(asked.statusCode).toBe(409);
    expect(Object.keys(asked.json().errors)).toEqual(['pdiOverride']);

    const failed = await lot({ readings: [{ ...OD, measured: [24.97, 24.96, 25.5, 24.97, 24.97] }] });
    expect(failed.statusCode, failed.body).toBe(201);
    expect(failed.json()).toMatchObject({ kind: 'pdi', result: 'fail', dispatchId: null, lotQuantity: 300 });
    expect((await dispatch()).statusCode).toBe(409);

    const passed = await lot({});
    expect(passed.statusCode, passed.body).toBe(201);
    expect(passed.json()).toMatchObject({
      kind: 'pdi',
      result: 'pass',
      workOrderId: order.id,
      workOrderNumber: order.woNumber,
      dispatchId: null,
      challanNumber: null,
      lotQuantity: 300,
      sampleSize: 5,
      workOrders: [{ id: order.id, heatNumbers: ['H-4410'] }],
    });
    expect(passed.json().readings[1]).toMatchObject({ measured: [40, 40.05], result: 'pass' });
    const sent = await dispatch();
    expect(sent.statusCode, sent.body).toBe(201);

    const template = await kit.ok('GET', `/api/inspections/lot/template/${order.id}`);
    expect(template.earlier.map((e: { id: string }) => e.id)).toEqual([passed.json().id, failed.json().id]);
    expect(template.workOrder).toMatchObject({ goodQuantity: 300, quantity: 1000 });

    const pdf = await kit.call('GET', `/api/inspections/${passed.json().id}/pdf`);
    expect(pdf.headers['content-disposition']).toContain(
      `PDI-lot-${order.woNumber?.replaceAll('/', '-')}-${product.drawing_number}`,
    );
    const text = pdfText(pdf.rawPayload).join(' ');
    for (const fact of ['PRE-DISPATCH INSPECTION REPORT', `Work order: ${order.woNumber}`, 'Lot quantity: 300 nos']) {
      expect(text).toContain(fact);
    }
  });
});

describe('the gauge a reading names', () => {
  it('is refused when overdue for calibration on the inspection date, and taken while it is due that day', async () => {
    const overdue = await gauge(addDays(today, -1));
    const fresh = await gauge();
    const { order } = await planned(fresh);
    const firstPiece = (gaugeId: string, inspectedOn = today) =>
      kit.call('POST', '/api/inspections/first-piece', {
        workOrderId: order.id,
        inspectedOn,
        readings: [
          { ...OD, gaugeId: fresh.id, measured: [24.97] },
          { ...LENGTH, gaugeId, measured: [40] },
        ],
      });

    const refused = await firstPiece(overdue.id);
    expect(refused.statusCode).toBe(400);
    const message = `Gauge ${overdue.code} is overdue for calibration (due ${indianDate(addDays(today, -1))})`;
    expect(refused.json()).toMatchObject({ message, errors: { 'readings.1.gaugeId': message } });
    expect((await kit.ok('GET', `/api/inspections?workOrderId=${order.id}`)).data).toEqual([]);

    // Inspected yesterday, its last day: it could measure then.
    const yesterday = await firstPiece(overdue.id, addDays(today, -1));
    expect(yesterday.statusCode, yesterday.body).toBe(201);
    expect(yesterday.json().readings.map((r: { gaugeCode: string }) => r.gaugeCode)).toEqual([
      fresh.code,
      overdue.code,
    ]);

    const unknown = await firstPiece(randomUUID());
    expect(unknown.json().errors).toEqual({ 'readings.1.gaugeId': 'Unknown gauge' });
  });
});
