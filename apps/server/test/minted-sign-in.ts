import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Config } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { sessions, users } from '../src/db/schema/index.js';
import type { Secrets } from '../src/lib/secrets.js';
import { createTokenService } from '../src/lib/tokens.js';
import { findUserById } from '../src/lib/user-view.js';

/*
 * Test-only: the harness's users and sign-ins without the cost a real one pays. Nothing under
 * src/ imports this file (the production bundle is built from src/), so the server can only hash
 * at lib/password.ts's OWASP parameters; passwords.test.ts and password.unit.test.ts check those,
 * and the real sign-in is still what auth, account and passwords tests (and h.login) go through.
 */

/**
 * argon2id at the smallest cost the library takes (8 KiB, one pass): a hash in about 0.2 ms where
 * OWASP's costs about 20 ms. Checking a password against it is as cheap: argon2 reads the
 * parameters from the hash, so `h.login` of a harness user is a real sign-in at this cost.
 */
const TEST_ONLY_HASH_OPTIONS = { algorithm: 2, memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

export const cheapPasswordHash = (password: string) => hash(password, TEST_ONLY_HASH_OPTIONS);

/** A user's tokens, as a sign-in answers them. */
export interface MintedSession {
  accessToken: string;
  refreshToken: string;
}

/**
 * Sessions started the way a sign-in starts one (a sessions row, an access and a refresh token
 * signed with the app's secrets), with no password checked: a test that needs a signed-in user
 * but does not test signing in.
 */
export function sessionMinter(db: Db, secrets: Secrets, config: Config) {
  const tokens = createTokenService(secrets, { access: config.accessTokenTtl, refresh: config.refreshTokenTtl });
  return async function mint(userId: string): Promise<MintedSession> {
    const [user] = await db
      .select({ credentialsVersion: users.credentialsVersion })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new Error(`no user ${userId} to sign in`);
    const jti = tokens.newJti();
    const seconds = Math.min(config.refreshTokenTtl, config.sessionMaxAge);
    const [session] = await db
      .insert(sessions)
      .values({
        userId,
        refreshJti: jti,
        expiresAt: new Date(Date.now() + seconds * 1000),
        ip: '127.0.0.1',
        userAgent: 'lightMyRequest',
      })
      .returning({ id: sessions.id });
    const sid = (session as { id: string }).id;
    const [accessToken, refreshToken] = await Promise.all([
      tokens.signAccess({ sub: userId, sid, cv: user.credentialsVersion }),
      tokens.signRefresh({ sub: userId, sid, jti }),
    ]);
    return { accessToken, refreshToken };
  };
}

/** A user holding `roleId`, written straight to the database with a cheap hash of `password`; returns the user as the API shows it. */
export async function insertTestUser(
  db: Db,
  user: { email: string; password: string; firstName: string; lastName: string; roleId: string },
) {
  const [row] = await db
    .insert(users)
    .values({
      email: user.email,
      passwordHash: await cheapPasswordHash(user.password),
      firstName: user.firstName,
      lastName: user.lastName,
      roleId: user.roleId,
    })
    .returning({ id: users.id });
  const made = await findUserById(db, (row as { id: string }).id);
  if (!made) throw new Error(`the user ${user.email} was not written`);
  return made;
}
