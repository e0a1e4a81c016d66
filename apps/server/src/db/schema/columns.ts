import { sql } from 'drizzle-orm';
import { type AnyPgColumn, type ExtraConfigColumn, index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * The searched text columns joined into one generated column, so a list search is one
 * `ILIKE` on one trigram index: the planner costs several ORs of ILIKE too cheaply and
 * scans the whole table to count the matches.
 */
export const searchText = (...columnNames: string[]) =>
  text('search_text').generatedAlwaysAs(
    sql.raw(columnNames.map((name) => `coalesce("${name}", '')`).join(` || ' ' || `)),
  );
