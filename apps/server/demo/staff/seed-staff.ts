import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { roles, users } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/lib/password.js';
import { DEMO_PASSWORD, DEMO_ROLES, DEMO_STAFF } from './staff.js';

/**
 * The demo roles (a role of the same name, in any case, is kept as it is) and the staff accounts
 * with them (an e-mail already taken is left alone), all with the demo password. Returns what it
 * did: the roles and how many accounts it added.
 */
export async function seedStaff(db: Db): Promise<string> {
  const roleIds = new Map<string, string>();
  for (const [name, permissions] of Object.entries(DEMO_ROLES)) {
    const [existing] = await db.select({ id: roles.id }).from(roles).where(sql`lower(${roles.name}) = lower(${name})`);
    const id =
      existing?.id ?? (await db.insert(roles).values({ name, permissions }).returning({ id: roles.id }))[0]?.id;
    if (id) roleIds.set(name, id);
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let added = 0;
  for (const [firstName, lastName, role, isActive = true] of DEMO_STAFF) {
    const email = `${firstName}.${lastName}@example.com`.toLowerCase();
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) continue;
    await db.insert(users).values({ email, passwordHash, firstName, lastName, isActive, roleId: roleIds.get(role) });
    added++;
  }
  return `${Object.keys(DEMO_ROLES).length} roles, ${added} new staff accounts`;
}
