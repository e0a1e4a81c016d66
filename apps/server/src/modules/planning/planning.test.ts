import { randomUUID } from 'node:crypto';
import { addDays, dayOfDate, indianDate, MINUTES_PER_DAY, minuteOfPlantTime, type RoughCutView } from '@lathe/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { productBody } from '../../../test/invoice-test-kit.js';
import { workOrderOperations, workOrders } from '../../db/schema/index.js';

// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;

let h: Harness;
let customer: { id: string; partyCode: string };
/** Rough 1st side at 60 s a piece. */
let product: { id: string; drawing_number: string };
/** No cycle times: nothing to plan. */
let bare: { id: string };

beforeAll(async () => {
  h = await createHarness();
  const partyCode = `PL-${randomUUID().slice(0, 6)}`;
  customer = await ok('/api/customers', { partyCode, name: 'Sahyadri Pumps' });
  product = await ok('/api/products', productBody(partyCode, { rough_first_cycle_time_sec: 60 }));
  bare = await ok('/api/products', productBody(partyCode));
});
afterAll(() => h?.close());

beforeEach(async () => {
  await h.db.execute(sql`delete from work_orders`);
  await h.db.execute(sql`delete from machines`);
  await h.db.execute(sql`delete from plant_holidays`);
});

/** A POST as the admin, answered 201 (or a PUT, 200). */
async function ok(url: string, body: object, method: 'POST' | 'PUT' = 'POST') {
  const res = await h.call(method, url, { token: await h.adminToken(), body });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(method === 'POST' ? 201 : 200);
  return res.json() as Json;
}

async function get(url: string, status = 200, token?: string) {
  const res = await h.call('GET', url, { token: token ?? (await h.adminToken()) });
  expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(status);
  return res.json() as Json;
}

/** India's today as the server sees it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/**
 * CNC-1, round the clock (3 shifts of 8 h from 00:00, every day), rough work only, 60 minutes'
 * setup; today and tomorrow are plant holidays, so the plan starts at midnight the day after
 * tomorrow (D2) whenever the test runs, and its times can be written out by hand.
 */
async function plant() {
  const machine = await ok('/api/machines', { machineNo: 'CNC-1', machineName: 'Turning centre' });
  await ok(
    `/api/schedule/machines/${machine.id}`,
    {
      shiftsPerDay: 3,
      hoursPerShift: 8,
      firstShiftStart: '00:00',
      workingDays: [0, 1, 2, 3, 4, 5, 6],
      operationKinds: ['rough'],
      setupMinutes: 60,
      status: 'running',
      statusNote: null,
    },
    'PUT',
  );
  const d0 = today();
  for (const date of [d0, addDays(d0, 1)]) await ok('/api/schedule/holidays', { date, name: 'Shutdown' });
  return { d0, d2: addDays(d0, 2), d3: addDays(d0, 3) };
}

/**
 * A released work order due on `dueDate`: 1,300 pieces of rough work at 36 s, 780 minutes, with
 * the setup 840: D2 00:00–14:00.
 */
async function workOrder(dueDate: string) {
  const [order] = await h.db
    .insert(workOrders)
    .values({
      woNumber: 'WO/TEST/0001',
      status: 'released',
      woDate: today(),
      productId: product.id,
      productDescription: 'Plunger sleeve',
      customerId: customer.id,
      quantity: 1300,
      dueDate,
      releasedAt: new Date(Date.now() - 3_600_000),
    })
    .returning({ id: workOrders.id });
  if (!order) throw new Error('no work order');
  await h.db.insert(workOrderOperations).values({
    workOrderId: order.id,
    seq: 1,
    cycleField: 'rough_first_cycle_time_sec',
    kind: 'rough',
    label: 'Rough 1st side',
    cycleTimeSec: 36,
  });
  return order.id;
}

