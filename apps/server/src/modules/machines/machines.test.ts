import { randomUUID } from 'node:crypto';
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

const post = (body: object) => h.call('POST', '/api/machines', { token, body });
const patch = (id: string, body: object) => h.call('PATCH', `/api/machines/${id}`, { token, body });
const list = async (qs: string) => (await h.call('GET', `/api/machines?${qs}`, { token })).json();
const numbers = (rows: { machineNo: string }[]) => rows.map((m) => m.machineNo);

describe('machines', () => {
  it('creates a machine with an empty setup number by default and reads it back', async () => {
    const res = await post({ machineNo: ' CNC-01 ', machineName: ' Doosan Lynx 220 ' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ machineNo: 'CNC-01', machineName: 'Doosan Lynx 220', setupNo: '', version: 1 });
    expect(Object.keys(created).sort()).toEqual([
      'createdAt',
      'id',
      'machineName',
      'machineNo',
      'setupNo',
      'updatedAt',
      'version',
    ]);
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);
    const read = await h.call('GET', `/api/machines/${created.id}`, { token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    const withSetup = (await post({ machineNo: 'CNC-02', machineName: 'Ace Jobber', setupNo: 'S-7' })).json();
    expect(withSetup.setupNo).toBe('S-7');
    const nullSetup = (await post({ machineNo: 'CNC-03', machineName: 'Ace Jobber XL', setupNo: null })).json();
    expect(nullSetup.setupNo).toBe('');
  });

  it("answers the spec's messages for missing or blank fields", async () => {
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      machineNo: 'Machine Number is required',
      machineName: 'Machine Name is required',
    });
    const blankNo = await post({ machineNo: '  ', machineName: 'Lathe' });
    expect(blankNo.statusCode).toBe(400);
    expect(blankNo.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Machine Number is required',
      errors: { machineNo: 'Machine Number is required' },
    });
    const blankName = await post({ machineNo: 'X-1', machineName: '' });
    expect(blankName.json()).toMatchObject({
      message: 'Machine Name is required',
      errors: { machineName: 'Machine Name is required' },
    });
    expect((await list('search=X-1')).total).toBe(0);
  });

  it('refuses a machine number already in use, whatever the case', async () => {
    const dup = await post({ machineNo: 'cnc-01', machineName: 'Another' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      message: 'A machine with this number already exists',
      errors: { machineNo: 'A machine with this number already exists' },
    });
    const other = (await post({ machineNo: 'VMC-01', machineName: 'BFW Vertical' })).json();
    const renamed = await patch(other.id, { machineNo: 'Cnc-01' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().errors).toEqual({ machineNo: 'A machine with this number already exists' });
    expect((await h.call('GET', `/api/machines/${other.id}`, { token })).json().machineNo).toBe('VMC-01');
  });

  it('PATCH changes only what it names, ignores an id in the body and refuses a stale version', async () => {
    const machine = (await post({ machineNo: 'GRN-01', machineName: 'Centerless Grinder', setupNo: 'G1' })).json();
    const other = (await post({ machineNo: 'GRN-02', machineName: 'Surface Grinder' })).json();

    const renamed = await patch(machine.id, { id: other.id, machineName: 'Micromatic Grinder', version: 1 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: machine.id,
      machineNo: 'GRN-01',
      machineName: 'Micromatic Grinder',
      setupNo: 'G1',
      version: 2,
      createdAt: machine.createdAt,
    });
    expect(Date.parse(renamed.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(machine.updatedAt));
    expect((await h.call('GET', `/api/machines/${other.id}`, { token })).json()).toEqual(other);

    // The form sends the whole record with the id; a cleared setup number reads back empty.
    const whole = await patch(machine.id, {
      id: machine.id,
      machineNo: 'GRN-01A',
      machineName: 'Micromatic Grinder',
      setupNo: null,
    });
    expect(whole.json()).toMatchObject({ machineNo: 'GRN-01A', setupNo: '', version: 3 });

    const stale = await patch(machine.id, { machineName: 'Old view', version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual({ version: 'Stale version' });
    const blank = await patch(machine.id, { machineName: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ machineName: 'Machine Name is required' });
    expect((await h.call('GET', `/api/machines/${machine.id}`, { token })).json()).toMatchObject({
      machineName: 'Micromatic Grinder',
      version: 3,
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect((await h.call('GET', `/api/machines/${id}`, { token })).statusCode, id).toBe(404);
      expect((await patch(id, { machineName: 'X' })).statusCode, id).toBe(404);
      expect((await h.call('DELETE', `/api/machines/${id}`, { token })).statusCode, id).toBe(404);
    }
    expect((await h.call('GET', `/api/machines/${randomUUID()}`, { token })).json().message).toBe('Machine not found');
  });

  it('lists with search on number, name and setup (partial, case-insensitive), sort and pages', async () => {
    for (const [machineNo, machineName, setupNo] of [
      ['TRB-01', 'Traub Sliding Head', ''],
      ['TRB-02', 'Traub Twin Spindle', 'SET-TRAUB'],
      ['DRL-01', 'Radial Drill', 'SET-X9'],
    ]) {
      expect((await post({ machineNo, machineName, setupNo })).statusCode).toBe(201);
    }
    const byName = await list('search=TRAUB&sortBy=machineNo&sortOrder=asc');
    expect(numbers(byName.data)).toEqual(['TRB-01', 'TRB-02']);
    expect(byName).toMatchObject({ total: 2, page: 1, limit: 10, totalPages: 1 });
    expect(numbers((await list('search=rb-0&sortBy=machineNo&sortOrder=DESC')).data)).toEqual(['TRB-02', 'TRB-01']);
    expect(numbers((await list('search=x9')).data)).toEqual(['DRL-01']);

    const byNameDesc = await list('sortBy=machineName&sortOrder=desc&limit=3');
    expect(byNameDesc.data.map((m: { machineName: string }) => m.machineName)).toEqual([
      'Traub Twin Spindle',
      'Traub Sliding Head',
      'Surface Grinder',
    ]);
  });

  it('exports every matching row, past the first page, as CSV', async () => {
    for (let i = 1; i <= 12; i++) {
      const res = await post({ machineNo: `BULK-${String(i).padStart(2, '0')}`, machineName: `Bulk ${i}` });
      expect(res.statusCode).toBe(201);
    }
    const res = await h.call('GET', '/api/machines/export?search=bulk&sortBy=machineNo&sortOrder=ASC', { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="machines-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = exportedCsv(res).trim().split('\r\n');
    expect(lines[0]).toBe('Machine No,Machine Name,Setup No,Created At,Updated At');
    expect(lines).toHaveLength(13);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      Array.from({ length: 12 }, (_, i) => `BULK-${String(i + 1).padStart(2, '0')}`),
    );
    expect(lines[1]).toMatch(/^BULK-01,Bulk 1,,\d{4}-\d{2}-\d{2}T[\d:.]+Z,\d{4}-\d{2}-\d{2}T[\d:.]+Z$/);
  });

  it('deletes: 204, then 404', async () => {
    const machine = (await post({ machineNo: 'SCRAP-01', machineName: 'Old Lathe' })).json();
    const removed = await h.call('DELETE', `/api/machines/${machine.id}`, { token });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await h.call('GET', `/api/machines/${machine.id}`, { token })).statusCode).toBe(404);
    expect((await h.call('DELETE', `/api/machines/${machine.id}`, { token })).statusCode).toBe(404);
    // The number is free again.
    expect((await post({ machineNo: 'scrap-01', machineName: 'New Lathe' })).statusCode).toBe(201);
  });

  it('needs a token, and the machines permission for each action', async () => {
    const machine = (await post({ machineNo: 'ACL-01', machineName: 'Guarded' })).json();
    expect((await h.call('GET', '/api/machines')).statusCode).toBe(401);
    expect((await h.call('POST', '/api/machines', { body: { machineNo: 'A', machineName: 'B' } })).statusCode).toBe(
      401,
    );

    const viewer = (await h.userWith([{ scope: 'machines', actions: ['view'] }])).accessToken;
    expect((await h.call('GET', '/api/machines', { token: viewer })).statusCode).toBe(200);
    expect((await h.call('GET', `/api/machines/${machine.id}`, { token: viewer })).statusCode).toBe(200);
    expect((await h.call('GET', '/api/machines/export', { token: viewer })).statusCode).toBe(200);
    const create = await h.call('POST', '/api/machines', { token: viewer, body: { machineNo: 'A', machineName: 'B' } });
    expect(create.statusCode).toBe(403);
    const edit = await h.call('PATCH', `/api/machines/${machine.id}`, { token: viewer, body: { machineName: 'B' } });
    expect(edit.statusCode).toBe(403);
    expect((await h.call('DELETE', `/api/machines/${machine.id}`, { token: viewer })).statusCode).toBe(403);

    const editor = (await h.userWith([{ scope: 'machines', actions: ['edit'] }])).accessToken;
    expect((await h.call('GET', '/api/machines', { token: editor })).statusCode).toBe(403);
    const edited = await h.call('PATCH', `/api/machines/${machine.id}`, { token: editor, body: { setupNo: 'S-2' } });
    expect(edited.statusCode).toBe(200);

    const other = (await h.userWith([{ scope: 'departments', actions: ['view', 'create', 'edit', 'delete'] }]))
      .accessToken;
    expect((await h.call('GET', '/api/machines', { token: other })).statusCode).toBe(403);
    expect((await h.call('GET', `/api/machines/${machine.id}`, { token: other })).json().setupNo).toBeUndefined();
    expect((await h.call('GET', `/api/machines/${machine.id}`, { token })).json().setupNo).toBe('S-2');
  });
});
