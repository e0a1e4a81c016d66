import { randomUUID } from 'node:crypto';
import { addDays, indianDate, type Notification, SPC_MAX_SUBGROUPS, todayIn } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { controlPlanCharacteristics, controlPlans, machines } from '../../db/schema/index.js';
import { insertWorkOrder } from '../inspections/inspection-fixture.js';
import { type FixtureReading, insertInspections } from './spc-fixture.js';

/*
 * SPC against the real app and database: inspections and their readings written by the fixture
 * (the inspections module is tested on its own), the charts, characteristics and notifications
 * read through the API. The figures are worked by hand here and by the published examples in
 * packages/shared (quality/spc.test.ts).
 */

const kit = invoiceTestKit();
const today = todayIn();
const daysAgo = (days: number) => addDays(today, -days);

/** Bore 10.00 ± 0.05. */
const bore = (measured: number[]): FixtureReading => ({
  characteristic: 'Bore',
  nominal: 10,
  lowerTolerance: -0.05,
  upperTolerance: 0.05,
  measured,
});
/** Length 40.00 ± 0.05. */
const length = (value: number): FixtureReading => ({
  characteristic: 'Length',
  nominal: 40,
  lowerTolerance: -0.05,
  upperTolerance: 0.05,
  measured: [value],
});
const burrs: FixtureReading = {
  characteristic: 'Free of burrs',
  nominal: null,
  lowerTolerance: null,
  upperTolerance: null,
  measured: [],
};

/** A customer's product and a released work order of it. */
async function part(description = 'Pump bush') {
  const buyer = await kit.customer();
  const product = await kit.product(buyer.partyCode, { product_description: description });
  const order = await insertWorkOrder(kit.h.db, { productId: product.id });
  return { buyer, product, order };
}

const chart = (query: Record<string, string>) => kit.call('GET', `/api/spc?${new URLSearchParams(query)}`);

describe('the characteristics of a product', () => {
  it("lists each measured characteristic once, with its latest reading's figures or its control plan's", async () => {
    const { product, order } = await part();
    await insertInspections(kit.h.db, [
      { productId: product.id, workOrderId: order.id, inspectedOn: daysAgo(3), readings: [bore([10, 10.01]), burrs] },
      {
        productId: product.id,
        workOrderId: order.id,
        inspectedOn: daysAgo(1),
        kind: 'first_piece',
        readings: [{ ...bore([10.02]), upperTolerance: 0.04 }, length(40.01)],
      },
    ]);
    const [plan] = await kit.h.db
      .insert(controlPlans)
      .values({ productId: product.id, revisedOn: today })
      .returning({ id: controlPlans.id });
    await kit.h.db.insert(controlPlanCharacteristics).values({
      controlPlanId: (plan as { id: string }).id,
      seq: 1,
      characteristic: 'LENGTH',
      nominal: 40,
      lowerTolerance: -0.03,
      upperTolerance: 0.03,
    });

    const answer = await kit.ok('GET', `/api/spc/characteristics?productId=${product.id}`);
    expect(answer).toEqual({
      product: { id: product.id, drawingNumber: product.drawing_number, description: 'Pump bush' },
      characteristics: [
        {
          characteristic: 'Bore',
          unit: 'mm',
          nominal: 10,
          lowerTolerance: -0.05,
          upperTolerance: 0.04,
          source: 'reading',
          readings: 2,
          lastInspectedOn: daysAgo(1),
        },
        {
          characteristic: 'Length',
          unit: 'mm',
          nominal: 40,
          lowerTolerance: -0.03,
          upperTolerance: 0.03,
          source: 'control_plan',
          readings: 1,
          lastInspectedOn: daysAgo(1),
        },
      ],
    });
  });

  it('answers 404 for an unknown product, 400 naming the field for a malformed one, 403 without inspection: view', async () => {
    expect((await kit.call('GET', `/api/spc/characteristics?productId=${randomUUID()}`)).statusCode).toBe(404);
    const malformed = await kit.call('GET', '/api/spc/characteristics?productId=DRG-118');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ productId: 'Choose a product' });

    const { product } = await part();
    const stores = await kit.h.userWith([{ scope: 'products', actions: ['view'] }]);
    for (const url of [
      `/api/spc/characteristics?productId=${product.id}`,
      `/api/spc?productId=${product.id}&characteristic=Bore`,
      '/api/spc/products/options',
    ]) {
      expect((await kit.h.call('GET', url, { token: stores.accessToken })).statusCode, url).toBe(403);
    }
    const inspector = await kit.h.userWith([{ scope: 'inspection', actions: ['view'] }]);
    const read = await kit.h.call('GET', `/api/spc/characteristics?productId=${product.id}`, {
      token: inspector.accessToken,
    });
    expect(read.statusCode).toBe(200);
    // An expensive read: it spends the user's budget of them.
    expect(read.headers['x-ratelimit-limit']).toBeDefined();
  });
});