describe('GET /api/planning/promise', () => {
  it('promises the day after the open work order, naming the machine that is booked', async () => {
    const { d2, d3 } = await plant();
    await workOrder(d2);
    // 600 pieces at 60 s: 600 minutes and the 60-minute setup, 11 h after the open order's 14:00.
    const answer = await get(`/api/planning/promise?productId=${product.id}&quantity=600&requestedDate=${d2}`);
    expect(answer).toEqual({
      promiseDate: d3,
      decidedBy: 'capacity',
      reason: `CNC-1 is booked until ${indianDate(d2)} 14:00; Rough 1st side takes 11 h there`,
      capacityDate: d3,
      requestedDate: d2,
      daysAfterRequested: 1,
      operations: [
        {
          label: 'Rough 1st side',
          kind: 'rough',
          machineId: expect.any(String),
          machineNo: 'CNC-1',
          start: `${d2}T14:00`,
          end: `${d3}T01:00`,
          minutes: 660,
        },
      ],
      unplaced: [],
    });
    // The open order keeps its place on the board.
    const board = await get(`/api/schedule?from=${d2}&days=2`);
    expect(board.placements.map((p: Json) => [p.woNumber, p.start, p.end])).toEqual([
      ['WO/TEST/0001', `${d2}T00:00`, `${d2}T14:00`],
    ]);
  });

  it('waits for the bar when none is to be had: its lead time decides, and says so', async () => {
    const { d2 } = await plant();
    // 0.5 kg of EN8MAT Ø30 a piece, none in stock, none on order, never bought: 300 kg to buy at
    // the default 7 days' lead time, later than the machine could make them (d2).
    const partyCode = (await get(`/api/customers/${customer.id}`)).partyCode;
    const barred = await ok(
      '/api/products',
      productBody(partyCode, {
        rough_first_cycle_time_sec: 60,
        grade: 'EN8MAT',
        rod_size: '30 mm',
        raw_material_weight: 0.5,
      }),
    );
    const answer = await get(`/api/planning/promise?productId=${barred.id}&quantity=600`);
    expect(answer).toMatchObject({
      promiseDate: addDays(today(), 7),
      decidedBy: 'material',
      reason: "300 kg of EN8MAT Ø30 must be bought: nobody has supplied it yet, so 7 days' lead time is assumed",
      capacityDate: d2,
    });
  });

  it('says no machine runs the work when none is set up for it', async () => {
    const answer = await get(`/api/planning/promise?productId=${product.id}&quantity=10`);
    expect(answer).toMatchObject({
      promiseDate: null,
      decidedBy: 'unplaceable',
      reason: 'No machine runs Rough work (Rough 1st side)',
      requestedDate: null,
      daysAfterRequested: null,
      operations: [],
    });
  });

  it('refuses a quantity, a product or a date it cannot plan, saying why', async () => {
    const errors = async (query: string) =>
      (await get(`/api/planning/promise?${query}`, 400)).errors as Record<string, string>;
    expect(await errors(`productId=${product.id}&quantity=0`)).toEqual({ quantity: 'Must be at least 1' });
    expect(await errors(`productId=${product.id}&quantity=2.5`)).toEqual({
      quantity: 'Must be a whole number of pieces',
    });
    expect(await errors(`productId=${product.id}&quantity=10000001`)).toEqual({
      quantity: 'Must be at most 1,00,00,000',
    });
    expect(await errors(`productId=${product.id}`)).toEqual({ quantity: 'Quantity is required' });
    expect(await errors('productId=P-1&quantity=5')).toEqual({ productId: 'Choose a product' });
    expect(await errors(`productId=${product.id}&quantity=5&requestedDate=31/03/2026`)).toEqual({
      requestedDate: 'Requested date must be a date',
    });
    expect(await errors(`productId=${product.id}&quantity=5&requestedDate=2026-02-30`)).toEqual({
      requestedDate: 'Requested date must be a date',
    });

    const none = await get(`/api/planning/promise?productId=${randomUUID()}&quantity=5`, 404);
    expect(none.message).toBe('Product not found');
    const unplanned = await get(`/api/planning/promise?productId=${bare.id}&quantity=5`, 400);
    expect(unplanned).toMatchObject({
      message: 'This product has no cycle times; add them to the product first',
      errors: { productId: 'This product has no cycle times; add them to the product first' },
    });
  });
});

describe('GET /api/planning/what-if', () => {
  it('puts the line first when asked for today: itself two days late, the open order a day late', async () => {
    const { d0, d2, d3 } = await plant();
    const id = await workOrder(d2);
    // Due today, the new line runs D2 00:00–11:00; the open order then 11:00–01:00, past its due day.
    const answer = await get(`/api/planning/what-if?productId=${product.id}&quantity=600&requestedDate=${d0}`);
    expect(answer).toMatchObject({
      requestedDate: d0,
      onTime: false,
      dispatchDate: d2,
      daysLate: 2,
      operations: [{ label: 'Rough 1st side', machineNo: 'CNC-1', start: `${d2}T00:00`, end: `${d2}T11:00` }],
      pushedBack: [
        {
          workOrderId: id,
          woNumber: 'WO/TEST/0001',
          product: 'Plunger sleeve',
          customerName: 'Sahyadri Pumps',
          dueDate: d2,
          finishBefore: `${d2}T14:00`,
          finishAfter: `${d3}T01:00`,
          daysLateBefore: 0,
          daysLateAfter: 1,
        },
      ],
      laterOnTime: 0,
    });
    // Beside it, the promise that moves nobody.
    expect(answer.promise).toMatchObject({ promiseDate: d3, decidedBy: 'capacity', daysAfterRequested: 3 });
  });

  it('needs the requested date', async () => {
    const refused = await get(`/api/planning/what-if?productId=${product.id}&quantity=5`, 400);
    expect(refused.errors).toEqual({ requestedDate: 'Requested date must be a date' });
    await get(`/api/planning/what-if?productId=${randomUUID()}&quantity=5&requestedDate=${today()}`, 404);
  });
});

