import { randomUUID } from 'node:crypto';
import { addDays, materialKey, partKey, todayIn } from '@lathe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { type StockKit, stockKit } from '../../../test/stock-test-kit.js';

/*
 * The stock routes as a client meets them: who may read, record and switch; what a bad movement
 * is refused with, field by field; the pickers; the ledger's filters and CSV; owners kept apart.
 */

// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;

let h: Harness;
let kit: StockKit;
let customer: Json;
let product: Json;
const EN8 = { itemType: 'material', grade: 'EN8', rodSize: '25 mm Round' };
const KEY = materialKey('EN8', 'Ø25');
const valid = { kind: 'adjustment', ...EN8, quantity: 10, movementDate: '2024-01-01', reason: 'Count' };

beforeAll(async () => {
  h = await createHarness();
  kit = stockKit(h);
  customer = await kit.customer();
  product = await kit.product(customer.partyCode, { grade: 'EN8', rodSize: 'Ø25', weight: 0.4 });
  await kit.stockIn(EN8, 1000, 'H-100', '2024-01-01', 40);
  await kit.stockIn({ ...EN8, ownerId: customer.id }, 250, 'CUST-1', '2024-01-02');
});
afterAll(() => h.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  h.call(method, url, { token, body });

describe('who may do what', () => {
  it('stock:view reads balances, the ledger, planning and the pickers, and records nothing', async () => {
    const { accessToken } = await h.userWith([{ scope: 'stock', actions: ['view'] }]);
    for (const url of [
      '/api/stock/balances',
      '/api/stock/balances/export',
      '/api/stock/movements',
      '/api/stock/movements/export',
      '/api/stock/planning',
      '/api/stock/tracked-products',
      `/api/stock/tracked-products/${product.id}`,
      '/api/stock/items/options',
      '/api/stock/orders/options',
    ]) {
      expect((await as(accessToken, 'GET', url)).statusCode, url).toBe(200);
    }
    expect((await as(accessToken, 'POST', '/api/stock/movements', valid)).statusCode).toBe(403);
    expect((await as(accessToken, 'PUT', `/api/stock/tracked-products/${product.id}`)).statusCode).toBe(403);
    expect((await as(accessToken, 'DELETE', `/api/stock/tracked-products/${product.id}`)).statusCode).toBe(403);
  });

  it('stock:create records a movement; stock:edit switches tracking; job work picks items but reads no stock', async () => {
    const clerk = await h.userWith([{ scope: 'stock', actions: ['create'] }]);
    expect((await as(clerk.accessToken, 'POST', '/api/stock/movements', valid)).statusCode).toBe(201);
    expect((await as(clerk.accessToken, 'GET', '/api/stock/items/options?search=EN8')).statusCode).toBe(200);
    expect((await as(clerk.accessToken, 'GET', '/api/stock/balances')).statusCode).toBe(403);

    const keeper = await h.userWith([{ scope: 'stock', actions: ['edit'] }]);
    expect((await as(keeper.accessToken, 'PUT', `/api/stock/tracked-products/${product.id}`)).statusCode).toBe(200);
    expect((await as(keeper.accessToken, 'DELETE', `/api/stock/tracked-products/${product.id}`)).statusCode).toBe(204);
    expect((await as(keeper.accessToken, 'POST', '/api/stock/movements', valid)).statusCode).toBe(403);

    const jobWork = await h.userWith([{ scope: 'job-work', actions: ['create'] }]);
    expect((await as(jobWork.accessToken, 'GET', '/api/stock/items/options')).statusCode).toBe(200);
    expect((await as(jobWork.accessToken, 'GET', '/api/stock/movements')).statusCode).toBe(403);

    const nobody = await h.userWith([]);
    expect((await as(nobody.accessToken, 'GET', '/api/stock/items/options')).statusCode).toBe(403);
    expect((await h.call('GET', '/api/stock/balances')).statusCode).toBe(401);
  });
});

describe('a movement the server refuses', () => {
  const refused = async (body: object, errors: Record<string, string>) => {
    const res = await kit.record(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toMatchObject(errors);
  };

  it('names the field and the reason', async () => {
    const tomorrow = addDays(todayIn(), 1);
    await refused({ ...valid, kind: 'transfer' }, { kind: 'Choose issue, return or adjustment' });
    await refused({ ...valid, kind: 'issue', quantity: 0 }, { quantity: 'Must be more than 0' });
    await refused({ ...valid, kind: 'return', quantity: -5 }, { quantity: 'Must be more than 0' });
    await refused({ ...valid, quantity: 0 }, { quantity: 'Enter the quantity to add (+) or take off (−)' });
    await refused({ ...valid, quantity: 1.2345 }, { quantity: 'Maximum 3 decimal places' });
    await refused({ ...valid, quantity: 1e7 }, { quantity: 'Must be less than 10,00,000' });
    await refused({ ...valid, quantity: 'ten' }, { quantity: 'Enter a valid number' });
    await refused({ ...valid, reason: '  ' }, { reason: 'Give the reason for the adjustment' });
    await refused({ ...valid, movementDate: tomorrow }, { movementDate: 'The movement date cannot be in the future' });
    await refused(
      { ...valid, movementDate: '1999-12-31' },
      { movementDate: 'Enter a date between 01/01/2000 and 31/12/2099' },
    );
    await refused({ ...valid, grade: '' }, { grade: 'Grade is required for bar stock' });
    await refused({ ...valid, bars: 2.5 }, { bars: 'Must be a whole number' });
    await refused(
      { ...valid, quantity: -5, bars: 2 },
      { bars: 'Bars go the same way as the quantity (both + or both −)' },
    );
    await refused({ ...valid, itemType: 'part', grade: null, rodSize: null }, { productId: 'Choose the part' });
    await refused(
      { ...valid, itemType: 'part', productId: product.id, quantity: 1.5 },
      {
        quantity: 'Parts are counted in whole pieces',
      },
    );
    await refused(
      { ...valid, salesOrderId: randomUUID() },
      {
        salesOrderId: 'Only an issue or a return is made against a sales order',
      },
    );
  });

  it('refuses what only the server can check: the product, the owner, the item key and the order', async () => {
    await refused({ ...valid, itemType: 'part', productId: randomUUID() }, { productId: 'Product not found' });
    await refused({ ...valid, ownerId: randomUUID() }, { ownerId: 'Customer not found' });
    await refused({ ...valid, itemKey: 'EN9|Ø25' }, { itemKey: 'The item does not match the grade and rod size' });
    await refused(
      { ...valid, grade: null, rodSize: null, itemKey: 'nonsense' },
      {
        itemKey: 'Choose a bar stock item from the list',
      },
    );
    await refused(
      { ...valid, kind: 'issue', salesOrderId: randomUUID() },
      {
        salesOrderId: 'Sales order not found',
      },
    );
  });

  it('takes the picker’s key alone, and a part by its key', async () => {
    const byKey = await kit.record({
      kind: 'adjustment',
      itemType: 'material',
      itemKey: KEY,
      quantity: 1,
      movementDate: '2024-01-03',
      reason: 'Found',
    });
    expect(byKey.statusCode, byKey.body).toBe(201);
    expect(byKey.json()[0]).toMatchObject({
      itemKey: KEY,
      grade: 'EN8',
      rodSize: 'Ø25',
      label: 'EN8 Ø25',
      unit: 'KGS',
    });
    const part = await kit.record({
      ...valid,
      itemType: 'part',
      grade: null,
      rodSize: null,
      itemKey: partKey(product.id),
    });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()[0]).toMatchObject({ productId: product.id, unit: 'NOS', drawingNumber: product.drawing_number });
  });
});

describe('balances', () => {
  it('keep a customer’s free-issue material apart from own stock, with its owner named', async () => {
    const own = await kit.balances(`&itemKey=${encodeURIComponent(KEY)}&owner=own`);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ ownerId: null, ownerName: null, label: 'EN8 Ø25', unit: 'KGS', bars: 40 });
    const theirs = await kit.balances(`&ownerId=${customer.id}`);
    expect(theirs).toEqual([
      expect.objectContaining({
        itemKey: KEY,
        ownerName: customer.name,
        quantity: 250,
        heats: [{ heatNumber: 'CUST-1', quantity: 250, bars: 0, firstIn: '2024-01-02' }],
      }),
    ]);
    const searched = await kit.balances('&search=CUST-1');
    expect(searched.map((row) => row.ownerId)).toEqual([customer.id]);
  });

  it('export a line per heat as CSV; a bad as-of day is refused', async () => {
    const csv = await h.call('GET', `/api/stock/balances/export?itemKey=${encodeURIComponent(KEY)}`, {
      token: await h.adminToken(),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Item,Type,Owner,Heat Number,Quantity,Unit,Bars,First In');
    expect(csv.body).toContain(`EN8 Ø25,Bar stock,${customer.name},CUST-1,250,KGS,0,2024-01-02`);
    const bad = await h.call('GET', '/api/stock/balances?asOf=2024-02-30', { token: await h.adminToken() });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['asOf']);
  });
});

