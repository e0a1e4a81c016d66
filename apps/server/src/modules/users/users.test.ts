import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createHarness, type Harness } from '../../../test/harness.js';

let h: Harness;
let token: string;
let adminRoleId: string;
let staffRoleId: string;

beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
  adminRoleId = (await h.call('GET', '/api/permissions/roles', { token })).json()[0].id;
  staffRoleId = (
    await h.call('POST', '/api/roles', {
      token,
      body: { name: 'Staff', permissions: [{ scope: 'machines', actions: ['view'] }] },
    })
  ).json().id;
});
afterAll(() => h.close());

const newUser = (over: Record<string, unknown> = {}) => ({
  email: `u-${randomUUID().slice(0, 8)}@example.com`,
  password: 'good-password',
  firstName: 'Priya',
  lastName: 'Nair',
  avatar: '',
  isActive: true,
  roleId: staffRoleId,
  ...over,
});
const create = (body: object) => h.call('POST', '/api/users', { token, body });

describe('POST /api/users', () => {
  it('creates a user and answers 201 with it', async () => {
    const res = await create(newUser({ email: 'Meera.Iyer@Example.com', avatar: 'https://img.example.com/a.png' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'meera.iyer@example.com',
      firstName: 'Priya',
      avatar: 'https://img.example.com/a.png',
      isActive: true,
      roles: [{ id: staffRoleId, name: 'Staff' }],
      role: { id: staffRoleId, name: 'Staff', permissions: [{ scope: 'machines', actions: ['view'] }] },
      version: 1,
    });
    expect(res.body).not.toMatch(/password/i);
  });

  it('answers the spec messages of section 5, field by field', async () => {
    const res = await create({ email: 'nope', password: 'short', firstName: ' ', avatar: 'www.example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: 'Email is invalid',
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      avatar: 'Must be a valid URL',
      roleId: 'Role is required',
    });
    const missing = await create({});
    expect(missing.json().errors).toMatchObject({ email: 'Email is required', password: 'Password is required' });
  });

  it('refuses a taken e-mail (any case) with 409 on the field, and an unknown role with 400', async () => {
    const taken = await create(newUser({ email: ADMIN.email.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: 'Email is already registered' });
    const role = await create(newUser({ roleId: randomUUID() }));
    expect(role.statusCode).toBe(400);
    expect(role.json().errors).toEqual({ roleId: 'Role not found' });
  });
});

describe('GET /api/users', () => {
  it('searches names partly, in any case (paging and sorting: test/list-contract.test.ts)', async () => {
    for (const name of ['Zubin', 'Zoya', 'Zara']) await create(newUser({ firstName: name, lastName: 'Zlist' }));
    const res = await h.call('GET', '/api/users?search=zLIs&sortBy=firstName&sortOrder=asc', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((u: { firstName: string }) => u.firstName)).toEqual(['Zara', 'Zoya', 'Zubin']);
  });
});

describe('GET /api/users/{id} and /api/users/email/{email}', () => {
  it('finds by id and by e-mail; 404 for unknown and malformed ids', async () => {
    const created = (await create(newUser())).json();
    expect((await h.call('GET', `/api/users/${created.id}`, { token })).json().email).toBe(created.email);
    expect((await h.call('GET', `/api/users/email/${created.email.toUpperCase()}`, { token })).json().id).toBe(
      created.id,
    );
    expect((await h.call('GET', `/api/users/${randomUUID()}`, { token })).statusCode).toBe(404);
    const malformed = await h.call('GET', '/api/users/12345', { token });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found' });
    expect((await h.call('GET', '/api/users/email/nobody@example.com', { token })).statusCode).toBe(404);
  });
});

describe('PUT /api/users/{id}', () => {
  const edit = (id: string, body: object) => h.call('PUT', `/api/users/${id}`, { token, body });

  it('updates the form fields; a blank password keeps the current one', async () => {
    const created = (await create(newUser())).json();
    const res = await edit(created.id, {
      ...newUser({ email: created.email, password: '', firstName: 'Renamed' }),
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Renamed', version: 2 });
    await expect(h.login(created.email, 'good-password')).resolves.toHaveProperty('accessToken');
  });

  it('keeps the e-mail immutable and refuses a stale version', async () => {
    const created = (await create(newUser())).json();
    const moved = await edit(created.id, newUser({ email: 'other@example.com' }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ email: 'Email cannot be changed' });
    await edit(created.id, { ...newUser({ email: undefined }), version: 1 });
    const stale = await edit(created.id, { ...newUser({ email: undefined, firstName: 'Late' }), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await h.call('GET', `/api/users/${created.id}`, { token })).json().firstName).toBe('Priya');
  });

  it('checks a new password is long enough', async () => {
    const created = (await create(newUser())).json();
    const res = await edit(created.id, newUser({ email: undefined, password: 'short' }));
    expect(res.json().errors).toEqual({ password: 'Password must be at least 8 characters' });
  });
});

describe('the last active admin', () => {
  it('cannot be deactivated, demoted or deleted; with a second admin it can', async () => {
    const admin = (await h.call('GET', `/api/users/email/${ADMIN.email}`, { token })).json();
    const base = { firstName: 'Admin', lastName: 'User', roleId: adminRoleId, isActive: true };
    const deactivate = await h.call('PUT', `/api/users/${admin.id}`, { token, body: { ...base, isActive: false } });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json().message).toMatch(/last active admin/);
    const demote = await h.call('PUT', `/api/users/${admin.id}`, { token, body: { ...base, roleId: staffRoleId } });
    expect(demote.statusCode).toBe(409);

    // Only an admin may delete an admin (admin-role.test.ts), and never themselves.
    const remove = await h.call('DELETE', `/api/users/${admin.id}`, { token });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe('You cannot delete your own account');

    const second = (await create(newUser({ roleId: adminRoleId }))).json();
    expect(
      (await h.call('PUT', `/api/users/${admin.id}`, { token, body: { ...base, roleId: staffRoleId } })).statusCode,
    ).toBe(200);
    const adminToken = (await h.login(second.email, 'good-password')).accessToken;
    const last = await h.call('PUT', `/api/users/${second.id}`, {
      token: adminToken,
      body: { ...base, firstName: second.firstName, lastName: second.lastName, isActive: false },
    });
    expect(last.statusCode).toBe(409);
    // Put things back for the other tests.
    await h.call('PUT', `/api/users/${admin.id}`, { token: adminToken, body: base });
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deletes a user (204, then 404) but never the caller', async () => {
    const created = (await create(newUser())).json();
    expect((await h.call('DELETE', `/api/users/${created.id}`, { token })).statusCode).toBe(204);
    expect((await h.call('GET', `/api/users/${created.id}`, { token })).statusCode).toBe(404);
    expect((await h.call('DELETE', `/api/users/${created.id}`, { token })).statusCode).toBe(404);
    const self = (await h.call('GET', '/api/auth/me', { token })).json();
    const res = await h.call('DELETE', `/api/users/${self.id}`, { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot delete your own account');
  });
});
