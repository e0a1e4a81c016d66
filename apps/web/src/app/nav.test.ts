import { describe, expect, it } from 'vitest';
import { flattenNav, openNavLinks } from '../components/layout/nav-types';
import { makeUser } from '../test/fixtures';
import { navItemsFor } from './nav';

const viewer = makeUser({
  roles: [{ id: 'r2', name: 'Viewer' }],
  role: {
    id: 'r2',
    name: 'Viewer',
    permissions: [
      { scope: 'dashboard', actions: ['view'] },
      { scope: 'customers', actions: ['view'] },
      { scope: 'stock', actions: ['view'] },
    ],
  },
});

const entries = (user: Parameters<typeof navItemsFor>[0]) =>
  Object.fromEntries(flattenNav(navItemsFor(user)).map((link) => [link.name, link.needs ?? 'open']));

describe('the menu of a user who may open only some screens', () => {
  it('shows every entry (spec §6), the ones the guard would leave empty with the permission they need', () => {
    const menu = entries(viewer);
    expect(Object.keys(menu)).toEqual(Object.keys(entries(makeUser())).filter((name) => name !== 'Audit log'));
    expect(menu.Dashboard).toBe('open');
    expect(menu.Customers).toBe('open');
    expect(menu.Stock).toBe('open');
    // Material Planning is guarded by stock: view too; Stock's neighbours by their own scopes.
    expect(menu['Material Planning']).toBe('open');
    expect(menu.Invoices).toEqual({ scope: 'invoices', action: 'view' });
    expect(menu.Roles).toEqual({ scope: 'roles', action: 'view' });
    expect(menu['Customer Material']).toEqual({ scope: 'goods-receipts', action: 'view' });
    expect(menu['Capacity Plan']).toEqual({ scope: 'schedule', action: 'view' });
    expect(menu.Quotations).toEqual({ scope: 'quotations', action: 'view' });
  });

  it('lists Quotations just before Sales Orders, open to whoever may view quotations', () => {
    const names = Object.keys(entries(makeUser()));
    expect(names.indexOf('Sales Orders') - names.indexOf('Quotations')).toBe(1);
    const estimator = makeUser({
      roles: [{ id: 'r3', name: 'Estimator' }],
      role: { id: 'r3', name: 'Estimator', permissions: [{ scope: 'quotations', actions: ['view'] }] },
    });
    expect(entries(estimator).Quotations).toBe('open');
    expect(openNavLinks(navItemsFor(estimator)).map((link) => link.path)).toEqual(['/quotations']);
  });

  it('lists Blanket Orders just after Sales Orders, open to whoever may view sales orders', () => {
    const names = Object.keys(entries(makeUser()));
    expect(names.indexOf('Blanket Orders') - names.indexOf('Sales Orders')).toBe(1);
    expect(entries(viewer)['Blanket Orders']).toEqual({ scope: 'sales-orders', action: 'view' });
    const salesClerk = makeUser({
      roles: [{ id: 'r4', name: 'Sales' }],
      role: { id: 'r4', name: 'Sales', permissions: [{ scope: 'sales-orders', actions: ['view'] }] },
    });
    expect(entries(salesClerk)['Blanket Orders']).toBe('open');
    expect(openNavLinks(navItemsFor(salesClerk)).map((link) => link.path)).toContain('/blanket-orders');
  });

  it('lists Delivery Schedules and Delivery Performance after the sales orders, open to whoever may view sales orders', () => {
    const names = Object.keys(entries(makeUser()));
    expect(names.indexOf('Delivery Schedules')).toBeGreaterThan(names.indexOf('Sales Orders'));
    expect(names.indexOf('Delivery Schedules')).toBeLessThan(names.indexOf('Invoices'));
    expect(names.indexOf('Delivery Performance') - names.indexOf('Delivery Schedules')).toBe(1);
    expect(entries(viewer)['Delivery Schedules']).toEqual({ scope: 'sales-orders', action: 'view' });
    const salesClerk = makeUser({
      roles: [{ id: 'r4', name: 'Sales' }],
      role: { id: 'r4', name: 'Sales', permissions: [{ scope: 'sales-orders', actions: ['view'] }] },
    });
    expect(entries(salesClerk)['Delivery Performance']).toBe('open');
    expect(openNavLinks(navItemsFor(salesClerk)).map((link) => link.path)).toEqual(
      expect.arrayContaining(['/delivery-schedules', '/delivery-schedules/performance']),
    );
  });

  it('locks nothing for an admin, and everything for a user without a role', () => {
    expect(Object.values(entries(makeUser()))).not.toContainEqual(
      expect.objectContaining({ scope: expect.any(String) }),
    );
    const nobody = makeUser({ roles: [], role: null });
    expect(openNavLinks(navItemsFor(nobody))).toEqual([]);
  });

  it('offers the quick search only what the user may open', () => {
    expect(openNavLinks(navItemsFor(viewer)).map((link) => link.path)).toEqual([
      '/',
      '/customers',
      '/stock',
      '/stock/planning',
    ]);
  });
});
