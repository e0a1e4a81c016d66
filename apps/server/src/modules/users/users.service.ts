import { isAdminRoleName, USER_SORTABLE, type User, type UserCreateData, type UserUpdateData } from '@lathe/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { roles, sessions, users } from '../../db/schema/index.js';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../lib/common-passwords.js';
import { createEntityService } from '../../lib/entity-service.js';
import { assertVersion, conflict, invalidField, notFound } from '../../lib/errors.js';
import { sortColumns } from '../../lib/list.js';
import { hashPassword } from '../../lib/password.js';
import { selectUsersWithRole, toUser, type UserWithRoleRow } from '../../lib/user-view.js';
import type { Actor } from '../../plugins/access.js';
import { assertAdminRemains, assertMayTouchAdmin } from './admin-guard.js';

type UserSort = (typeof USER_SORTABLE)[number];
const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
const blankToNull = (value: string | null | undefined) => (value ? value : null);

async function findRole(db: DbOrTx, roleId: string) {
  if (!isUuid(roleId)) return null;
  const [role] = await db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.id, roleId));
  return role ?? null;
}

export function createUsersService(db: Db, onAuthChange: () => void = () => {}) {
  // One user and the list are read as every record's (lib/entity-service.ts); the writes are the users' own.
  const { get, list } = createEntityService<UserWithRoleRow, User, UserSort, UserCreateData, UserUpdateData>({
    db,
    table: users,
    label: 'User',
    select: (tx) => selectUsersWithRole(tx).$dynamic(),
    toDto: toUser,
    searchable: [users.email, users.firstName, users.lastName],
    sortable: sortColumns(USER_SORTABLE, {
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isActive: users.isActive,
    }),
  });

  return {
    get,
    list,

    async getByEmail(email: string): Promise<User> {
      const [row] = await selectUsersWithRole(db).where(eq(users.email, email.trim().toLowerCase()));
      if (!row) throw notFound('User');
      return toUser(row);
    },

    async create(input: UserCreateData, actor: Actor): Promise<User> {
      if (isCommonPassword(input.password)) throw invalidField('password', COMMON_PASSWORD_MESSAGE);
      const role = await findRole(db, input.roleId);
      if (!role) throw invalidField('roleId', 'Role not found');
      assertMayTouchAdmin(actor.isAdmin, role.name);
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      if (taken) throw conflict('Email is already registered', { email: 'Email is already registered' });
      const passwordHash = await hashPassword(input.password);
      // A transaction, as every write: it carries the actor to the audit trail.
      const [created] = await db.transaction((tx) =>
        tx
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            avatar: blankToNull(input.avatar),
            isActive: input.isActive,
            roleId: input.roleId,
          })
          .returning({ id: users.id }),
      );
      return get((created as { id: string }).id);
    },

    async update(id: string, input: UserUpdateData, actor: Actor): Promise<User> {
      if (input.password && isCommonPassword(input.password)) throw invalidField('password', COMMON_PASSWORD_MESSAGE);
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      await db.transaction(async (tx) => {
        const [current] = await selectUsersWithRole(tx).where(eq(users.id, id)).for('update', { of: users });
        if (!current) throw notFound('User');
        assertVersion(current.version, input.version, 'user');
        if (input.email && input.email !== current.email) throw invalidField('email', 'Email cannot be changed');
        const role = await findRole(tx, input.roleId);
        if (!role) throw invalidField('roleId', 'Role not found');
        assertMayTouchAdmin(actor.isAdmin, current.roleName, role.name);
        const wasActiveAdmin = current.isActive && isAdminRoleName(current.roleName);
        if (wasActiveAdmin && (!input.isActive || !isAdminRoleName(role.name))) {
          await assertAdminRemains(
            tx,
            { userId: id },
            id === actor.id
              ? 'You are the last active admin: you cannot deactivate yourself or leave the Admin role'
              : 'This is the last active admin: they cannot be deactivated or removed from the Admin role',
          );
        }
        await tx
          .update(users)
          .set({
            firstName: input.firstName,
            lastName: input.lastName,
            avatar: blankToNull(input.avatar),
            isActive: input.isActive,
            roleId: role.id,
            version: sql`${users.version} + 1`,
            updatedAt: new Date(),
            ...(passwordHash ? { passwordHash, credentialsVersion: sql`${users.credentialsVersion} + 1` } : {}),
          })
          .where(eq(users.id, id));
        // A new password ends every sign-in made with the old one; deactivation ends them all
        // too, so turning the account back on later does not bring old sessions back.
        const isDeactivated = current.isActive && !input.isActive;
        if (passwordHash || isDeactivated) {
          await tx
            .update(sessions)
            .set({ revokedAt: new Date() })
            .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
        }
      });
      onAuthChange();
      return get(id);
    },

    async remove(id: string, actor: Actor): Promise<void> {
      if (id === actor.id) throw conflict('You cannot delete your own account');
      await db.transaction(async (tx) => {
        const [current] = await selectUsersWithRole(tx).where(eq(users.id, id)).for('update', { of: users });
        if (!current) throw notFound('User');
        assertMayTouchAdmin(actor.isAdmin, current.roleName);
        if (current.isActive && isAdminRoleName(current.roleName)) {
          await assertAdminRemains(tx, { userId: id }, 'This is the last active admin and cannot be deleted');
        }
        await tx.delete(users).where(eq(users.id, id));
      });
      onAuthChange();
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
