import { randomUUID } from 'node:crypto';
import { fromCsvRow, gstinCheckChar, SUPPLIER_CSV_COLUMNS, supplierPutSchema } from '@lathe/shared';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedCsv } from '../../../test/exported-csv.js';
import { createHarness, type Harness } from '../../../test/harness.js';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
});
afterAll(() => h.close());

/** A GSTIN with the right check character. */
const gstin = (first14: string) => first14 + gstinCheckChar(first14);
const GSTIN_MH = gstin('27AAPFU0939F1Z');
const GSTIN_KA = gstin('29AABCT1332L1Z');
/** Right shape, wrong check character. */
const WRONG_CHECK = GSTIN_MH.slice(0, 14) + (GSTIN_MH.endsWith('A') ? 'B' : 'A');

const post = (body: object) => h.call('POST', '/api/suppliers', { token, body });
const put = (id: string, body: object) => h.call('PUT', `/api/suppliers/${id}`, { token, body });
const patch = (id: string, body: object) => h.call('PATCH', `/api/suppliers/${id}`, { token, body });
const get = (id: string) => h.call('GET', `/api/suppliers/${id}`, { token });
const list = async (qs: string) => (await h.call('GET', `/api/suppliers?${qs}`, { token })).json();
const names = (rows: { name: string }[]) => rows.map((s) => s.name);

const FULL = {
  name: ' Mahalaxmi Steels ',
  supplierCode: ' SUP-001 ',
  contactPerson: 'Anil Deshmukh',
  email: ' Sales@MahalaxmiSteels.IN ',
  phone: '+91 98220 12345',
  gstin: GSTIN_MH.toLowerCase(),
  address: 'Plot 14, MIDC Bhosari, Pune',
  state: 'maharashtra',
  materials: 'EN8, EN19 bright bars',
};

