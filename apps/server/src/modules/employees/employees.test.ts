import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedCsv } from '../../../test/exported-csv.js';
import { createHarness, type Harness } from '../../../test/harness.js';

type Ref = { id: string; name: string };
let h: Harness;
let token: string;
let machining: Ref;
let quality: Ref;
let operator: Ref;
let inspector: Ref;
beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
  const make = async (path: string, body: object) => (await h.call('POST', `/api/${path}`, { token, body })).json();
  machining = await make('departments', { name: 'Machining' });
  quality = await make('departments', { name: 'Quality' });
  operator = await make('designations', { name: 'Operator', departmentId: machining.id });
  inspector = await make('designations', { name: 'Inspector', departmentId: quality.id });
});
afterAll(() => h.close());

const post = (body: object) => h.call('POST', '/api/employees', { token, body });
const create = async (body: object) => {
  const res = await post(body);
  if (res.statusCode !== 201) throw new Error(`employee: ${res.body}`);
  return res.json();
};
const list = async (qs: string) => (await h.call('GET', `/api/employees?${qs}`, { token })).json();
const codes = (rows: { employeeCode: string }[]) => rows.map((e) => e.employeeCode);

describe('employees', () => {
  it('creates an employee with department and designation names, and reads it back', async () => {
    const res = await post({
      employeeCode: ' EMP-001 ',
      firstName: ' Ravi ',
      lastName: 'Kulkarni',
      email: ' Ravi.K@Example.COM ',
      phone: '+91 98220 12345',
      departmentId: machining.id,
      designationId: operator.id,
      dateOfJoining: '2024-04-01',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      employeeCode: 'EMP-001',
      firstName: 'Ravi',
      lastName: 'Kulkarni',
      email: 'ravi.k@example.com',
      phone: '+91 98220 12345',
      departmentId: machining.id,
      departmentName: 'Machining',
      designationId: operator.id,
      designationName: 'Operator',
      dateOfJoining: '2024-04-01',
      isActive: true,
      version: 1,
    });
    expect(Object.keys(created).sort()).toEqual([
      'createdAt',
      'dateOfJoining',
      'departmentId',
      'departmentName',
      'designationId',
      'designationName',
      'email',
      'employeeCode',
      'firstName',
      'id',
      'isActive',
      'lastName',
      'phone',
      'updatedAt',
      'version',
    ]);
    const read = await h.call('GET', `/api/employees/${created.id}`, { token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    const bare = await create({ employeeCode: 'EMP-002', firstName: 'Asha', lastName: 'Menon', email: '', phone: '' });
    expect(bare).toMatchObject({
      email: null,
      phone: null,
      departmentId: null,
      departmentName: null,
      designationId: null,
      designationName: null,
      dateOfJoining: null,
      isActive: true,
    });
  });

  it("answers the spec's messages for bad input", async () => {
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Employee code is required' });
    expect(empty.json().errors).toEqual({
      employeeCode: 'Employee code is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    const blanks = await post({ employeeCode: ' ', firstName: '', lastName: '  ' });
    expect(blanks.json().errors).toEqual({
      employeeCode: 'Employee code is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });

    const valid = { employeeCode: 'EMP-BAD', firstName: 'Bad', lastName: 'Input' };
    const cases: [object, Record<string, string>][] = [
      [{ email: 'not-an-email' }, { email: 'Email is invalid' }],
      [{ phone: 'call me' }, { phone: 'Phone number is invalid' }],
      [{ dateOfJoining: '01/04/2024' }, { dateOfJoining: 'Date of joining is invalid' }],
      [{ dateOfJoining: '2023-02-29' }, { dateOfJoining: 'Date of joining is invalid' }],
      [{ departmentId: 'nope' }, { departmentId: 'Department not found' }],
      [{ designationId: 'nope' }, { designationId: 'Designation not found' }],
      [{ departmentId: randomUUID() }, { departmentId: 'Department not found' }],
      [{ designationId: randomUUID() }, { designationId: 'Designation not found' }],
      [{ employeeCode: 'E'.repeat(31) }, { employeeCode: 'Must be at most 30 characters' }],
    ];
    for (const [change, errors] of cases) {
      const res = await post({ ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors, JSON.stringify(change)).toEqual(errors);
      expect(res.json().message).toBe(Object.values(errors)[0]);
    }
    expect((await list('search=EMP-BAD')).total).toBe(0);
    // A leap day is a real date.
    expect((await create({ ...valid, dateOfJoining: '2024-02-29' })).dateOfJoining).toBe('2024-02-29');
  });

  it('refuses a duplicate employee code, whatever the case', async () => {
    await create({ employeeCode: 'TR-100', firstName: 'Sunil', lastName: 'Patil' });
    const dup = await post({ employeeCode: 'tr-100', firstName: 'Other', lastName: 'Person' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      message: 'An employee with this code already exists',
      errors: { employeeCode: 'An employee with this code already exists' },
    });
    const other = await create({ employeeCode: 'TR-101', firstName: 'Neha', lastName: 'Shah' });
    const patch = await h.call('PATCH', `/api/employees/${other.id}`, { token, body: { employeeCode: 'Tr-100' } });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().errors).toEqual({ employeeCode: 'An employee with this code already exists' });
  });

  it('needs a token, and the matching permission for each action', async () => {
    const target = await create({ employeeCode: 'AC-1', firstName: 'Access', lastName: 'Target' });
    expect((await h.call('GET', '/api/employees')).statusCode).toBe(401);
    expect((await h.call('GET', `/api/employees/${target.id}`)).statusCode).toBe(401);
    expect((await h.call('GET', '/api/employees/export')).statusCode).toBe(401);
    const body = { employeeCode: 'AC-2', firstName: 'No', lastName: 'Token' };
    expect((await h.call('POST', '/api/employees', { body })).statusCode).toBe(401);

    const viewer = await h.userWith([{ scope: 'employees', actions: ['view'] }]);
    const as = { token: viewer.accessToken };
    expect((await h.call('GET', '/api/employees', as)).statusCode).toBe(200);
    expect((await h.call('GET', `/api/employees/${target.id}`, as)).statusCode).toBe(200);
    expect((await h.call('POST', '/api/employees', { ...as, body })).statusCode).toBe(403);
    const whole = { employeeCode: 'AC-1', firstName: 'Changed', lastName: 'Target', version: 1 };
    expect((await h.call('PUT', `/api/employees/${target.id}`, { ...as, body: whole })).statusCode).toBe(403);
    expect((await h.call('PATCH', `/api/employees/${target.id}`, { ...as, body: whole })).statusCode).toBe(403);
    expect((await h.call('DELETE', `/api/employees/${target.id}`, as)).statusCode).toBe(403);
    expect((await h.call('GET', `/api/employees/${target.id}`, { token })).json()).toEqual(target);

    const clerk = await h.userWith([{ scope: 'employees', actions: ['create'] }]);
    const made = await h.call('POST', '/api/employees', { token: clerk.accessToken, body });
    expect(made.statusCode).toBe(201);
    expect((await h.call('GET', '/api/employees', { token: clerk.accessToken })).statusCode).toBe(403);
    // Another scope's permission does not reach employees.
    const hr = await h.userWith([{ scope: 'departments', actions: ['view', 'create', 'edit', 'delete'] }]);
    expect((await h.call('GET', '/api/employees', { token: hr.accessToken })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const body = { employeeCode: 'NOBODY', firstName: 'No', lastName: 'Body' };
    for (const id of [randomUUID(), '12345']) {
      expect((await h.call('GET', `/api/employees/${id}`, { token })).statusCode).toBe(404);
      expect((await h.call('PUT', `/api/employees/${id}`, { token, body })).statusCode).toBe(404);
      expect((await h.call('PATCH', `/api/employees/${id}`, { token, body })).statusCode).toBe(404);
      expect((await h.call('DELETE', `/api/employees/${id}`, { token })).statusCode).toBe(404);
    }
    const missing = await h.call('GET', `/api/employees/${randomUUID()}`, { token });
    expect(missing.json()).toMatchObject({ statusCode: 404, message: 'Employee not found' });
  });

  it('PUT replaces the whole record and refuses a stale version', async () => {
    const e = await create({
      employeeCode: 'PU-1',
      firstName: 'Imran',
      lastName: 'Shaikh',
      email: 'imran@example.com',
      phone: '020-2567-1234',
      departmentId: machining.id,
      designationId: operator.id,
      dateOfJoining: '2020-06-15',
    });
    const put = await h.call('PUT', `/api/employees/${e.id}`, {
      token,
      body: {
        employeeCode: 'PU-1',
        firstName: 'Imran',
        lastName: 'Shaikh',
        departmentId: quality.id,
        designationId: inspector.id,
        isActive: false,
        version: 1,
      },
    });
    expect(put.statusCode).toBe(200);
    // What the whole record leaves out is cleared.
    expect(put.json()).toMatchObject({
      email: null,
      phone: null,
      dateOfJoining: null,
      departmentName: 'Quality',
      designationName: 'Inspector',
      isActive: false,
      version: 2,
    });
    const stale = await h.call('PUT', `/api/employees/${e.id}`, {
      token,
      body: { employeeCode: 'PU-1', firstName: 'Old', lastName: 'Copy', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'This employee was changed by someone else. Reload it and try again.',
      errors: { version: 'Stale version' },
    });
    const partial = await h.call('PUT', `/api/employees/${e.id}`, { token, body: { firstName: 'Only', version: 2 } });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toEqual({
      employeeCode: 'Employee code is required',
      lastName: 'Last name is required',
    });
    const badRef = await h.call('PUT', `/api/employees/${e.id}`, {
      token,
      body: { employeeCode: 'PU-1', firstName: 'Imran', lastName: 'Shaikh', designationId: randomUUID(), version: 2 },
    });
    expect(badRef.statusCode).toBe(400);
    expect(badRef.json().errors).toEqual({ designationId: 'Designation not found' });
    const read = (await h.call('GET', `/api/employees/${e.id}`, { token })).json();
    expect(read).toMatchObject({ firstName: 'Imran', designationName: 'Inspector', version: 2 });
  });

  it('PATCH changes only what it is given and refuses a stale version', async () => {
    const e = await create({
      employeeCode: 'PA-1',
      firstName: 'Meena',
      lastName: 'Iyer',
      email: 'meena@example.com',
      departmentId: quality.id,
      designationId: inspector.id,
      dateOfJoining: '2019-01-07',
    });
    const patched = await h.call('PATCH', `/api/employees/${e.id}`, {
      token,
      body: { designationId: operator.id, dateOfJoining: '2019-01-08', version: 1 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      employeeCode: 'PA-1',
      email: 'meena@example.com',
      departmentName: 'Quality',
      designationName: 'Operator',
      dateOfJoining: '2019-01-08',
      version: 2,
    });
    const stale = await h.call('PATCH', `/api/employees/${e.id}`, { token, body: { lastName: 'X', version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual({ version: 'Stale version' });
    const blank = await h.call('PATCH', `/api/employees/${e.id}`, { token, body: { firstName: ' ' } });
    expect(blank.json().errors).toEqual({ firstName: 'First name is required' });
    const badEmail = await h.call('PATCH', `/api/employees/${e.id}`, { token, body: { email: 'meena@' } });
    expect(badEmail.json().errors).toEqual({ email: 'Email is invalid' });
    const badDept = await h.call('PATCH', `/api/employees/${e.id}`, { token, body: { departmentId: randomUUID() } });
    expect(badDept.statusCode).toBe(400);
    expect(badDept.json().errors).toEqual({ departmentId: 'Department not found' });
    const cleared = await h.call('PATCH', `/api/employees/${e.id}`, { token, body: { email: '', departmentId: null } });
    expect(cleared.json()).toMatchObject({ email: null, departmentId: null, departmentName: null, version: 3 });
  });

  it('deletes an employee, and the department and designation it holds stay until it is gone', async () => {
    const dept = (await h.call('POST', '/api/departments', { token, body: { name: 'Stores' } })).json();
    const desig = (await h.call('POST', '/api/designations', { token, body: { name: 'Storekeeper' } })).json();
    const e = await create({
      employeeCode: 'DL-1',
      firstName: 'Suresh',
      lastName: 'Pillai',
      departmentId: dept.id,
      designationId: desig.id,
    });
    const keptDept = await h.call('DELETE', `/api/departments/${dept.id}`, { token });
    expect(keptDept.statusCode).toBe(409);
    expect(keptDept.json().message).toBe('This department has 1 employee and cannot be deleted');
    const keptDesig = await h.call('DELETE', `/api/designations/${desig.id}`, { token });
    expect(keptDesig.statusCode).toBe(409);
    expect(keptDesig.json().message).toBe('This designation has 1 employee and cannot be deleted');

    const removed = await h.call('DELETE', `/api/employees/${e.id}`, { token });
    expect(removed.statusCode).toBe(204);
    expect((await h.call('GET', `/api/employees/${e.id}`, { token })).statusCode).toBe(404);
    expect((await h.call('DELETE', `/api/employees/${e.id}`, { token })).statusCode).toBe(404);
    expect((await h.call('DELETE', `/api/designations/${desig.id}`, { token })).statusCode).toBe(204);
    expect((await h.call('DELETE', `/api/departments/${dept.id}`, { token })).statusCode).toBe(204);
  });

  it('searches code, names, email and phone, sorts by the joined names, and filters by department and designation', async () => {
    const staff: [code: string, first: string, last: string, dept: Ref | null, desig: Ref | null, joined: string][] = [
      ['LS-01', 'Anita', 'Joshi', machining, operator, '2021-03-01'],
      ['LS-02', 'Vikram', 'Patil', machining, inspector, '2018-11-20'],
      ['LS-03', 'Farah', 'Khan', quality, inspector, '2022-07-04'],
      ['LS-04', 'Gurpreet', 'Singh', quality, operator, '2017-01-09'],
      ['LS-05', 'Lakshmi', 'Rao', null, null, '2023-05-15'],
    ];
    for (const [employeeCode, firstName, lastName, dept, desig, dateOfJoining] of staff) {
      await create({
        employeeCode,
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}@plant.example`,
        phone: `98765 4321${employeeCode.slice(-1)}`,
        departmentId: dept?.id ?? null,
        designationId: desig?.id ?? null,
        dateOfJoining,
      });
    }
    const search = async (text: string) => codes((await list(`search=${text}&sortBy=employeeCode&sortOrder=asc`)).data);
    expect(await search('ls-0')).toEqual(['LS-01', 'LS-02', 'LS-03', 'LS-04', 'LS-05']);
    expect(await search('PREET')).toEqual(['LS-04']); // first name
    expect(await search('josh')).toEqual(['LS-01']); // last name
    expect(await search('farah%40PLANT')).toEqual(['LS-03']); // email
    expect(await search('43212')).toEqual(['LS-02']); // phone

    const inLs = 'search=LS-&limit=100';
    const byLast = await list(`${inLs}&sortBy=lastName&sortOrder=ASC`);
    expect(byLast.data.map((e: { lastName: string }) => e.lastName)).toEqual([
      'Joshi',
      'Khan',
      'Patil',
      'Rao',
      'Singh',
    ]);
    const byJoining = await list(`${inLs}&sortBy=dateOfJoining&sortOrder=desc`);
    expect(codes(byJoining.data)).toEqual(['LS-05', 'LS-03', 'LS-01', 'LS-02', 'LS-04']);
    const byDesig = await list(`${inLs}&sortBy=designationName&sortOrder=asc`);
    expect(byDesig.data.map((e: { designationName: string | null }) => e.designationName)).toEqual([
      'Inspector',
      'Inspector',
      'Operator',
      'Operator',
      null,
    ]);
    const byDept = await list(`${inLs}&sortBy=departmentName&sortOrder=desc`);
    // Descending puts the employee without a department first, as PostgreSQL orders nulls.
    expect(byDept.data.map((e: { departmentName: string | null }) => e.departmentName)).toEqual([
      null,
      'Quality',
      'Quality',
      'Machining',
      'Machining',
    ]);

    const inQuality = await list(`${inLs}&departmentId=${quality.id}&sortBy=employeeCode&sortOrder=asc`);
    expect(codes(inQuality.data)).toEqual(['LS-03', 'LS-04']);
    expect(inQuality.total).toBe(2);
    const inspectors = await list(`${inLs}&designationId=${inspector.id}&sortBy=employeeCode&sortOrder=asc`);
    expect(codes(inspectors.data)).toEqual(['LS-02', 'LS-03']);
    const both = await list(`departmentId=${machining.id}&designationId=${inspector.id}`);
    expect(codes(both.data)).toEqual(['LS-02']);
    expect(both.total).toBe(1);
    expect((await list(`departmentId=${randomUUID()}`)).total).toBe(0);

    const badFilter = await h.call('GET', '/api/employees?departmentId=12', { token });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().errors).toEqual({ departmentId: 'Department not found' });
  });

  it('exports every row matching the search and filters, in the list order, as CSV', async () => {
    for (let i = 1; i <= 12; i++) {
      await create({
        employeeCode: `EX-${String(i).padStart(2, '0')}`,
        firstName: 'Export',
        lastName: `Worker, ${i}`,
        departmentId: i % 2 ? machining.id : quality.id,
        designationId: operator.id,
        dateOfJoining: `2025-01-${String(i).padStart(2, '0')}`,
      });
    }
    const res = await h.call(
      'GET',
      `/api/employees/export?search=ex-&departmentId=${machining.id}&sortBy=dateOfJoining&sortOrder=ASC&limit=2`,
      { token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="employees-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = Papa.parse<string[]>(exportedCsv(res).trim()).data;
    expect(header).toEqual([
      'Employee Code',
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Department Name',
      'Designation Name',
      'Date Of Joining',
      'Is Active',
      'Created At',
      'Updated At',
    ]);
    expect(rows.map((r) => r[0])).toEqual(['EX-01', 'EX-03', 'EX-05', 'EX-07', 'EX-09', 'EX-11']);
    const first = (await list('search=EX-01')).data[0];
    expect(rows[0]).toEqual([
      'EX-01',
      'Export',
      'Worker, 1',
      '',
      '',
      'Machining',
      'Operator',
      '2025-01-01',
      'true',
      first.createdAt,
      first.updatedAt,
    ]);

    const everyone = await h.call('GET', '/api/employees/export?search=export', { token });
    expect(Papa.parse<string[]>(everyone.body.trim()).data).toHaveLength(13);
    const bad = await h.call('GET', '/api/employees/export?designationId=x', { token });
    expect(bad.statusCode).toBe(400);
  });
});
