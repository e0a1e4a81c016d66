import { randomUUID } from 'node:crypto';
import { addDays, type OpenLineListFilter, todayIn, weekOf } from '@lathe/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportedCsv } from '../../../test/exported-csv.js';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { stockKit } from '../../../test/stock-test-kit.js';
import { auditLog, salesOrderLines } from '../../db/schema/index.js';
import { createOpenLines } from './open-lines.js';

/**
 * The dispatch desk (`sales-orders/open-lines`): the open lines due today, this week (Monday to
 * Sunday, plant time) or overdue; each with its product's finished pieces in stock and its PDI
 * on record; and the PDI rule of a dispatch: no passed PDI, no dispatch, unless a user holding
 * the override confirms it, which the order's history keeps.
 */
const kit = invoiceTestKit();
const today = todayIn();

// biome-ignore lint/suspicious/noExplicitAny: rows as the API answers them
type Json = any;

const OD = { characteristic: 'Final OD', nominal: 24.98, lowerTolerance: -0.02, upperTolerance: 0, unit: 'mm' };

/** A PDI of the dispatch's one product: the OD inside its band passes, 25.10 mm fails. */
const recordPdi = (dispatchId: string, inspectedOn: string, measured: number) =>
  kit.ok(
    'POST',
    '/api/inspections/pdi',
    { dispatchId, inspectedOn, sampleSize: 1, readings: [{ ...OD, measured: [measured] }] },
    201,
  );

/** A dispatch of the order's lines as `token` (the admin's unless given): the response as it is. */
async function dispatch(
  order: { id: string },
  lines: { orderLineId: string; quantity: number }[],
  fields: object = {},
  token?: string,
) {
  return kit.h.call('POST', `/api/sales-orders/${order.id}/dispatches`, {
    token: token ?? (await kit.h.adminToken()),
    body: { dispatchDate: today, vehicleReference: 'MH12AB1234', lines, ...fields },
  });
}

const openLines = async (query: string) =>
  (await kit.ok('GET', `/api/sales-orders/open-lines?limit=100&${query}`)).data;

