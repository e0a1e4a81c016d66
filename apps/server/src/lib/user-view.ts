import type { User } from '@lathe/shared';
import { eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { roles, users } from '../db/schema/index.js';

/** A user row with its role's name and permissions: what every user response is built from. */
export const userWithRoleColumns = {
  ...getTableColumns(users),
  roleName: roles.name,
  rolePermissions: roles.permissions,
};

export const selectUsersWithRole = (db: DbOrTx) =>
  db.select(userWithRoleColumns).from(users).leftJoin(roles, eq(users.roleId, roles.id));

export type UserWithRoleRow = Awaited<ReturnType<typeof selectUsersWithRole>>[number];

/** The contract's user object (§3); never carries the password hash. */
export function toUser(row: UserWithRoleRow): User {
  const role =
    row.roleId && row.roleName !== null
      ? { id: row.roleId, name: row.roleName, permissions: row.rolePermissions ?? [] }
      : null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName ?? '',
    lastName: row.lastName,
    avatar: row.avatar,
    isActive: row.isActive,
    roles: role ? [{ id: role.id, name: role.name }] : [],
    role,
    permissions: row.permissions,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findUserById(db: DbOrTx, id: string): Promise<User | null> {
  const [row] = await selectUsersWithRole(db).where(eq(users.id, id));
  return row ? toUser(row) : null;
}
