import { randomUUID } from 'node:crypto';
import { ALL_PERMISSIONS } from '@lathe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createHarness, type Harness, type TestUser } from '../../../test/harness.js';
import { ADMIN_ONLY_MESSAGE } from './admin-guard.js';

/**
 * Users' and roles' permissions let a manager run accounts, but only an admin hands out the
 * Admin role or changes an admin's account or the Admin role: else a manager could make
 * themselves admin, or reset an admin's password and sign in as them.
 */
let h: Harness;
let adminToken: string;
let adminId: string;
let adminRoleId: string;
let manager: TestUser;

beforeAll(async () => {
  h = await createHarness();
  adminToken = await h.adminToken();
  adminId = (await h.login(ADMIN.email, ADMIN.password)).user.id;
  adminRoleId = (await h.call('GET', '/api/permissions/roles', { token: adminToken })).json()[0].id;
  manager = await h.userWith(ALL_PERMISSIONS);
});
afterAll(() => h.close());

const person = (roleId: string) => ({
  email: `p-${randomUUID().slice(0, 8)}@example.com`,
  password: 'a-long-enough-secret',
  firstName: 'Kavya',
  lastName: 'Rao',
  avatar: '',
  isActive: true,
  roleId,
});
const fields = (user: { firstName: string; lastName: string; version: number }, roleId: string) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  avatar: '',
  isActive: true,
  roleId,
  version: user.version,
});
const read = async (path: string) => (await h.call('GET', path, { token: adminToken })).json();

function expectRefused(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ statusCode: 403, message: ADMIN_ONLY_MESSAGE });
}

describe('who may hand out the Admin role', () => {
  it('refuses a manager who makes themselves admin, and leaves them as they were', async () => {
    const self = await read(`/api/users/${manager.user.id}`);
    const res = await h.call('PUT', `/api/users/${manager.user.id}`, {
      token: manager.accessToken,
      body: fields(self, adminRoleId),
    });
    expectRefused(res);
    expect((await read(`/api/users/${manager.user.id}`)).role.id).toBe(manager.roleId);
    expect((await h.call('GET', '/api/audit', { token: manager.accessToken })).statusCode).toBe(403);
  });

  it('refuses a manager who creates an admin, and creates nobody', async () => {
    const body = person(adminRoleId);
    expectRefused(await h.call('POST', '/api/users', { token: manager.accessToken, body }));
    expect((await h.call('GET', `/api/users/email/${body.email}`, { token: adminToken })).statusCode).toBe(404);
  });

  it("refuses a manager who changes an admin's password or account, or deletes it", async () => {
    const admin = await read(`/api/users/${adminId}`);
    const reset = await h.call('PUT', `/api/users/${adminId}`, {
      token: manager.accessToken,
      body: { ...fields(admin, adminRoleId), password: 'taken-over-password' },
    });
    expectRefused(reset);
    expect((await h.login(ADMIN.email, ADMIN.password)).accessToken).toBeTruthy();
    expectRefused(await h.call('DELETE', `/api/users/${adminId}`, { token: manager.accessToken }));
    expect((await read(`/api/users/${adminId}`)).version).toBe(admin.version);
  });

  it('refuses a manager who renames a role to Admin, edits the Admin role or deletes it', async () => {
    const own = await read(`/api/roles/${manager.roleId}`);
    expectRefused(
      await h.call('PUT', `/api/roles/${manager.roleId}`, {
        token: manager.accessToken,
        body: { name: 'admin', permissions: own.permissions, version: own.version },
      }),
    );
    const adminRole = await read(`/api/roles/${adminRoleId}`);
    expectRefused(
      await h.call('PUT', `/api/roles/${adminRoleId}`, {
        token: manager.accessToken,
        body: { name: 'Owners', permissions: adminRole.permissions, version: adminRole.version },
      }),
    );
    expectRefused(await h.call('DELETE', `/api/roles/${adminRoleId}`, { token: manager.accessToken }));
    expect((await read(`/api/roles/${adminRoleId}`)).name).toBe('Admin');
  });

  it('still lets a manager run the other accounts and roles', async () => {
    const created = await h.call('POST', '/api/users', { token: manager.accessToken, body: person(manager.roleId) });
    expect(created.statusCode).toBe(201);
    const role = await h.call('POST', '/api/roles', {
      token: manager.accessToken,
      body: { name: `Stores ${randomUUID().slice(0, 4)}`, permissions: [{ scope: 'machines', actions: ['view'] }] },
    });
    expect(role.statusCode).toBe(201);
    const moved = await h.call('PUT', `/api/users/${created.json().id}`, {
      token: manager.accessToken,
      body: fields(created.json(), role.json().id),
    });
    expect(moved.statusCode).toBe(200);
  });

  it('lets an admin make another admin and take it back', async () => {
    const created = await h.call('POST', '/api/users', { token: adminToken, body: person(adminRoleId) });
    expect(created.statusCode).toBe(201);
    const demoted = await h.call('PUT', `/api/users/${created.json().id}`, {
      token: adminToken,
      body: fields(created.json(), manager.roleId),
    });
    expect(demoted.statusCode).toBe(200);
  });
});
