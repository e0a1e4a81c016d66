import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  can,
  canAll,
  canAny,
  hasAnyRole,
  isAdminRoleName,
  normalizePermissions,
  permissionLabel,
  scopeLabel,
} from './permissions.js';
import { permissionsSchema } from './schemas/permission.js';

const user = {
  permissions: [{ scope: 'machines', actions: ['edit' as const] }],
  role: { name: 'Planner', permissions: [{ scope: 'machines', actions: ['view' as const] }] },
};

describe('can / canAny / canAll (spec §5 permission rules)', () => {
  it('combines direct and role permissions', () => {
    expect(can(user, 'machines', 'view')).toBe(true);
    expect(can(user, 'machines', 'edit')).toBe(true);
    expect(can(user, 'machines', 'delete')).toBe(false);
    expect(can(user, 'products', 'view')).toBe(false);
  });

  it('lets nothing pass without a signed-in user, even empty lists', () => {
    expect(can(null, 'machines', 'view')).toBe(false);
    expect(canAny(undefined, [])).toBe(false);
    expect(canAll(null, [])).toBe(false);
  });

  it('treats an empty list as passing for a signed-in user', () => {
    expect(canAny(user, [])).toBe(true);
    expect(canAll(user, [])).toBe(true);
  });

  it('needs one of canAny and every one of canAll', () => {
    const checks = [
      { scope: 'machines', action: 'view' },
      { scope: 'products', action: 'view' },
    ] as const;
    expect(canAny(user, checks)).toBe(true);
    expect(canAll(user, checks)).toBe(false);
    expect(canAll(user, [checks[0]])).toBe(true);
  });

  it('works for a user with no role at all', () => {
    expect(can({ permissions: [], role: null }, 'machines', 'view')).toBe(false);
  });
});

describe('roles', () => {
  it('compares role names case-insensitively and denies a user with no role', () => {
    expect(isAdminRoleName('ADMIN')).toBe(true);
    expect(isAdminRoleName(' admin ')).toBe(true);
    expect(isAdminRoleName('Administrator')).toBe(false);
    expect(hasAnyRole({ roles: [{ name: 'planner' }] }, ['Planner'])).toBe(true);
    expect(hasAnyRole({ role: { name: 'Planner' } }, [])).toBe(true);
    expect(hasAnyRole({ roles: [], role: null }, [])).toBe(false);
    expect(hasAnyRole(null, ['Admin'])).toBe(false);
  });
});

describe('permission lists', () => {
  it('drops actions other than view, create, edit, delete and orders the rest', () => {
    expect(permissionsSchema.parse([{ scope: 'roles', actions: ['delete', 'approve', 'view', 'view'] }])).toEqual([
      { scope: 'roles', actions: ['view', 'delete'] },
    ]);
  });

  it('merges a repeated scope and drops scopes left empty', () => {
    expect(
      normalizePermissions([
        { scope: 'users', actions: ['view'] },
        { scope: 'users', actions: ['edit'] },
        { scope: 'machines', actions: ['nothing'] },
      ]),
    ).toEqual([{ scope: 'users', actions: ['view', 'edit'] }]);
  });

  it('refuses a scope it does not know', () => {
    const result = permissionsSchema.safeParse([{ scope: 'rockets', actions: ['view'] }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Unknown scope');
  });
});

describe('permissions in words', () => {
  it('names a scope and an action as the roles screen shows them', () => {
    expect(scopeLabel('sales-orders')).toBe('Sales Orders');
    expect(scopeLabel('invoices')).toBe('Invoices');
    expect(actionLabel('view')).toBe('View');
    expect(permissionLabel({ scope: 'invoices', action: 'view' })).toBe('Invoices · view');
    expect(permissionLabel({ scope: 'goods-receipts', action: 'create' })).toBe('Goods Receipts · create');
  });
});
