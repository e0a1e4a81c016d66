import { randomUUID } from 'node:crypto';
import { addDays, materialKey, partKey, todayIn } from '@lathe/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { type StockKit, stockKit } from '../../../test/stock-test-kit.js';
import { readGeneration } from '../../db/generations.js';
import {
  machineCapacity,
  productionReasons,
  stockMovements,
  workOrderMaterials,
  workOrderOperations,
  workOrders,
} from '../../db/schema/index.js';
import { inspectFirstPiece, releasedWorkOrder, TWO_SIDES } from './work-order-fixture.js';

/*
 * Production entries against released work orders: the work order's progress and status follow
 * them, the bar the first operation starts is issued from the order's reserved heats, good pieces
 * off the last operation enter finished stock when the product keeps it, and every refusal the
 * flow and the plant's rules make. Edits and deletes post the difference to the ledger.
 */

// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;

let h: Harness;
let kit: StockKit;
let partyCode: string;
let customerId: string;
/** CNC-3: two 8-hour shifts, every kind of operation (the defaults). */
let cnc3: Json;
let operator: Json;
let odOversize: string;
let powerCut: string;

beforeAll(async () => {
  h = await createHarness();
  kit = stockKit(h);
  const customer = await kit.customer();
  partyCode = customer.partyCode;
  customerId = customer.id;
  cnc3 = await kit.admin('POST', '/api/machines', { machineNo: `CNC-3-${kit.tag()}`, machineName: 'CNC lathe' });
  operator = await kit.admin('POST', '/api/employees', {
    employeeCode: `OP-${kit.tag()}`,
    firstName: 'Ravi',
    lastName: 'Kumar',
  });
  const reasons = await h.db.select().from(productionReasons);
  odOversize = reasons.find((reason) => reason.name === 'OD oversize')?.id as string;
  powerCut = reasons.find((reason) => reason.name === 'Power cut')?.id as string;
});
afterAll(() => h.close());

/**
 * A product of its own bar (a grade per test, so no two tests' stock meets), 0.25 kg of bar a
 * piece; 0 leaves the weight unknown, so no bar is issued for it.
 */
async function productOf(grade: string, weight = 0.25) {
  return kit.product(partyCode, { grade, rodSize: '25 mm Round', ...(weight > 0 ? { weight } : {}) });
}

const barItem = (grade: string) => ({ itemType: 'material', grade, rodSize: '25 mm Round' });

/** An entry's body: CNC-3, shift 1 of 15/01/2024, Ravi Kumar; `fields` override. */
const entryBody = (workOrder: { id: string; operations: { id: string }[] }, fields: object = {}) => ({
  entryDate: '2024-01-15',
  shift: 1,
  machineId: cnc3.id,
  operatorId: operator.id,
  workOrderId: workOrder.id,
  operationId: workOrder.operations[0]?.id,
  goodQuantity: 100,
  rejectedQuantity: 0,
  downtimeMinutes: 0,
  ...fields,
});

const record = async (body: object) => h.call('POST', '/api/production/entries', { token: await h.adminToken(), body });
const orderRow = async (id: string) => (await h.db.select().from(workOrders).where(eq(workOrders.id, id)))[0] as Json;
const movementsOf = (workOrderId: string) =>
  h.db.select().from(stockMovements).where(eq(stockMovements.sourceId, workOrderId)).orderBy(stockMovements.id);
const materialsOf = (workOrderId: string) =>
  h.db
    .select()
    .from(workOrderMaterials)
    .where(eq(workOrderMaterials.workOrderId, workOrderId))
    .orderBy(workOrderMaterials.heatNumber);

