import {
  ALL_PERMISSIONS,
  isAdminRoleName,
  ROLE_SORTABLE,
  type Role,
  type RoleData,
  type RoleOption,
} from '@lathe/shared';
import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { roles, users } from '../../db/schema/index.js';
import { createEntityService } from '../../lib/entity-service.js';
import { assertVersion, conflict, notFound } from '../../lib/errors.js';
import { sortColumns } from '../../lib/list.js';
import { toJson } from '../../lib/row-codec.js';
import type { Actor } from '../../plugins/access.js';
import { assertAdminRemains, assertMayTouchAdmin } from '../users/index.js';

type RoleSort = (typeof ROLE_SORTABLE)[number];

/**
 * How many users hold the role. Qualified by hand: in a one-table select Drizzle writes
 * columns unqualified, and inside the subquery "id" would name the user's id.
 */
const userCount = sql<number>`(select count(*)::int from "users" where "users"."role_id" = "roles"."id")`;
const selectRoles = (db: DbOrTx) => db.select({ ...getTableColumns(roles), userCount }).from(roles);
type RoleRow = Awaited<ReturnType<typeof selectRoles>>[number];

const hasEveryPermission = (permissions: RoleData['permissions']) =>
  ALL_PERMISSIONS.every((all) => permissions.find((p) => p.scope === all.scope)?.actions.length === all.actions.length);

export function createRolesService(db: Db, onAuthChange: () => void = () => {}) {
  // One role and the list are read as every record's (lib/entity-service.ts); the writes are the roles' own.
  const { get, list } = createEntityService<RoleRow, Role, RoleSort, RoleData, RoleData>({
    db,
    table: roles,
    label: 'Role',
    select: (tx) => selectRoles(tx).$dynamic(),
    toDto: toJson,
    searchable: [roles.name],
    sortable: sortColumns(ROLE_SORTABLE, { name: roles.name, createdAt: roles.createdAt, updatedAt: roles.updatedAt }),
  });

  async function assertNameFree(tx: DbOrTx, name: string, exceptId?: string) {
    const [taken] = await tx.select({ id: roles.id }).from(roles).where(sql`lower(${roles.name}) = lower(${name})`);
    if (taken && taken.id !== exceptId) {
      throw conflict('A role with this name already exists', { name: 'A role with this name already exists' });
    }
  }

  return {
    get,
    list,

    /** For the user form's role select. */
    options(): Promise<RoleOption[]> {
      return db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name));
    },

    async create(input: RoleData, actor: Actor): Promise<Role> {
      assertMayTouchAdmin(actor.isAdmin, input.name);
      await assertNameFree(db, input.name);
      const [created] = await db
        .insert(roles)
        .values({ name: input.name, permissions: input.permissions })
        .returning({ id: roles.id });
      return get((created as { id: string }).id);
    },

    async update(id: string, input: RoleData, actor: Actor): Promise<Role> {
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
        if (!current) throw notFound('Role');
        assertMayTouchAdmin(actor.isAdmin, current.name, input.name);
        assertVersion(current.version, input.version, 'role');
        await assertNameFree(tx, input.name, id);
        if (isAdminRoleName(current.name)) {
          if (isAdminRoleName(input.name) && !hasEveryPermission(input.permissions)) {
            throw conflict('The Admin role keeps every permission', {
              permissions: 'The Admin role keeps every permission',
            });
          }
          if (!isAdminRoleName(input.name)) {
            await assertAdminRemains(
              tx,
              { roleId: id },
              'This role holds the last active admin and cannot be renamed away from Admin',
            );
          }
        }
        await tx
          .update(roles)
          .set({
            name: input.name,
            permissions: input.permissions,
            version: sql`${roles.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(roles.id, id));
      });
      onAuthChange();
      return get(id);
    },

    async remove(id: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ id: roles.id, name: roles.name })
          .from(roles)
          .where(eq(roles.id, id))
          .for('update');
        if (!current) throw notFound('Role');
        assertMayTouchAdmin(actor.isAdmin, current.name);
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(users).where(eq(users.roleId, id));
        if (n > 0) {
          throw conflict(`This role is assigned to ${n} user${n === 1 ? '' : 's'} and cannot be deleted`);
        }
        await tx.delete(roles).where(eq(roles.id, id));
      });
      onAuthChange();
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
