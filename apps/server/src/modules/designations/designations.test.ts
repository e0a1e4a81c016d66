import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedCsv } from '../../../test/exported-csv.js';
import { createHarness, type Harness } from '../../../test/harness.js';
import { employees } from '../../db/schema/index.js';

let h: Harness;
let token: string;
let machining: { id: string; name: string };
let quality: { id: string; name: string };
beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
  machining = (await h.call('POST', '/api/departments', { token, body: { name: 'Machining' } })).json();
  quality = (await h.call('POST', '/api/departments', { token, body: { name: 'Quality' } })).json();
});
afterAll(() => h.close());

const post = (body: object) => h.call('POST', '/api/designations', { token, body });
const create = async (body: object) => {
  const res = await post(body);
  if (res.statusCode !== 201) throw new Error(`designation: ${res.body}`);
  return res.json();
};
const list = async (qs: string) => (await h.call('GET', `/api/designations?${qs}`, { token })).json();
const names = (rows: { name: string }[]) => rows.map((d) => d.name);

describe('designations', () => {
  it('creates a designation with its department, active by default, and reads it back', async () => {
    const res = await post({
      name: '  CNC Operator ',
      description: 'Runs the turning centres',
      departmentId: machining.id,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'CNC Operator',
      description: 'Runs the turning centres',
      departmentId: machining.id,
      departmentName: 'Machining',
      isActive: true,
      version: 1,
    });
    expect(Object.keys(created).sort()).toEqual([
      'createdAt',
      'departmentId',
      'departmentName',
      'description',
      'id',
      'isActive',
      'name',
      'updatedAt',
      'version',
    ]);
    const read = await h.call('GET', `/api/designations/${created.id}`, { token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    const bare = await create({ name: 'Helper', description: '  ', departmentId: '', isActive: false });
    expect(bare).toMatchObject({ description: null, departmentId: null, departmentName: null, isActive: false });
  });

  it("answers the spec's messages for bad input and 409 on a duplicate name, whatever the case", async () => {
    const blank = await post({ name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Designation name is required',
      errors: { name: 'Designation name is required' },
    });
    expect((await post({})).json().errors).toEqual({ name: 'Designation name is required' });

    const malformed = await post({ name: 'Setter', departmentId: 'not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ departmentId: 'Department not found' });
    const unknown = await post({ name: 'Setter', departmentId: randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'Department not found',
      errors: { departmentId: 'Department not found' },
    });
    const long = await post({ name: 'Setter', description: 'x'.repeat(501) });
    expect(long.json().errors).toEqual({ description: 'Must be at most 500 characters' });
    expect((await list('search=Setter')).total).toBe(0);

    const dup = await post({ name: 'cnc OPERATOR' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      message: 'A designation with this name already exists',
      errors: { name: 'A designation with this name already exists' },
    });
  });

  it('needs a token, and the matching permission for each action', async () => {
    const target = await create({ name: 'Access Target' });
    expect((await h.call('GET', '/api/designations')).statusCode).toBe(401);
    expect((await h.call('POST', '/api/designations', { body: { name: 'X' } })).statusCode).toBe(401);
    expect((await h.call('GET', `/api/designations/${target.id}`)).statusCode).toBe(401);

    const viewer = await h.userWith([{ scope: 'designations', actions: ['view'] }]);
    const as = { token: viewer.accessToken };
    expect((await h.call('GET', '/api/designations', as)).statusCode).toBe(200);
    expect((await h.call('GET', `/api/designations/${target.id}`, as)).statusCode).toBe(200);
    expect((await h.call('GET', '/api/designations/export', as)).statusCode).toBe(200);
    expect((await h.call('POST', '/api/designations', { ...as, body: { name: 'Viewer Made' } })).statusCode).toBe(403);
    const whole = { name: 'Renamed', isActive: true, version: 1 };
    expect((await h.call('PUT', `/api/designations/${target.id}`, { ...as, body: whole })).statusCode).toBe(403);
    expect((await h.call('PATCH', `/api/designations/${target.id}`, { ...as, body: whole })).statusCode).toBe(403);
    expect((await h.call('DELETE', `/api/designations/${target.id}`, as)).statusCode).toBe(403);
    // Nothing changed behind the refusals.
    expect((await h.call('GET', `/api/designations/${target.id}`, { token })).json()).toEqual(target);

    const editor = await h.userWith([{ scope: 'designations', actions: ['edit'] }]);
    const patched = await h.call('PATCH', `/api/designations/${target.id}`, {
      token: editor.accessToken,
      body: { description: 'Edited' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await h.call('GET', '/api/designations', { token: editor.accessToken })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect((await h.call('GET', `/api/designations/${id}`, { token })).statusCode).toBe(404);
      const put = await h.call('PUT', `/api/designations/${id}`, { token, body: { name: 'Nobody' } });
      expect(put.statusCode).toBe(404);
      const patch = await h.call('PATCH', `/api/designations/${id}`, { token, body: { name: 'Nobody' } });
      expect(patch.statusCode).toBe(404);
      expect((await h.call('DELETE', `/api/designations/${id}`, { token })).statusCode).toBe(404);
    }
    const missing = await h.call('GET', `/api/designations/${randomUUID()}`, { token });
    expect(missing.json()).toMatchObject({ statusCode: 404, message: 'Designation not found' });
  });

  it('PUT replaces the whole record, checks the department and refuses a stale version', async () => {
    const d = await create({ name: 'Inspector', description: 'Final inspection', departmentId: machining.id });
    const put = await h.call('PUT', `/api/designations/${d.id}`, {
      token,
      body: { name: 'QC Inspector', departmentId: quality.id, isActive: false, version: 1 },
    });
    expect(put.statusCode).toBe(200);
    // The description left out of the whole record is cleared.
    expect(put.json()).toMatchObject({
      name: 'QC Inspector',
      description: null,
      departmentId: quality.id,
      departmentName: 'Quality',
      isActive: false,
      version: 2,
    });
    expect(put.json().updatedAt >= d.updatedAt).toBe(true);

    const stale = await h.call('PUT', `/api/designations/${d.id}`, {
      token,
      body: { name: 'Old Copy', isActive: true, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'This designation was changed by someone else. Reload it and try again.',
      errors: { version: 'Stale version' },
    });
    const noName = await h.call('PUT', `/api/designations/${d.id}`, { token, body: { isActive: true, version: 2 } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toEqual({ name: 'Designation name is required' });
    const badDept = await h.call('PUT', `/api/designations/${d.id}`, {
      token,
      body: { name: 'QC Inspector', departmentId: randomUUID(), version: 2 },
    });
    expect(badDept.statusCode).toBe(400);
    expect(badDept.json().errors).toEqual({ departmentId: 'Department not found' });
    const dup = await h.call('PUT', `/api/designations/${d.id}`, { token, body: { name: 'helper', version: 2 } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ name: 'A designation with this name already exists' });

    const read = (await h.call('GET', `/api/designations/${d.id}`, { token })).json();
    expect(read).toMatchObject({ name: 'QC Inspector', version: 2, departmentName: 'Quality' });
  });

  it('PATCH changes only what it is given and refuses a stale version', async () => {
    const d = await create({ name: 'Tool Setter', description: 'Sets tools', departmentId: machining.id });
    const patched = await h.call('PATCH', `/api/designations/${d.id}`, {
      token,
      body: { isActive: false, version: 1 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Tool Setter',
      description: 'Sets tools',
      departmentName: 'Machining',
      isActive: false,
      version: 2,
    });
    const stale = await h.call('PATCH', `/api/designations/${d.id}`, { token, body: { name: 'TS', version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual({ version: 'Stale version' });
    const blank = await h.call('PATCH', `/api/designations/${d.id}`, { token, body: { name: '' } });
    expect(blank.json().errors).toEqual({ name: 'Designation name is required' });
    const badDept = await h.call('PATCH', `/api/designations/${d.id}`, { token, body: { departmentId: randomUUID() } });
    expect(badDept.json().errors).toEqual({ departmentId: 'Department not found' });
    const cleared = await h.call('PATCH', `/api/designations/${d.id}`, { token, body: { departmentId: null } });
    expect(cleared.json()).toMatchObject({
      departmentId: null,
      departmentName: null,
      description: 'Sets tools',
      version: 3,
    });
  });

  it('deletes, but not while employees hold the designation', async () => {
    const d = await create({ name: 'Fitter' });
    await h.db.insert(employees).values([
      { employeeCode: 'E-1', firstName: 'Ravi', lastName: 'K', designationId: d.id },
      { employeeCode: 'E-2', firstName: 'Asha', lastName: 'M', designationId: d.id },
    ]);
    const refused = await h.call('DELETE', `/api/designations/${d.id}`, { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This designation has 2 employees and cannot be deleted');
    expect((await h.call('GET', `/api/designations/${d.id}`, { token })).statusCode).toBe(200);

    const spare = await create({ name: 'Spare Role', departmentId: machining.id });
    const removed = await h.call('DELETE', `/api/designations/${spare.id}`, { token });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await h.call('GET', `/api/designations/${spare.id}`, { token })).statusCode).toBe(404);
    expect((await h.call('DELETE', `/api/designations/${spare.id}`, { token })).statusCode).toBe(404);
  });

  it('searches name and description (partly, in any case) and sorts by department name, none last', async () => {
    await create({ name: 'Grinder Op', departmentId: quality.id });
    await create({ name: 'Lathe Hand', description: 'Manual GRINDing and turning', departmentId: machining.id });
    await create({ name: 'Buffer', description: 'Polishing' });
    const found = await list('search=grind&sortBy=name&sortOrder=asc');
    expect(names(found.data)).toEqual(['Grinder Op', 'Lathe Hand']);
    expect(found.total).toBe(2);
    expect(found.data[0]).toMatchObject({ departmentId: quality.id, departmentName: 'Quality' });

    const all = await list('limit=100&sortBy=name&sortOrder=ASC');
    const sorted = names(all.data);
    const known = ['Buffer', 'CNC Operator', 'Grinder Op', 'Helper', 'Lathe Hand', 'QC Inspector', 'Tool Setter'];
    expect(sorted.filter((name) => known.includes(name))).toEqual(known);

    // By department name: Machining before Quality; designations without one come last ascending.
    const byDept = (await list('limit=100&sortBy=departmentName&sortOrder=asc')).data;
    const deptNames = byDept.map((d: { departmentName: string | null }) => d.departmentName);
    const firstQuality = deptNames.indexOf('Quality');
    expect(deptNames.lastIndexOf('Machining')).toBeLessThan(firstQuality);
    expect(deptNames.slice(0, deptNames.indexOf(null)).every((n: string | null) => n !== null)).toBe(true);
    expect(deptNames.slice(deptNames.indexOf(null)).every((n: string | null) => n === null)).toBe(true);
  });

  it('offers up to 20 options by name to whoever picks a designation', async () => {
    for (let i = 1; i <= 22; i++) await create({ name: `Trainee ${String(i).padStart(2, '0')}` });
    const options = (await h.call('GET', '/api/designations/options?search=TRAINEE', { token })).json();
    expect(options).toHaveLength(20);
    expect(options[0].name).toBe('Trainee 01');
    expect(options[19].name).toBe('Trainee 20');
    expect(Object.keys(options[0]).sort()).toEqual(['id', 'name']);
    const one = (await h.call('GET', '/api/designations/options?search=grinder', { token })).json();
    expect(one.map((o: { name: string }) => o.name)).toEqual(['Grinder Op']);

    for (const action of ['view', 'create', 'edit'] as const) {
      const picker = await h.userWith([{ scope: 'employees', actions: [action] }]);
      const allowed = await h.call('GET', '/api/designations/options', { token: picker.accessToken });
      expect(allowed.statusCode, action).toBe(200);
      expect((await h.call('GET', '/api/designations', { token: picker.accessToken })).statusCode).toBe(403);
    }
    const outsider = await h.userWith([{ scope: 'departments', actions: ['view'] }]);
    expect((await h.call('GET', '/api/designations/options', { token: outsider.accessToken })).statusCode).toBe(403);
    expect((await h.call('GET', '/api/designations/options')).statusCode).toBe(401);
  });

  it('exports every row matching the search, in the list order, as CSV', async () => {
    const res = await h.call('GET', '/api/designations/export?search=trainee&sortBy=name&sortOrder=DESC&limit=2', {
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="designations-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = Papa.parse<string[]>(exportedCsv(res).trim()).data;
    expect(header).toEqual(['ID', 'Name', 'Description', 'Department Name', 'Is Active', 'Created At', 'Updated At']);
    expect(rows).toHaveLength(22);
    expect(rows[0]?.[1]).toBe('Trainee 22');
    expect(rows[21]?.[1]).toBe('Trainee 01');

    const lathe = await h.call('GET', '/api/designations/export?search=lathe%20hand', { token });
    const [, row] = Papa.parse<string[]>(lathe.body.trim()).data;
    const item = (await list('search=lathe%20hand')).data[0];
    expect(row).toEqual([
      item.id,
      'Lathe Hand',
      'Manual GRINDing and turning',
      'Machining',
      'true',
      item.createdAt,
      item.updatedAt,
    ]);
  });
});