describe('GET /api/planning/rough-cut', () => {
  it("sets the plan's hours and the hours due against each week's working time", async () => {
    const { d2 } = await plant();
    await workOrder(d2);
    const cut: RoughCutView = await get('/api/planning/rough-cut?weeks=2');
    expect(cut.weeks).toHaveLength(2);
    const monday = cut.weeks[0] as string;
    expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(dayOfDate(cut.now.slice(0, 10)) - dayOfDate(monday)).toBeLessThan(7);

    // Round the clock from D2 00:00 (today and tomorrow are holidays): a week's capacity is its
    // minutes from then on.
    const fromD2 = dayOfDate(d2) * MINUTES_PER_DAY;
    const capacity = cut.weeks.map((week) => {
      const start = dayOfDate(week) * MINUTES_PER_DAY;
      const end = start + 7 * MINUTES_PER_DAY;
      return Math.max(0, end - Math.max(start, fromD2, minuteOfPlantTime(cut.now)));
    });
    const [cnc] = cut.machines;
    expect(cnc).toMatchObject({ label: 'CNC-1', name: 'Turning centre', kinds: ['rough'], working: true });
    expect(cnc?.cells.map((c) => c.capacityMinutes)).toEqual(capacity);
    // The open order's 840 minutes, in D2's week.
    const d2Week = cut.weeks.findLastIndex((week) => week <= d2);
    const cell = cnc?.cells[d2Week];
    expect(cell).toMatchObject({ loadMinutes: 840, overloaded: false });
    expect(cell?.jobs).toEqual([
      {
        workOrderId: expect.any(String),
        woNumber: 'WO/TEST/0001',
        operationId: expect.any(String),
        label: 'Rough 1st side',
        minutes: 840,
        placed: true,
      },
    ]);
    // Demand by due date: the same 840 minutes (780 run + 60 setup), in the week of D2.
    expect(cut.demand.map((row) => [row.label, row.cells[d2Week]?.loadMinutes])).toEqual([['Rough', 840]]);
  });

  it('takes 1 to 26 weeks, 12 by default', async () => {
    expect((await get('/api/planning/rough-cut')).weeks).toHaveLength(12);
    for (const weeks of ['0', '27', '2.5', 'x']) {
      expect((await get(`/api/planning/rough-cut?weeks=${weeks}`, 400)).errors).toEqual({
        weeks: 'weeks must be a whole number from 1 to 26',
      });
    }
  });
});

describe('GET /api/planning/products', () => {
  it('finds products by drawing number or description, with their cycle times', async () => {
    const found = await get(`/api/planning/products?search=${encodeURIComponent(product.drawing_number)}`);
    expect(found).toEqual([
      expect.objectContaining({
        id: product.id,
        drawingNumber: product.drawing_number,
        cycleTimes: expect.objectContaining({ rough_first_cycle_time_sec: 60, rough_second_cycle_time_sec: null }),
      }),
    ]);
  });
});

describe('access', () => {
  it('opens the promise to whoever writes sales orders, what if and the load only to the schedule', async () => {
    const urls = {
      promise: `/api/planning/promise?productId=${product.id}&quantity=5`,
      whatIf: `/api/planning/what-if?productId=${product.id}&quantity=5&requestedDate=${today()}`,
      roughCut: '/api/planning/rough-cut',
      products: '/api/planning/products?search=DRG',
    };
    const status = async (url: string, token: string) => (await h.call('GET', url, { token })).statusCode;
    for (const url of Object.values(urls)) expect(await status(url, ''), url).toBe(401);

    const nobody = await h.userWith([{ scope: 'machines', actions: ['view'] }]);
    const clerk = await h.userWith([{ scope: 'sales-orders', actions: ['create'] }]);
    const planner = await h.userWith([{ scope: 'schedule', actions: ['view'] }]);
    for (const url of Object.values(urls)) {
      expect(await status(url, nobody.accessToken), url).toBe(403);
      expect(await status(url, planner.accessToken), url).toBe(200);
    }
    expect(await status(urls.promise, clerk.accessToken)).toBe(200);
    expect(await status(urls.whatIf, clerk.accessToken)).toBe(403);
    expect(await status(urls.roughCut, clerk.accessToken)).toBe(403);
    expect(await status(urls.products, clerk.accessToken)).toBe(403);
  });
});