describe('the pickers', () => {
  it('offer bars from products, stock and purchase orders, and parts with their customer and stock', async () => {
    const bars = await kit.admin('GET', '/api/stock/items/options?itemType=material&search=en8 25');
    expect(bars).toEqual([
      expect.objectContaining({
        itemKey: KEY,
        itemType: 'material',
        label: 'EN8 Ø25',
        unit: 'KGS',
        inStock: expect.any(Number),
      }),
    ]);
    const parts = await kit.admin('GET', `/api/stock/items/options?itemType=part&search=${product.drawing_number}`);
    expect(parts).toEqual([
      expect.objectContaining({
        itemKey: partKey(product.id),
        productId: product.id,
        drawingNumber: product.drawing_number,
        customerName: customer.name,
        unit: 'NOS',
        gstRate: 18,
      }),
    ]);
  });

  it('offer confirmed orders to issue against, found by number or customer', async () => {
    const order = await kit.confirmedOrder(customer.id, [[product.id, 5]]);
    const options = await kit.admin('GET', `/api/stock/orders/options?search=${encodeURIComponent(customer.name)}`);
    expect(options).toContainEqual({ id: order.id, name: `${order.orderNumber} · ${customer.name}` });
  });
});

describe('the ledger', () => {
  it('lists movements newest first, filtered by item, kind and days, and exports them', async () => {
    const res = await kit.record({
      kind: 'issue',
      ...EN8,
      heatNumber: 'H-100',
      quantity: 12.5,
      movementDate: '2024-02-10',
      reason: 'Cell 3',
    });
    expect(res.statusCode, res.body).toBe(201);
    const all = await kit.admin('GET', '/api/stock/movements?limit=100');
    const dates = all.data.map((m: Json) => m.movementDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const issues = await kit.admin('GET', `/api/stock/movements?kind=issue&itemKey=${encodeURIComponent(KEY)}`);
    expect(issues.data).toEqual([
      expect.objectContaining({
        kind: 'issue',
        quantity: -12.5,
        heatNumber: 'H-100',
        reason: 'Cell 3',
        createdByName: expect.any(String),
      }),
    ]);
    const days = await kit.admin('GET', '/api/stock/movements?from=2024-02-01&to=2024-02-28');
    expect(days.data.every((m: Json) => m.movementDate >= '2024-02-01' && m.movementDate <= '2024-02-28')).toBe(true);
    const csv = await h.call('GET', '/api/stock/movements/export?kind=issue', { token: await h.adminToken() });
    // A negative figure is guarded as a spreadsheet formula would be (csv-export.ts).
    expect(csv.body).toContain(`2024-02-10,Issue to production,EN8 Ø25,EN8|Ø25,H-100,"'-12.5",KGS,0,Own,,,Cell 3,`);
  });
});
