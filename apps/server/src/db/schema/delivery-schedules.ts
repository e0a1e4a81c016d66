import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns, searchText, trigramIndex } from './columns.js';
import { customers } from './customers.js';
import { products } from './products.js';
import { salesOrders } from './sales-orders.js';
import { users } from './users.js';

/**
 * A customer's delivery schedule for a month (issue 30): its revisions, each kept whole, and the
 * sales order its latest revision is released as.
 */
export const deliverySchedules = pgTable(
  'delivery_schedules',
  {
    ...recordColumns(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** The customer as the list shows and sorts it. */
    customerName: text('customer_name').notNull(),
    customerPartyCode: text('customer_party_code').notNull(),
    /** yyyy-mm. */
    month: text('month').notNull(),
    releaseOrderId: uuid('release_order_id').references(() => salesOrders.id, { onDelete: 'set null' }),
    searchText: searchText('customer_name', 'customer_party_code', 'month'),
  },
  (t) => [
    check('delivery_schedules_month', sql`month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    uniqueIndex('delivery_schedules_customer_month').on(t.customerId, t.month),
    trigramIndex('delivery_schedules_search_trgm', t.searchText),
    index('delivery_schedules_month_sort').on(t.month, t.id),
    index('delivery_schedules_customer_name_sort').on(t.customerName, t.id),
    index('delivery_schedules_updated_at_sort').on(t.updatedAt, t.id),
  ],
);

export const deliveryScheduleRevisions = pgTable(
  'delivery_schedule_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => deliverySchedules.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    receivedOn: date('received_on').notNull(),
    /** Buckets due on or before it are firm. */
    firmUntil: date('firm_until').notNull(),
    reference: text('reference'),
    /** 'grid', 'xlsx' or 'csv'. */
    source: text('source').notNull(),
    fileName: text('file_name'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_schedule_revisions_source', sql`source in ('grid', 'xlsx', 'csv')`),
    uniqueIndex('delivery_schedule_revisions_number').on(t.scheduleId, t.revision),
  ],
);

export const deliveryScheduleLines = pgTable(
  'delivery_schedule_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    revisionId: uuid('revision_id')
      .notNull()
      .references(() => deliveryScheduleRevisions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    bucket: text('bucket').notNull(),
    /** The day, or the Monday of the week. */
    date: date('date').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    check('delivery_schedule_lines_bucket', sql`bucket in ('day', 'week')`),
    check('delivery_schedule_lines_quantity', sql`quantity >= 0`),
    uniqueIndex('delivery_schedule_lines_bucket_once').on(t.revisionId, t.productId, t.bucket, t.date),
    index('delivery_schedule_lines_product').on(t.productId),
  ],
);

/** How a customer's schedule files are read, remembered from the last import. */
export const customerScheduleMappings = pgTable('customer_schedule_mappings', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
