import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { dispatches, salesOrderLines } from '../../db/schema/index.js';
import { settleOrderStatus } from './order-completion.js';

let h: Harness;
let token: string;
let customerId: string;
const product: string[] = [];

beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
  const customer = await h.call('POST', '/api/customers', { token, body: { partyCode: 'TVS-01', name: 'TVS Motor' } });
  expect(customer.statusCode, customer.body).toBe(201);
  customerId = customer.json().id;
  for (const drawing of ['TV-100', 'TV-200']) {
    const res = await h.call('POST', '/api/products', {
      token,
      body: {
        partyCode: 'TVS-01',
        assembly: 'Gearbox',
        product_description: `Shaft ${drawing}`,
        drawing_number: drawing,
        product_type: 'Turned component',
        rod_size: '30 mm round',
        grade: 'EN19',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    product.push(res.json().id);
  }
});
afterAll(() => h.close());

interface Line {
  id: string;
  dispatchedQuantity: number;
  dispatchStatus: string;
  late: boolean;
}
interface Order {
  id: string;
  orderNumber: string;
  status: string;
  version: number;
  late: boolean;
  lines: Line[];
}

const api = (method: 'GET' | 'POST', path: string, body?: unknown, as = token) =>
  h.call(method, `/api/sales-orders${path}`, { token: as, body });

/** A confirmed order of 100 × TV-100 and 50 × TV-200; `extra` replaces header fields or lines. */
async function confirmedOrder(extra: object = {}, { confirm = true } = {}): Promise<Order> {
  const created = await api('POST', '', {
    customerId,
    orderDate: '2024-01-05',
    lines: [
      { productId: product[0], quantity: 100, rate: 12.5 },
      { productId: product[1], quantity: 50, rate: 40 },
    ],
    ...extra,
  });
  expect(created.statusCode, created.body).toBe(201);
  if (!confirm) return created.json();
  const res = await api('POST', `/${created.json().id}/confirm`, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const dispatch = (order: Order, quantities: number[], extra: object = {}, as = token) =>
  api(
    'POST',
    `/${order.id}/dispatches`,
    {
      dispatchDate: '2024-02-01',
      lines: quantities.map((quantity, i) => ({ orderLineId: order.lines[i]?.id, quantity })),
      // These products have no PDI on record: the admin confirms the override (dispatch-desk.test.ts tests the rule).
      pdiOverride: true,
      ...extra,
    },
    as,
  );
const read = async (order: Order): Promise<Order> => (await api('GET', `/${order.id}`)).json();
const dispatchCount = async (order: Order) =>
  (await h.db.select().from(dispatches).where(eq(dispatches.orderId, order.id))).length;

describe('dispatches', () => {
  it('records a partial dispatch: the line and the order are Partly dispatched and stay confirmed', async () => {
    const order = await confirmedOrder();
    const res = await dispatch(order, [40, 0], {
      vehicleReference: ' MH-12-AB-1234 ',
      notes: 'LR 5521',
      version: order.version,
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = res.json();
    expect(after).toMatchObject({ status: 'confirmed', dispatchStatus: 'Partly', invoiceStatus: 'Not', version: 3 });
    expect(after.lines).toMatchObject([
      { dispatchedQuantity: 40, dispatchStatus: 'Partly' },
      { dispatchedQuantity: 0, dispatchStatus: 'Not' },
    ]);
    expect(after.dispatches).toEqual([
      {
        id: expect.any(String),
        // Its delivery challan's number, from the dispatch date's year (February 2024: 2023-24).
        challanNumber: 'DC/2023-24/0001',
        dispatchDate: '2024-02-01',
        vehicleReference: 'MH-12-AB-1234',
        notes: 'LR 5521',
        // The customer's own address (it has none typed), copied as the challan printed it.
        deliveryAddressId: null,
        shipToAddress: null,
        shipToPlace: null,
        shipToState: null,
        shipToPin: null,
        shipToGstin: null,
        // No e-way bill yet: typed back once the portal generates one.
        eWayBillNumber: null,
        eWayBillDate: null,
        eWayBillValidUntil: null,
        createdAt: expect.any(String),
        // The line at 0 is not part of the dispatch.
        lines: [{ orderLineId: order.lines[0]?.id, lineNumber: 1, drawingNumber: 'TV-100', quantity: 40 }],
        // No boxes scanned into it.
        boxes: [],
      },
    ]);

    const second = (await dispatch(order, [10, 50], { dispatchDate: '2024-02-09' })).json();
    expect(second.dispatches.map((d: { dispatchDate: string }) => d.dispatchDate)).toEqual([
      '2024-02-09',
      '2024-02-01',
    ]);
    expect(second.dispatches[0].lines.map((l: { lineNumber: number }) => l.lineNumber)).toEqual([1, 2]);
    expect(second.lines).toMatchObject([
      { dispatchedQuantity: 50, dispatchStatus: 'Partly' },
      { dispatchedQuantity: 50, dispatchStatus: 'Fully' },
    ]);
    expect(second.dispatchStatus).toBe('Partly');
  });

  it('refuses more than is left, a line of another order, and a stale version, writing nothing', async () => {
    const order = await confirmedOrder();
    expect((await dispatch(order, [40])).statusCode).toBe(201);
    const other = await confirmedOrder();

    const over = await dispatch(order, [61, 51]);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      message: 'Only 60 left to dispatch',
      errors: { 'lines.0.quantity': 'Only 60 left to dispatch', 'lines.1.quantity': 'Only 50 left to dispatch' },
    });
    const foreign = await api('POST', `/${order.id}/dispatches`, {
      dispatchDate: '2024-02-01',
      lines: [
        { orderLineId: order.lines[1]?.id, quantity: 5 },
        { orderLineId: other.lines[0]?.id, quantity: 5 },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ 'lines.1.orderLineId': 'This line is not part of the order' });
    const twice = await dispatch({ ...order, lines: [order.lines[1] as Line, order.lines[1] as Line] }, [5, 5]);
    expect(twice.json().errors).toEqual({ 'lines.1.orderLineId': 'This line is listed twice' });
    const stale = await dispatch(order, [1], { version: order.version });
    expect(stale.statusCode).toBe(409);
    const nothing = await dispatch(order, [0, 0]);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors).toEqual({ lines: 'Enter a quantity to dispatch' });
    const malformed = await dispatch(order, [1.5, -1], { dispatchDate: '' });
    expect(malformed.json().errors).toEqual({
      dispatchDate: 'Dispatch date is required',
      'lines.0.quantity': 'Quantity must be a whole number',
      'lines.1.quantity': 'Quantity cannot be negative',
    });

    expect(await dispatchCount(order)).toBe(1);
    expect((await read(order)).lines.map((l) => l.dispatchedQuantity)).toEqual([40, 0]);
    expect((await dispatch({ ...order, id: randomUUID() }, [1])).statusCode).toBe(404);
  });

  it('takes dispatches only on a confirmed order', async () => {
    const draft = await confirmedOrder({}, { confirm: false });
    const refused = await dispatch(draft, [1]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a confirmed order takes dispatches; this one is draft');

    const closed = await confirmedOrder();
    expect((await api('POST', `/${closed.id}/close`, { reason: 'Short supply' })).statusCode).toBe(200);
    expect((await dispatch(closed, [1])).statusCode).toBe(409);
    expect(await dispatchCount(closed)).toBe(0);
  });

  it('keeps a fully dispatched order confirmed until it is invoiced too; then it completes', async () => {
    const order = await confirmedOrder();
    const full = (await dispatch(order, [100, 50])).json();
    expect(full).toMatchObject({ status: 'confirmed', dispatchStatus: 'Fully', invoiceStatus: 'Not' });
    expect((await dispatch(order, [1])).json().errors).toEqual({ 'lines.0.quantity': 'Nothing left to dispatch' });

    // What an issued invoice does to the lines, then the settling it calls.
    await h.db.update(salesOrderLines).set({ invoicedQuantity: 100 }).where(eq(salesOrderLines.id, full.lines[0].id));
    await h.db.transaction((tx) => settleOrderStatus(tx, order.id));
    expect(await read(order)).toMatchObject({ status: 'confirmed', invoiceStatus: 'Partly' });
    await h.db.update(salesOrderLines).set({ invoicedQuantity: 50 }).where(eq(salesOrderLines.id, full.lines[1].id));
    await h.db.transaction((tx) => settleOrderStatus(tx, order.id));
    expect(await read(order)).toMatchObject({ status: 'completed', dispatchStatus: 'Fully', invoiceStatus: 'Fully' });
    expect((await dispatch(order, [1])).statusCode).toBe(409);
  });

  it('completes the order on the dispatch that sends the last pieces of an invoiced order', async () => {
    const order = await confirmedOrder();
    await h.db.update(salesOrderLines).set({ invoicedQuantity: 50 }).where(eq(salesOrderLines.orderId, order.id));
    await h.db
      .update(salesOrderLines)
      .set({ invoicedQuantity: 100 })
      .where(eq(salesOrderLines.id, order.lines[0]?.id as string));
    expect((await dispatch(order, [100, 49])).json().status).toBe('confirmed');
    expect((await dispatch(order, [0, 1])).json()).toMatchObject({ status: 'completed', dispatchStatus: 'Fully' });
  });

  it('gives the last pieces to one of two dispatches at once', async () => {
    const order = await confirmedOrder();
    expect((await dispatch(order, [90])).statusCode).toBe(201);
    const results = await Promise.all([dispatch(order, [10]), dispatch(order, [10])]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect((await read(order)).lines[0]?.dispatchedQuantity).toBe(100);
    expect(await dispatchCount(order)).toBe(2);
  });

  describe('late', () => {
    const lateIds = async () =>
      (await api('GET', '?late=true&limit=100')).json().data.map((o: { id: string }) => o.id) as string[];

    it('is a confirmed order with a line short of its quantity past its delivery date, computed when read', async () => {
      const order = await confirmedOrder({ deliveryDate: '2024-01-20' });
      const read1 = await read(order);
      expect(read1).toMatchObject({ late: true });
      expect(read1.lines.map((l) => l.late)).toEqual([true, true]);
      expect(await lateIds()).toContain(order.id);
      const summary = (await api('GET', `?search=${encodeURIComponent(order.orderNumber)}`)).json().data[0];
      expect(summary.late).toBe(true);
      expect((await api('GET', `?late=false&limit=100`)).json().data.map((o: { id: string }) => o.id)).not.toContain(
        order.id,
      );

      // Line 1 fully sent: only line 2 is still late.
      const partly = (await dispatch(order, [100, 0])).json();
      expect(partly.late).toBe(true);
      expect(partly.lines.map((l: Line) => l.late)).toEqual([false, true]);
      const sent = (await dispatch(order, [0, 50])).json();
      expect(sent.late).toBe(false);
      expect(await lateIds()).not.toContain(order.id);
    });

    it("takes a line's own delivery date over the order's, and is never true of drafts or closed orders", async () => {
      const ownDate = await confirmedOrder({
        deliveryDate: '2024-01-20',
        lines: [{ productId: product[0], quantity: 10, rate: 1, deliveryDate: '2099-12-31' }],
      });
      expect((await read(ownDate)).late).toBe(false);
      const lineLate = await confirmedOrder({
        deliveryDate: '2099-12-31',
        lines: [
          { productId: product[0], quantity: 10, rate: 1 },
          { productId: product[1], quantity: 10, rate: 1, deliveryDate: '2024-01-20' },
        ],
      });
      expect((await read(lineLate)).lines.map((l) => l.late)).toEqual([false, true]);
      const draft = await confirmedOrder({ deliveryDate: '2024-01-20' }, { confirm: false });
      expect((await read(draft)).late).toBe(false);
      const closed = await confirmedOrder({ deliveryDate: '2024-01-20' });
      await api('POST', `/${closed.id}/close`, {});
      expect((await read(closed)).late).toBe(false);
      const noDate = await confirmedOrder();
      expect((await read(noDate)).late).toBe(false);

      const late = await lateIds();
      expect(late).toContain(lineLate.id);
      for (const order of [ownDate, draft, closed, noDate]) expect(late).not.toContain(order.id);
    });
  });

  it('needs sales-orders edit', async () => {
    const order = await confirmedOrder();
    const viewer = await h.userWith([{ scope: 'sales-orders', actions: ['view', 'create'] }]);
    expect((await dispatch(order, [1], {}, viewer.accessToken)).statusCode).toBe(403);
    expect(await dispatchCount(order)).toBe(0);
  });
});