describe('the desk’s due dates', () => {
  /** One confirmed order a due date of the list, each with one line of 10 pieces; their ids by date (null: no date). */
  async function ordersDue(dates: (string | null)[]) {
    const buyer = await kit.customer();
    const part = await kit.product(buyer.partyCode);
    const byDate = new Map<string | null, string[]>();
    for (const date of dates) {
      const order = await kit.order(buyer.id, [{ productId: part.id, quantity: 10, rate: 5 }], { deliveryDate: date });
      byDate.set(date, [...(byDate.get(date) ?? []), order.id]);
    }
    return { buyer, byDate };
  }

  it('on a Sunday, this week is the Monday before to that Sunday; the Saturday before sees the same week, the Monday after the next', async () => {
    // Sunday 31/05/2026 closes the week before; Monday 01/06 … Sunday 07/06/2026 is the week; Monday 08/06 starts the next.
    const dates = ['2026-05-31', '2026-06-01', '2026-06-06', '2026-06-07', '2026-06-08', null];
    const { buyer, byDate } = await ordersDue(dates);
    const dueOn = (day: string, filters: Omit<OpenLineListFilter, 'customerId'>) =>
      createOpenLines(kit.h.db, () => day)
        .list(
          { page: 1, limit: 100, search: '', sortBy: 'dueDate', sortOrder: 'ASC' },
          { customerId: buyer.id, ...filters },
        )
        .then((page) => page.data.map((line) => line.dueDate));

    // Sunday 07/06: overdue is before it, the week runs from Monday 01/06 to today.
    expect(await dueOn('2026-06-07', { due: 'overdue' })).toEqual(['2026-05-31', '2026-06-01', '2026-06-06']);
    expect(await dueOn('2026-06-07', { due: 'today' })).toEqual(['2026-06-07']);
    expect(await dueOn('2026-06-07', { due: 'week' })).toEqual(['2026-06-01', '2026-06-06', '2026-06-07']);
    // Overdue is what `late` always meant.
    expect(await dueOn('2026-06-07', { late: true })).toEqual(await dueOn('2026-06-07', { due: 'overdue' }));

    // Saturday 06/06: the same week, Sunday 07/06 still to come in it.
    expect(await dueOn('2026-06-06', { due: 'overdue' })).toEqual(['2026-05-31', '2026-06-01']);
    expect(await dueOn('2026-06-06', { due: 'today' })).toEqual(['2026-06-06']);
    expect(await dueOn('2026-06-06', { due: 'week' })).toEqual(['2026-06-01', '2026-06-06', '2026-06-07']);

    // Monday 08/06: a new week; the Sunday before is overdue, not this week's.
    expect(await dueOn('2026-06-08', { due: 'overdue' })).toEqual([
      '2026-05-31',
      '2026-06-01',
      '2026-06-06',
      '2026-06-07',
    ]);
    expect(await dueOn('2026-06-08', { due: 'today' })).toEqual(['2026-06-08']);
    expect(await dueOn('2026-06-08', { due: 'week' })).toEqual(['2026-06-08']);

    // Unfiltered: every line, the one without a date too; a day of this week already past is late.
    const sunday = await createOpenLines(kit.h.db, () => '2026-06-07').list(
      { page: 1, limit: 100, search: '', sortBy: 'dueDate', sortOrder: 'ASC' },
      { customerId: buyer.id },
    );
    expect(sunday.total).toBe(6);
    expect(sunday.data.map((line) => [line.orderId, line.late])).toEqual(
      expect.arrayContaining([
        [byDate.get('2026-06-06')?.[0], true],
        [byDate.get('2026-06-07')?.[0], false],
        [byDate.get(null)?.[0], false],
      ]),
    );
  });

  it('reads plant today through the API: `due` filters today’s lines, the week’s and the late ones', async () => {
    const { monday, sunday } = weekOf(today);
    const dates = [addDays(monday, -1), monday, today, sunday, addDays(sunday, 1), null];
    const { buyer, byDate } = await ordersDue(dates);
    const ids = async (due: string) =>
      new Set((await openLines(`customerId=${buyer.id}&due=${due}`)).map((line: { orderId: string }) => line.orderId));
    const of = (...days: (string | null)[]) => new Set(days.flatMap((day) => byDate.get(day) ?? []));

    // Today may be this week's Monday or its Sunday: its orders are found under either date.
    expect(await ids('today')).toEqual(of(today));
    expect(await ids('week')).toEqual(of(monday, today, sunday));
    // The Sunday before this week is always overdue; this week's Monday only once it has passed.
    expect(await ids('overdue')).toEqual(of(addDays(monday, -1), ...(monday < today ? [monday] : [])));

    const refused = await kit.call('GET', '/api/sales-orders/open-lines?due=month');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ due: 'due must be overdue, today or week' });
  });
});

