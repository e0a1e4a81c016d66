import type { SECURITY_EVENTS } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { auditLog, users } from '../db/schema/index.js';
import { currentAuditActor, currentAuditLog } from './audit-context.js';

export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

export interface SecurityEventDetails {
  /** The user concerned: the one signing in, the token's owner, the one refused. */
  actorId?: string | null | undefined;
  /** Their e-mail (looked up from the id when not given), or the e-mail typed at a failed sign-in. */
  actorEmail?: string | null | undefined;
  /** Why a sign-in failed; the log is for admins only, so it may say what the client is not told. */
  reason?: string | undefined;
}

async function emailOf(db: DbOrTx, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/**
 * Writes a security event to the audit log with the request's address and route. Never throws:
 * a log that cannot be written is reported in the server log, and the answer (a 401, a 403, a
 * sign-in) stays what it was.
 */
export async function recordSecurityEvent(db: DbOrTx, event: SecurityEvent, details: SecurityEventDetails = {}) {
  const origin = currentAuditActor();
  try {
    const actorEmail = details.actorEmail ?? (details.actorId ? await emailOf(db, details.actorId) : null);
    await db.insert(auditLog).values({
      event,
      actorId: details.actorId ?? null,
      actorEmail,
      ip: origin?.ip ?? null,
      route: origin?.route ?? null,
      changes: details.reason ? [{ field: 'reason', before: null, after: details.reason }] : [],
    });
  } catch (error) {
    currentAuditLog()?.error({ err: error, event }, 'The security event could not be written to the audit log');
  }
}
