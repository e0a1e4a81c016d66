import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { authThrottle } from '../db/schema/index.js';

/**
 * Counting attempts on a key in the database (table `auth_throttle`), so every server process
 * sharing it counts the same attempts: the sign-in and sign-up throttle
 * (modules/auth/auth-throttle.ts) and the per-user budgets of writes, exports and expensive
 * reads (plugins/rate-limit.ts).
 */

/**
 * How one key counts.
 * - `window`: at most `limit` attempts in a window that starts with the first one and lasts
 *   `windowSeconds`; past it, blocked until the window ends.
 * - `progressive`: `limit` consecutive attempts, then a wait of `windowSeconds` from the last
 *   one, doubled by each further attempt (up to `maxWaitSeconds`); the count is forgotten once
 *   `windowSeconds` pass with no attempt after the wait is over, or on a success.
 */
export type Rule =
  | { kind: 'window'; limit: number; windowSeconds: number }
  | { kind: 'progressive'; limit: number; windowSeconds: number; maxWaitSeconds: number };

/** What one attempt found: counted (the count so far and when the key's row expires), or refused and for how long. */
export type Counted = { allowed: true; hits: number; resetSeconds: number } | { allowed: false; waitSeconds: number };

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
 * update only happens while the key is not blocked, returning the count. In a transaction the
 * upsert locks the row until the transaction ends (the sign-in throttle counts two keys all or
 * none); alone it is its own transaction. Either way parallel attempts on one key are counted
 * one after another, in every process sharing the database, and at most `limit` get through.
 * A refusal (rare) reads how long to wait with a second statement.
 */
export async function countAttempt(db: DbOrTx, key: string, rule: Rule): Promise<Counted> {
  const expired = sql`${authThrottle.expiresAt} <= now()`;
  const first = nextState(rule, sql`1`, sql`true`, sql`null::timestamptz`);
  const next = nextState(
    rule,
    sql`(case when ${expired} then 1 else ${authThrottle.hits} + 1 end)`,
    expired,
    sql`${authThrottle.expiresAt}`,
  );
  const [counted] = await db
    .insert(authThrottle)
    .values({ key, ...first })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: next,
      setWhere: sql`${expired} or ${authThrottle.blockedUntil} is null or ${authThrottle.blockedUntil} <= now()`,
    })
    .returning({
      hits: authThrottle.hits,
      resetSeconds: sql<number>`extract(epoch from ${authThrottle.expiresAt} - now())::float8`,
    });
  if (counted) return { allowed: true, hits: counted.hits, resetSeconds: Math.max(0, Number(counted.resetSeconds)) };
  // Refused: in a transaction the row is locked by the upsert above, so this is the state that refused it.
  const [row] = await db
    .select({ wait: sql<number>`extract(epoch from ${authThrottle.blockedUntil} - now())::float8` })
    .from(authThrottle)
    .where(eq(authThrottle.key, key));
  return { allowed: false, waitSeconds: Math.max(1, Number(row?.wait ?? 1)) };
}

/** A counter of attempts on a key: `countAttempt` on a database, or `createMemoryCounter`'s. */
export type AttemptCounter = (key: string, rule: Rule & { kind: 'window' }) => Promise<Counted>;

/** Past this many keys, a new one first clears those whose window has ended. */
const MEMORY_KEYS_SWEEP_AT = 10_000;

/**
 * The `window` rule counted in this process's memory, as `countAttempt` counts it: at most
 * `limit` attempts from the first one until the window ends, refused ones not counted. For a
 * database only one process can use (the embedded one), where an upsert per counted request
 * would queue, with its WAL flush, behind every other statement of the only connection.
 */
export function createMemoryCounter(clock: () => number = Date.now): AttemptCounter {
  const keys = new Map<string, { hits: number; endsAt: number }>();
  return async (key, rule) => {
    const now = clock();
    let entry = keys.get(key);
    if (!entry || entry.endsAt <= now) {
      if (keys.size >= MEMORY_KEYS_SWEEP_AT) {
        for (const [k, e] of keys) if (e.endsAt <= now) keys.delete(k);
      }
      entry = { hits: 0, endsAt: now + rule.windowSeconds * 1000 };
      keys.set(key, entry);
    }
    const resetSeconds = (entry.endsAt - now) / 1000;
    if (entry.hits >= rule.limit) return { allowed: false, waitSeconds: Math.max(1, resetSeconds) };
    entry.hits += 1;
    return { allowed: true, hits: entry.hits, resetSeconds };
  };
}