describe('the products picker', () => {
  it('offers the products with readings that match the text', async () => {
    const { product, order } = await part('Nozzle holder sleeve');
    const { product: never } = await part('Nozzle holder sleeve');
    await insertInspections(kit.h.db, [
      { productId: product.id, workOrderId: order.id, inspectedOn: today, readings: [bore([10])] },
    ]);
    const found = await kit.ok('GET', `/api/spc/products/options?search=${product.drawing_number}`);
    expect(found).toEqual([
      { id: product.id, drawingNumber: product.drawing_number, description: 'Nozzle holder sleeve' },
    ]);
    const all = await kit.ok('GET', '/api/spc/products/options?search=holder%20sleeve');
    expect(all.map((p: { id: string }) => p.id)).toContain(product.id);
    expect(all.map((p: { id: string }) => p.id)).not.toContain(never.id);
  });
});

describe('a characteristic charted', () => {
  it('is an X̄-R chart of subgroups from every kind of inspection, worked as by hand', async () => {
    const { product, order } = await part();
    const [machine] = await kit.h.db
      .insert(machines)
      .values({ machineNo: `M-${randomUUID().slice(0, 6)}`, machineName: 'Traub' })
      .returning({ id: machines.id });
    const of = { productId: product.id, workOrderId: order.id };
    // Recorded out of order: the day decides, then the time it was recorded.
    const ids = await insertInspections(kit.h.db, [
      { ...of, inspectedOn: daysAgo(2), createdAt: new Date(Date.now() - 1000), readings: [bore([10.0, 10.02, 9.98])] },
      { ...of, inspectedOn: daysAgo(4), readings: [bore([10.0, 10.01, 9.99])] },
      { ...of, inspectedOn: daysAgo(3), kind: 'first_piece', readings: [bore([10.0])] },
      {
        ...of,
        inspectedOn: daysAgo(3),
        kind: 'in_process',
        operationId: order.operationId,
        machineId: (machine as { id: string }).id,
        readings: [bore([10.01, 10.02, 10.0])],
      },
      { ...of, inspectedOn: daysAgo(2), createdAt: new Date(Date.now() - 5000), readings: [bore([9.99, 10.0, 9.98])] },
    ]);

    const answer = await kit.ok('GET', `/api/spc?productId=${product.id}&characteristic=Bore`);
    expect(answer).toMatchObject({
      product: { id: product.id },
      characteristic: 'Bore',
      from: daysAgo(89),
      to: today,
      kind: 'xbar_r',
      subgroupSize: 3,
      // The first piece's one value is another size.
      excluded: 1,
      truncated: false,
      spec: { nominal: 10, lowerTolerance: -0.05, upperTolerance: 0.05, lsl: 9.95, usl: 10.05, source: 'reading' },
    });
    expect(answer.points.map((p: { inspectionId: string }) => p.inspectionId)).toEqual([
      ids[1],
      ids[3],
      ids[4],
      ids[0],
    ]);
    expect(answer.points.map((p: { inspectionKind: string }) => p.inspectionKind)).toEqual([
      'pdi',
      'in_process',
      'pdi',
      'pdi',
    ]);
    // Means 10.00, 10.01, 9.99, 10.00; ranges 0.02, 0.02, 0.02, 0.04.
    const point = answer.points[1];
    expect(point).toMatchObject({ inspectedOn: daysAgo(3), values: [10.01, 10.02, 10], rules: [], rangeOut: false });
    expect(point.statistic).toBeCloseTo(10.01, 10);
    expect(point.range).toBeCloseTo(0.02, 10);
    // X̄̄ 10.00, R̄ 0.025: 10 ± 1.023 × 0.025; R chart 2.574 × 0.025.
    expect(answer.limits.centre).toBeCloseTo(10, 10);
    expect(answer.limits.ucl).toBeCloseTo(10.025575, 10);
    expect(answer.limits.lcl).toBeCloseTo(9.974425, 10);
    expect(answer.limits.rangeCentre).toBeCloseTo(0.025, 10);
    expect(answer.limits.rangeUcl).toBeCloseTo(0.06435, 10);
    expect(answer.limits.rangeLcl).toBe(0);
    // σ within 0.025 / 1.693; centred, so Cp = Cpk = 0.1 / 6σ.
    const sigma = 0.025 / 1.693;
    expect(answer.capability.n).toBe(12);
    expect(answer.capability.sigmaWithin).toBeCloseTo(sigma, 10);
    expect(answer.capability.cp).toBeCloseTo(0.1 / (6 * sigma), 10);
    expect(answer.capability.cpk).toBeCloseTo(0.1 / (6 * sigma), 10);
    expect(answer.capability.cp.toFixed(2)).toBe('1.13');
  });

  it('is an I-MR chart of one-piece readings, flagging a point beyond its limit and outside its specification', async () => {
    const { product, order } = await part();
    const values = [40.0, 40.01, 40.0, 40.01, 40.0, 40.01, 40.0, 40.1];
    await insertInspections(
      kit.h.db,
      values.map((value, index) => ({
        productId: product.id,
        workOrderId: order.id,
        kind: 'first_piece' as const,
        inspectedOn: daysAgo(20 - index),
        readings: [length(value)],
      })),
    );
    const answer = await kit.ok('GET', `/api/spc?productId=${product.id}&characteristic=Length`);
    expect(answer).toMatchObject({ kind: 'i_mr', subgroupSize: 1, excluded: 0 });
    // x̄ = 320.13 / 8; MR̄ = 0.16 / 7; limits x̄ ± (3 / 1.128) MR̄; MR chart 3.267 MR̄.
    const mrBar = 0.16 / 7;
    expect(answer.limits.centre).toBeCloseTo(320.13 / 8, 10);
    expect(answer.limits.ucl).toBeCloseTo(320.13 / 8 + (3 / 1.128) * mrBar, 10);
    expect(answer.limits.rangeUcl).toBeCloseTo(3.267 * mrBar, 10);
    expect(answer.points[0].range).toBeNull();
    const flagged = answer.points.filter(
      (p: { rules: number[]; rangeOut: boolean; outOfSpec: boolean }) => p.rules.length || p.rangeOut || p.outOfSpec,
    );
    expect(flagged).toEqual([
      expect.objectContaining({
        inspectedOn: daysAgo(13),
        values: [40.1],
        rules: [1],
        rangeOut: true,
        outOfSpec: true,
      }),
    ]);
  });

  it('reads the days asked, 90 unless told, and refuses a range past a year or reversed with the field', async () => {
    const { product, order } = await part();
    await insertInspections(
      kit.h.db,
      [100, 60, 10].map((days) => ({
        productId: product.id,
        workOrderId: order.id,
        inspectedOn: daysAgo(days),
        readings: [bore([10, 10.01])],
      })),
    );
    const base = { productId: product.id, characteristic: 'Bore' };
    expect((await kit.ok('GET', `/api/spc?${new URLSearchParams(base)}`)).points).toHaveLength(2);
    const older = await kit.ok(
      'GET',
      `/api/spc?${new URLSearchParams({ ...base, from: daysAgo(120), to: daysAgo(50) })}`,
    );
    expect(older.points.map((p: { inspectedOn: string }) => p.inspectedOn)).toEqual([daysAgo(100), daysAgo(60)]);
    // One point draws no limits.
    const one = await kit.ok('GET', `/api/spc?${new URLSearchParams({ ...base, from: daysAgo(11), to: daysAgo(9) })}`);
    expect(one).toMatchObject({ kind: 'xbar_r', limits: null, capability: { cp: null, cpk: null } });
    // A characteristic never measured: an empty chart.
    expect(await kit.ok('GET', `/api/spc?${new URLSearchParams({ ...base, characteristic: 'Thread' })}`)).toMatchObject(
      {
        kind: null,
        points: [],
        spec: null,
        limits: null,
      },
    );

    const refused = async (query: Record<string, string>) => {
      const res = await chart({ ...base, ...query });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors;
    };
    expect(await refused({ from: daysAgo(400) })).toEqual({ from: 'At most 366 days in one chart' });
    expect(await refused({ from: daysAgo(1), to: daysAgo(2) })).toEqual({ to: 'To must be on or after From' });
    expect(await refused({ from: '2026-13-01' })).toEqual({ from: 'From must be a date' });
    expect(await refused({ characteristic: '' })).toEqual({ characteristic: 'Choose a characteristic' });
    expect((await chart({ ...base, productId: randomUUID() })).statusCode).toBe(404);
  });

  it(`keeps the newest ${SPC_MAX_SUBGROUPS} readings and says so`, async () => {
    const { product, order } = await part();
    const start = Date.now() - 600_000;
    await insertInspections(
      kit.h.db,
      Array.from({ length: SPC_MAX_SUBGROUPS + 5 }, (_, index) => ({
        productId: product.id,
        workOrderId: order.id,
        inspectedOn: daysAgo(300 - Math.floor(index / 2)),
        createdAt: new Date(start + index * 1000),
        readings: [bore([10 + (index % 3) / 100, 10])],
      })),
    );
    const answer = await kit.ok(
      'GET',
      `/api/spc?${new URLSearchParams({ productId: product.id, characteristic: 'Bore', from: daysAgo(365) })}`,
    );
    expect(answer.truncated).toBe(true);
    expect(answer.points).toHaveLength(SPC_MAX_SUBGROUPS);
    // The five oldest were left: the first kept is the sixth recorded (index 5: day 300 − 2).
    expect(answer.points[0].inspectedOn).toBe(daysAgo(298));
    expect(answer.points[0].values).toEqual([10.02, 10]);
    expect(answer.points.at(-1).inspectedOn).toBe(daysAgo(48));
  });
});

