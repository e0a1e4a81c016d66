import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.js';
import { INSPECTOR_EMAIL, PLANNER_EMAIL, productionActors, SUPERVISOR_EMAIL } from '../production/inputs.js';
import { seedStaff } from './seed-staff.js';
import { DEMO_PASSWORD, DEMO_ROLES } from './staff.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** A role's permissions as `scope:action` pairs, in order. */
const pairs = (permissions: { scope: string; actions: readonly string[] }[]) =>
  permissions.flatMap(({ scope, actions }) => actions.map((action) => `${scope}:${action}`)).sort();

describe('demo staff', () => {
  it('adds the roles and the staff accounts once, even when run twice', async () => {
    expect(await seedStaff(h.db)).toBe('9 roles, 21 new staff accounts');
    expect(await seedStaff(h.db)).toBe('9 roles, 0 new staff accounts');
  });

  it('signs the staff in with the demo password and their role; the two who left are refused', async () => {
    const { user } = await h.login('anita.joshi@example.com', DEMO_PASSWORD);
    expect(user.role?.name).toBe('Sales');
    const refused = await h.call('POST', '/api/auth/login', {
      body: { email: 'farah.khan@example.com', password: DEMO_PASSWORD },
      ip: '10.9.251.1',
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Account is disabled');
  });

  it('gives every role exactly the permissions listed, as the roles screen reads them', async () => {
    const listed = await h.call('GET', '/api/roles?pageSize=100', { token: await h.adminToken() });
    expect(listed.statusCode).toBe(200);
    const byName = new Map(
      (listed.json().data as { name: string; permissions: { scope: string; actions: string[] }[] }[]).map((role) => [
        role.name,
        role.permissions,
      ]),
    );
    for (const [name, permissions] of Object.entries(DEMO_ROLES)) {
      expect(pairs(byName.get(name) ?? []), name).toEqual(pairs(permissions));
    }
  });

  it('has the planner, supervisor and inspector the production seed keys the month in as', async () => {
    const actors = await productionActors(h.db);
    expect([actors?.planner.email, actors?.supervisor.email, actors?.inspector.email]).toEqual([
      PLANNER_EMAIL,
      SUPERVISOR_EMAIL,
      INSPECTOR_EMAIL,
    ]);
  });
});
