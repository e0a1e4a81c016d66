import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sign-in and sign-up throttle's counters (modules/auth/auth-throttle.ts), one row per key
 * (`sign-in:pair:{email} {address}`, `sign-in:address:{address}`, `sign-up:address:{address}`).
 * Kept in the database, so every app server sharing it counts the same attempts, and each
 * attempt is counted by one upsert that locks its row: parallel attempts queue on it.
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
