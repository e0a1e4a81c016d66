import { isAdminRoleName } from '@lathe/shared';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { roles, users } from '../../db/schema/index.js';
import { conflict, forbidden } from '../../lib/errors.js';

const ADMIN_GUARD_LOCK = 7_317_004;

/** Serialises changes that could leave the company without an active admin. */
export const lockAdmins = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_GUARD_LOCK})`);

const isAdminRole = sql`lower(${roles.name}) = 'admin'`;

/** Active admins other than the given user (or outside the given role). */
export async function countOtherActiveAdmins(tx: Tx, except: { userId?: string; roleId?: string }) {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(
      and(
        eq(users.isActive, true),
        isAdminRole,
        except.userId ? ne(users.id, except.userId) : undefined,
        except.roleId ? ne(users.roleId, except.roleId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Refuses a change that would remove the last active admin. */
export async function assertAdminRemains(tx: Tx, except: { userId?: string; roleId?: string }, message: string) {
  await lockAdmins(tx);
  if ((await countOtherActiveAdmins(tx, except)) === 0) throw conflict(message);
}

export const ADMIN_ONLY_MESSAGE = "Only an admin can give or take away the Admin role, or change an admin's account";

/**
 * Someone who is not an admin, even with users' or roles' edit permission, cannot make anyone an
 * admin (themselves included) nor change an admin's account or the Admin role: else a password
 * reset or a renamed role would hand them the keys the Admin role alone holds.
 */
export function assertMayTouchAdmin(actorIsAdmin: boolean, ...adminRoleNames: (string | null | undefined)[]) {
  if (!actorIsAdmin && adminRoleNames.some(isAdminRoleName)) throw forbidden(ADMIN_ONLY_MESSAGE);
}
