import { randomBytes } from 'node:crypto';
import { ADMIN_ROLE_NAME, ALL_PERMISSIONS, SCOPES } from '@lathe/shared';
import { and, count, not, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/password.js';
import type { Db } from './client.js';
import { permissionScopes, roles, users } from './schema/index.js';

export interface SeedResult {
  /** Set when this start created the admin user. */
  adminEmail?: string;
  /** Set when the password was generated (not given through ADMIN_PASSWORD). */
  generatedPassword?: string;
}

/**
 * First start on an empty database: the permission scopes, an Admin role with every
 * scope and action, and one admin user. Later starts only add scopes that are new, and give
 * the Admin role what a new scope or action brings: it keeps every permission (roles.service.ts),
 * and a scope added since the role was made would otherwise leave it short.
 */
export async function seedInitialData(
  db: Db,
  admin: { email: string; password: string | undefined },
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7317002)`);
    await tx
      .insert(permissionScopes)
      .values(SCOPES.map((scope, position) => ({ scope, position })))
      .onConflictDoUpdate({ target: permissionScopes.scope, set: { position: sql`excluded.position` } });

    await tx
      .update(roles)
      .set({ permissions: ALL_PERMISSIONS, version: sql`${roles.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          sql`lower(trim(${roles.name})) = lower(${ADMIN_ROLE_NAME})`,
          not(sql`${roles.permissions} @> ${JSON.stringify(ALL_PERMISSIONS)}::jsonb`),
        ),
      );

    const [roleCount] = await tx.select({ n: count() }).from(roles);
    const [userCount] = await tx.select({ n: count() }).from(users);
    if (roleCount?.n || userCount?.n) return {};

    const [adminRole] = await tx
      .insert(roles)
      .values({ name: ADMIN_ROLE_NAME, permissions: ALL_PERMISSIONS })
      .returning({ id: roles.id });
    const password = admin.password ?? randomBytes(12).toString('base64url');
    await tx.insert(users).values({
      email: admin.email,
      passwordHash: await hashPassword(password),
      firstName: 'Admin',
      lastName: 'User',
      roleId: adminRole?.id,
    });
    return { adminEmail: admin.email, ...(admin.password ? {} : { generatedPassword: password }) };
  });
}
