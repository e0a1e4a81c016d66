import { and, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { authThrottle } from '../../db/schema/index.js';
import { tooManyRequests } from '../../lib/errors.js';

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
 * How one key counts.
 * - `window`: at most `limit` attempts in a window that starts with the first one and lasts
 *   `windowSeconds`; past it, blocked until the window ends.
 * - `progressive`: `limit` consecutive attempts, then a wait of `windowSeconds` from the last
 *   one, doubled by each further attempt (up to `maxWaitSeconds`); the count is forgotten once
 *   `windowSeconds` pass with no attempt after the wait is over, or on a success.
 */
type Rule =
  | { kind: 'window'; limit: number; windowSeconds: number }
  | { kind: 'progressive'; limit: number; windowSeconds: number; maxWaitSeconds: number };

const seconds = (s: number | SQL) => sql`make_interval(secs => ${s}::float8)`;

/** The row after one more attempt, `n` being the attempt's number and `fresh` whether the row had expired. */
function nextState(rule: Rule, n: SQL, fresh: SQL, expiresAt: SQL) {
  if (rule.kind === 'window') {
    const windowEnd = sql`case when ${fresh} then now() + ${seconds(rule.windowSeconds)} else ${expiresAt} end`;
    return {
      hits: n,
      blockedUntil: sql`case when ${n} >= ${rule.limit}::int then ${windowEnd} end`,
      expiresAt: windowEnd,
    };
  }
  // 2^k, k capped so the number stays finite however long a pair keeps trying.
  const wait = sql`least(${rule.windowSeconds}::float8 * power(2, least(${n} - ${rule.limit}::int, 30)), ${rule.maxWaitSeconds}::float8)`;
  const blockedUntil = sql`case when ${n} >= ${rule.limit}::int then now() + ${seconds(wait)} end`;
  return { hits: n, blockedUntil, expiresAt: sql`coalesce(${blockedUntil}, now()) + ${seconds(rule.windowSeconds)}` };
}

/**
 * Counts one attempt on `key`, in one statement, if the key lets it through: an upsert whose
 * update only happens while the key is not blocked. The upsert locks the row until the
 * caller's transaction ends, so parallel attempts on one key are counted one after another and
 * at most `limit` of them get through. Returns how long to wait when refused.
 */
async function countAttempt(tx: Tx, key: string, rule: Rule): Promise<number | null> {
  const expired = sql`${authThrottle.expiresAt} <= now()`;
  const first = nextState(rule, sql`1`, sql`true`, sql`null::timestamptz`);
  const next = nextState(
    rule,
    sql`(case when ${expired} then 1 else ${authThrottle.hits} + 1 end)`,
    expired,
    sql`${authThrottle.expiresAt}`,
  );
  const counted = await tx
    .insert(authThrottle)
    .values({ key, ...first })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: next,
      setWhere: sql`${expired} or ${authThrottle.blockedUntil} is null or ${authThrottle.blockedUntil} <= now()`,
    })
    .returning({ hits: authThrottle.hits });
  if (counted.length > 0) return null;
  // Refused: the row is locked by the upsert above, so this is the state that refused it.
  const [row] = await tx
    .select({ wait: sql<number>`extract(epoch from ${authThrottle.blockedUntil} - now())::float8` })
    .from(authThrottle)
    .where(eq(authThrottle.key, key));
  return Math.max(1, Number(row?.wait ?? 1));
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
      const keyWait = await countAttempt(tx, key, rule);
      if (keyWait !== null) wait = Math.max(wait ?? 0, keyWait);
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
