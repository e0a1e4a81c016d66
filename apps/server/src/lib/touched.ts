import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The columns that mark a change of a record: its `version` moves on, so a form opened
 * before the change gets a 409 (assertVersion), and `updatedAt` says when.
 */
export const touched = (table: { version: PgColumn }) => ({
  version: sql`${table.version} + 1`,
  updatedAt: new Date(),
});
