import { can, type Dashboard } from '@lathe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.js';
import { DEMO_ROLES } from './staff.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('the demo roles', () => {
  it.each(Object.entries(DEMO_ROLES))(
    '%s opens its dashboard, with only the figures its scopes may see',
    async (_, permissions) => {
      const user = await h.userWith(permissions);
      const response = await h.call('GET', '/api/dashboard', { token: user.accessToken });
      expect(response.statusCode).toBe(200);
      const dashboard = response.json<Dashboard>();
      const holder = { permissions };
      expect(dashboard.orders !== null).toBe(can(holder, 'sales-orders', 'view'));
      for (const money of [dashboard.invoices, dashboard.monthlySales, dashboard.topCustomers]) {
        expect(money !== null).toBe(can(holder, 'invoices', 'view'));
      }
    },
  );

  it('give the Dispatch Clerk the orders it dispatches, and no money it may not see', () => {
    const clerk = { permissions: DEMO_ROLES['Dispatch Clerk'] };
    expect(can(clerk, 'dashboard', 'view')).toBe(true);
    expect(can(clerk, 'sales-orders', 'view')).toBe(true);
    expect(can(clerk, 'invoices', 'view')).toBe(false);
  });
});
