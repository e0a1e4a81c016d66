import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedCsv } from '../../../test/exported-csv.js';
import { createHarness, type Harness } from '../../../test/harness.js';
import { documentSeries, salesOrderLines, salesOrders, users } from '../../db/schema/index.js';

let h: Harness;
let token: string;
const customer: Record<string, { id: string; partyCode: string }> = {};
const product: Record<string, string> = {};

/** A product as the product form sends it; the planning figures only where a test needs them. */
const productBody = (partyCode: string, drawing: string, extra: object = {}) => ({
  partyCode,
  assembly: 'Fuel injector',
  product_description: `Part ${drawing}`,
  drawing_number: drawing,
  product_type: 'Turned component',
  rod_size: '22 mm hex',
  grade: 'EN8D',
  ...extra,
});

beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
  for (const [key, partyCode, name] of [
    ['bosch', 'BOSCH-PN', 'Bosch Ltd, Nashik'],
    ['mahle', 'MAHLE-01', 'Mahle Anand Filter Systems'],
    ['kirloskar', 'KBL-01', 'Kirloskar Brothers'],
    ['gone', 'GONE-01', 'Closed Account Pvt Ltd'],
  ] as const) {
    const res = await h.call('POST', '/api/customers', { token, body: { partyCode, name } });
    expect(res.statusCode, res.body).toBe(201);
    customer[key] = res.json();
  }
  for (const [key, body] of [
    [
      'sleeve',
      productBody('BOSCH-PN', 'DRG-100', {
        rough_first_cycle_time_sec: 38.5,
        single_setup_cycle_time_sec: 72,
        raw_material_weight: 0.245,
        qty_in_plastic_bag: 50,
        qty_in_box: 500,
        qty_in_carton: 2000,
        hsnCode: '84099990',
      }),
    ],
    ['bolt', productBody('BOSCH-PN', 'DRG-200', { gstRate: 12 })],
    ['spigot', productBody('MAHLE-01', 'MX-1000')],
    ['impeller', productBody('KBL-01', 'KB-500')],
    ['goneProduct', productBody('GONE-01', 'GN-1')],
  ] as const) {
    const res = await h.call('POST', '/api/products', { token, body });
    expect(res.statusCode, res.body).toBe(201);
    product[key] = res.json().id;
  }
  expect((await h.call('DELETE', `/api/customers/${customer.gone?.id}`, { token })).statusCode).toBe(204);
});
afterAll(() => h.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, as = token) =>
  h.call(method, `/api/sales-orders${path}`, { token: as, body });

