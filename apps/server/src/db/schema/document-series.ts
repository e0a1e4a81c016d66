import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The last number given in each yearly series (`SO` 2026-27, `INV` 2026-27). Taking a number
 * updates this row inside the caller's transaction: the row lock serialises concurrent
 * issues, and a rolled-back issue gives its number back, so a series has no gaps.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    prefix: text('prefix').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.financialYear] })],
);
