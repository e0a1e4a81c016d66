import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/plugins/access.js';
import { createHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const concrete = (url: string) => url.replace(/:id\b/g, randomUUID()).replace(/:email\b/g, 'someone@example.com');
const protectedRoutes = () => h.app.routeTable.filter((r) => r.access !== 'public');
const permissionRoutes = () => protectedRoutes().filter((r) => r.access !== 'signed-in');
const label = (r: RouteEntry) => `${r.method} ${r.url}`;

describe('the route table', () => {
  it('has exactly the public routes the contract names', () => {
    const open = h.app.routeTable
      .filter((r) => r.access === 'public' && !r.url.startsWith('/api/docs'))
      .map(label)
      .sort();
    expect(open).toEqual([
      'GET /api/health',
      'GET /api/settings',
      'POST /api/auth/login',
      'POST /api/auth/refresh',
      'POST /api/auth/register',
    ]);
    expect(permissionRoutes().length).toBeGreaterThanOrEqual(12);
  });

  it('answers 401 on every protected route without a token, and with a forged one', async () => {
    for (const route of protectedRoutes()) {
      const res = await h.call(route.method as 'GET', concrete(route.url), {
        body: route.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, label(route)).toBe(401);
      expect(res.json(), label(route)).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      const forged = await h.call(route.method as 'GET', concrete(route.url), { token: 'eyJhbGciOiJub25lIn0.e30.' });
      expect(forged.statusCode, label(route)).toBe(401);
    }
  });

  it('answers 403 on every permission route for a signed-in user without that permission', async () => {
    const nobody = await h.userWith([]);
    for (const route of permissionRoutes()) {
      const res = await h.call(route.method as 'GET', concrete(route.url), { token: nobody.accessToken, body: {} });
      expect(res.statusCode, label(route)).toBe(403);
    }
  });

  it('lets a permission through only for its own scope and action', async () => {
    const viewer = await h.userWith([{ scope: 'roles', actions: ['view'] }]);
    expect((await h.call('GET', '/api/roles', { token: viewer.accessToken })).statusCode).toBe(200);
    expect((await h.call('POST', '/api/roles', { token: viewer.accessToken, body: { name: 'X' } })).statusCode).toBe(
      403,
    );
    expect((await h.call('GET', '/api/users', { token: viewer.accessToken })).statusCode).toBe(403);
  });
});
