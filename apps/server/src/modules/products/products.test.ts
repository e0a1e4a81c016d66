import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedCsv } from '../../../test/exported-csv.js';
import { createHarness, type Harness } from '../../../test/harness.js';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
  for (const [partyCode, name] of [
    ['BOSCH-PN', 'Bosch Ltd, Nashik'],
    ['MAHLE-01', 'Mahle Anand Filter Systems'],
    ['GONE-01', 'Closed Account Pvt Ltd'],
  ]) {
    const res = await h.call('POST', '/api/customers', { token, body: { partyCode, name } });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => h.close());

/** A product as the form sends it: required texts, numbers converted, empty ones dropped. */
const valid = {
  partyCode: 'BOSCH-PN',
  assembly: 'Injector body assembly',
  product_description: 'Nozzle holder sleeve',
  drawing_number: 'DRG-4471-B',
  product_type: 'Turned component',
  rod_size: '22 mm hex',
  grade: 'EN8D',
  raw_material_weight: 0.245,
  net_weight: 0.182,
  final_od: 21.75,
  final_id: 8.5,
  final_length: 46,
  rough_first_cycle_time_sec: 38.5,
  single_setup_cycle_time_sec: 72,
  plastic_bag_size: '6 x 8 in',
  qty_in_plastic_bag: 50,
  qty_in_box: 500,
  qty_in_carton: 2000,
  hsnCode: '84099990',
};