describe('suppliers', () => {
  it('creates a supplier, normalised and active by default, and reads it back', async () => {
    const res = await post(FULL);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Mahalaxmi Steels',
      supplierCode: 'SUP-001',
      contactPerson: 'Anil Deshmukh',
      email: 'sales@mahalaxmisteels.in',
      phone: '+91 98220 12345',
      gstin: GSTIN_MH,
      address: 'Plot 14, MIDC Bhosari, Pune',
      state: 'Maharashtra',
      materials: 'EN8, EN19 bright bars',
      // No TDS and 30 days' terms unless told (issue 32).
      pan: null,
      tdsSection: null,
      deducteeType: 'company',
      paymentTermsDays: 30,
      isActive: true,
      version: 1,
    });
    expect(Object.keys(created).sort()).toEqual([
      'address',
      'contactPerson',
      'createdAt',
      'deducteeType',
      'email',
      'gstin',
      'id',
      'isActive',
      'leadTimeDays',
      'materials',
      'minimumOrderKg',
      'name',
      'pan',
      'paymentTermsDays',
      'phone',
      'state',
      'supplierCode',
      'tdsSection',
      'updatedAt',
      'version',
    ]);
    // A PAN is kept upper case; the TDS section and terms as given.
    const taxed = await post({
      name: 'Hardeners',
      pan: 'abcpk1234l',
      tdsSection: '194C',
      deducteeType: 'individual_huf',
      paymentTermsDays: 45,
    });
    expect(taxed.json()).toMatchObject({
      pan: 'ABCPK1234L',
      tdsSection: '194C',
      deducteeType: 'individual_huf',
      paymentTermsDays: 45,
    });
    // Gone again: the CSV round trip below reads the rest (its columns hold no TDS).
    expect((await h.call('DELETE', `/api/suppliers/${taxed.json().id}`, { token })).statusCode).toBe(204);
    expect((await post({ name: 'X', pan: 'ABC123' })).json().errors).toEqual({ pan: 'PAN is invalid' });
    const read = await get(created.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    // Only the name is required; blanks are stored as null.
    const bare = await post({ name: 'Local Packing Co', supplierCode: ' ', email: '', gstin: '', state: '' });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({
      supplierCode: null,
      contactPerson: null,
      email: null,
      phone: null,
      gstin: null,
      address: null,
      state: null,
      materials: null,
      isActive: true,
    });
  });

  it("answers the spec's messages for every invalid field", async () => {
    const res = await post({
      name: ' ',
      email: 'not-an-email',
      phone: 'call me',
      gstin: WRONG_CHECK,
      state: 'Bavaria',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Supplier name is required' });
    expect(res.json().errors).toEqual({
      name: 'Supplier name is required',
      email: 'Email is invalid',
      phone: 'Phone number is invalid',
      gstin: 'GSTIN is invalid',
      state: 'Choose a state from the list',
    });
    expect((await post({})).json().errors).toEqual({ name: 'Supplier name is required' });
    expect((await post({ name: 'X', gstin: '27AAPFU0939F1Z' })).json().errors).toEqual({ gstin: 'GSTIN is invalid' });
    expect((await post({ name: 'X', isActive: 'yes' })).json().errors).toEqual({
      isActive: 'Active must be true or false',
    });
    expect((await list('search=not-an-email')).total).toBe(0);
  });

  it('keeps supplier codes unique, whatever the case, but allows any number without one', async () => {
    const dup = await post({ name: 'Copycat', supplierCode: 'sup-001' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      message: 'A supplier with this code already exists',
      errors: { supplierCode: 'A supplier with this code already exists' },
    });
    expect((await post({ name: 'No Code One' })).statusCode).toBe(201);
    expect((await post({ name: 'No Code Two', supplierCode: '' })).statusCode).toBe(201);

    const other = (await post({ name: 'Bharat Tools', supplierCode: 'SUP-002' })).json();
    const byPatch = await patch(other.id, { supplierCode: 'Sup-001' });
    expect(byPatch.statusCode).toBe(409);
    expect(byPatch.json().errors).toEqual({ supplierCode: 'A supplier with this code already exists' });
    const byPut = await put(other.id, { name: 'Bharat Tools', supplierCode: 'SUP-001' });
    expect(byPut.statusCode).toBe(409);
    expect((await get(other.id)).json()).toEqual(other);
  });

  it('PATCH changes only what it names and refuses a stale version', async () => {
    const supplier = (await post({ ...FULL, name: 'Kirloskar Castings', supplierCode: 'SUP-010' })).json();
    const patched = await patch(supplier.id, { isActive: false, phone: '020-2712 3456', version: 1 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({
      ...supplier,
      isActive: false,
      phone: '020-2712 3456',
      version: 2,
      updatedAt: patched.json().updatedAt,
    });
    const cleared = await patch(supplier.id, { materials: '', gstin: null });
    expect(cleared.json()).toMatchObject({ materials: null, gstin: null, email: supplier.email, version: 3 });

    const stale = await patch(supplier.id, { name: 'Old view', version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual({ version: 'Stale version' });
    const invalid = await patch(supplier.id, { name: '', state: 'Atlantis' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ name: 'Supplier name is required', state: 'Choose a state from the list' });
    expect((await get(supplier.id)).json()).toMatchObject({ name: 'Kirloskar Castings', version: 3 });
  });

  it('PUT replaces the whole record: fields left out are cleared', async () => {
    const supplier = (await post({ ...FULL, name: 'Sandvik Tooling', supplierCode: 'SUP-020' })).json();
    const replaced = await put(supplier.id, {
      name: 'Sandvik Coromant',
      gstin: GSTIN_KA,
      state: 'Karnataka',
      isActive: false,
      version: 1,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: supplier.id,
      name: 'Sandvik Coromant',
      supplierCode: null,
      contactPerson: null,
      email: null,
      phone: null,
      gstin: GSTIN_KA,
      address: null,
      state: 'Karnataka',
      materials: null,
      isActive: false,
      version: 2,
      createdAt: supplier.createdAt,
    });
    const stale = await put(supplier.id, { name: 'Sandvik', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual({ version: 'Stale version' });
    const missingName = await put(supplier.id, { supplierCode: 'SUP-020' });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().errors).toEqual({ name: 'Supplier name is required' });
    // isActive defaults to true when the whole record leaves it out.
    expect((await put(supplier.id, { name: 'Sandvik Coromant' })).json()).toMatchObject({ isActive: true, version: 3 });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect((await get(id)).statusCode, id).toBe(404);
      expect((await patch(id, { name: 'X' })).statusCode, id).toBe(404);
      expect((await put(id, { name: 'X' })).statusCode, id).toBe(404);
      expect((await h.call('DELETE', `/api/suppliers/${id}`, { token })).statusCode, id).toBe(404);
    }
    expect((await get(randomUUID())).json().message).toBe('Supplier not found');
  });

  it('searches name, code, contact, email, phone, GSTIN, materials and state (partial, case-insensitive)', async () => {
    const search = async (text: string) =>
      names((await list(`search=${encodeURIComponent(text)}&sortBy=name&sortOrder=ASC&limit=100`)).data);
    await post({
      name: 'Zenith Fasteners',
      supplierCode: 'ZF-77',
      contactPerson: 'Priya Nair',
      email: 'priya@zenith.co.in',
      phone: '0484-2345678',
      gstin: gstin('32AAACZ1234K1Z'),
      state: 'Kerala',
      materials: 'Allen bolts, circlips',
    });
    expect(await search('zenith')).toEqual(['Zenith Fasteners']);
    expect(await search('zf-7')).toEqual(['Zenith Fasteners']);
    expect(await search('PRIYA N')).toEqual(['Zenith Fasteners']);
    expect(await search('@ZENITH.CO')).toEqual(['Zenith Fasteners']);
    expect(await search('2345678')).toEqual(['Zenith Fasteners']);
    expect(await search('32aaacz')).toEqual(['Zenith Fasteners']);
    expect(await search('CIRCLIP')).toEqual(['Zenith Fasteners']);
    expect(await search('keral')).toEqual(['Zenith Fasteners']);
    expect(await search('MAHARASHTRA')).toEqual(['Kirloskar Castings', 'Mahalaxmi Steels']);

    const byCode = await list('sortBy=supplierCode&sortOrder=asc&search=sup-0');
    expect(byCode.data.map((s: { supplierCode: string }) => s.supplierCode)).toEqual(['SUP-001', 'SUP-002', 'SUP-010']);
  });

  it('exports every matching row as CSV that imports back unchanged', async () => {
    for (let i = 1; i <= 12; i++) {
      const res = await post({ name: `Bulk Supplier ${String(i).padStart(2, '0')}`, supplierCode: `BULK-${i}` });
      expect(res.statusCode).toBe(201);
    }
    const res = await h.call('GET', '/api/suppliers/export?search=bulk&sortBy=name&sortOrder=ASC', { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="suppliers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = exportedCsv(res).trim().split('\r\n');
    expect(lines[0]).toBe('Supplier Code,Name,Contact Person,Email,Phone,GSTIN,Address,State,Materials,Is Active');
    expect(lines).toHaveLength(13);
    expect(lines[1]).toBe('BULK-1,Bulk Supplier 01,,,,,,,,true');

    // Every row reads back, through the import's cell reader and the whole-record schema, as the list shows it.
    const all = await h.call('GET', '/api/suppliers/export?sortBy=name&sortOrder=ASC', { token });
    const parsed = Papa.parse<Record<string, string>>(exportedCsv(all), { header: true, skipEmptyLines: true }).data;
    const rows = (await list('sortBy=name&sortOrder=ASC&limit=100')).data;
    expect(parsed).toHaveLength(rows.length);
    expect(parsed.find((row) => row.Name === 'Zenith Fasteners')).toMatchObject({
      GSTIN: gstin('32AAACZ1234K1Z'),
      State: 'Kerala',
      Materials: 'Allen bolts, circlips',
    });
    // A cell a spreadsheet would run as a formula (+91 …) is exported with a leading apostrophe.
    const escaped = parsed.filter((row) => Object.values(row).some((cell) => cell.startsWith("'")));
    expect(escaped.map((row) => [row.Name, row.Phone])).toEqual([['Mahalaxmi Steels', "'+91 98220 12345"]]);
    parsed.forEach((row, i) => {
      if (escaped.includes(row)) return;
      const { id: _id, version: _version, createdAt: _c, updatedAt: _u, ...fields } = rows[i];
      expect(supplierPutSchema.parse(fromCsvRow(SUPPLIER_CSV_COLUMNS, row)), row.Name).toEqual(fields);
    });
  });

  it('deletes: 204, then 404', async () => {
    const supplier = (await post({ name: 'Closed Down Ltd', supplierCode: 'GONE-1' })).json();
    const removed = await h.call('DELETE', `/api/suppliers/${supplier.id}`, { token });
    expect(removed.statusCode).toBe(204);
    expect((await get(supplier.id)).statusCode).toBe(404);
    expect((await h.call('DELETE', `/api/suppliers/${supplier.id}`, { token })).statusCode).toBe(404);
    expect((await post({ name: 'Reopened Ltd', supplierCode: 'gone-1' })).statusCode).toBe(201);
  });

  it('needs a token, and the suppliers permission for each action', async () => {
    const supplier = (await post({ name: 'Guarded Supplies' })).json();
    expect((await h.call('GET', '/api/suppliers')).statusCode).toBe(401);
    expect((await h.call('GET', `/api/suppliers/${supplier.id}`)).statusCode).toBe(401);
    expect((await h.call('PUT', `/api/suppliers/${supplier.id}`, { body: { name: 'X' } })).statusCode).toBe(401);

    const viewer = (await h.userWith([{ scope: 'suppliers', actions: ['view'] }])).accessToken;
    expect((await h.call('GET', '/api/suppliers', { token: viewer })).statusCode).toBe(200);
    expect((await h.call('GET', '/api/suppliers/export', { token: viewer })).statusCode).toBe(200);
    expect((await h.call('POST', '/api/suppliers', { token: viewer, body: { name: 'X' } })).statusCode).toBe(403);
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await h.call(method, `/api/suppliers/${supplier.id}`, { token: viewer, body: { name: 'X' } });
      expect(res.statusCode, method).toBe(403);
    }
    expect((await h.call('DELETE', `/api/suppliers/${supplier.id}`, { token: viewer })).statusCode).toBe(403);

    const remover = (await h.userWith([{ scope: 'suppliers', actions: ['delete'] }])).accessToken;
    expect((await h.call('GET', `/api/suppliers/${supplier.id}`, { token: remover })).statusCode).toBe(403);
    const machinesOnly = (await h.userWith([{ scope: 'machines', actions: ['view', 'create', 'edit', 'delete'] }]))
      .accessToken;
    expect((await h.call('GET', '/api/suppliers', { token: machinesOnly })).statusCode).toBe(403);
    expect((await h.call('DELETE', `/api/suppliers/${supplier.id}`, { token: remover })).statusCode).toBe(204);
  });
});
