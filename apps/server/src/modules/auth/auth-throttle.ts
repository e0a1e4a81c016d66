import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authThrottle } from '../../db/schema/index.js';
import { tooManyRequests } from '../../lib/errors.js';
import { countAttempt, type Rule } from '../../lib/throttle.js';

export const SIGN_IN_THROTTLED = 'Too many failed sign-in attempts. Try again later.';
export const SIGN_UP_THROTTLED = 'Too many sign-ups from this address. Try again later.';

/** The longest a pair of account and address is made to wait (unless the window itself is longer). */
export const MAX_WAIT_SECONDS = 24 * 60 * 60;
/** Expired rows removed per successful sign-in, so the housekeeping stays one short statement. */
const HOUSEKEEPING_BATCH = 500;

export interface AuthThrottleOptions {
  signIn: { perAccount: number; perIp: number; windowSeconds: number };
  signUp: { perIp: number; windowSeconds: number };
}

/**
 * Counts an attempt on every key, all or none, before the work they guard. The keys are taken
 * in one order, so two transactions never wait on each other's rows. Refused by any key, the
 * attempt counts on none, and Retry-After is the longest wait among the keys that refused it.
 */
async function countAll(db: Db, attempts: { key: string; rule: Rule }[], refusal: string) {
  const sorted = [...attempts].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  await db.transaction(async (tx) => {
    let wait: number | null = null;
    for (const { key, rule } of sorted) {
      const counted = await countAttempt(tx, key, rule);
      if (!counted.allowed) wait = Math.max(wait ?? 0, counted.waitSeconds);
    }
    // Thrown inside the transaction: the attempts counted on the other keys roll back.
    if (wait !== null) throw tooManyRequests(refusal, wait);
  });
}

/**
 * The sign-in and sign-up throttle, kept in the database (table `auth_throttle`), so it holds
 * across parallel requests and across app servers sharing one database.
 *
 * Sign-in follows the OWASP / rate-limiter-flexible "login endpoint protection" pattern:
 * - per account and address: `perAccount` consecutive failures, then that pair waits the
 *   window, twice as long after each further failure; a success clears it. Someone guessing
 *   from elsewhere never locks the owner out of their own address;
 * - per address: `perIp` failed sign-ins in the window, whatever the accounts (spraying).
 * Each attempt is counted before its password is checked and given back (per address) or
 * cleared (per pair) only when the password was right, so however many arrive at once, no
 * more passwords are checked than the limits allow.
 *
 * Sign-up: `perIp` attempts per address in its window, new and taken e-mails alike.
 */
export function createAuthThrottle(db: Db, { signIn, signUp }: AuthThrottleOptions) {
  const pairRule: Rule = {
    kind: 'progressive',
    limit: signIn.perAccount,
    windowSeconds: signIn.windowSeconds,
    maxWaitSeconds: Math.max(MAX_WAIT_SECONDS, signIn.windowSeconds),
  };
  const addressRule: Rule = { kind: 'window', limit: signIn.perIp, windowSeconds: signIn.windowSeconds };
  const signUpRule: Rule = { kind: 'window', limit: signUp.perIp, windowSeconds: signUp.windowSeconds };
  const pairKey = (email: string, ip: string) => `sign-in:pair:${email} ${ip}`;
  const addressKey = (ip: string) => `sign-in:address:${ip}`;

  return {
    /** Before the password is checked: counts the attempt, or refuses it with 429 and Retry-After. */
    async countSignIn(email: string, ip: string) {
      await countAll(
        db,
        [
          { key: pairKey(email, ip), rule: pairRule },
          { key: addressKey(ip), rule: addressRule },
        ],
        SIGN_IN_THROTTLED,
      );
    },

    /** The password was right: the pair starts again, and the address gets its attempt back. */
    async passwordAccepted(email: string, ip: string) {
      const key = addressKey(ip);
      await db
        .update(authThrottle)
        .set({
          hits: sql`${authThrottle.hits} - 1`,
          blockedUntil: sql`case when ${authThrottle.hits} - 1 >= ${signIn.perIp}::int then ${authThrottle.blockedUntil} end`,
        })
        .where(and(eq(authThrottle.key, key), gt(authThrottle.hits, 0), gt(authThrottle.expiresAt, sql`now()`)));
      // The pair's row, and a batch of rows nobody needs any more.
      const stale = db
        .select({ key: authThrottle.key })
        .from(authThrottle)
        .where(lte(authThrottle.expiresAt, sql`now()`))
        .limit(HOUSEKEEPING_BATCH);
      await db
        .delete(authThrottle)
        .where(or(eq(authThrottle.key, pairKey(email, ip)), inArray(authThrottle.key, stale)));
    },

    /** Before a sign-up is looked at: counts it, or refuses it with 429 and Retry-After. */
    async countSignUp(ip: string) {
      await countAll(db, [{ key: `sign-up:address:${ip}`, rule: signUpRule }], SIGN_UP_THROTTLED);
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