describe('the out-of-control notification', () => {
  const spcItems = async (token?: string) => {
    const res = await kit.h.call('GET', '/api/notifications', { token: token ?? (await kit.h.adminToken()) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as Notification[]).filter((n) => n.kind === 'spc_out_of_control');
  };

  it('is raised by a reading outside its specification or a point beyond a control limit in the last week, for whoever views inspections', async () => {
    const { buyer, product, order } = await part();
    const of = { productId: product.id, workOrderId: order.id, kind: 'first_piece' as const };
    // Length: in control, then out of its specification yesterday. Bore: within it, but beyond the limits 2 days ago.
    await insertInspections(kit.h.db, [
      ...Array.from({ length: 15 }, (_, index) => ({
        ...of,
        inspectedOn: daysAgo(40 - index),
        readings: [length(40 + (index % 2) / 100), bore([10 + (index % 2) / 1000])],
      })),
      { ...of, inspectedOn: daysAgo(2), readings: [length(40.0), bore([10.04])] },
      { ...of, inspectedOn: daysAgo(1), readings: [length(40.06), bore([10.001])] },
    ]);
    // Another product out of its specification 10 days ago only: too old to raise anything.
    const old = await part();
    await insertInspections(kit.h.db, [
      { productId: old.product.id, workOrderId: old.order.id, inspectedOn: daysAgo(10), readings: [bore([10.2])] },
    ]);

    const items = await spcItems();
    const customer = { customerId: buyer.id, customerName: buyer.name };
    expect(items.filter((n) => n.link.includes(old.product.id))).toEqual([]);
    expect(items.filter((n) => n.link.includes(product.id)).sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      {
        id: `spc_out_of_control:${product.id}:Bore`,
        kind: 'spc_out_of_control',
        title: 'Point beyond a control limit',
        message: `Out of control: Bore of ${product.drawing_number} on ${indianDate(daysAgo(2))}`,
        link: `/spc?productId=${product.id}&characteristic=Bore`,
        date: daysAgo(2),
        ...customer,
      },
      {
        id: `spc_out_of_control:${product.id}:Length`,
        kind: 'spc_out_of_control',
        title: 'Reading outside its specification',
        message: `Out of control: Length of ${product.drawing_number} on ${indianDate(daysAgo(1))}`,
        link: `/spc?productId=${product.id}&characteristic=Length`,
        date: daysAgo(1),
        ...customer,
      },
    ]);
    // The link opens the very chart that marks the point.
    const bores = await kit.ok('GET', `/api/spc?productId=${product.id}&characteristic=Bore`);
    expect(bores.points.find((p: { inspectedOn: string }) => p.inspectedOn === daysAgo(2))).toMatchObject({
      rules: [1],
      outOfSpec: false,
    });

    const inspector = await kit.h.userWith([{ scope: 'inspection', actions: ['view'] }]);
    expect((await spcItems(inspector.accessToken)).length).toBeGreaterThanOrEqual(2);
    const clerk = await kit.h.userWith([{ scope: 'sales-orders', actions: ['view'] }]);
    expect(await spcItems(clerk.accessToken)).toEqual([]);
  });
});
