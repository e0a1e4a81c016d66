import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns, sortIndex, trigramIndex } from './columns.js';

export const departments = pgTable(
  'departments',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('departments_name_unique').on(sql`lower(${t.name})`),
    trigramIndex('departments_name_trgm', t.name),
    sortIndex('departments_name_sort', t.name, t.id),
    sortIndex('departments_created_at_sort', t.createdAt, t.id),
    sortIndex('departments_updated_at_sort', t.updatedAt, t.id),
  ],
);
