import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters, one row per key (lib/throttle.ts): the sign-in and sign-up throttle's
 * (modules/auth/auth-throttle.ts: `sign-in:pair:{email} {address}`, `sign-in:address:{address}`,
 * `sign-up:address:{address}`) and the per-user budgets' (plugins/rate-limit.ts:
 * `writes:{user id}`, `exports:{user id}`, `reads:{user id}`). Kept in the database, so every
 * server process sharing it counts the same attempts, and each attempt is counted by one
 * upsert that locks its row: parallel attempts queue on it.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    /** Attempts counted since the row began (for a pair: consecutive failures, in flight included). */
    hits: integer('hits').notNull(),
    /** No attempt is let through before this; null while under the limit. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** After this the row counts for nothing: the next attempt starts again from 1. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_throttle_expires_at_idx').on(t.expiresAt)],
);
