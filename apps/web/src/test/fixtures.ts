import type { ListResult, Permission, Role, User } from '@lathe/shared';
import { ALL_PERMISSIONS } from '@lathe/shared';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    avatar: null,
    isActive: true,
    roles: [{ id: 'r1', name: 'Admin' }],
    role: { id: 'r1', name: 'Admin', permissions: ALL_PERMISSIONS },
    permissions: [],
    version: 1,
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A user whose one role grants exactly these permissions. */
export const makeUserWith = (permissions: Permission[], roleName = 'Clerk') =>
  makeUser({ roles: [{ id: 'r2', name: roleName }], role: { id: 'r2', name: roleName, permissions } });

/** Permission to view each of these scopes, and nothing else. */
export const viewing = (...scopes: string[]): Permission[] => scopes.map((scope) => ({ scope, actions: ['view'] }));

/** A list answer as the API gives it: these rows, on page `page` of `total`. */
export const pageOf = <T>(data: T[], { page = 1, limit = 10, total = data.length } = {}): ListResult<T> => ({
  data,
  total,
  page,
  limit,
  totalPages: Math.ceil(total / limit),
  totalCapped: false,
});

export function makeRole(overrides: Partial<Role> = {}): Role {
  return {
    id: 'r1',
    name: 'Admin',
    permissions: ALL_PERMISSIONS,
    userCount: 1,
    version: 1,
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}
