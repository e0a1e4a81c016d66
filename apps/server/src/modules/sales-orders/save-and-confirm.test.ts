import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { salesOrders } from '../../db/schema/index.js';

/*
 * The sales order on the document kit: save-and-confirm as one request in one transaction,
 * with the confirm step's permission checked beside the route's.
 */

let h: Harness;
let token: string;
let customerId: string;
let productId: string;

beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
  const customer = await h.call('POST', '/api/customers', {
    token,
    body: { partyCode: 'TATA-01', name: 'Tata Motors' },
  });
  customerId = customer.json().id;
  const product = await h.call('POST', '/api/products', {
    token,
    body: {
      partyCode: 'TATA-01',
      assembly: 'Gearbox',
      product_description: 'Input shaft',
      drawing_number: 'TM-77',
      product_type: 'Turned component',
      rod_size: '32 mm round',
      grade: 'EN19',
    },
  });
  productId = product.json().id;
});
afterAll(() => h.close());

const body = (extra: object = {}) => ({
  customerId,
  orderDate: '2024-05-10',
  lines: [{ productId, quantity: 4, rate: 250 }],
  ...extra,
});
const call = (method: 'POST' | 'PUT', path: string, payload: object, as = token) =>
  h.call(method, `/api/sales-orders${path}`, { token: as, body: payload });
const countOrders = () => h.db.$count(salesOrders);

describe('save and confirm', () => {
  it('saves a new order and confirms it with the next number in one request', async () => {
    const res = await call('POST', '/confirm', body({ customerPoNumber: 'PO-9' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'confirmed', customerPoNumber: 'PO-9', totalAmount: 1000 });
    expect(res.json().orderNumber).toMatch(/^SO\/2024-25\/\d{4}$/);
    expect(res.json().confirmedAt).not.toBeNull();
  });

  it('replaces a draft and confirms it, and refuses a stale version or a confirmed order', async () => {
    const draft = (await call('POST', '', body())).json();
    const stale = await call('PUT', `/${draft.id}/confirm`, body({ version: draft.version + 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual({ version: 'Stale version' });
    const res = await call('PUT', `/${draft.id}/confirm`, body({ version: draft.version, notes: 'Rush' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: draft.id, status: 'confirmed', notes: 'Rush' });
    const again = await call('PUT', `/${draft.id}/confirm`, body({ version: res.json().version }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Only a draft order can be edited; a confirmed order changes through short-close or cancel',
    );
  });

  it('writes nothing when the body is refused', async () => {
    const before = await countOrders();
    const res = await call('POST', '/confirm', body({ lines: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ lines: 'Add at least one line' });
    expect(await countOrders()).toBe(before);
  });

  it('needs the confirming permission as well as the creating one', async () => {
    const before = await countOrders();
    const clerk = (await h.userWith([{ scope: 'sales-orders', actions: ['view', 'create'] }])).accessToken;
    expect((await call('POST', '/confirm', body(), clerk)).statusCode).toBe(403);
    expect(await countOrders()).toBe(before);
    expect((await call('POST', '', body(), clerk)).statusCode).toBe(201);
    const manager = (await h.userWith([{ scope: 'sales-orders', actions: ['create', 'edit'] }])).accessToken;
    const res = await call('POST', '/confirm', body(), manager);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('confirmed');
  });
});