describe('the desk’s stock and PDI columns', () => {
  it('shows a stock-tracked product’s finished pieces in the company’s stock, and none for a product that keeps no stock', async () => {
    const stock = stockKit(kit.h);
    const buyer = await kit.customer();
    const kept = await kit.product(buyer.partyCode);
    const notKept = await kit.product(buyer.partyCode);
    await stock.admin('PUT', `/api/stock/tracked-products/${kept.id}`);
    // Two heats of finished pieces: 60 + 40 = 100. Pieces of the untracked product lie in stock too, uncounted.
    await stock.stockIn({ itemType: 'part', productId: kept.id }, 60, 'H-101', '2026-04-02');
    await stock.stockIn({ itemType: 'part', productId: kept.id }, 40, 'H-102', '2026-04-03');
    await stock.stockIn({ itemType: 'part', productId: notKept.id }, 25, '', '2026-04-02');
    const order = await kit.order(buyer.id, [
      { productId: kept.id, quantity: 150, rate: 10 },
      { productId: notKept.id, quantity: 30, rate: 10 },
    ]);

    const before = await openLines(`customerId=${buyer.id}&sortBy=drawingNumber`);
    const line = (rows: Json[], productId: string) => rows.find((row) => row.productId === productId);
    expect(line(before, kept.id)).toMatchObject({ pendingQuantity: 150, stockOnHand: 100, pdi: null });
    expect(line(before, notKept.id)).toMatchObject({ pendingQuantity: 30, stockOnHand: null, pdi: null });

    // 30 pieces go (drawn oldest heat first): 100 − 30 = 70 left, 150 − 30 = 120 still to send.
    const sent = await dispatch(order, [{ orderLineId: order.lineIds[0] as string, quantity: 30 }], {
      pdiOverride: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const after = await openLines(`customerId=${buyer.id}`);
    expect(line(after, kept.id)).toMatchObject({ pendingQuantity: 120, stockOnHand: 70 });

    const csv = exportedCsv(await kit.call('GET', `/api/sales-orders/open-lines/export?customerId=${buyer.id}`));
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toBe(
      'Order Number,Customer Party Code,Customer Name,Line Number,Drawing Number,Description,Quantity,Dispatched Quantity,Pending Quantity,Due Date,Late,Machining Hours,Stock On Hand,PDI,PDI Date',
    );
    expect(rows).toHaveLength(2);
  });
});

describe('the PDI rule of a dispatch', () => {
  it('refuses a product with no passed PDI unless the override is held and confirmed, and keeps who overrode it', async () => {
    const buyer = await kit.customer();
    const part = await kit.product(buyer.partyCode);
    const drawing = part.drawing_number as string;
    const order = await kit.order(buyer.id, [{ productId: part.id, quantity: 100, rate: 10 }]);
    const lineId = order.lineIds[0] as string;
    const clerk = await kit.h.userWith([
      { scope: 'sales-orders', actions: ['view'] },
      { scope: 'dispatches', actions: ['create'] },
    ]);
    const quality = await kit.h.userWith([
      { scope: 'sales-orders', actions: ['view'] },
      { scope: 'dispatches', actions: ['create'] },
      { scope: 'pdi-override', actions: ['create'] },
    ]);
    const dispatched = async () =>
      (await kit.h.db.select().from(salesOrderLines).where(eq(salesOrderLines.id, lineId)))[0]?.dispatchedQuantity;

    // Never inspected. The clerk may not override: 403, naming the product; nothing goes.
    const refused = await dispatch(order, [{ orderLineId: lineId, quantity: 40 }], {}, clerk.accessToken);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe(
      `No passed PDI on record for ${drawing}: dispatching without one needs the PDI override permission`,
    );
    // Saying the override was confirmed changes nothing without the permission.
    const claimed = await dispatch(
      order,
      [{ orderLineId: lineId, quantity: 40 }],
      { pdiOverride: true },
      clerk.accessToken,
    );
    expect(claimed.statusCode).toBe(403);

    // Quality holds the override: asked first (409 with the products under pdiOverride), then confirmed.
    const asked = await dispatch(order, [{ orderLineId: lineId, quantity: 40 }], {}, quality.accessToken);
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json()).toMatchObject({
      message: `No passed PDI on record for ${drawing}: confirm the override to dispatch without one`,
      errors: { pdiOverride: `No passed PDI on record for ${drawing}` },
    });
    expect(await dispatched()).toBe(0);

    const overridden = await dispatch(
      order,
      [{ orderLineId: lineId, quantity: 40 }],
      { pdiOverride: true },
      quality.accessToken,
    );
    expect(overridden.statusCode, overridden.body).toBe(201);
    const first = overridden.json().dispatches.at(-1);
    expect(await dispatched()).toBe(40);
    // The order's history keeps it: who, when, the challan and what was missing.
    const history = (await kit.ok('GET', `/api/sales-orders/${order.id}/history?limit=100`)).data as Json[];
    const override = history.find((entry) => entry.event === 'pdi-overridden');
    expect(override).toMatchObject({
      entity: 'sales-orders',
      entityId: order.id,
      part: 'dispatches',
      recordLabel: order.orderNumber,
      actorId: quality.user.id,
      actorEmail: quality.email,
      route: `POST /api/sales-orders/${order.id}/dispatches`,
      changes: [
        { field: 'challanNumber', before: null, after: first.challanNumber },
        { field: 'pdi', before: null, after: `No passed PDI on record for ${drawing}` },
      ],
    });
    expect(Date.now() - Date.parse(override.at)).toBeLessThan(60_000);

    // Its PDI passes: the desk shows it, and the clerk now dispatches with no question and no override kept.
    const passed = await recordPdi(first.id, addDays(today, -2), 24.97);
    expect(passed.result).toBe('pass');
    expect((await openLines(`customerId=${buyer.id}`))[0]).toMatchObject({
      pendingQuantity: 60,
      pdi: { inspectionId: passed.id, result: 'pass', inspectedOn: addDays(today, -2) },
    });
    const next = await dispatch(order, [{ orderLineId: lineId, quantity: 20 }], {}, clerk.accessToken);
    expect(next.statusCode, next.body).toBe(201);
    const overrides = await kit.h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'pdi-overridden'), eq(auditLog.entityId, order.id)));
    expect(overrides).toHaveLength(1);

    // A later PDI of that dispatch's lot fails: the product's latest decides, and the clerk is refused again.
    const secondDispatch = next.json().dispatches.find((d: Json) => d.id !== first.id);
    const failed = await recordPdi(secondDispatch.id, addDays(today, -1), 25.1);
    expect(failed.result).toBe('fail');
    const again = await dispatch(order, [{ orderLineId: lineId, quantity: 5 }], {}, clerk.accessToken);
    expect(again.statusCode).toBe(403);
    const day = addDays(today, -1).split('-').reverse().join('/');
    expect(again.json().message).toBe(
      `No passed PDI on record for ${drawing} (last PDI ${day} failed): dispatching without one needs the PDI override permission`,
    );
    expect(await dispatched()).toBe(60);
  });

  it('names every product without one, in the order’s line order, and asks nothing of a product that has one', async () => {
    const buyer = await kit.customer();
    const [a, b, c] = [
      await kit.product(buyer.partyCode, { drawing_number: `A-${randomUUID().slice(0, 6)}` }),
      await kit.product(buyer.partyCode, { drawing_number: `B-${randomUUID().slice(0, 6)}` }),
      await kit.product(buyer.partyCode, { drawing_number: `C-${randomUUID().slice(0, 6)}` }),
    ];
    // C passes its PDI on an earlier order.
    const earlier = await kit.order(buyer.id, [{ productId: c.id, quantity: 10, rate: 10 }]);
    const sent = await dispatch(earlier, [{ orderLineId: earlier.lineIds[0] as string, quantity: 10 }], {
      pdiOverride: true,
    });
    await recordPdi(sent.json().dispatches.at(-1).id, today, 24.97);

    const order = await kit.order(buyer.id, [
      { productId: b.id, quantity: 10, rate: 10 },
      { productId: c.id, quantity: 10, rate: 10 },
      { productId: a.id, quantity: 10, rate: 10 },
      { productId: b.id, quantity: 10, rate: 10 },
    ]);
    const all = order.lineIds.map((orderLineId) => ({ orderLineId, quantity: 5 }));
    const asked = await dispatch(order, all);
    expect(asked.statusCode).toBe(409);
    // B once though on two lines; C has its PDI.
    expect(asked.json().errors).toEqual({
      pdiOverride: `No passed PDI on record for ${b.drawing_number}, ${a.drawing_number}`,
    });
    // A line at 0 sends nothing and needs nothing: C alone goes without a question.
    const onlyC = await dispatch(
      order,
      all.map((line, i) => ({ ...line, quantity: i === 1 ? 5 : 0 })),
    );
    expect(onlyC.statusCode, onlyC.body).toBe(201);

    const bad = await dispatch(order, all, { pdiOverride: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ pdiOverride: 'pdiOverride must be true or false' });
  });
});
