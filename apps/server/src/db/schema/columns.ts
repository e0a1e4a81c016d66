import { type AnyPgColumn, type ExtraConfigColumn, index, integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** id, version and the two timestamps every master-data table carries. */
export const recordColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A trigram index: `ILIKE '%text%'` on the column uses it (pg_trgm). */
export const trigramIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops'));

/** A sort index: the column, then the id that breaks ties, so every page is an index range. */
export const sortIndex = (name: string, column: AnyPgColumn, id: AnyPgColumn) => index(name).on(column, id);