/** A draft for Bosch with one line; `extra` replaces header fields or the lines. */
const orderBody = (extra: object = {}) => ({
  customerId: customer.bosch?.id,
  orderDate: '2024-05-10',
  lines: [{ productId: product.sleeve, quantity: 10, rate: 25 }],
  ...extra,
});
const createOrder = async (extra: object = {}) => {
  const res = await api('POST', '', orderBody(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const act = (id: string, action: string, body: object = {}, as = token) => api('POST', `/${id}/${action}`, body, as);
const confirmed = async (extra: object = {}) => {
  const order = await createOrder(extra);
  const res = await act(order.id, 'confirm', { version: order.version });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const countOrders = async () => (await h.db.select({ id: salesOrders.id }).from(salesOrders)).length;

describe('sales orders', () => {
  it('creates a draft without a number, pricing every line exactly in paise', async () => {
    const res = await api(
      'POST',
      '',
      orderBody({
        customerPoNumber: ' PO-4471 ',
        customerPoDate: '2024-05-08',
        deliveryDate: '2024-06-30',
        notes: 'Deliver to gate 2',
        lines: [
          { productId: product.sleeve, quantity: 3, rate: 12.35, deliveryDate: '2024-06-15' },
          { productId: product.bolt, quantity: '7', rate: '0.05' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      orderNumber: null,
      status: 'draft',
      customerId: customer.bosch?.id,
      customerPartyCode: 'BOSCH-PN',
      customerName: 'Bosch Ltd, Nashik',
      orderDate: '2024-05-10',
      customerPoNumber: 'PO-4471',
      customerPoDate: '2024-05-08',
      deliveryDate: '2024-06-30',
      notes: 'Deliver to gate 2',
      // 3 × 12.35 + 7 × 0.05: 37.05 + 0.35, with no binary rounding on the way.
      totalAmount: 37.4,
      lineCount: 2,
      dispatchStatus: 'Not',
      invoiceStatus: 'Not',
      late: false,
      confirmedAt: null,
      version: 1,
      dispatches: [],
      invoices: [],
    });
    expect(order.lines).toMatchObject([
      {
        lineNumber: 1,
        productId: product.sleeve,
        drawingNumber: 'DRG-100',
        description: 'Part DRG-100',
        hsnCode: '84099990',
        gstRate: 18,
        quantity: 3,
        rate: 12.35,
        amount: 37.05,
        deliveryDate: '2024-06-15',
        dispatchedQuantity: 0,
        invoicedQuantity: 0,
        dispatchStatus: 'Not',
        late: false,
      },
      { lineNumber: 2, drawingNumber: 'DRG-200', hsnCode: null, gstRate: 12, quantity: 7, rate: 0.05, amount: 0.35 },
    ]);
    const read = await api('GET', `/${order.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(order);

    const [admin] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
    const [stored] = await h.db.select().from(salesOrders).where(eq(salesOrders.id, order.id));
    expect(stored?.createdBy).toBe(admin?.id);
  });

  it('refuses bad input with 400 naming each field, and writes nothing', async () => {
    const before = await countOrders();
    const expectErrors = async (body: object, errors: Record<string, string>) => {
      const res = await api('POST', '', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual(errors);
    };
    await expectErrors(orderBody({ lines: [] }), { lines: 'Add at least one line' });
    await expectErrors(
      orderBody({
        customerId: undefined,
        orderDate: '2024-02-30',
        lines: [
          { productId: product.sleeve, quantity: 2.5, rate: 1.234 },
          { productId: 'nope', quantity: 0, rate: -1 },
        ],
      }),
      {
        customerId: 'Customer is required',
        orderDate: 'Enter a valid date',
        'lines.0.quantity': 'Must be a whole number',
        'lines.0.rate': 'Maximum 2 decimal places',
        'lines.1.productId': 'Product is required',
        'lines.1.quantity': 'Must be at least 1',
        'lines.1.rate': 'Must be 0 or more',
      },
    );
    await expectErrors(
      orderBody({
        lines: [
          { productId: product.sleeve, quantity: 1, rate: 1 },
          { productId: product.spigot, quantity: 1, rate: 1 },
          { productId: randomUUID(), quantity: 1, rate: 1 },
        ],
      }),
      {
        'lines.1.productId': 'This product belongs to another customer (MAHLE-01)',
        'lines.2.productId': 'Product not found',
      },
    );
    await expectErrors(
      orderBody({ customerId: customer.gone?.id, lines: [{ productId: product.goneProduct, quantity: 1, rate: 1 }] }),
      {
        customerId: 'This customer is deleted; restore it first',
      },
    );
    await expectErrors(orderBody({ customerId: randomUUID() }), { customerId: 'Customer not found' });
    // More than a NUMERIC(14,2) holds: a clear 400, not an overflow.
    await expectErrors(
      orderBody({ lines: [{ productId: product.sleeve, quantity: 9_999_999, rate: 99_999_999.99 }] }),
      {
        'lines.0.rate': 'The line amount is too large',
      },
    );
    const message = await api('POST', '', orderBody({ lines: [{ productId: product.spigot, quantity: 1, rate: 1 }] }));
    expect(message.json().message).toBe('This product belongs to another customer (MAHLE-01)');
    expect(await countOrders()).toBe(before);
  });

  it('edits a draft whole: header and lines replaced, totals and version recomputed; a stale version is refused', async () => {
    const order = await createOrder({ customerPoNumber: 'PO-EDIT' });
    const res = await api(
      'PUT',
      `/${order.id}`,
      orderBody({
        orderDate: '2024-05-12',
        deliveryDate: '2024-07-01',
        lines: [
          { productId: product.bolt, quantity: 4, rate: 0.1 },
          { productId: product.sleeve, quantity: 1000, rate: 1.99 },
        ],
        version: 1,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json();
    expect(edited).toMatchObject({
      orderDate: '2024-05-12',
      deliveryDate: '2024-07-01',
      // Left out of a PUT: cleared.
      customerPoNumber: null,
      totalAmount: 1990.4,
      lineCount: 2,
      version: 2,
    });
    expect(
      edited.lines.map((l: { lineNumber: number; drawingNumber: string; amount: number }) => [
        l.lineNumber,
        l.drawingNumber,
        l.amount,
      ]),
    ).toEqual([
      [1, 'DRG-200', 0.4],
      [2, 'DRG-100', 1990],
    ]);
    expect(edited.updatedAt > order.updatedAt).toBe(true);
    expect(await h.db.select().from(salesOrderLines).where(eq(salesOrderLines.orderId, order.id))).toHaveLength(2);

    const stale = await api('PUT', `/${order.id}`, orderBody({ version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual({ version: 'Stale version' });
    const bad = await api(
      'PUT',
      `/${order.id}`,
      orderBody({ lines: [{ productId: product.spigot, quantity: 1, rate: 1 }] }),
    );
    expect(bad.statusCode).toBe(400);
    expect((await api('GET', `/${order.id}`)).json()).toMatchObject({ version: 2, totalAmount: 1990.4 });
    expect((await api('PUT', `/${randomUUID()}`, orderBody())).statusCode).toBe(404);
    expect((await api('GET', '/not-a-uuid')).statusCode).toBe(404);
  });

  it('confirms with the next number of the order date’s financial year, and the confirmed order is frozen', async () => {
    const march = await createOrder({ orderDate: '2026-03-31' });
    const res = await act(march.id, 'confirm', { version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const one = res.json();
    expect(one).toMatchObject({ orderNumber: 'SO/2025-26/0001', status: 'confirmed', version: 2 });
    expect(one.confirmedAt).not.toBeNull();
    expect((await confirmed({ orderDate: '2025-04-01' })).orderNumber).toBe('SO/2025-26/0002');
    expect((await confirmed({ orderDate: '2026-04-01' })).orderNumber).toBe('SO/2026-27/0001');

    expect((await act(march.id, 'confirm')).statusCode).toBe(409);
    const edit = await api('PUT', `/${march.id}`, orderBody());
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      'Only a draft order can be edited; a confirmed order changes through short-close or cancel',
    );
    expect((await api('DELETE', `/${march.id}`)).statusCode).toBe(409);
    const stale = await createOrder({ orderDate: '2026-04-02' });
    expect((await act(stale.id, 'confirm', { version: 7 })).statusCode).toBe(409);
    expect((await api('GET', `/${stale.id}`)).json()).toMatchObject({ status: 'draft', orderNumber: null });
  });

  it('refuses to confirm past the last number of the series, and gives the number back', async () => {
    await h.db.insert(documentSeries).values({ prefix: 'SO', financialYear: '2030-31', lastNumber: 9999 });
    const order = await createOrder({ orderDate: '2030-06-01' });
    const res = await act(order.id, 'confirm');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The 2030-31 sales order series is full (9999 orders)');
    expect((await api('GET', `/${order.id}`)).json()).toMatchObject({ status: 'draft', orderNumber: null });
    const [series] = await h.db
      .select()
      .from(documentSeries)
      .where(and(eq(documentSeries.prefix, 'SO'), eq(documentSeries.financialYear, '2030-31')));
    expect(series?.lastNumber).toBe(9999);
  });

  it('refuses to confirm when the customer was deleted or a product moved to another customer since', async () => {
    const temp = (
      await h.call('POST', '/api/customers', { token, body: { partyCode: 'TEMP-01', name: 'Temp' } })
    ).json();
    const part = (await h.call('POST', '/api/products', { token, body: productBody('TEMP-01', 'TMP-1') })).json();
    const order = await createOrder({ customerId: temp.id, lines: [{ productId: part.id, quantity: 1, rate: 1 }] });

    expect((await h.call('DELETE', `/api/customers/${temp.id}`, { token })).statusCode).toBe(204);
    const deleted = await act(order.id, 'confirm');
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toMatch(/customer has been deleted/);
    expect((await h.call('DELETE', `/api/customers/${temp.id}/restore`, { token })).statusCode).toBe(200);

    const moved = await h.call('PATCH', `/api/products/${part.id}`, { token, body: { partyCode: 'KBL-01' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const stray = await act(order.id, 'confirm');
    expect(stray.statusCode).toBe(409);
    expect(stray.json().message).toBe('Line 1 (TMP-1) is no longer a product of this customer; edit the order first');

    await h.call('PATCH', `/api/products/${part.id}`, { token, body: { partyCode: 'TEMP-01' } });
    // Every field of an action is optional, so a script may confirm without a body.
    const done = await h.call('POST', `/api/sales-orders/${order.id}/confirm`, { token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().orderNumber).toMatch(/^SO\/2024-25\/\d{4}$/);
  });

  it('short-closes only a confirmed order, keeping the reason', async () => {
    const order = await confirmed();
    const res = await act(order.id, 'close', { version: order.version, reason: 'Customer cancelled the balance' });
    expect(res.statusCode, res.body).toBe(200);
    const closed = res.json();
    expect(closed).toMatchObject({ status: 'closed', statusReason: 'Customer cancelled the balance', late: false });
    expect(closed.closedAt).not.toBeNull();
    expect(closed.orderNumber).toBe(order.orderNumber);
    expect((await act(order.id, 'close')).statusCode).toBe(409);
    expect((await act(order.id, 'cancel')).statusCode).toBe(409);
    const draft = await createOrder();
    const refused = await act(draft.id, 'close');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a confirmed order can be short-closed; this one is draft');
    expect((await act(randomUUID(), 'close')).statusCode).toBe(404);
  });

  it('cancels a draft, or a confirmed order nothing was dispatched or invoiced on (keeping its number)', async () => {
    const draft = await createOrder();
    const cancelledDraft = (await act(draft.id, 'cancel', { reason: 'Duplicate' })).json();
    expect(cancelledDraft).toMatchObject({ status: 'cancelled', orderNumber: null, statusReason: 'Duplicate' });
    expect(cancelledDraft.cancelledAt).not.toBeNull();
    expect((await act(draft.id, 'confirm')).statusCode).toBe(409);

    const order = await confirmed();
    const cancelled = await act(order.id, 'cancel', { version: order.version });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', orderNumber: order.orderNumber });
    expect((await act(order.id, 'cancel')).statusCode).toBe(409);

    const dispatched = await confirmed();
    const sent = await api('POST', `/${dispatched.id}/dispatches`, {
      dispatchDate: '2024-05-20',
      lines: [{ orderLineId: dispatched.lines[0].id, quantity: 1 }],
      pdiOverride: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const refused = await act(dispatched.id, 'cancel');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This order has dispatches; short-close it instead');

    const invoiced = await confirmed();
    await h.db.update(salesOrderLines).set({ invoicedQuantity: 2 }).where(eq(salesOrderLines.orderId, invoiced.id));
    expect((await act(invoiced.id, 'cancel')).json().message).toBe('This order has invoices; short-close it instead');
    expect((await api('GET', `/${invoiced.id}`)).json()).toMatchObject({
      status: 'confirmed',
      invoiceStatus: 'Partly',
    });
  });

  it('deletes only drafts', async () => {
    const draft = await createOrder();
    expect((await api('DELETE', `/${draft.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/${draft.id}`)).statusCode).toBe(404);
    expect(await h.db.select().from(salesOrderLines).where(eq(salesOrderLines.orderId, draft.id))).toHaveLength(0);
    expect((await api('DELETE', `/${draft.id}`)).statusCode).toBe(404);

    const order = await confirmed();
    const refused = await api('DELETE', `/${order.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a draft order can be deleted; cancel or short-close a confirmed order');
    const cancelled = await createOrder();
    await act(cancelled.id, 'cancel');
    expect((await api('DELETE', `/${cancelled.id}`)).statusCode).toBe(409);
  });

  it("works out the plant's needs per line and for the order", async () => {
    const order = await createOrder({
      lines: [
        { productId: product.sleeve, quantity: 1000, rate: 10 },
        { productId: product.bolt, quantity: 40, rate: 2 },
        { productId: product.sleeve, quantity: 30, rate: 10 },
      ],
    });
    // DRG-100: 38.5 s + 72 s a piece, 0.245 kg of bar, 50 to a bag, 500 to a box, 2000 to a carton.
    // Machine time as the plan counts it, no machine here (100 %, an hour's setup an operation):
    // 1,000 × 38.5 s = 641.7 → 642 min + 60, 1,000 × 72 s = 1,200 min + 60: 1,962 min = 32.7 h.
    expect(order.lines[0].needs).toEqual({ machiningHours: 32.7, rawMaterialKg: 245, bags: 20, boxes: 2, cartons: 1 });
    // DRG-200 has no figures: no machining time known, the rest unknown (null, not 0).
    expect(order.lines[1].needs).toEqual({
      machiningHours: 0,
      rawMaterialKg: null,
      bags: null,
      boxes: null,
      cartons: null,
    });
    // 30 × 38.5 s = 19.25 → 20 min + 60, 30 × 72 s = 36 min + 60: 176 min = 2.93 h.
    expect(order.lines[2].needs).toEqual({ machiningHours: 2.93, rawMaterialKg: 7.35, bags: 1, boxes: 1, cartons: 1 });
    // 32.7 + 0 + 2.93.
    expect(order.needs).toEqual({ machiningHours: 35.63, rawMaterialKg: 252.35, bags: 21, boxes: 3, cartons: 2 });
  });

  describe('list', () => {
    let kbl: { id: string; orderNumber: string }[];
    beforeAll(async () => {
      const kirloskar = {
        customerId: customer.kirloskar?.id,
        lines: [{ productId: product.impeller, quantity: 5, rate: 100 }],
      };
      kbl = [
        await confirmed({ ...kirloskar, orderDate: '2023-06-01', customerPoNumber: 'PO/KBL/7781' }),
        await confirmed({
          ...kirloskar,
          orderDate: '2023-07-01',
          lines: [{ productId: product.impeller, quantity: 1, rate: 9 }],
        }),
        await createOrder({ ...kirloskar, orderDate: '2023-08-01', customerPoNumber: 'PO/KBL/9000' }),
      ];
    });
    const ids = (res: { json(): { data: { id: string }[] } }) => res.json().data.map((o) => o.id);

    it('searches order number, customer PO and the customer, partly and in any case', async () => {
      const [first, second, draft] = kbl as [{ id: string; orderNumber: string }, { id: string }, { id: string }];
      expect(ids(await api('GET', `?search=${encodeURIComponent(first.orderNumber)}`))).toEqual([first.id]);
      expect(ids(await api('GET', '?search=kbl%2F77'))).toEqual([first.id]);
      expect(ids(await api('GET', '?search=KIRLOS&sortBy=orderDate&sortOrder=asc'))).toEqual([
        first.id,
        second.id,
        draft.id,
      ]);
      expect(ids(await api('GET', '?search=kbl-01&sortBy=orderDate&sortOrder=desc'))).toEqual([
        draft.id,
        second.id,
        first.id,
      ]);
      const summary = (await api('GET', '?search=kbl%2F77')).json().data[0];
      expect(summary).toMatchObject({
        customerPartyCode: 'KBL-01',
        customerName: 'Kirloskar Brothers',
        lineCount: 1,
        totalAmount: 500,
        dispatchStatus: 'Not',
        invoiceStatus: 'Not',
        late: false,
      });
      expect(summary).not.toHaveProperty('lines');
      expect((await api('GET', '?search=%25')).json().total).toBe(0);
    });

    it('filters by status and customer, pages with a total, and sorts by the joined customer name', async () => {
      const drafts = (await api('GET', `?customerId=${customer.kirloskar?.id}&status=draft`)).json();
      expect(drafts).toMatchObject({ total: 1, page: 1, totalPages: 1 });
      expect(drafts.data[0].id).toBe(kbl[2]?.id);
      const page = (await api('GET', `?customerId=${customer.kirloskar?.id}&limit=2&page=2`)).json();
      expect(page).toMatchObject({ total: 3, page: 2, limit: 2, totalPages: 2 });
      expect(page.data).toHaveLength(1);

      const all = (await api('GET', '?limit=100')).json();
      // Default: newest first.
      expect(all.data.map((o: { createdAt: string }) => o.createdAt)).toEqual(
        all.data
          .map((o: { createdAt: string }) => o.createdAt)
          .sort()
          .reverse(),
      );
      const byName = (await api('GET', '?limit=100&sortBy=customerName&sortOrder=ASC')).json().data;
      const names = byName.map((o: { customerName: string }) => o.customerName);
      expect(names).toEqual([...names].sort());
      expect(new Set(names).size).toBeGreaterThan(1);

      expect((await api('GET', '?status=shipped')).statusCode).toBe(400);
      expect((await api('GET', '?customerId=nope')).statusCode).toBe(400);
      expect((await api('GET', '?sortBy=notes')).statusCode).toBe(400);
    });

    it('exports the matching orders as CSV', async () => {
      const res = await api('GET', '/export?search=kirloskar&sortBy=orderDate&sortOrder=ASC');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const [header, ...rows] = exportedCsv(res).trim().split('\r\n');
      expect(header?.split(',').slice(0, 4)).toEqual([
        'Order Number',
        'Status',
        'Customer Party Code',
        'Customer Name',
      ]);
      expect(rows).toHaveLength(3);
      expect(rows[0]).toContain(kbl[0]?.orderNumber);
      expect(rows[0]).toContain('PO/KBL/7781');
    });
  });

  describe('access', () => {
    it('checks the sales-orders permission on every call', async () => {
      const order = await createOrder();
      const viewer = (await h.userWith([{ scope: 'sales-orders', actions: ['view'] }])).accessToken;
      expect((await api('GET', '', undefined, viewer)).statusCode).toBe(200);
      expect((await api('GET', `/${order.id}`, undefined, viewer)).statusCode).toBe(200);
      expect((await api('GET', '/export', undefined, viewer)).statusCode).toBe(200);
      expect((await api('POST', '', orderBody(), viewer)).statusCode).toBe(403);
      expect((await api('PUT', `/${order.id}`, orderBody(), viewer)).statusCode).toBe(403);
      expect((await act(order.id, 'confirm', {}, viewer)).statusCode).toBe(403);
      expect((await api('DELETE', `/${order.id}`, undefined, viewer)).statusCode).toBe(403);
      expect((await api('GET', `/${order.id}`)).json()).toMatchObject({ status: 'draft', version: 1 });

      const clerk = (await h.userWith([{ scope: 'sales-orders', actions: ['create'] }])).accessToken;
      expect((await api('POST', '', orderBody(), clerk)).statusCode).toBe(201);
      expect((await api('GET', '', undefined, clerk)).statusCode).toBe(403);
      expect((await h.call('GET', '/api/sales-orders')).statusCode).toBe(401);
    });

    it('lets whoever views orders or invoices pick the customer to filter by', async () => {
      for (const scope of ['sales-orders', 'invoices'] as const) {
        const viewer = (await h.userWith([{ scope, actions: ['view'] }])).accessToken;
        const all = await h.call('GET', '/api/customers/all', { token: viewer });
        expect(all.statusCode).toBe(200);
        expect(all.json()).toContainEqual({
          id: customer.kirloskar?.id,
          partyCode: 'KBL-01',
          name: 'Kirloskar Brothers',
          state: null,
          paymentTermsDays: 30,
          gstCategory: 'regular',
          currency: null,
        });
        expect((await h.call('GET', '/api/customers/party-code/kbl', { token: viewer })).statusCode).toBe(200);
        expect((await h.call('GET', '/api/customers', { token: viewer })).statusCode).toBe(403);
      }
    });
  });
});
