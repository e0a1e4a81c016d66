import {
  type AccountSession,
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  type EndedSessions,
  type PasswordChangeInput,
  trivialPasswordMessage,
} from '@lathe/shared';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../lib/common-passwords.js';
import { badRequest, conflict, invalidField, notFound, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { recordSecurityEvent } from '../../lib/security-events.js';
import type { Principal } from '../../plugins/access.js';
import type { AuthThrottle } from './auth-throttle.js';
import { deviceName } from './device-name.js';

/** The most sessions the list shows, newest use first: a script signing in in a loop cannot make the page endless. */
export const SESSIONS_SHOWN = 100;

export const CURRENT_SESSION_MESSAGE = 'This is the session you are using: sign out instead';

export interface AccountDeps {
  db: Db;
  /** The sign-in throttle: a guess at the current password counts as a failed sign-in. */
  throttle: AuthThrottle;
  /** Told once sessions are ended, so their access tokens stop working at once (as logout does). */
  onAuthChange?: () => void;
}

/** A user's sessions still in force: not signed out, not expired. */
const inForce = (userId: string) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

/**
 * What signed-in users do to their own account: change their password, see their sessions and
 * sign out the others. Every route acts on the caller alone (the principal), never on an id of
 * another user: another user's session answers 404 as an unknown one.
 */
export function createAccountService({ db, throttle, onAuthChange = () => {} }: AccountDeps) {
  return {
    /**
     * The current password is checked as a sign-in checks it, and counted by the same throttle
     * (account and address), so a stolen access token gives no more guesses than the sign-in
     * page. The new hash and the end of every other session are one transaction; this session
     * stays signed in with the tokens it has: its row is what keeps it in, and it is not ended.
     */
    async changePassword(principal: Principal, input: PasswordChangeInput, ip: string): Promise<void> {
      const userId = principal.user.id;
      const [row] = await db
        .select({ email: users.email, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) throw unauthorized();
      // Refused before the throttle counts: a weak new password costs no guess.
      const trivial = trivialPasswordMessage(input.newPassword, row.email);
      if (trivial) throw invalidField('newPassword', trivial);
      if (isCommonPassword(input.newPassword)) throw invalidField('newPassword', COMMON_PASSWORD_MESSAGE);

      await throttle.countSignIn(row.email, ip);
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
        await recordSecurityEvent(db, 'sign-in-failed', {
          actorId: userId,
          actorEmail: row.email,
          reason: 'Wrong current password when changing it',
        });
        throw invalidField('currentPassword', CURRENT_PASSWORD_INCORRECT_MESSAGE);
      }
      await throttle.passwordAccepted(row.email, ip);

      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        // Only over the hash that was checked: a change made meanwhile (another tab, an admin) is not overwritten.
        const changed = await tx
          .update(users)
          .set({ passwordHash, version: sql`${users.version} + 1`, updatedAt: new Date() })
          .where(and(eq(users.id, userId), eq(users.passwordHash, row.passwordHash)))
          .returning({ id: users.id });
        if (changed.length === 0) {
          throw conflict('Your password was changed meanwhile. Reload the page and try again.');
        }
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, userId), ne(sessions.id, principal.sessionId), isNull(sessions.revokedAt)));
      });
      onAuthChange();
      await recordSecurityEvent(db, 'password-changed', { actorId: userId, actorEmail: row.email });
    },

    /** The caller's sessions in force, the caller's own first (in use now), then by last use. */
    async listSessions(principal: Principal): Promise<AccountSession[]> {
      const rows = await db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(inForce(principal.user.id))
        .orderBy(
          desc(sql`${sessions.id} = ${principal.sessionId}`),
          desc(sessions.lastUsedAt),
          desc(sessions.createdAt),
        )
        .limit(SESSIONS_SHOWN);
      const now = new Date();
      return rows.map((row) => {
        const current = row.id === principal.sessionId;
        return {
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          // A session's row is touched when it refreshes; the caller's own is being used this moment.
          lastUsedAt: (current ? now : row.lastUsedAt).toISOString(),
          ip: row.ip,
          device: deviceName(row.userAgent),
          current,
        };
      });
    },

    /** Signs out one other session of the caller's; the caller's own is signed out by logout. */
    async endSession(principal: Principal, sessionId: string): Promise<void> {
      if (sessionId === principal.sessionId) throw badRequest(CURRENT_SESSION_MESSAGE);
      const ended = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), inForce(principal.user.id)))
        .returning({ id: sessions.id });
      if (ended.length === 0) throw notFound('Session');
      onAuthChange();
      await recordSecurityEvent(db, 'session-ended', { actorId: principal.user.id, actorEmail: principal.user.email });
    },

    /** Signs out every session of the caller's but the one making the request. */
    async endOtherSessions(principal: Principal): Promise<EndedSessions> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(inForce(principal.user.id), ne(sessions.id, principal.sessionId)))
        .returning({ id: sessions.id });
      onAuthChange();
      await recordSecurityEvent(db, 'other-sessions-ended', {
        actorId: principal.user.id,
        actorEmail: principal.user.email,
      });
      return { ended: ended.length };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
