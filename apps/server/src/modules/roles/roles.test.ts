import { randomUUID } from 'node:crypto';
import { ALL_PERMISSIONS } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createHarness, type Harness } from '../../../test/harness.js';
import { roles } from '../../db/schema/index.js';
import { seedInitialData } from '../../db/seed.js';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
});
afterAll(() => h.close());

const post = (body: object) => h.call('POST', '/api/roles', { token, body });

describe('roles', () => {
  it('creates a role, dropping unknown actions and merging a repeated scope', async () => {
    const res = await post({
      name: 'Planner',
      permissions: [
        { scope: 'machines', actions: ['view', 'approve', 'edit'] },
        { scope: 'machines', actions: ['create'] },
        { scope: 'products', actions: ['fly'] },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Planner',
      permissions: [{ scope: 'machines', actions: ['view', 'create', 'edit'] }],
      userCount: 0,
      version: 1,
    });
  });

  it('refuses a name that imitates the Admin role', async () => {
    for (const [name, message] of [
      ['Adm\u200Bin', 'Must not contain invisible characters'],
      ['\u0410dmin', 'Must not mix letters of different alphabets'],
      ['\uFF21\uFF44\uFF4D\uFF49\uFF4E', 'Must not imitate the Admin name'],
    ]) {
      const res = await post({ name, permissions: [] });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errors).toEqual({ name: message });
    }
  });

  it('requires a name, knows its scopes, and keeps names unique whatever the case', async () => {
    const bad = await post({ name: '  ', permissions: [{ scope: 'spaceships', actions: ['view'] }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ name: 'Role name is required', 'permissions.0.scope': 'Unknown scope' });
    await post({ name: 'Quality' });
    const dup = await post({ name: 'QUALITY' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ name: 'A role with this name already exists' });
  });

  it('lists, searches and sorts; permissions/roles gives id and name for the user form', async () => {
    const list = (await h.call('GET', '/api/roles?search=qual&sortBy=name&sortOrder=asc', { token })).json();
    expect(list.data.map((r: { name: string }) => r.name)).toEqual(['Quality']);
    const options = (await h.call('GET', '/api/permissions/roles', { token })).json();
    expect(options.map((o: { name: string }) => o.name)).toEqual(['Admin', 'Planner', 'Quality']);
    expect(Object.keys(options[0]).sort()).toEqual(['id', 'name']);
  });

  it('updates with optimistic concurrency', async () => {
    const role = (await post({ name: 'Stores' })).json();
    const ok = await h.call('PUT', `/api/roles/${role.id}`, {
      token,
      body: { name: 'Stores', permissions: [{ scope: 'suppliers', actions: ['view'] }], version: 1 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ version: 2, permissions: [{ scope: 'suppliers', actions: ['view'] }] });
    const stale = await h.call('PUT', `/api/roles/${role.id}`, { token, body: { name: 'Stores 2', version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect((await h.call('PUT', `/api/roles/${randomUUID()}`, { token, body: { name: 'X' } })).statusCode).toBe(404);
  });

  it('counts the users holding each role, in the list and on the record', async () => {
    const holder = await h.userWith([{ scope: 'machines', actions: ['view'] }]);
    expect((await h.call('GET', `/api/roles/${holder.roleId}`, { token })).json().userCount).toBe(1);
    const admin = (await h.call('GET', '/api/roles?search=admin', { token })).json().data[0];
    expect(admin).toMatchObject({ name: 'Admin', userCount: 1 });
  });

  it('will not delete a role still assigned, and deletes a free one', async () => {
    const holder = await h.userWith([{ scope: 'machines', actions: ['view'] }]);
    const inUse = await h.call('DELETE', `/api/roles/${holder.roleId}`, { token });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('This role is assigned to 1 user and cannot be deleted');
    const free = (await post({ name: 'Temporary' })).json();
    expect((await h.call('DELETE', `/api/roles/${free.id}`, { token })).statusCode).toBe(204);
    expect((await h.call('GET', `/api/roles/${free.id}`, { token })).statusCode).toBe(404);
  });

  it('keeps the Admin role whole: every permission, and its name while it holds the last admin', async () => {
    const admin = (await h.call('GET', '/api/roles?search=admin', { token })).json().data[0];
    const strip = await h.call('PUT', `/api/roles/${admin.id}`, {
      token,
      body: { name: 'Admin', permissions: [{ scope: 'users', actions: ['view'] }] },
    });
    expect(strip.statusCode).toBe(409);
    expect(strip.json().message).toBe('The Admin role keeps every permission');
    const rename = await h.call('PUT', `/api/roles/${admin.id}`, {
      token,
      body: { name: 'Boss', permissions: admin.permissions },
    });
    expect(rename.statusCode).toBe(409);
    const recase = await h.call('PUT', `/api/roles/${admin.id}`, {
      token,
      body: { name: 'ADMIN', permissions: admin.permissions },
    });
    expect(recase.statusCode).toBe(200);
  });

  it('gives the Admin role a scope added since it was made, at the next start, and leaves other roles alone', async () => {
    const admin = (await h.call('GET', '/api/roles?search=admin', { token })).json().data[0];
    // As a database made before the PDI override: the Admin role without it, another role as it was.
    const before = ALL_PERMISSIONS.filter((p) => p.scope !== 'pdi-override');
    await h.db.update(roles).set({ permissions: before }).where(eq(roles.id, admin.id));
    const other = (
      await post({ name: 'Dispatch', permissions: [{ scope: 'dispatches', actions: ['create'] }] })
    ).json();

    await seedInitialData(h.db, { email: ADMIN.email, password: ADMIN.password });
    const after = (await h.call('GET', `/api/roles/${admin.id}`, { token })).json();
    expect(after.permissions).toEqual(ALL_PERMISSIONS);
    expect(after.permissions).toContainEqual({ scope: 'pdi-override', actions: ['create'] });
    expect(after.version).toBe(admin.version + 1);
    expect((await h.call('GET', `/api/roles/${other.id}`, { token })).json()).toMatchObject({
      permissions: [{ scope: 'dispatches', actions: ['create'] }],
      version: 1,
    });

    // A start with nothing new changes nothing.
    await seedInitialData(h.db, { email: ADMIN.email, password: ADMIN.password });
    expect((await h.call('GET', `/api/roles/${admin.id}`, { token })).json().version).toBe(after.version);
  });
});
