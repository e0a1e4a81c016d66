import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedCsv } from '../../../test/exported-csv.js';
import { createHarness, type Harness } from '../../../test/harness.js';
import { employees } from '../../db/schema/index.js';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
});
afterAll(() => h.close());

const post = (body: object) => h.call('POST', '/api/departments', { token, body });
const list = async (qs: string) => (await h.call('GET', `/api/departments?${qs}`, { token })).json();

describe('departments', () => {
  it('creates a department, active by default, and reads it back', async () => {
    const res = await post({ name: '  CNC Turning ' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'CNC Turning', isActive: true, version: 1 });
    expect(Object.keys(created).sort()).toEqual(['createdAt', 'id', 'isActive', 'name', 'updatedAt', 'version']);
    const read = await h.call('GET', `/api/departments/${created.id}`, { token });
    expect(read.json()).toEqual(created);
  });

  it("answers the spec's message for a missing name and 409 on a duplicate, whatever the case", async () => {
    const missing = await post({ name: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Department name is required',
      errors: { name: 'Department name is required' },
    });
    expect((await post({})).json().errors).toEqual({ name: 'Department name is required' });
    await post({ name: 'Quality' });
    const dup = await post({ name: 'QUALITY' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ name: 'A department with this name already exists' });
  });

  it('searches the name, partly and in any case (paging and sorting: test/list-contract.test.ts)', async () => {
    for (const name of ['Tool Room', 'Stores', 'Packing', 'Tooling Design']) await post({ name });
    const found = await list('search=tool&sortBy=name&sortOrder=asc');
    expect(found.data.map((d: { name: string }) => d.name)).toEqual(['Tool Room', 'Tooling Design']);
    expect(found.total).toBe(2);
  });

  it('PATCH updates part of a department and refuses a stale version', async () => {
    const dept = (await post({ name: 'Heat Treatment' })).json();
    const patched = await h.call('PATCH', `/api/departments/${dept.id}`, {
      token,
      body: { isActive: false, version: 1 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Heat Treatment', isActive: false, version: 2 });
    const stale = await h.call('PATCH', `/api/departments/${dept.id}`, { token, body: { name: 'HT', version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual({ version: 'Stale version' });
    const blank = await h.call('PATCH', `/api/departments/${dept.id}`, { token, body: { name: '' } });
    expect(blank.json().errors).toEqual({ name: 'Department name is required' });
    const dup = await h.call('PATCH', `/api/departments/${dept.id}`, { token, body: { name: 'stores' } });
    expect(dup.statusCode).toBe(409);
    expect((await h.call('GET', `/api/departments/${dept.id}`, { token })).json().name).toBe('Heat Treatment');
  });

  it('deletes, but not while employees or designations belong to it', async () => {
    const dept = (await post({ name: 'Assembly' })).json();
    await h.db
      .insert(employees)
      .values({ employeeCode: 'E-1', firstName: 'Ravi', lastName: 'K', departmentId: dept.id });
    const refused = await h.call('DELETE', `/api/departments/${dept.id}`, { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This department has 1 employee and cannot be deleted');
    const spare = (await post({ name: 'Spare' })).json();
    const removed = await h.call('DELETE', `/api/departments/${spare.id}`, { token });
    expect(removed.statusCode).toBe(204);
    expect((await h.call('GET', `/api/departments/${spare.id}`, { token })).statusCode).toBe(404);
    expect((await h.call('DELETE', `/api/departments/${spare.id}`, { token })).statusCode).toBe(404);
  });

  it('offers up to 20 options by name for the pickers', async () => {
    const options = (await h.call('GET', '/api/departments/options?search=TOO', { token })).json();
    expect(options.map((o: { name: string }) => o.name)).toEqual(['Tool Room', 'Tooling Design']);
    expect(Object.keys(options[0]).sort()).toEqual(['id', 'name']);
    const picker = await h.userWith([{ scope: 'employees', actions: ['create'] }]);
    const allowed = await h.call('GET', '/api/departments/options', { token: picker.accessToken });
    expect(allowed.statusCode).toBe(200);
    expect((await h.call('GET', '/api/departments', { token: picker.accessToken })).statusCode).toBe(403);
  });

  it('exports every row matching the search, in the list order, as CSV', async () => {
    const res = await h.call('GET', '/api/departments/export?search=t&sortBy=name&sortOrder=ASC', { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="departments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = exportedCsv(res).trim().split('\r\n');
    expect(lines[0]).toBe('ID,Name,Is Active,Created At,Updated At');
    const names = lines.slice(1).map((line) => line.split(',')[1]);
    expect(names).toEqual(['CNC Turning', 'Heat Treatment', 'Quality', 'Stores', 'Tool Room', 'Tooling Design']);
  });

  it('escapes cells a spreadsheet would run as formulas', async () => {
    await post({ name: '=HYPERLINK("x")' });
    const res = await h.call('GET', '/api/departments/export?search=HYPER', { token });
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