const post = (body: object, as = token) => h.call('POST', '/api/products', { token: as, body });
const patch = (id: string, body: object, as = token) => h.call('PATCH', `/api/products/${id}`, { token: as, body });
const get = (path: string, as = token) => h.call('GET', `/api/products${path}`, { token: as });
const create = async (extra: object = {}) => {
  const res = await post({ ...valid, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const drawings = (rows: { drawing_number: string }[]) => rows.map((p) => p.drawing_number);

describe('products', () => {
  it("creates a product with the spec's field names, exact numbers and both creation dates", async () => {
    const created = await create({
      // Read-only fields a client may send back: ignored.
      id: '00000000-0000-4000-8000-000000000000',
      createdAt: '2001-01-01T00:00:00.000Z',
      created_at: '2001-01-01T00:00:00.000Z',
      updated_at: '2001-01-01T00:00:00.000Z',
      isDeleted: true,
      unknownField: 'dropped',
    });
    expect(created).toMatchObject({
      ...valid,
      customerName: 'Bosch Ltd, Nashik',
      spm_rough_first_cycle_time_sec: null,
      rough_second_cycle_time_sec: null,
      first_setup_cycle_time_sec: null,
      second_setup_cycle_time_sec: null,
      box_size: null,
      carton_size: null,
      gstRate: 18,
      version: 1,
    });
    expect(created.id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(created.created_at).toBe(created.createdAt);
    expect(created.createdAt.startsWith('2001')).toBe(false);
    expect(created.updated_at).toBe(created.createdAt);
    expect(created).not.toHaveProperty('isDeleted');
    expect(created).not.toHaveProperty('unknownField');
    const read = await get(`/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('stores numbers at the full scale the spec allows, without binary rounding', async () => {
    const created = await create({
      drawing_number: 'DRG-SCALE',
      raw_material_weight: '12345.678',
      net_weight: 0.001,
      final_od: 0.01,
      final_length: 999999.99,
      rough_first_cycle_time_sec: 0.1,
      qty_in_box: 0,
      gstRate: '5',
    });
    expect(created).toMatchObject({
      raw_material_weight: 12345.678,
      net_weight: 0.001,
      final_od: 0.01,
      final_length: 999999.99,
      rough_first_cycle_time_sec: 0.1,
      qty_in_box: 0,
      gstRate: 5,
    });
  });

  it("answers 400 with the spec's messages, one per failing field, and writes nothing", async () => {
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      partyCode: 'Party Code is required',
      assembly: 'Assembly information is required',
      product_description: 'Product description is required',
      drawing_number: 'Drawing number is required',
      product_type: 'Product type is required',
      rod_size: 'Rod size is required',
      grade: 'Grade is required',
    });
    const numbers = await post({
      ...valid,
      drawing_number: 'DRG-BAD',
      raw_material_weight: 1.2345,
      net_weight: 0,
      final_od: -1,
      final_id: 1.234,
      final_length: 'abc',
      spm_rough_first_cycle_time_sec: 0,
      rough_first_cycle_time_sec: 12.25,
      qty_in_plastic_bag: 2.5,
      qty_in_box: -1,
      qty_in_carton: true,
      hsnCode: '8409X',
      gstRate: 7,
    });
    expect(numbers.statusCode).toBe(400);
    expect(numbers.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Maximum 3 decimal places',
      errors: {
        raw_material_weight: 'Maximum 3 decimal places',
        net_weight: 'Must be a positive number',
        final_od: 'Value must be positive',
        final_id: 'Maximum 2 decimal places',
        final_length: 'Enter a valid number',
        spm_rough_first_cycle_time_sec: 'Time must be positive',
        rough_first_cycle_time_sec: 'Maximum 1 decimal place',
        qty_in_plastic_bag: 'Must be a whole number',
        qty_in_box: 'Must be 0 or greater',
        qty_in_carton: 'Enter a valid number',
        hsnCode: 'HSN code must be 4, 6 or 8 digits',
        gstRate: 'Choose a GST rate from the list',
      },
    });
    expect((await get('?search=DRG-BAD')).json().total).toBe(0);
  });

  it('refuses a party code no customer has, and takes one typed in another case as the customer writes it', async () => {
    const unknown = await post({ ...valid, partyCode: 'NOBODY' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'No customer has this Party Code',
      errors: { partyCode: 'No customer has this Party Code' },
    });
    const lower = await create({ partyCode: 'mahle-01', drawing_number: 'DRG-CASE' });
    expect(lower).toMatchObject({ partyCode: 'MAHLE-01', customerName: 'Mahle Anand Filter Systems' });
  });

  it('keeps a deleted customer off new products, but its existing products stay editable', async () => {
    const kept = await create({ partyCode: 'GONE-01', drawing_number: 'DRG-GONE' });
    const [customer] = (await h.call('GET', '/api/customers?search=GONE-01', { token })).json().data;
    expect((await h.call('DELETE', `/api/customers/${customer.id}`, { token })).statusCode).toBe(204);

    const fresh = await post({ ...valid, partyCode: 'GONE-01', drawing_number: 'DRG-GONE-2' });
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().errors).toEqual({ partyCode: 'This customer is deleted; restore it first' });
    const moved = await patch((await create({ drawing_number: 'DRG-MOVE' })).id, { partyCode: 'GONE-01' });
    expect(moved.statusCode).toBe(400);

    const edited = await patch(kept.id, { ...valid, partyCode: 'GONE-01', drawing_number: 'DRG-GONE', grade: 'EN1A' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ partyCode: 'GONE-01', grade: 'EN1A' });
  });

  it("follows its customer's renamed party code", async () => {
    const customer = (
      await h.call('POST', '/api/customers', { token, body: { partyCode: 'RENAME-1', name: 'Sharp Tools' } })
    ).json();
    const product = await create({ partyCode: 'RENAME-1', drawing_number: 'DRG-RENAME' });
    const renamed = await h.call('PUT', `/api/customers/${customer.id}`, {
      token,
      body: { partyCode: 'SHARP-01', name: 'Sharp Tools India' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await get(`/${product.id}`)).json()).toMatchObject({
      partyCode: 'SHARP-01',
      customerName: 'Sharp Tools India',
    });
  });

  it('patches only the fields given; null clears an optional one; a stale version is refused', async () => {
    const product = await create({ drawing_number: 'DRG-PATCH' });
    const res = await patch(product.id, {
      grade: 'EN1A',
      net_weight: null,
      box_size: '',
      qty_in_box: '400',
      version: 1,
      created_at: '2001-01-01T00:00:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    const patched = res.json();
    expect(patched).toMatchObject({
      grade: 'EN1A',
      net_weight: null,
      box_size: null,
      qty_in_box: 400,
      raw_material_weight: 0.245,
      drawing_number: 'DRG-PATCH',
      version: 2,
      created_at: product.created_at,
    });
    expect(patched.updated_at > product.updated_at).toBe(true);

    const stale = await patch(product.id, { grade: 'EN24', version: 1 });
    expect(stale.statusCode).toBe(409);
    const blank = await patch(product.id, { grade: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ grade: 'Grade is required' });
    expect((await get(`/${product.id}`)).json().grade).toBe('EN1A');
  });

  it("keeps the bar's lengths, and refuses any write that leaves a bar holding no piece, on the stored product too", async () => {
    const bar = { partingWidthMm: 3, facingAllowanceMm: '0.5', barLengthMm: 3000, barEndLossMm: 150 };
    const product = await create({ drawing_number: 'DRG-BAR', final_length: 40, ...bar });
    expect(product).toMatchObject({ partingWidthMm: 3, facingAllowanceMm: 0.5, barLengthMm: 3000, barEndLossMm: 150 });

    // 40 + 3 + 0.5 = 43.5 mm a piece; the end loss alone, sent by itself, would leave 3000 − 2960 = 40 mm.
    const short = await patch(product.id, { barEndLossMm: 2960, version: 1 });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ barLengthMm: 'A bar of 3,000 mm less its end loss holds no piece' });
    const longer = await patch(product.id, { final_length: 2900, version: 1 });
    expect(longer.json().errors).toEqual({ barLengthMm: 'A bar of 3,000 mm less its end loss holds no piece' });
    const whole = await patch(product.id, { barLengthMm: 150, version: 1 });
    expect(whole.json().errors).toEqual({ barEndLossMm: 'End loss must be less than the bar length' });
    const created = await post({ ...valid, drawing_number: 'DRG-BAR-2', final_length: 40, ...bar, barEndLossMm: 2960 });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual({ barLengthMm: 'A bar of 3,000 mm less its end loss holds no piece' });

    // A longer bar and its end loss together are fine; clearing the bar's length leaves nothing to compare.
    const fine = await patch(product.id, { barLengthMm: 6000, barEndLossMm: 2960, version: 1 });
    expect(fine.statusCode, fine.body).toBe(200);
    const cleared = await patch(product.id, { barLengthMm: null, version: 2 });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ barLengthMm: null, barEndLossMm: 2960, final_length: 40 });
  });

  it('searches party code, description, drawing number and type, partly and in any case', async () => {
    await create({ drawing_number: 'XQ-7781-A', product_description: 'Banjo bolt', product_type: 'Fastener' });
    await create({
      partyCode: 'MAHLE-01',
      drawing_number: 'MX-1000',
      product_description: 'Filter spigot',
      product_type: 'Machined insert',
    });
    expect(drawings((await get('?search=q-778')).json().data)).toEqual(['XQ-7781-A']);
    expect(drawings((await get('?search=BANJO')).json().data)).toEqual(['XQ-7781-A']);
    expect(drawings((await get('?search=fasten')).json().data)).toEqual(['XQ-7781-A']);
    const mahle = (await get('?search=mahle&limit=100')).json();
    expect(drawings(mahle.data).sort()).toEqual(['DRG-CASE', 'MX-1000']);
    expect((await get('?search=')).json().total).toBeGreaterThan(5);
  });

  it('exports the matching products as CSV with the field names as headers', async () => {
    const res = await get('/export?search=XQ-7781');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, row] = exportedCsv(res).trim().split('\r\n');
    expect(header?.split(',').slice(0, 4)).toEqual(['Party Code', 'Customer Name', 'Assembly', 'Product Description']);
    expect(row).toContain('XQ-7781-A');
  });

  it('deletes a product; afterwards it is not found', async () => {
    const product = await create({ drawing_number: 'DRG-DELETE' });
    expect((await h.call('DELETE', `/api/products/${product.id}`, { token })).statusCode).toBe(204);
    expect((await get(`/${product.id}`)).statusCode).toBe(404);
    expect((await h.call('DELETE', `/api/products/${product.id}`, { token })).statusCode).toBe(404);
    expect((await get('/not-a-uuid')).statusCode).toBe(404);
  });

  it('refuses to delete a product while a sales order line names it', async () => {
    const product = await create({ drawing_number: 'DRG-ORDERED' });
    const [customer] = (await h.call('GET', '/api/customers?search=BOSCH-PN', { token })).json().data;
    const order = await h.call('POST', '/api/sales-orders', {
      token,
      body: {
        customerId: customer.id,
        orderDate: '2024-05-10',
        lines: [{ productId: product.id, quantity: 5, rate: 10 }],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const refused = await h.call('DELETE', `/api/products/${product.id}`, { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This product has 1 sales order line and cannot be deleted');
    expect((await get(`/${product.id}`)).statusCode).toBe(200);

    expect((await h.call('DELETE', `/api/sales-orders/${order.json().id}`, { token })).statusCode).toBe(204);
    expect((await h.call('DELETE', `/api/products/${product.id}`, { token })).statusCode).toBe(204);
  });

  describe('options (the order and invoice line picker)', () => {
    const options = async (query: string, as = token) => h.call('GET', `/api/products/options${query}`, { token: as });
    let mahleId: string;
    beforeAll(async () => {
      [{ id: mahleId }] = (await h.call('GET', '/api/customers?search=MAHLE-01', { token })).json().data;
      await create({
        partyCode: 'MAHLE-01',
        drawing_number: 'MX-2000',
        product_description: 'Spigot ring',
        gstRate: 12,
      });
      await create({ partyCode: 'MAHLE-01', drawing_number: 'MX-0500', product_description: 'Filter cap' });
    });

    it("offers only that customer's products matching drawing number or description, by drawing number", async () => {
      const res = await options(`?customerId=${mahleId}`);
      expect(res.statusCode).toBe(200);
      const all = res.json();
      expect(all.map((p: { drawingNumber: string }) => p.drawingNumber)).toEqual([
        'DRG-CASE',
        'MX-0500',
        'MX-1000',
        'MX-2000',
      ]);
      expect(all[3]).toEqual({
        id: expect.any(String),
        partyCode: 'MAHLE-01',
        drawingNumber: 'MX-2000',
        description: 'Spigot ring',
        // Never ordered by this customer: no last rate.
        lastRate: null,
        hsnCode: '84099990',
        gstRate: 12,
      });
      const drawingsOf = async (query: string) =>
        (await options(query)).json().map((p: { drawingNumber: string }) => p.drawingNumber);
      expect(await drawingsOf(`?customerId=${mahleId}&search=mx-`)).toEqual(['MX-0500', 'MX-1000', 'MX-2000']);
      expect(await drawingsOf(`?customerId=${mahleId}&search=SPIGOT`)).toEqual(['MX-1000', 'MX-2000']);
      // Bosch's products match the text too, but belong to another customer.
      expect(await drawingsOf(`?customerId=${mahleId}&search=DRG-4`)).toEqual([]);
      expect(await drawingsOf(`?customerId=${mahleId}&search=%25`)).toEqual([]);
      expect(await drawingsOf(`?customerId=${randomUUID()}`)).toEqual([]);
    });

    it('needs a valid customer, and is open to order and invoice clerks who cannot list products', async () => {
      const missing = await options('');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ customerId: 'Customer is required' });
      expect((await options('?customerId=nope')).statusCode).toBe(400);

      const clerk = await h.userWith([{ scope: 'sales-orders', actions: ['create'] }]);
      expect((await options(`?customerId=${mahleId}`, clerk.accessToken)).statusCode).toBe(200);
      expect((await get('', clerk.accessToken)).statusCode).toBe(403);
      const invoicer = await h.userWith([{ scope: 'invoices', actions: ['edit'] }]);
      expect((await options(`?customerId=${mahleId}`, invoicer.accessToken)).statusCode).toBe(200);
      const orderViewer = await h.userWith([{ scope: 'sales-orders', actions: ['view'] }]);
      expect((await options(`?customerId=${mahleId}`, orderViewer.accessToken)).statusCode).toBe(403);
    });
  });

  it('checks the products permission for every call, and lets product editors search customers', async () => {
    const viewer = await h.userWith([{ scope: 'products', actions: ['view'] }]);
    const [product] = (await get('?limit=1')).json().data;
    expect((await get('', viewer.accessToken)).statusCode).toBe(200);
    expect((await get(`/${product.id}`, viewer.accessToken)).statusCode).toBe(200);
    expect((await post({ ...valid, drawing_number: 'DRG-NO' }, viewer.accessToken)).statusCode).toBe(403);
    expect((await patch(product.id, { grade: 'X' }, viewer.accessToken)).statusCode).toBe(403);
    expect((await h.call('DELETE', `/api/products/${product.id}`, { token: viewer.accessToken })).statusCode).toBe(403);

    const editor = await h.userWith([{ scope: 'products', actions: ['create'] }]);
    expect((await get('', editor.accessToken)).statusCode).toBe(403);
    const search = await h.call('GET', '/api/customers/party-code/bosch', { token: editor.accessToken });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toEqual([
      {
        id: expect.any(String),
        partyCode: 'BOSCH-PN',
        name: 'Bosch Ltd, Nashik',
        state: null,
        paymentTermsDays: 30,
        gstCategory: 'regular',
        currency: null,
      },
    ]);
    expect((await post({ ...valid, drawing_number: 'DRG-EDITOR' }, editor.accessToken)).statusCode).toBe(201);
    expect((await h.call('GET', '/api/products')).statusCode).toBe(401);
  });
});