describe('an entry moves its work order on', () => {
  it('1,800 good + 20 rejected ("OD oversize") of 10,000 leaves 8,200 to make; the order is in progress', async () => {
    const product = await productOf('EN8JOURNEY');
    const order = await releasedWorkOrder(h.db, { productId: product.id, quantity: 10_000, firstPiece: 'pass' });
    expect((await kit.admin('GET', `/api/production/work-orders/${order.id}`)).refusal).toBeNull();

    const res = await record(
      entryBody(order, {
        goodQuantity: 1800,
        rejectedQuantity: 20,
        rejectionReasonId: odOversize,
        remarks: 'Insert changed',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      entryDate: '2024-01-15',
      shift: 1,
      machineNo: cnc3.machineNo,
      operatorName: `Ravi Kumar (${operator.employeeCode})`,
      woNumber: order.woNumber,
      operationLabel: 'Single setup',
      goodQuantity: 1800,
      rejectedQuantity: 20,
      rejectionReasonName: 'OD oversize',
      plannedMinutes: 480,
      cycleTimeSec: 45,
      remarks: 'Insert changed',
    });

    const view = await kit.admin('GET', `/api/production/work-orders/${order.id}`);
    expect(view).toMatchObject({
      status: 'in_progress',
      quantity: 10_000,
      goodQuantity: 1800,
      rejectedQuantity: 20,
      leftToMake: 8200,
      firstPiece: 'passed',
      releasedOn: '2024-01-10',
      // No bar of it in stock: the pieces are recorded all the same, and the 455 kg stay owed.
      barOwedKg: 455,
    });
    expect(view.operations[0]).toMatchObject({
      goodQuantity: 1800,
      rejectedQuantity: 20,
      inputQuantity: 10_000,
      leftToMake: 8200,
    });
    expect(await orderRow(order.id)).toMatchObject({ status: 'in_progress', goodQuantity: 1800, rejectedQuantity: 20 });
    expect((await orderRow(order.id)).inProgressAt).not.toBeNull();
  });

  it('completes the order when nothing is left to make, and goes back when an entry is corrected or deleted', async () => {
    const product = await productOf('EN8DONE', 0);
    const order = await releasedWorkOrder(h.db, { productId: product.id, quantity: 500, firstPiece: 'pass' });
    // Each saved entry changes what is left to place: its commit moves the schedule generation (the
    // tables' triggers; the service tells nothing), so no read after it is answered an older plan.
    const generation = await readGeneration(h.db, 'schedule');
    const moved = async () => Number((await readGeneration(h.db, 'schedule')) - generation);
    const first = (await record(entryBody(order, { goodQuantity: 300 }))).json();
    const second = await record(entryBody(order, { shift: 2, goodQuantity: 200 }));
    expect(second.statusCode, second.body).toBe(201);
    expect(await orderRow(order.id)).toMatchObject({ status: 'completed', goodQuantity: 500 });
    expect(await moved()).toBe(2);
    expect((await orderRow(order.id)).completedAt).not.toBeNull();

    // A completed order takes no new entry (the flow's refusal) ...
    const more = await record(entryBody(order, { entryDate: '2024-01-16', goodQuantity: 1 }));
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(
      'Production is recorded only against a released work order; this one is completed',
    );
    expect(await moved()).toBe(2);

    // ... but its entries are corrected: fewer good pieces, and it is in progress again.
    const corrected = await h.call('PUT', `/api/production/entries/${first.id}`, {
      token: await h.adminToken(),
      body: entryBody(order, { goodQuantity: 250, version: first.version }),
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'in_progress', goodQuantity: 450, completedAt: null });

    // A stale version is refused.
    const stale = await h.call('PUT', `/api/production/entries/${first.id}`, {
      token: await h.adminToken(),
      body: entryBody(order, { goodQuantity: 260, version: first.version }),
    });
    expect(stale.statusCode).toBe(409);
    expect(await moved()).toBe(3);

    await kit.admin('DELETE', `/api/production/entries/${second.json().id}`);
    await kit.admin('DELETE', `/api/production/entries/${first.id}`);
    expect(await orderRow(order.id)).toMatchObject({ status: 'released', goodQuantity: 0, inProgressAt: null });
    expect(await moved()).toBe(5);
  });

  it("keeps each operation's good pieces within what the one before made good", async () => {
    const product = await productOf('EN8CHAIN', 0);
    const order = await releasedWorkOrder(h.db, {
      productId: product.id,
      quantity: 1000,
      operations: TWO_SIDES,
      firstPiece: 'pass',
    });
    const [rough, second] = order.operations as { id: string }[];
    const firstSide = (
      await record(entryBody(order, { goodQuantity: 600, rejectedQuantity: 5, rejectionReasonId: odOversize }))
    ).json();

    const tooMany = await record(entryBody(order, { operationId: second?.id, goodQuantity: 601 }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.goodQuantity).toBe(
      'Only 600 left to make on this operation: Rough 1st side has made 600 good and 0 are good here already',
    );
    const secondSide = await record(entryBody(order, { operationId: second?.id, goodQuantity: 550 }));
    expect(secondSide.statusCode, secondSide.body).toBe(201);
    // The work order's good pieces are the last operation's; its rejected, every operation's.
    expect(await orderRow(order.id)).toMatchObject({ goodQuantity: 550, rejectedQuantity: 5, status: 'in_progress' });

    const beyondOrder = await record(entryBody(order, { shift: 2, operationId: rough?.id, goodQuantity: 401 }));
    expect(beyondOrder.json().errors.goodQuantity).toBe(
      'Only 400 left to make on this operation: the work order is for 1,000 and 600 are good here already',
    );

    // The first side cannot drop below what the second side has made of it.
    const shrink = await h.call('PUT', `/api/production/entries/${firstSide.id}`, {
      token: await h.adminToken(),
      body: entryBody(order, { goodQuantity: 500, rejectedQuantity: 5, rejectionReasonId: odOversize }),
    });
    expect(shrink.statusCode).toBe(400);
    expect(shrink.json().errors.goodQuantity).toBe(
      "Rough 2nd side has already made 550 good from this operation's pieces; this operation cannot have fewer",
    );
    const remove = await h.call('DELETE', `/api/production/entries/${firstSide.id}`, { token: await h.adminToken() });
    expect(remove.statusCode).toBe(409);
    const operations = await h.db
      .select()
      .from(workOrderOperations)
      .where(eq(workOrderOperations.workOrderId, order.id))
      .orderBy(workOrderOperations.seq);
    expect(operations.map((op) => [op.goodQuantity, op.rejectedQuantity])).toEqual([
      [600, 5],
      [550, 0],
    ]);
  });
});

describe('what an entry is refused for', () => {
  it('before the first piece has passed inspection (409, the flow says why), and against a draft', async () => {
    const product = await productOf('EN8FIRST', 0);
    const order = await releasedWorkOrder(h.db, { productId: product.id, quantity: 1000 });
    const message = 'The first piece has not passed inspection; record a passing first-piece inspection first';
    const none = await record(entryBody(order));
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(message);
    expect((await kit.admin('GET', `/api/production/work-orders/${order.id}`)).refusal).toBe(message);

    await inspectFirstPiece(h.db, order.id, 'fail');
    expect((await record(entryBody(order))).statusCode).toBe(409);
    await inspectFirstPiece(h.db, order.id, 'pass');
    expect((await record(entryBody(order))).statusCode).toBe(201);
    // The latest inspection decides: a failed one after a pass stops entries again.
    await inspectFirstPiece(h.db, order.id, 'fail');
    expect((await record(entryBody(order, { shift: 2 }))).json().message).toBe(message);

    const draft = await releasedWorkOrder(h.db, {
      productId: product.id,
      quantity: 100,
      status: 'draft',
      firstPiece: 'pass',
    });
    const refused = await record(entryBody(draft));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Production is recorded only against a released work order; this one is draft');
    expect(await orderRow(draft.id)).toMatchObject({ status: 'draft', goodQuantity: 0 });
  });

  it('rejected pieces without a reason, downtime without one, and a reason from the wrong list', async () => {
    const product = await productOf('EN8REASON', 0);
    const order = await releasedWorkOrder(h.db, { productId: product.id, quantity: 100, firstPiece: 'pass' });
    const rejected = await record(entryBody(order, { rejectedQuantity: 3 }));
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().errors.rejectionReasonId).toBe('Choose why the pieces were rejected');
    const stood = await record(entryBody(order, { downtimeMinutes: 20 }));
    expect(stood.json().errors.downtimeReasonId).toBe('Choose why the machine stood');
    const wrongList = await record(entryBody(order, { rejectedQuantity: 3, rejectionReasonId: powerCut }));
    expect(wrongList.statusCode).toBe(400);
    expect(wrongList.json().errors.rejectionReasonId).toBe('Choose a rejection reason from the list');
    const nothing = await record(entryBody(order, { goodQuantity: 0 }));
    expect(nothing.json().errors.goodQuantity).toBe('Enter the pieces made, the pieces rejected or the downtime');
    expect(await orderRow(order.id)).toMatchObject({ status: 'released', goodQuantity: 0, rejectedQuantity: 0 });
  });

  it('downtime beyond the shift, a shift the machine does not work, an operation it cannot run', async () => {
    const product = await productOf('EN8SHIFT', 0);
    const order = await releasedWorkOrder(h.db, { productId: product.id, quantity: 100, firstPiece: 'pass' });
    const long = await record(entryBody(order, { downtimeMinutes: 481, downtimeReasonId: powerCut }));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.downtimeMinutes).toBe("Downtime cannot be more than the shift's 480 minutes");
    const whole = await record(entryBody(order, { goodQuantity: 0, downtimeMinutes: 480, downtimeReasonId: powerCut }));
    expect(whole.statusCode, whole.body).toBe(201);
    const third = await record(entryBody(order, { shift: 3 }));
    expect(third.json().errors.shift).toBe(`${cnc3.machineNo} works 2 shifts a day; choose shift 1 to 2`);

    const spm = await kit.admin('POST', '/api/machines', { machineNo: `SPM-${kit.tag()}`, machineName: 'SPM' });
    await h.db
      .insert(machineCapacity)
      .values({ machineId: spm.id, shiftsPerDay: 3, hoursPerShift: 7.5, operationKinds: ['spm'] });
    const cannot = await record(entryBody(order, { machineId: spm.id }));
    expect(cannot.statusCode).toBe(400);
    expect(cannot.json().errors.machineId).toBe(
      `${spm.machineNo} does not run Single setup operations; choose a machine that does`,
    );
    // A machine's own shifts: 7.5 hours is 450 planned minutes.
    await h.db
      .update(machineCapacity)
      .set({ operationKinds: ['spm', 'single_setup'] })
      .where(eq(machineCapacity.machineId, spm.id));
    const onSpm = await record(entryBody(order, { machineId: spm.id, shift: 3 }));
    expect(onSpm.statusCode, onSpm.body).toBe(201);
    expect(onSpm.json().plannedMinutes).toBe(450);
  });

  it('a day before the release or in the future, and an operation of another order', async () => {
    const product = await productOf('EN8DATE', 0);
    const order = await releasedWorkOrder(h.db, { productId: product.id, quantity: 100, firstPiece: 'pass' });
    const other = await releasedWorkOrder(h.db, { productId: product.id, quantity: 100, firstPiece: 'pass' });
    const early = await record(entryBody(order, { entryDate: '2024-01-09' }));
    expect(early.json().errors.entryDate).toBe(
      'The work order was released on 10/01/2024; production cannot be recorded before that',
    );
    const future = await record(entryBody(order, { entryDate: addDays(todayIn(), 1) }));
    expect(future.json().errors.entryDate).toBe('The date cannot be in the future');
    const foreign = await record(entryBody(order, { operationId: other.operations[0]?.id }));
    expect(foreign.json().errors.operationId).toBe('Choose an operation of this work order');
    const missing = await record(entryBody(order, { operatorId: randomUUID() }));
    expect(missing.json().errors.operatorId).toBe('Operator not found');
    expect((await record(entryBody(order, { entryDate: '2024-01-10' }))).statusCode).toBe(201);
  });

  it('a second entry for the same date, shift, machine and operation (409: edit the first)', async () => {
    const product = await productOf('EN8TWIN', 0);
    const order = await releasedWorkOrder(h.db, { productId: product.id, quantity: 1000, firstPiece: 'pass' });
    expect((await record(entryBody(order))).statusCode).toBe(201);
    const twin = await record(entryBody(order, { goodQuantity: 5 }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe('An entry for this machine, shift and operation already exists; edit it');
    // Two at once: one is recorded, the other hears the same 409.
    const [a, b] = await Promise.all([
      record(entryBody(order, { shift: 2, goodQuantity: 10 })),
      record(entryBody(order, { shift: 2, goodQuantity: 11 })),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 409]);
    // Either may be the one recorded: the order counts its pieces, not the other's.
    expect(await orderRow(order.id)).toMatchObject({ goodQuantity: 100 + (a?.statusCode === 201 ? 10 : 11) });
  });

  it('a closed-short order: no new entries, and its entries stay as they are', async () => {
    const product = await productOf('EN8SHORT', 0);
    const order = await releasedWorkOrder(h.db, { productId: product.id, quantity: 100, firstPiece: 'pass' });
    const entry = (await record(entryBody(order, { goodQuantity: 40 }))).json();
    await h.db.update(workOrders).set({ status: 'closed_short' }).where(eq(workOrders.id, order.id));
    const refused = await record(entryBody(order, { shift: 2 }));
    expect(refused.json().message).toBe(
      'Production is recorded only against a released work order; this one is closed short',
    );
    const remove = await h.call('DELETE', `/api/production/entries/${entry.id}`, { token: await h.adminToken() });
    expect(remove.statusCode).toBe(409);
  });
});

describe('stock', () => {
  it('issues the bar the first operation started from the heat reserved for the order; edits and deletes return it', async () => {
    const grade = 'EN8ISSUE';
    const key = materialKey(grade, '25 mm Round');
    await kit.stockIn(barItem(grade), 1000, 'H-OLD', '2024-01-01');
    await kit.stockIn(barItem(grade), 1000, 'H-NEW', '2024-01-02');
    const product = await productOf(grade);
    const order = await releasedWorkOrder(h.db, {
      productId: product.id,
      quantity: 10_000,
      firstPiece: 'pass',
      materials: [{ itemKey: key, grade, rodSize: 'Ø25', heatNumber: 'H-NEW', reservedQuantity: 600 }],
    });
    const entry = (
      await record(entryBody(order, { goodQuantity: 1800, rejectedQuantity: 20, rejectionReasonId: odOversize }))
    ).json();
    // 1,820 pieces started × 0.25 kg = 455 kg, from the reserved heat, not the older one.
    expect(
      (await movementsOf(order.id)).map((m) => [m.kind, m.heatNumber, m.quantity, m.sourceType, m.sourceNumber]),
    ).toEqual([['issue', 'H-NEW', -455, 'work_order', order.woNumber]]);
    expect((await materialsOf(order.id)).map((m) => [m.heatNumber, m.reservedQuantity, m.issuedQuantity])).toEqual([
      ['H-NEW', 600, 455],
    ]);
    expect((await kit.balanceOf(key)).quantity).toBe(1545);

    // Fewer pieces: the difference comes back to the heat; the ledger keeps both movements.
    await kit.admin('PUT', `/api/production/entries/${entry.id}`, {
      ...entryBody(order, { goodQuantity: 1000, rejectedQuantity: 20, rejectionReasonId: odOversize }),
      version: entry.version,
    });
    expect((await movementsOf(order.id)).map((m) => [m.kind, m.heatNumber, m.quantity])).toEqual([
      ['issue', 'H-NEW', -455],
      ['return', 'H-NEW', 200],
    ]);
    expect((await materialsOf(order.id))[0]?.issuedQuantity).toBe(255);

    await kit.admin('DELETE', `/api/production/entries/${entry.id}`);
    expect((await movementsOf(order.id)).at(-1)).toMatchObject({ kind: 'return', heatNumber: 'H-NEW', quantity: 255 });
    expect((await materialsOf(order.id))[0]?.issuedQuantity).toBe(0);
    expect((await kit.balanceOf(key)).quantity).toBe(2000);
  });

  it('beyond the reservation draws the oldest heats in stock; bar not in stock stays owed until it comes in', async () => {
    const grade = 'EN8BEYOND';
    const key = materialKey(grade, '25 mm Round');
    await kit.stockIn(barItem(grade), 200, 'H-A', '2024-01-01');
    await kit.stockIn(barItem(grade), 300, 'H-B', '2024-01-02');
    const product = await productOf(grade);
    const order = await releasedWorkOrder(h.db, {
      productId: product.id,
      quantity: 10_000,
      firstPiece: 'pass',
      materials: [{ itemKey: key, grade, rodSize: 'Ø25', heatNumber: 'H-B', reservedQuantity: 100 }],
    });
    // 1,000 pieces = 250 kg: 100 reserved from H-B, then 150 oldest first from H-A.
    expect((await record(entryBody(order, { goodQuantity: 1000 }))).statusCode).toBe(201);
    expect((await movementsOf(order.id)).map((m) => [m.heatNumber, m.quantity])).toEqual([
      ['H-B', -100],
      ['H-A', -150],
    ]);
    expect((await materialsOf(order.id)).map((m) => [m.heatNumber, m.reservedQuantity, m.issuedQuantity])).toEqual([
      ['H-A', 0, 150],
      ['H-B', 100, 100],
    ]);
    // The work order shows both heats, the one drawn beyond the reservation too, oldest first.
    const { materials } = await kit.admin('GET', `/api/work-orders/${order.id}`);
    expect(materials.map((m: Json) => [m.heatNumber, m.reservedQuantity, m.issuedQuantity])).toEqual([
      ['H-A', 0, 150],
      ['H-B', 100, 100],
    ]);
    // 250 kg left in stock; 1,004 more pieces need 251 kg: the 250 are issued, 1 kg stays owed.
    expect((await record(entryBody(order, { shift: 2, goodQuantity: 1004 }))).statusCode).toBe(201);
    expect((await kit.balanceOf(key)).quantity).toBe(0);
    expect((await kit.admin('GET', `/api/production/work-orders/${order.id}`)).barOwedKg).toBe(1);
    // The bar comes in; the next entry issues what was owed with its own.
    await kit.stockIn(barItem(grade), 100, 'H-C', '2024-01-20');
    expect((await record(entryBody(order, { entryDate: '2024-01-21', goodQuantity: 4 }))).statusCode).toBe(201);
    expect((await movementsOf(order.id)).at(-1)).toMatchObject({ heatNumber: 'H-C', quantity: -2 });
    expect((await kit.admin('GET', `/api/production/work-orders/${order.id}`)).barOwedKg).toBe(0);
  });

  it('draws first on bar issued to its sales order by hand: one issue path, never the same pieces’ bar twice', async () => {
    const grade = 'EN8ONEPATH';
    const key = materialKey(grade, '25 mm Round');
    await kit.stockIn(barItem(grade), 1000, 'H-1', '2024-01-01');
    const product = await productOf(grade);
    const salesOrder = await kit.confirmedOrder(customerId, [[product.id, 1000]]);
    // 200 kg issued to the order by hand before production records anything.
    const issued = await kit.record({
      kind: 'issue',
      ...barItem(grade),
      quantity: 200,
      salesOrderId: salesOrder.id,
      movementDate: '2024-01-11',
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const order = await releasedWorkOrder(h.db, {
      productId: product.id,
      quantity: 1000,
      firstPiece: 'pass',
      salesOrderId: salesOrder.id,
      materials: [{ itemKey: key, grade, rodSize: 'Ø25', heatNumber: 'H-1', reservedQuantity: 300 }],
    });
    // 600 pieces × 0.25 kg = 150 kg: the 200 kg at the work cover them, nothing more is issued.
    const entry = (await record(entryBody(order, { goodQuantity: 600 }))).json();
    expect(await movementsOf(order.id)).toEqual([]);
    expect((await kit.admin('GET', `/api/production/work-orders/${order.id}`)).barOwedKg).toBe(0);
    // 900 pieces need 225 kg: only the 25 kg beyond the order's 200 are issued.
    await kit.admin('PUT', `/api/production/entries/${entry.id}`, {
      ...entryBody(order, { goodQuantity: 900 }),
      version: entry.version,
    });
    expect((await movementsOf(order.id)).map((m) => [m.kind, m.heatNumber, m.quantity])).toEqual([
      ['issue', 'H-1', -25],
    ]);
    expect((await kit.balanceOf(key)).quantity).toBe(775);
    // The shortage list counts the 225 kg once: 100 pieces still to make need 25 kg, covered by nothing left at the work.
    const planning = (await kit.admin('GET', '/api/stock/planning?limit=100')).data as Json[];
    expect(planning.find((row) => row.id === key)).toMatchObject({ needKg: 25, issuedKg: 0, inStockKg: 775 });
  });

  it("puts the last operation's good pieces into finished stock only when the product keeps stock", async () => {
    const tracked = await productOf('EN8PARTS', 0);
    await kit.admin('PUT', `/api/stock/tracked-products/${tracked.id}`);
    const order = await releasedWorkOrder(h.db, {
      productId: tracked.id,
      quantity: 1000,
      operations: TWO_SIDES,
      firstPiece: 'pass',
    });
    const [rough, second] = order.operations as { id: string }[];
    await record(entryBody(order, { operationId: rough?.id, goodQuantity: 500 }));
    const parts = () =>
      h.db
        .select()
        .from(stockMovements)
        .where(and(eq(stockMovements.itemKey, partKey(tracked.id)), eq(stockMovements.sourceId, order.id)))
        .orderBy(stockMovements.id);
    // The first side's pieces are not finished parts.
    expect(await parts()).toEqual([]);
    const finished = (await record(entryBody(order, { operationId: second?.id, goodQuantity: 480 }))).json();
    expect((await parts()).map((m) => [m.kind, m.quantity, m.movementDate])).toEqual([
      ['production', 480, '2024-01-15'],
    ]);
    expect((await kit.balanceOf(partKey(tracked.id))).quantity).toBe(480);

    await kit.admin('PUT', `/api/production/entries/${finished.id}`, {
      ...entryBody(order, { operationId: second?.id, goodQuantity: 470 }),
      version: finished.version,
    });
    expect((await parts()).map((m) => m.quantity)).toEqual([480, -10]);
    expect((await kit.balanceOf(partKey(tracked.id))).quantity).toBe(470);

    const untracked = await productOf('EN8NOPARTS', 0);
    const plain = await releasedWorkOrder(h.db, { productId: untracked.id, quantity: 100, firstPiece: 'pass' });
    expect((await record(entryBody(plain, { goodQuantity: 100 }))).statusCode).toBe(201);
    expect(
      await h.db
        .select()
        .from(stockMovements)
        .where(eq(stockMovements.itemKey, partKey(untracked.id))),
    ).toEqual([]);
  });
});

describe('the list, its CSV and who may do what', () => {
  it('filters by days, machine, work order, shift and operator, by date; exports the same as CSV', async () => {
    const product = await productOf('EN8LIST', 0);
    const order = await releasedWorkOrder(h.db, { productId: product.id, quantity: 10_000, firstPiece: 'pass' });
    await record(entryBody(order, { entryDate: '2024-02-01', goodQuantity: 11 }));
    await record(entryBody(order, { entryDate: '2024-02-02', shift: 2, goodQuantity: 12 }));
    await record(entryBody(order, { entryDate: '2024-02-03', goodQuantity: 13 }));
    const page = await kit.admin('GET', `/api/production/entries?workOrderId=${order.id}&sortOrder=ASC`);
    expect(page.data.map((row: Json) => row.goodQuantity)).toEqual([11, 12, 13]);
    expect(page.total).toBe(3);
    const ranged = await kit.admin(
      'GET',
      `/api/production/entries?workOrderId=${order.id}&from=2024-02-02&to=2024-02-03&shift=1&machineId=${cnc3.id}&operatorId=${operator.id}`,
    );
    expect(ranged.data.map((row: Json) => row.goodQuantity)).toEqual([13]);
    const searched = await kit.admin(
      'GET',
      `/api/production/entries?search=${encodeURIComponent(order.woNumber as string)}`,
    );
    expect(searched.total).toBe(3);

    const csv = await h.call('GET', `/api/production/entries/export?workOrderId=${order.id}&sortOrder=ASC`, {
      token: await h.adminToken(),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('2024-02-01');
    expect(lines[1]).toContain(order.woNumber as string);
  });

  it('403 without the production scope; viewing lists and OEE but not recording; reasons readable to whoever records', async () => {
    const product = await productOf('EN8ACCESS', 0);
    const order = await releasedWorkOrder(h.db, { productId: product.id, quantity: 100, firstPiece: 'pass' });
    const stranger = await h.userWith([{ scope: 'stock', actions: ['view'] }]);
    for (const url of [
      '/api/production/entries',
      '/api/production/reasons',
      '/api/production/oee',
      '/api/production/machines',
    ]) {
      expect((await h.call('GET', url, { token: stranger.accessToken })).statusCode, url).toBe(403);
    }
    const viewer = await h.userWith([{ scope: 'production', actions: ['view'] }]);
    expect((await h.call('GET', '/api/production/entries', { token: viewer.accessToken })).statusCode).toBe(200);
    expect((await h.call('GET', '/api/production/oee', { token: viewer.accessToken })).statusCode).toBe(200);
    const refused = await h.call('POST', '/api/production/entries', {
      token: viewer.accessToken,
      body: entryBody(order),
    });
    expect(refused.statusCode).toBe(403);

    const clerk = await h.userWith([{ scope: 'production', actions: ['create'] }]);
    expect(
      (await h.call('GET', '/api/production/reasons?kind=rejection', { token: clerk.accessToken })).statusCode,
    ).toBe(200);
    expect(
      (await h.call('GET', `/api/production/work-orders/${order.id}`, { token: clerk.accessToken })).statusCode,
    ).toBe(200);
    expect((await h.call('GET', '/api/production/entries', { token: clerk.accessToken })).statusCode).toBe(403);
    const made = await h.call('POST', '/api/production/entries', { token: clerk.accessToken, body: entryBody(order) });
    expect(made.statusCode, made.body).toBe(201);
    const removed = await h.call('DELETE', `/api/production/entries/${made.json().id}`, { token: clerk.accessToken });
    expect(removed.statusCode).toBe(403);
  });

  it("the entry form's reads: machines with their shifts, operators and the orders production is recorded against", async () => {
    const machines = await kit.admin('GET', '/api/production/machines');
    expect(machines.find((m: Json) => m.id === cnc3.id)).toEqual({
      id: cnc3.id,
      machineNo: cnc3.machineNo,
      machineName: 'CNC lathe',
      shiftsPerDay: 2,
      hoursPerShift: 8,
      shiftMinutes: [480, 480],
      operationKinds: ['spm', 'rough', 'second_op', 'single_setup'],
    });
    // A shift's planned minutes leave its breaks out: lunch in the first, tea in the second.
    const lunch = await kit.admin('POST', '/api/machines', { machineNo: `BRK-${kit.tag()}`, machineName: 'Lathe' });
    await kit.admin('PUT', `/api/schedule/machines/${lunch.id}`, {
      shiftsPerDay: 2,
      hoursPerShift: 8,
      firstShiftStart: '08:00',
      workingDays: [1, 2, 3, 4, 5, 6],
      operationKinds: ['rough'],
      setupMinutes: 30,
      breaks: [
        { start: '12:30', minutes: 30 },
        { start: '20:00', minutes: 10 },
      ],
      status: 'running',
    });
    const withBreaks = (await kit.admin('GET', '/api/production/machines')).find((m: Json) => m.id === lunch.id);
    expect(withBreaks.shiftMinutes).toEqual([450, 470]);
    const operators = await kit.admin('GET', `/api/employees/options?search=${operator.employeeCode}`);
    expect(operators).toEqual([{ id: operator.id, name: `Ravi Kumar (${operator.employeeCode})` }]);
    const product = await productOf('EN8OPTIONS', 0);
    const order = await releasedWorkOrder(h.db, { productId: product.id, quantity: 100 });
    const options = await kit.admin(
      'GET',
      `/api/production/work-orders?search=${encodeURIComponent(order.woNumber as string)}`,
    );
    expect(options).toEqual([{ id: order.id, name: `${order.woNumber} — Shaft (${product.drawing_number})` }]);
    expect(
      (await h.call('GET', `/api/production/work-orders/${randomUUID()}`, { token: await h.adminToken() })).statusCode,
    ).toBe(404);
  });
});
