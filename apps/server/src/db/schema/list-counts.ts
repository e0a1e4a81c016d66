import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many rows each large list shows with no search or filter, kept exact by statement
 * triggers on its table (migration 0005): the list's total without counting a million rows.
 * `list` is the table's name; customers count only those not deleted.
 */
export const listCounts = pgTable('list_counts', {
  list: text('list').primaryKey(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull(),
});
