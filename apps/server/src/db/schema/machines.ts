import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns, sortIndex, trigramIndex } from './columns.js';

export const machines = pgTable(
  'machines',
  {
    ...recordColumns(),
    machineNo: text('machine_no').notNull(),
    machineName: text('machine_name').notNull(),
    setupNo: text('setup_no').notNull().default(''),
  },
  (t) => [
    uniqueIndex('machines_machine_no_unique').on(sql`lower(${t.machineNo})`),
    trigramIndex('machines_machine_no_trgm', t.machineNo),
    trigramIndex('machines_machine_name_trgm', t.machineName),
    trigramIndex('machines_setup_no_trgm', t.setupNo),
    sortIndex('machines_machine_no_sort', t.machineNo, t.id),
    sortIndex('machines_machine_name_sort', t.machineName, t.id),
    sortIndex('machines_setup_no_sort', t.setupNo, t.id),
    sortIndex('machines_created_at_sort', t.createdAt, t.id),
    sortIndex('machines_updated_at_sort', t.updatedAt, t.id),
  ],
);
