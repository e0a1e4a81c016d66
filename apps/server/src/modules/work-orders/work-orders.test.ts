import { materialKey, NO_CYCLE_TIMES_MESSAGE, type Permission } from '@lathe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedCsv } from '../../../test/exported-csv.js';
import { createHarness, type Harness } from '../../../test/harness.js';
import { pdfText } from '../../../test/pdf-facts.js';
import { type StockKit, stockKit } from '../../../test/stock-test-kit.js';
import { readGeneration } from '../../db/generations.js';
import { inspections } from '../../db/schema/index.js';

/*
 * Work orders as a client meets them: drafts from a product (its operations from its cycle
 * times) or from a sales order's open line, release with the WO number and bar reserved oldest
 * heat first (never what another open work order holds), the shortfall, close short with a
 * reason, the flow's refusals, who may do what, the pickers, the list and the PDF. Stock is put
 * in through the stock routes, as the stores would.
 */

// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;

let h: Harness;
let kit: StockKit;
let customer: Json;
/** A WO date in 2026-27: the series is WO/2026-27/…, whatever today is. */
const WO_DATE = '2026-05-04';

beforeAll(async () => {
  h = await createHarness();
  kit = stockKit(h);
  customer = await kit.customer();
});
afterAll(() => h.close());

/** A product of the customer with cycle times (seconds), a bar and a raw material weight (kg) unless told. */
const product = (fields: Record<string, unknown> = {}) =>
  kit.admin('POST', '/api/products', {
    partyCode: customer.partyCode,
    assembly: 'Gearbox',
    product_description: 'Pinion shaft',
    drawing_number: `DRG-${kit.tag()}`,
    product_type: 'Turned component',
    grade: 'EN8',
    rod_size: '25 mm Round',
    raw_material_weight: 0.025,
    rough_first_cycle_time_sec: 12.5,
    single_setup_cycle_time_sec: 45,
    gstRate: 18,
    ...fields,
  });

const body = (productId: string, fields: Record<string, unknown> = {}) => ({
  productId,
  quantity: 10000,
  woDate: WO_DATE,
  dueDate: '2026-05-30',
  ...fields,
});

const draft = (b: object) => kit.admin('POST', '/api/work-orders', b);
const get = (id: string) => kit.admin('GET', `/api/work-orders/${id}`);
const release = (order: Json) =>
  kit.admin('POST', `/api/work-orders/${order.id}/release`, { version: order.version }, 200);
const releaseNew = (b: object) => kit.admin('POST', '/api/work-orders/release', b);
const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  h.call(method, url, { token: await h.adminToken(), body: payload });

/** Bar of a grade and rod size put in by a stock count, into a heat, on a day. */
const barIn = (grade: string, rodSize: string, kg: number, heat: string, day: string) =>
  kit.stockIn({ itemType: 'material', grade, rodSize }, kg, heat, day);

