import { randomUUID } from 'node:crypto';
import { gstinCheckChar } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedCsv } from '../../../test/exported-csv.js';
import { createHarness, type Harness } from '../../../test/harness.js';
import { customers } from '../../db/schema/index.js';
import { ALL_CUSTOMERS_LIMIT } from './customers.service.js';

/** What a picker shows of a customer: enough to label it, and what the invoice form derives (tax, due date, export). */
const OPTION_KEYS = ['currency', 'gstCategory', 'id', 'name', 'partyCode', 'paymentTermsDays', 'state'];

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
});
afterAll(() => h.close());

const GSTIN = `27AAPFU0939F1Z${gstinCheckChar('27AAPFU0939F1Z')}`;
const post = (body: object, as = token) => h.call('POST', '/api/customers', { token: as, body });
const create = async (partyCode: string, extra: object = {}) => {
  const res = await post({ partyCode, name: `Customer ${partyCode}`, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const get = (path: string, as = token) => h.call('GET', `/api/customers${path}`, { token: as });
const codes = (items: { partyCode: string }[]) => items.map((c) => c.partyCode);

describe('customers', () => {
  it('creates a customer with defaults, reads it back, and shows it in the list', async () => {
    const res = await post({
      partyCode: ' TATA-01 ',
      name: ' Tata Motors ',
      email: 'Purchase@Tata.example',
      gstin: GSTIN.toLowerCase(),
      state: 'maharashtra',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      partyCode: 'TATA-01',
      name: 'Tata Motors',
      email: 'purchase@tata.example',
      gstin: GSTIN,
      state: 'Maharashtra',
      contactPerson: null,
      paymentTermsDays: 30,
      isActive: true,
      isDeleted: false,
      deletedAt: null,
      version: 1,
    });
    const read = await get(`/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    const list = (await get('?search=tata')).json();
    expect(list).toMatchObject({ total: 1, page: 1, limit: 10, totalPages: 1 });
    expect(list.data[0]).toEqual(created);
  });

  it("answers 400 with the spec's messages", async () => {
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      partyCode: 'Party code is required',
      name: 'Customer name is required',
    });
    const blank = await post({ partyCode: '  ', name: ' ' });
    expect(blank.json().message).toBe('Party code is required');
    const bad = await post({
      partyCode: 'BAD-1',
      name: 'Bad',
      gstin: `${GSTIN.slice(0, 14)}${GSTIN.endsWith('A') ? 'B' : 'A'}`,
      state: 'Atlantis',
      paymentTermsDays: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      gstin: 'GSTIN is invalid',
      state: 'Choose a state from the list',
      paymentTermsDays: 'Payment terms cannot be negative',
    });
    const terms = await post({ partyCode: 'BAD-2', name: 'Bad', paymentTermsDays: 1.5 });
    expect(terms.json().errors).toEqual({ paymentTermsDays: 'Payment terms must be a whole number of days' });
    const long = await post({ partyCode: 'BAD-3', name: 'Bad', paymentTermsDays: 366 });
    expect(long.json().errors).toEqual({ paymentTermsDays: 'Payment terms must be at most 365 days' });
    expect((await get('?search=BAD-')).json().total).toBe(0);
  });

  it('PUT replaces the whole record and refuses a stale version, a blank name and a taken party code', async () => {
    const customer = await create('PUT-1', { contactPerson: 'Asha', paymentTermsDays: 45 });
    const put = (body: object) => h.call('PUT', `/api/customers/${customer.id}`, { token, body });
    const updated = await put({ partyCode: 'PUT-1', name: 'Renamed', version: 1 });
    expect(updated.statusCode).toBe(200);
    // The whole record: fields left out fall back to empty and to the defaults.
    expect(updated.json()).toMatchObject({ name: 'Renamed', contactPerson: null, paymentTermsDays: 30, version: 2 });
    const stale = await put({ partyCode: 'PUT-1', name: 'Again', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual({ version: 'Stale version' });
    const blank = await put({ partyCode: 'PUT-1', name: '', version: 2 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ name: 'Customer name is required' });
    const dup = await put({ partyCode: 'tata-01', name: 'Renamed', version: 2 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ partyCode: 'A customer with this party code already exists' });
    expect((await get(`/${customer.id}`)).json()).toMatchObject({ partyCode: 'PUT-1', name: 'Renamed', version: 2 });
    const patch = await h.call('PATCH', `/api/customers/${customer.id}`, { token, body: { name: 'x' } });
    expect(patch.statusCode).toBe(404);
  });

  it('answers 409 on a party code already taken, whatever the case', async () => {
    await create('DUP-1');
    const dup = await post({ partyCode: 'dup-1', name: 'Other' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      message: 'A customer with this party code already exists',
      errors: { partyCode: 'A customer with this party code already exists' },
    });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const unknown = randomUUID();
    expect((await get(`/${unknown}`)).statusCode).toBe(404);
    expect((await get('/not-a-uuid')).statusCode).toBe(404);
    const body = { partyCode: 'X', name: 'X' };
    expect((await h.call('PUT', `/api/customers/${unknown}`, { token, body })).statusCode).toBe(404);
    expect((await h.call('PUT', '/api/customers/nope', { token, body })).statusCode).toBe(404);
    expect((await h.call('DELETE', `/api/customers/${unknown}`, { token })).statusCode).toBe(404);
    expect((await h.call('DELETE', `/api/customers/${unknown}/restore`, { token })).statusCode).toBe(404);
    expect((await h.call('DELETE', '/api/customers/nope/restore', { token })).statusCode).toBe(404);
  });

  describe('soft delete and restore', () => {
    let gone: { id: string; partyCode: string };
    beforeAll(async () => {
      gone = await create('GONE-1');
      await create('GONE-2');
    });

    it('hides a deleted customer from reads, writes, the list, the pickers and the export', async () => {
      const removed = await h.call('DELETE', `/api/customers/${gone.id}`, { token });
      expect(removed.statusCode).toBe(204);
      expect(removed.body).toBe('');
      const [row] = await h.db.select().from(customers).where(eq(customers.id, gone.id));
      expect(row).toMatchObject({ isDeleted: true, version: 2 });
      expect(row?.deletedAt).toBeInstanceOf(Date);

      expect((await get(`/${gone.id}`)).statusCode).toBe(404);
      const put = await h.call('PUT', `/api/customers/${gone.id}`, { token, body: { partyCode: 'GONE-1', name: 'X' } });
      expect(put.statusCode).toBe(404);
      expect((await h.call('DELETE', `/api/customers/${gone.id}`, { token })).statusCode).toBe(404);

      expect(codes((await get('?search=GONE')).json().data)).toEqual(['GONE-2']);
      expect(codes((await get('/party-code/gone')).json())).toEqual(['GONE-2']);
      expect(codes((await get('/all')).json())).not.toContain('GONE-1');
      expect((await get('/export?search=GONE')).body).not.toContain('GONE-1');
    });

    it('shows deleted customers, flagged, when the list or the export asks for them', async () => {
      const list = (await get('?search=GONE&includeDeleted=true&sortBy=partyCode&sortOrder=asc')).json();
      expect(list.total).toBe(2);
      expect(list.data.map((c: { partyCode: string; isDeleted: boolean }) => [c.partyCode, c.isDeleted])).toEqual([
        ['GONE-1', true],
        ['GONE-2', false],
      ]);
      expect(list.data[0].deletedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect((await get('?search=GONE&includeDeleted=false')).json().total).toBe(1);
      const bad = await get('?includeDeleted=maybe');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ includeDeleted: 'includeDeleted must be true or false' });
      expect((await get('/export?search=GONE&includeDeleted=true')).body).toContain('GONE-1');
    });

    it('keeps the party code of a deleted customer taken', async () => {
      const dup = await post({ partyCode: 'gone-1', name: 'Reuse' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().errors).toEqual({ partyCode: 'A customer with this party code already exists' });
    });

    it('restores a deleted customer, and restoring a live one changes nothing', async () => {
      const restored = await h.call('DELETE', `/api/customers/${gone.id}/restore`, { token });
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toMatchObject({
        id: gone.id,
        partyCode: 'GONE-1',
        isDeleted: false,
        deletedAt: null,
        version: 3,
      });
      expect((await get(`/${gone.id}`)).statusCode).toBe(200);
      expect(codes((await get('/party-code/GONE')).json())).toEqual(['GONE-1', 'GONE-2']);
      expect(codes((await get('/all')).json())).toContain('GONE-1');
      const again = await h.call('DELETE', `/api/customers/${gone.id}/restore`, { token });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(restored.json());
    });
  });

  describe('pickers', () => {
    beforeAll(async () => {
      for (let i = 1; i <= 22; i++) await create(`PICK-${String(i).padStart(2, '0')}`);
      await create('XPICKX');
    });

    it('party-code search matches part of the code, any case, by code, at most 20', async () => {
      const res = await get('/party-code/pick');
      expect(res.statusCode).toBe(200);
      const found = res.json();
      expect(found).toHaveLength(20);
      expect(codes(found)).toEqual(Array.from({ length: 20 }, (_, i) => `PICK-${String(i + 1).padStart(2, '0')}`));
      expect(Object.keys(found[0]).sort()).toEqual(OPTION_KEYS);
      expect(codes((await get('/party-code/ick-2')).json())).toEqual(['PICK-20', 'PICK-21', 'PICK-22']);
      expect(codes((await get('/party-code/xpick')).json())).toEqual(['XPICKX']);
      // Matches the party code only, and wildcards are literal text.
      expect((await get('/party-code/Customer')).json()).toEqual([]);
      expect((await get('/party-code/%25')).json()).toEqual([]);
    });

    it('search finds by party code or name, codes and names starting with the text first, none deleted', async () => {
      await create('KVP01', { name: 'Kaveri Pumps' });
      await create('ABC-KAV', { name: 'Shree Engineering' });
      await create('SHK01', { name: 'Shakti Kaveri Valves' });
      const gone = await create('KVG01', { name: 'Kaveri Gone' });
      expect((await h.call('DELETE', `/api/customers/${gone.id}`, { token })).statusCode).toBe(204);

      const res = await get('/search?search=kav');
      expect(res.statusCode).toBe(200);
      // The code starting with it, then the name starting with it, then the rest by code.
      expect(codes(res.json())).toEqual(['KVP01', 'ABC-KAV', 'SHK01']);
      expect(codes((await get('/search?search=kaveri')).json())).toEqual(['KVP01', 'SHK01']);
      expect(codes((await get('/search?search=KVP')).json())).toEqual(['KVP01']);
      expect(Object.keys(res.json()[0]).sort()).toEqual(OPTION_KEYS);
      expect((await get('/search?search=')).json()).toEqual([]);
      expect((await get('/search?search=%25')).json()).toEqual([]);
    });

    it('all lists every live customer by party code', async () => {
      const all = (await get('/all')).json();
      const inDb = await h.db.select().from(customers).where(eq(customers.isDeleted, false));
      expect(all).toHaveLength(inDb.length);
      expect(codes(all)).toEqual([...codes(all)].sort());
      expect(all.length).toBeGreaterThan(20);
      expect(Object.keys(all[0]).sort()).toEqual(OPTION_KEYS);
    });

    it('options/{id} answers one customer as the pickers show it, a deleted one too, 404 for no customer', async () => {
      const customer = await create('OPT-1', { state: 'Karnataka', paymentTermsDays: 45 });
      const res = await get(`/options/${customer.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: customer.id,
        partyCode: 'OPT-1',
        name: 'Customer OPT-1',
        state: 'Karnataka',
        paymentTermsDays: 45,
        gstCategory: 'regular',
        currency: null,
      });
      // Old orders and invoices still name a deleted customer: its label stays readable.
      expect((await h.call('DELETE', `/api/customers/${customer.id}`, { token })).statusCode).toBe(204);
      expect((await get(`/${customer.id}`)).statusCode).toBe(404);
      expect((await get(`/options/${customer.id}`)).json()).toMatchObject({ id: customer.id, partyCode: 'OPT-1' });
      const unknown = await get(`/options/${randomUUID()}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Customer not found');
      expect((await get('/options/not-a-uuid')).statusCode).toBe(404);
    });

    it('is open to whoever fills products, orders or invoices, who still cannot list customers', async () => {
      const picker = await h.userWith([{ scope: 'products', actions: ['create'] }]);
      expect((await get('/party-code/PICK', picker.accessToken)).statusCode).toBe(200);
      expect((await get('/all', picker.accessToken)).statusCode).toBe(200);
      expect((await get('', picker.accessToken)).statusCode).toBe(403);
      expect((await get('/export', picker.accessToken)).statusCode).toBe(403);
      const invoicer = await h.userWith([{ scope: 'invoices', actions: ['edit'] }]);
      expect((await get('/all', invoicer.accessToken)).statusCode).toBe(200);
      const [pick] = (await get('/party-code/PICK-01')).json();
      for (const scope of ['sales-orders', 'invoices'] as const) {
        const viewer = await h.userWith([{ scope, actions: ['view'] }]);
        const option = await get(`/options/${pick.id}`, viewer.accessToken);
        expect(option.statusCode, scope).toBe(200);
        expect(option.json()).toEqual(pick);
        expect((await get(`/${pick.id}`, viewer.accessToken)).statusCode, scope).toBe(403);
      }
      const stranger = await h.userWith([{ scope: 'machines', actions: ['view', 'create', 'edit', 'delete'] }]);
      expect((await get('/party-code/PICK', stranger.accessToken)).statusCode).toBe(403);
      expect((await get('/all', stranger.accessToken)).statusCode).toBe(403);
      expect((await get(`/options/${pick.id}`, stranger.accessToken)).statusCode).toBe(403);
    });
  });

  describe('access', () => {
    it('answers 401 without a token', async () => {
      const id = randomUUID();
      for (const [method, url] of [
        ['GET', '/api/customers'],
        ['GET', `/api/customers/${id}`],
        ['GET', '/api/customers/party-code/A'],
        ['GET', '/api/customers/all'],
        ['GET', `/api/customers/options/${id}`],
        ['POST', '/api/customers'],
        ['PUT', `/api/customers/${id}`],
        ['DELETE', `/api/customers/${id}`],
        ['DELETE', `/api/customers/${id}/restore`],
        ['POST', '/api/customers/import'],
      ] as const) {
        expect((await h.call(method, url, { body: method === 'GET' ? undefined : {} })).statusCode, url).toBe(401);
      }
    });

    it('lets a viewer read but not create, update, delete, restore or import', async () => {
      const customer = await create('ACL-1');
      const viewer = (await h.userWith([{ scope: 'customers', actions: ['view'] }])).accessToken;
      expect((await get('', viewer)).statusCode).toBe(200);
      expect((await get(`/${customer.id}`, viewer)).statusCode).toBe(200);
      expect((await get('/party-code/ACL', viewer)).statusCode).toBe(200);
      expect((await get('/export', viewer)).statusCode).toBe(200);
      const body = { partyCode: 'ACL-2', name: 'X' };
      expect((await post(body, viewer)).statusCode).toBe(403);
      const put = await h.call('PUT', `/api/customers/${customer.id}`, { token: viewer, body });
      expect(put.statusCode).toBe(403);
      expect((await h.call('DELETE', `/api/customers/${customer.id}`, { token: viewer })).statusCode).toBe(403);
      const restore = await h.call('DELETE', `/api/customers/${customer.id}/restore`, { token: viewer });
      expect(restore.statusCode).toBe(403);
      const imported = await h.call('POST', '/api/customers/import', { token: viewer, body: { rows: [body] } });
      expect(imported.statusCode).toBe(403);
      expect((await get('?search=ACL-2')).json().total).toBe(0);
    });

    it('restore needs the delete permission', async () => {
      const customer = await create('ACL-3');
      await h.call('DELETE', `/api/customers/${customer.id}`, { token });
      const editor = (await h.userWith([{ scope: 'customers', actions: ['view', 'edit'] }])).accessToken;
      expect((await h.call('DELETE', `/api/customers/${customer.id}/restore`, { token: editor })).statusCode).toBe(403);
      const deleter = (await h.userWith([{ scope: 'customers', actions: ['delete'] }])).accessToken;
      expect((await h.call('DELETE', `/api/customers/${customer.id}/restore`, { token: deleter })).statusCode).toBe(
        200,
      );
    });
  });

  it('searches every text column and sorts by payment terms (the contract: test/list-contract.test.ts)', async () => {
    await create('SRCH-1', {
      contactPerson: 'Meera Iyer',
      phone: '+91 98450 12345',
      state: 'Karnataka',
      paymentTermsDays: 60,
    });
    await create('SRCH-2', { email: 'accounts@bharat-forge.example', state: 'Gujarat', paymentTermsDays: 15 });
    expect(codes((await get('?search=meera')).json().data)).toEqual(['SRCH-1']);
    expect(codes((await get('?search=98450')).json().data)).toEqual(['SRCH-1']);
    expect(codes((await get('?search=BHARAT')).json().data)).toEqual(['SRCH-2']);
    expect(codes((await get('?search=gujarat')).json().data)).toEqual(['SRCH-2']);
    expect(codes((await get(`?search=${GSTIN.slice(2, 8)}`)).json().data)).toEqual(['TATA-01']);
    const byTerms = (await get('?search=SRCH&sortBy=paymentTermsDays&sortOrder=asc')).json();
    expect(codes(byTerms.data)).toEqual(['SRCH-2', 'SRCH-1']);
  });

  it('exports the columns an import reads back', async () => {
    const res = await get('/export?search=SRCH&sortBy=partyCode&sortOrder=ASC');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = exportedCsv(res).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Party Code,Name,Contact Person,Email,Phone,GSTIN,Billing Address,Shipping Address,State,Payment Terms Days,Is Active,GST Category,Country Code,Currency',
    );
    expect(lines.slice(1)).toEqual([
      // A cell a spreadsheet would run as a formula gets the guard apostrophe; the import drops it.
      `SRCH-1,Customer SRCH-1,Meera Iyer,,"'+91 98450 12345",,,,Karnataka,60,true,regular,,`,
      'SRCH-2,Customer SRCH-2,,accounts@bharat-forge.example,,,,,Gujarat,15,true,regular,,',
    ]);
  });
});

describe('GET customers/all', () => {
  it(`answers at most ${ALL_CUSTOMERS_LIMIT} customers`, async () => {
    await h.db.insert(customers).values(
      Array.from({ length: ALL_CUSTOMERS_LIMIT + 5 }, (_, i) => ({
        partyCode: `BULK-${String(i).padStart(5, '0')}`,
        name: `Bulk customer ${i}`,
      })),
    );
    const res = await h.call('GET', '/api/customers/all', { token });
    expect(res.statusCode).toBe(200);
    const codes = res.json().map((c: { partyCode: string }) => c.partyCode);
    expect(codes).toHaveLength(ALL_CUSTOMERS_LIMIT);
  });
});
