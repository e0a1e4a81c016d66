import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workOrders } from './production.js';
import { products } from './products.js';
import { dispatches } from './sales-orders.js';
import { users } from './users.js';

/*
 * Boxes (issue 31): a work order's finished pieces packed by the product's parts per box, each
 * box with its label and code (`BX0000123`), scanned into the dispatch that sends it.
 */
export const boxes = pgTable(
  'boxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serial: bigint('serial', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** What the label prints and a scanner types: 'BX' and the serial to 7 digits. */
    code: text('code').notNull().generatedAlwaysAs(sql`'BX' || lpad(serial::text, 7, '0')`),
    /** The boxes packed together: "box n of N" counts within it. */
    packingId: uuid('packing_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'restrict' }),
    /** The heats of the bar the work order drew, as the label prints them: "H2291, H2304". */
    heatNumbers: text('heat_numbers').notNull().default(''),
    quantity: integer('quantity').notNull(),
    boxNo: integer('box_no').notNull(),
    boxCount: integer('box_count').notNull(),
    packedOn: date('packed_on').notNull(),
    /** The dispatch a scan put it on; null while it waits in the stores. */
    dispatchId: uuid('dispatch_id').references(() => dispatches.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('boxes_quantity', sql`quantity > 0`),
    check('boxes_number', sql`box_no between 1 and box_count`),
    uniqueIndex('boxes_code_unique').on(t.code),
    index('boxes_work_order').on(t.workOrderId, t.packingId, t.boxNo),
    index('boxes_packing').on(t.packingId, t.boxNo),
    index('boxes_dispatch').on(t.dispatchId).where(sql`${t.dispatchId} is not null`),
    index('boxes_created').on(t.createdAt, t.id),
    // The boxes still in the stores, newest first: a few among a year of dispatched ones.
    index('boxes_packed').on(t.createdAt, t.id).where(sql`${t.dispatchId} is null`),
  ],
);