describe('a draft work order', () => {
  it('is made for stock from a product: its operations from the cycle times, description and drawing copied', async () => {
    const pinion = await product();
    const created = await draft(body(pinion.id, { remarks: 'Deburr both ends' }));
    expect(created).toMatchObject({
      status: 'draft',
      woNumber: null,
      productId: pinion.id,
      productDescription: 'Pinion shaft',
      drawingNumber: pinion.drawing_number,
      product: { id: pinion.id, description: 'Pinion shaft', grade: 'EN8', rodSize: '25 mm Round' },
      salesOrder: null,
      salesOrderNumber: null,
      customerName: null,
      quantity: 10000,
      goodQuantity: 0,
      leftToMake: 10000,
      remarks: 'Deburr both ends',
      materials: [],
      firstPiecePassed: false,
    });
    // 45 s a piece: 80 an hour, 10,000 in 125 h; 12.5 s: 288 an hour, 2,084 minutes.
    expect(
      created.operations.map((o: Json) => [
        o.seq,
        o.label,
        o.kind,
        o.cycleTimeSec,
        o.piecesPerHour,
        o.hoursForQuantity,
      ]),
    ).toEqual([
      [1, 'Rough 1st side', 'rough', 12.5, 288, 34.73],
      [2, 'Single setup', 'single_setup', 45, 80, 125],
    ]);
    // A draft reserves nothing: the need is shown, no shortfall yet.
    expect(created.materialNeed).toEqual({
      item: materialKey('EN8', 'Ø25'),
      grade: 'EN8',
      rodSize: 'Ø25',
      neededKg: 250,
      reservedKg: 0,
      shortKg: null,
      note: null,
    });

    // Edited whole: the operations follow the new quantity and product.
    const other = await product({ rough_first_cycle_time_sec: null, spm_rough_first_cycle_time_sec: 30 });
    const edited = await kit.admin('PUT', `/api/work-orders/${created.id}`, {
      ...body(other.id, { quantity: 120 }),
      version: created.version,
    });
    expect(edited).toMatchObject({ version: created.version + 1, productId: other.id, quantity: 120, remarks: null });
    expect(edited.operations.map((o: Json) => [o.seq, o.label, o.hoursForQuantity])).toEqual([
      [1, 'SPM rough 1st side', 1],
      [2, 'Single setup', 1.5],
    ]);
  });

  it('gives an operation its own transfer time by its cycle time while a draft, and refuses one beyond a week', async () => {
    const pinion = await product();
    const created = await draft(
      body(pinion.id, { transferMinutes: { single_setup_cycle_time_sec: 45, rough_first_cycle_time_sec: null } }),
    );
    expect(created.operations.map((o: Json) => [o.label, o.transferMinutes])).toEqual([
      ['Rough 1st side', null],
      ['Single setup', 45],
    ]);
    // Saved whole: left out, the operations take the plant's default again.
    const edited = await kit.admin('PUT', `/api/work-orders/${created.id}`, {
      ...body(pinion.id),
      version: created.version,
    });
    expect(edited.operations.map((o: Json) => o.transferMinutes)).toEqual([null, null]);
    // A cycle time the product lacks names no operation and is ignored; text is read as the form types it.
    const typed = await draft(
      body(pinion.id, { transferMinutes: { spm_rough_first_cycle_time_sec: 30, single_setup_cycle_time_sec: '120' } }),
    );
    expect(typed.operations.map((o: Json) => o.transferMinutes)).toEqual([null, 120]);

    const message = 'Transfer time must be a whole number of minutes from 0 to 10,080 (a week)';
    for (const wrong of [10_081, -1, 2.5, 'soon']) {
      const res = await call(
        'POST',
        '/api/work-orders',
        body(pinion.id, { transferMinutes: { single_setup_cycle_time_sec: wrong } }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ 'transferMinutes.single_setup_cycle_time_sec': message });
    }
    const unknown = await call('POST', '/api/work-orders', body(pinion.id, { transferMinutes: { milling: 10 } }));
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a product with no cycle times, and a due date before the WO date', async () => {
    const bare = await product({ rough_first_cycle_time_sec: null, single_setup_cycle_time_sec: null });
    const res = await call('POST', '/api/work-orders', body(bare.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ productId: NO_CYCLE_TIMES_MESSAGE });
    expect(NO_CYCLE_TIMES_MESSAGE).toBe('This product has no cycle times; add them to the product first');

    const pinion = await product();
    const early = await call('POST', '/api/work-orders', body(pinion.id, { dueDate: '2026-05-01' }));
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ dueDate: 'Due date cannot be before the WO date' });
    const part = await call('POST', '/api/work-orders', body(pinion.id, { quantity: 2.5 }));
    expect(part.json().errors).toEqual({ quantity: 'Must be a whole number of pieces' });
    const tooMany = await call('POST', '/api/work-orders', body(pinion.id, { quantity: 10_000_001 }));
    expect(tooMany.json().errors).toEqual({ quantity: 'Must be at most 1,00,00,000' });
    // Ten million is the most, and is allowed.
    expect((await call('POST', '/api/work-orders', body(pinion.id, { quantity: 10_000_000 }))).statusCode).toBe(201);
  });

  it('is made for an open sales order line: its order and customer named, the line’s pieces then planned', async () => {
    const pinion = await product();
    const order = await kit.confirmedOrder(customer.id, [[pinion.id, 5000]]);
    const lines = await kit.admin('GET', `/api/work-orders/sales-order-lines?search=${order.orderNumber}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      salesOrderId: order.id,
      orderNumber: order.orderNumber,
      customerName: customer.name,
      ordered: 5000,
      dispatched: 0,
      onWorkOrders: 0,
      leftToPlan: 5000,
      product: { id: pinion.id, cycleTimes: { single_setup_cycle_time_sec: 45, rough_first_cycle_time_sec: 12.5 } },
    });

    const created = await draft(body(pinion.id, { salesOrderLineId: lines[0].id, quantity: lines[0].leftToPlan }));
    expect(created).toMatchObject({
      salesOrderId: order.id,
      salesOrderNumber: order.orderNumber,
      salesOrderLineId: lines[0].id,
      customerId: customer.id,
      customerName: customer.name,
      salesOrder: {
        id: order.id,
        orderNumber: order.orderNumber,
        lineNumber: 1,
        customerName: customer.name,
      },
    });
    const after = await kit.admin('GET', `/api/work-orders/sales-order-lines?search=${order.orderNumber}`);
    expect(after[0]).toMatchObject({ onWorkOrders: 5000, leftToPlan: 0 });

    // The line's product only; a line of an order that is not confirmed is not made for.
    const other = await product();
    const mismatch = await call('POST', '/api/work-orders', body(other.id, { salesOrderLineId: lines[0].id }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.productId).toMatch(/^The sales order line is for drawing /);
    const open = await kit.admin('POST', '/api/sales-orders', {
      customerId: customer.id,
      orderDate: '2024-01-05',
      lines: [{ productId: pinion.id, quantity: 10, rate: 10 }],
    });
    const unconfirmed = await call('POST', '/api/work-orders', body(pinion.id, { salesOrderLineId: open.lines[0].id }));
    expect(unconfirmed.statusCode).toBe(400);
    expect(Object.keys(unconfirmed.json().errors)).toEqual(['salesOrderLineId']);
  });
});

describe('releasing', () => {
  it('numbers the work order WO/… and reserves its bar oldest heat first, never what another open order holds', async () => {
    await barIn('EN19', '32 mm Round', 100, 'H-NEW', '2024-02-01');
    await barIn('EN19', '32 mm Round', 30, 'H-OLD', '2024-01-01');
    const shaft = await product({ grade: 'EN19', rod_size: 'Ø32', raw_material_weight: 0.025 });

    // 2,000 pieces × 0.025 kg = 50 kg: all 30 of the old heat, then 20 of the new.
    const first = await releaseNew(body(shaft.id, { quantity: 2000 }));
    expect(first.status).toBe('released');
    expect(first.woNumber).toMatch(/^WO\/2026-27\/\d{4}$/);
    expect(first.releasedAt).not.toBeNull();
    expect(first.materials).toEqual([
      {
        itemKey: 'EN19|Ø32',
        grade: 'EN19',
        rodSize: 'Ø32',
        heatNumber: 'H-OLD',
        reservedQuantity: 30,
        issuedQuantity: 0,
      },
      {
        itemKey: 'EN19|Ø32',
        grade: 'EN19',
        rodSize: 'Ø32',
        heatNumber: 'H-NEW',
        reservedQuantity: 20,
        issuedQuantity: 0,
      },
    ]);
    expect(first.materialNeed).toMatchObject({ neededKg: 50, reservedKg: 50, shortKg: 0 });

    // The next release takes the next number and only what the first does not hold: 80 of 100 kg wanted.
    const second = await release(await draft(body(shaft.id, { quantity: 4000 })));
    const next = Number(first.woNumber.slice(-4)) + 1;
    expect(second.woNumber).toBe(`WO/2026-27/${String(next).padStart(4, '0')}`);
    expect(second.materials.map((m: Json) => [m.heatNumber, m.reservedQuantity])).toEqual([['H-NEW', 80]]);
    expect(second.materialNeed).toMatchObject({ neededKg: 100, reservedKg: 80, shortKg: 20 });

    // Closed short, the first one's bar is free again for the next release.
    await kit.admin(
      'POST',
      `/api/work-orders/${first.id}/close`,
      { version: first.version, reason: 'Customer cut the order' },
      200,
    );
    const third = await releaseNew(body(shaft.id, { quantity: 1600 }));
    expect(third.materials.map((m: Json) => [m.heatNumber, m.reservedQuantity])).toEqual([
      ['H-OLD', 30],
      ['H-NEW', 10],
    ]);
  });

  it('releases despite a shortfall, and says why nothing is reserved for a product without a raw material weight', async () => {
    await barIn('EN24', '40 mm Round', 12.5, 'H-24', '2024-01-01');
    const heavy = await product({ grade: 'EN24', rod_size: '40 mm Round', raw_material_weight: 0.25 });
    const short = await releaseNew(body(heavy.id, { quantity: 100 }));
    expect(short.status).toBe('released');
    expect(short.materialNeed).toMatchObject({ neededKg: 25, reservedKg: 12.5, shortKg: 12.5, note: null });

    const unweighed = await product({ grade: 'EN24', rod_size: '40 mm Round', raw_material_weight: null });
    const none = await releaseNew(body(unweighed.id, { quantity: 100 }));
    expect(none.materials).toEqual([]);
    expect(none.materialNeed).toMatchObject({
      neededKg: null,
      reservedKg: 0,
      shortKg: null,
      note: 'The product has no raw material weight, so no bar is reserved for it',
    });
  });

  it("reserves the bar a piece takes by the product's geometry, and the form's product says so", async () => {
    await barIn('SS316', 'Ø55', 100, 'H-316', '2024-01-01');
    const sleeve = await product({
      grade: 'SS316',
      rod_size: 'Ø55',
      raw_material_weight: 0.9,
      final_length: 40,
      partingWidthMm: 3,
      facingAllowanceMm: 0.5,
      barLengthMm: 3000,
      barEndLossMm: 150,
    });
    // 65 pieces a 57,019.9 g bar (π × 27.5² mm² × 3000 mm × 8.0 g/cm³): 0.877 kg a piece; × 100 = 87.7 kg, not 90.
    const released = await releaseNew(body(sleeve.id, { quantity: 100 }));
    expect(released.materialNeed).toMatchObject({ neededKg: 87.7, reservedKg: 87.7, shortKg: 0, note: null });
    expect(released.product.rawMaterialWeight).toBe(0.877);
  });

  it('lets releases of the same bar at once reserve no more than there is', async () => {
    await barIn('EN31', '20 mm Round', 100, 'H-31', '2024-01-01');
    const race = await product({ grade: 'EN31', rod_size: 'Ø20', raw_material_weight: 0.1 });
    // Eight work orders of 300 pieces (30 kg each) released together from 100 kg; each in a year of
    // its own, so no series' number lock queues them and only the stock's locks keep them apart.
    const drafts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => draft(body(race.id, { quantity: 300, woDate: `${2018 + i}-06-01` }))),
    );
    const released = await Promise.all(drafts.map(release));
    const reserved = released.map((order: Json) => order.materialNeed.reservedKg).sort((x: number, y: number) => y - x);
    expect(reserved).toEqual([30, 30, 30, 10, 0, 0, 0, 0]);
  });
});

describe('the flow', () => {
  it('moves the schedule generation when a release or a close short commits, not when a step is refused', async () => {
    const pinion = await product();
    const drafted = await draft(body(pinion.id));
    // The service tells the schedule nothing: each committed transaction on its tables moves the generation once.
    const generation = await readGeneration(h.db, 'schedule');
    const moved = async () => Number((await readGeneration(h.db, 'schedule')) - generation);
    const released = await release(drafted);
    expect(await moved()).toBe(1);
    await releaseNew(body(pinion.id));
    expect(await moved()).toBe(2);
    expect((await call('POST', `/api/work-orders/${released.id}/close`, { reason: ' ' })).statusCode).toBe(400);
    expect(await moved()).toBe(2);
    await kit.admin('POST', `/api/work-orders/${released.id}/close`, { reason: 'Drawing revised' }, 200);
    expect(await moved()).toBe(3);
  });

  it('closes short only with a reason, and only a released or in-progress work order', async () => {
    const pinion = await product();
    const drafted = await draft(body(pinion.id));
    const draftClose = await call('POST', `/api/work-orders/${drafted.id}/close`, { reason: 'No longer wanted' });
    expect(draftClose.statusCode).toBe(409);
    expect(draftClose.json().message).toBe('A draft work order is deleted, not closed');

    const released = await release(drafted);
    const noReason = await call('POST', `/api/work-orders/${released.id}/close`, { version: released.version });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: 'Give the reason for closing short' });
    const blank = await call('POST', `/api/work-orders/${released.id}/close`, { reason: '   ' });
    expect(blank.statusCode).toBe(400);

    const closed = await kit.admin(
      'POST',
      `/api/work-orders/${released.id}/close`,
      { version: released.version, reason: 'Drawing revised' },
      200,
    );
    expect(closed).toMatchObject({
      status: 'closed_short',
      statusReason: 'Drawing revised',
      woNumber: released.woNumber,
    });
    expect(closed.closedShortAt).not.toBeNull();
    const again = await call('POST', `/api/work-orders/${released.id}/close`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Only a released or in-progress work order can be closed short; this one is closed short',
    );
  });

  it('edits and deletes only a draft; a released one is refused with the flow’s words', async () => {
    const pinion = await product();
    const gone = await draft(body(pinion.id));
    expect((await call('DELETE', `/api/work-orders/${gone.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/work-orders/${gone.id}`)).statusCode).toBe(404);

    const released = await releaseNew(body(pinion.id));
    const edit = await call('PUT', `/api/work-orders/${released.id}`, body(pinion.id, { quantity: 5 }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('Only a draft work order can be edited; a released one is closed short instead');
    const remove = await call('DELETE', `/api/work-orders/${released.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe('Only a draft work order can be deleted; close a released one short');
    const twice = await call('POST', `/api/work-orders/${released.id}/release`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Only a draft work order can be released; this one is released');
    // A stale version hears so first.
    const stale = await call('PUT', `/api/work-orders/${released.id}`, { ...body(pinion.id), version: 1 });
    expect(stale.statusCode).toBe(409);
  });

  it('tells whether the latest first-piece inspection passed', async () => {
    const pinion = await product();
    const released = await releaseNew(body(pinion.id));
    const inspect = (result: 'pass' | 'fail', createdAt: Date) =>
      h.db.insert(inspections).values({
        kind: 'first_piece',
        workOrderId: released.id,
        productId: pinion.id,
        inspectedOn: WO_DATE,
        result,
        createdAt,
      });
    await inspect('fail', new Date('2026-05-04T04:00:00Z'));
    expect((await get(released.id)).firstPiecePassed).toBe(false);
    await inspect('pass', new Date('2026-05-04T05:00:00Z'));
    expect((await get(released.id)).firstPiecePassed).toBe(true);
  });
});

/** A signed-in user holding exactly these permissions: their access token. */
const as = async (permissions: Permission[]) => (await h.userWith(permissions)).accessToken;

describe('who may do what', () => {
  it('lets the planner keep drafts and the work-order-status holder release and close', async () => {
    const pinion = await product();
    const planner = await as([{ scope: 'work-orders', actions: ['view', 'create', 'edit', 'delete'] }]);
    const made = await h.call('POST', '/api/work-orders', { token: planner, body: body(pinion.id) });
    expect(made.statusCode).toBe(201);
    const id = made.json().id;
    // Saving is not releasing: release, and save-and-release, need work-order-status.
    expect((await h.call('POST', `/api/work-orders/${id}/release`, { token: planner, body: {} })).statusCode).toBe(403);
    expect(
      (await h.call('POST', '/api/work-orders/release', { token: planner, body: body(pinion.id) })).statusCode,
    ).toBe(403);
    expect((await h.call('GET', '/api/work-orders/sales-order-lines', { token: planner })).statusCode).toBe(200);
    expect((await h.call('GET', '/api/work-orders/products', { token: planner })).statusCode).toBe(200);

    const releaser = await as([{ scope: 'work-order-status', actions: ['create'] }]);
    const released = await h.call('POST', `/api/work-orders/${id}/release`, { token: releaser, body: {} });
    expect(released.statusCode).toBe(200);
    expect((await h.call('GET', `/api/work-orders/${id}`, { token: releaser })).statusCode).toBe(403);
    expect(
      (await h.call('POST', `/api/work-orders/${id}/close`, { token: releaser, body: { reason: 'Stop' } })).statusCode,
    ).toBe(403);
    const closer = await as([{ scope: 'work-order-status', actions: ['edit'] }]);
    expect(
      (await h.call('POST', `/api/work-orders/${id}/close`, { token: closer, body: { reason: 'Stop' } })).statusCode,
    ).toBe(200);
  });

  it('refuses (403) whoever lacks the scope, and keeps the form’s pickers to those who write drafts', async () => {
    const pinion = await product();
    const order = await draft(body(pinion.id));
    const viewer = await as([{ scope: 'work-orders', actions: ['view'] }]);
    expect((await h.call('GET', '/api/work-orders', { token: viewer })).statusCode).toBe(200);
    expect((await h.call('GET', `/api/work-orders/${order.id}/pdf`, { token: viewer })).statusCode).toBe(200);
    expect((await h.call('POST', '/api/work-orders', { token: viewer, body: body(pinion.id) })).statusCode).toBe(403);
    expect(
      (await h.call('PUT', `/api/work-orders/${order.id}`, { token: viewer, body: body(pinion.id) })).statusCode,
    ).toBe(403);
    expect((await h.call('DELETE', `/api/work-orders/${order.id}`, { token: viewer })).statusCode).toBe(403);
    expect((await h.call('GET', '/api/work-orders/sales-order-lines', { token: viewer })).statusCode).toBe(403);
    expect((await h.call('GET', '/api/work-orders/products', { token: viewer })).statusCode).toBe(403);

    const stranger = await as([{ scope: 'sales-orders', actions: ['view'] }]);
    for (const url of [
      '/api/work-orders',
      `/api/work-orders/${order.id}`,
      '/api/work-orders/export',
      '/api/work-orders/options',
    ]) {
      expect((await h.call('GET', url, { token: stranger })).statusCode, url).toBe(403);
    }
    expect((await h.call('GET', '/api/work-orders')).statusCode).toBe(401);
  });
});

describe('the open work orders picker (GET /api/work-orders/options)', () => {
  it('offers released and in-progress work orders with their operations to production, inspection and the schedule', async () => {
    const gear = await product({ product_description: 'Picker gear blank' });
    const drafted = await draft(body(gear.id, { dueDate: '2026-06-30' }));
    const released = await releaseNew(body(gear.id, { dueDate: '2026-06-10', quantity: 1800 }));
    const closed = await releaseNew(body(gear.id));
    await kit.admin('POST', `/api/work-orders/${closed.id}/close`, { reason: 'Not needed' }, 200);

    for (const permissions of [
      [{ scope: 'production', actions: ['create'] }],
      [{ scope: 'production', actions: ['edit'] }],
      [{ scope: 'inspection', actions: ['create'] }],
      [{ scope: 'schedule', actions: ['view'] }],
      [{ scope: 'work-orders', actions: ['view'] }],
    ] as Permission[][]) {
      const token = await as(permissions);
      const res = await h.call('GET', '/api/work-orders/options?search=picker%20gear', { token });
      expect(res.statusCode, JSON.stringify(permissions)).toBe(200);
      expect(res.json().map((o: Json) => o.id)).toEqual([released.id]);
    }
    const [option] = await kit.admin('GET', `/api/work-orders/options?search=${encodeURIComponent(released.woNumber)}`);
    expect(option).toEqual({
      id: released.id,
      woNumber: released.woNumber,
      status: 'released',
      productId: gear.id,
      productDescription: 'Picker gear blank',
      drawingNumber: gear.drawing_number,
      dueDate: '2026-06-10',
      quantity: 1800,
      goodQuantity: 0,
      leftToMake: 1800,
      operations: [
        { id: released.operations[0].id, seq: 1, label: 'Rough 1st side', kind: 'rough', cycleTimeSec: 12.5 },
        { id: released.operations[1].id, seq: 2, label: 'Single setup', kind: 'single_setup', cycleTimeSec: 45 },
      ],
    });
    expect(drafted.status).toBe('draft');
    const nobody = await as([{ scope: 'machines', actions: ['view'] }]);
    expect((await h.call('GET', '/api/work-orders/options', { token: nobody })).statusCode).toBe(403);
  });
});

describe('the list', () => {
  it('searches by number, product and drawing, filters by status, product and due days, and exports', async () => {
    const bush = await product({ product_description: 'Listed bush' });
    const early = await releaseNew(body(bush.id, { dueDate: '2026-07-01' }));
    const late = await draft(body(bush.id, { dueDate: '2026-08-15', quantity: 40 }));
    const list = (query: string) => kit.admin('GET', `/api/work-orders?limit=100${query}`);

    const byDrawing = await list(`&search=${bush.drawing_number}&sortBy=dueDate&sortOrder=ASC`);
    expect(byDrawing.data.map((o: Json) => o.id)).toEqual([early.id, late.id]);
    expect(byDrawing.data[0]).toMatchObject({ woNumber: early.woNumber, leftToMake: 10000, customerName: null });
    expect((await list(`&search=${encodeURIComponent(early.woNumber)}`)).data.map((o: Json) => o.id)).toEqual([
      early.id,
    ]);
    expect((await list(`&productId=${bush.id}&status=draft`)).data.map((o: Json) => o.id)).toEqual([late.id]);
    expect(
      (await list(`&productId=${bush.id}&dueFrom=2026-07-02&dueTo=2026-08-31`)).data.map((o: Json) => o.id),
    ).toEqual([late.id]);
    const refused = await call('GET', '/api/work-orders?dueFrom=2026-13-01');
    expect(refused.statusCode).toBe(400);

    const csv = await call('GET', `/api/work-orders/export?productId=${bush.id}&sortBy=dueDate&sortOrder=ASC`);
    expect(csv.statusCode).toBe(200);
    const [header, first] = exportedCsv(csv).trim().split('\r\n');
    expect(header?.split(',').slice(0, 4)).toEqual(['Wo Number', 'Status', 'Wo Date', 'Due Date']);
    expect(first?.startsWith(`${early.woNumber},released,${WO_DATE},2026-07-01`)).toBe(true);
  });

  it('prints the work order as a PDF with its operations and the bar short', async () => {
    await barIn('SS304', '16 mm Round', 5, 'SS-9', '2024-01-01');
    const pin = await product({ grade: 'SS304', rod_size: 'Ø16', raw_material_weight: 0.01 });
    const released = await releaseNew(body(pin.id, { quantity: 1000 }));
    const res = await call('GET', `/api/work-orders/${released.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload).join(' ');
    for (const words of [released.woNumber, 'Single setup', 'SS-9', 'Short by 5.000 kg', '1,000 to make']) {
      expect(text).toContain(words);
    }
  });
});
