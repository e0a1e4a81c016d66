import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns, searchText, sortIndex, trigramIndex } from './columns.js';

export const machines = pgTable(
  'machines',
  {
    ...recordColumns(),
    machineNo: text('machine_no').notNull(),
    machineName: text('machine_name').notNull(),
    setupNo: text('setup_no').notNull().default(''),
    searchText: searchText('machine_no', 'machine_name', 'setup_no'),
  },
  (t) => [
    uniqueIndex('machines_machine_no_unique').on(sql`lower(${t.machineNo})`),
    trigramIndex('machines_search_trgm', t.searchText),
    sortIndex('machines_machine_no_sort', t.machineNo, t.id),
    sortIndex('machines_machine_name_sort', t.machineName, t.id),
    sortIndex('machines_setup_no_sort', t.setupNo, t.id),
    sortIndex('machines_created_at_sort', t.createdAt, t.id),
    sortIndex('machines_updated_at_sort', t.updatedAt, t.id),
  ],
);
