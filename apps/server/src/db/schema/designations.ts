import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns, sortIndex, trigramIndex } from './columns.js';
import { departments } from './departments.js';

export const designations = pgTable(
  'designations',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    description: text('description'),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('designations_name_unique').on(sql`lower(${t.name})`),
    index('designations_department_id_idx').on(t.departmentId),
    trigramIndex('designations_name_trgm', t.name),
    trigramIndex('designations_description_trgm', t.description),
    sortIndex('designations_name_sort', t.name, t.id),
    sortIndex('designations_created_at_sort', t.createdAt, t.id),
    sortIndex('designations_updated_at_sort', t.updatedAt, t.id),
  ],
);
