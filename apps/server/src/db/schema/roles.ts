import type { Permission } from '@lathe/shared';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    permissions: jsonb('permissions').$type<Permission[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_name_unique').on(sql`lower(${t.name})`)],
);

/** The scopes permissions are granted in; seeded at start from the shared list. */
export const permissionScopes = pgTable('permission_scopes', {
  scope: text('scope').primaryKey(),
  position: integer('position').notNull(),
});
