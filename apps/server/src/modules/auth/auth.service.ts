import {
  type AuthResponse,
  isAdminRoleName,
  type LoginInput,
  type RefreshResponse,
  type RegisterInput,
} from '@lathe/shared';
import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { roles, sessions, users } from '../../db/schema/index.js';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../lib/common-passwords.js';
import { conflict, forbidden, invalidField, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/password.js';
import { recordSecurityEvent } from '../../lib/security-events.js';
import type { TokenService } from '../../lib/tokens.js';
import { findUserById, selectUsersWithRole, toUser } from '../../lib/user-view.js';
import type { AuthThrottle } from './auth-throttle.js';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  throttle: AuthThrottle;
  allowSignup: boolean;
  /** A session's absolute lifetime from its sign-in, in seconds. */
  sessionMaxAgeSeconds: number;
  /** Told once a session is ended: its access tokens must stop working at once. */
  onAuthChange?: () => void;
}

/** Splits "Ada King Lovelace" into first "Ada King" and last "Lovelace". */
function splitName(name: string) {
  const parts = name.trim().split(/\s+/);
  const lastName = parts.length > 1 ? (parts.pop() as string) : '';
  return { firstName: parts.join(' '), lastName };
}

export function createAuthService({
  db,
  tokens,
  throttle,
  allowSignup,
  sessionMaxAgeSeconds,
  onAuthChange = () => {},
}: AuthDeps) {
  /**
   * When the session's refresh token stops working: the refresh lifetime from now, but never
   * past the session's absolute lifetime from its sign-in, so a stolen token cannot be kept
   * alive for ever by refreshing it.
   */
  const expiry = (signedInAt = new Date()) =>
    new Date(
      Math.min(Date.now() + tokens.refreshTtlSeconds * 1000, signedInAt.getTime() + sessionMaxAgeSeconds * 1000),
    );

  async function issueTokens(userId: string, credentialsVersion: number, sessionId: string, jti: string) {
    const [accessToken, refreshToken] = await Promise.all([
      tokens.signAccess({ sub: userId, sid: sessionId, cv: credentialsVersion }),
      tokens.signRefresh({ sub: userId, sid: sessionId, jti }),
    ]);
    return { accessToken, refreshToken };
  }

  async function startSession(tx: DbOrTx, user: { id: string; credentialsVersion: number }, client: ClientInfo) {
    // Housekeeping on the user's own rows (indexed): sign-ins past their expiry are gone for good.
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, new Date())));
    const jti = tokens.newJti();
    const [session] = await tx
      .insert(sessions)
      .values({ userId: user.id, refreshJti: jti, expiresAt: expiry(), ip: client.ip, userAgent: client.userAgent })
      .returning({ id: sessions.id });
    return issueTokens(user.id, user.credentialsVersion, (session as { id: string }).id, jti);
  }

  return {
    async login(input: LoginInput, client: ClientInfo): Promise<AuthResponse> {
      const email = input.email.toLowerCase();
      // Counted before the password is checked: a burst of parallel guesses gets no more checks than the limit.
      await throttle.countSignIn(email, client.ip);
      const [row] = await selectUsersWithRole(db).where(eq(users.email, email));
      const isValid = row
        ? await verifyPassword(row.passwordHash, input.password)
        : await verifyAgainstNothing(input.password);
      if (!row || !isValid) {
        const reason = row ? 'Wrong password' : 'No account with this e-mail';
        await recordSecurityEvent(db, 'sign-in-failed', { actorId: row?.id, actorEmail: email, reason });
        throw unauthorized('Invalid email or password');
      }
      // The right password ends the guessing, whether or not the account may sign in.
      await throttle.passwordAccepted(email, client.ip);
      if (!row.isActive) {
        const reason = 'Account is disabled';
        await recordSecurityEvent(db, 'sign-in-failed', { actorId: row.id, actorEmail: email, reason });
        throw unauthorized('Account is disabled');
      }
      const pair = await startSession(db, row, client);
      await recordSecurityEvent(db, 'sign-in', { actorId: row.id, actorEmail: row.email });
      return { ...pair, user: toUser(row) };
    },

    /** The first account of an empty database becomes Admin; later ones start with no role. */
    async register(input: RegisterInput, client: ClientInfo): Promise<AuthResponse> {
      if (!allowSignup) throw forbidden('Sign-up is turned off');
      if (isCommonPassword(input.password)) throw invalidField('password', COMMON_PASSWORD_MESSAGE);
      // Counted for new and taken e-mails alike, before the hash: a refused password costs nothing.
      await throttle.countSignUp(client.ip);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7317003)`);
        const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
        if (existing) throw conflict('Email is already registered', { email: 'Email is already registered' });
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(users);
        let roleId: string | null = null;
        if (n === 0) {
          const all = await tx.select({ id: roles.id, name: roles.name }).from(roles);
          roleId = all.find((r) => isAdminRoleName(r.name))?.id ?? null;
        }
        const [created] = await tx
          .insert(users)
          .values({ email: input.email, passwordHash, ...splitName(input.name), roleId })
          .returning({ id: users.id, credentialsVersion: users.credentialsVersion });
        const user = created as { id: string; credentialsVersion: number };
        const pair = await startSession(tx, user, client);
        return {
          ...pair,
          user: (await findUserById(tx, user.id)) as NonNullable<Awaited<ReturnType<typeof findUserById>>>,
        };
      });
    },

    /**
     * Rotation: the presented refresh token must be the session's current one; it is
     * replaced by a new one. A token already spent revokes the whole session (theft).
     */
    async refresh(refreshToken: string | null): Promise<RefreshResponse> {
      const claims = refreshToken ? await tokens.verifyRefresh(refreshToken) : null;
      if (!claims) throw unauthorized('Invalid refresh token');
      const outcome = await db.transaction(async (tx) => {
        const [session] = await tx
          .select()
          .from(sessions)
          .where(and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.sub)))
          .for('update');
        if (!session || session.revokedAt || session.expiresAt <= new Date()) return 'ended' as const;
        if (session.refreshJti !== claims.jti) {
          await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session.id));
          return 'reused' as const;
        }
        const [row] = await selectUsersWithRole(tx).where(eq(users.id, session.userId));
        if (!row?.isActive) return 'ended' as const;
        const jti = tokens.newJti();
        await tx
          .update(sessions)
          .set({ refreshJti: jti, expiresAt: expiry(session.createdAt), lastUsedAt: new Date() })
          .where(eq(sessions.id, session.id));
        return { user: toUser(row), token: await issueTokens(row.id, row.credentialsVersion, session.id, jti) };
      });
      if (outcome === 'reused') {
        onAuthChange();
        await recordSecurityEvent(db, 'refresh-reuse', { actorId: claims.sub });
        throw unauthorized('Refresh token was already used; the session has been ended');
      }
      if (outcome === 'ended') throw unauthorized('Session has ended; please sign in again');
      return outcome;
    },

    async logout(sessionId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      onAuthChange();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
