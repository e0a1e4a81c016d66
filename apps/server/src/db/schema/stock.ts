import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stockQuantity } from './buying.js';
import { trigramIndex } from './columns.js';
import { customers } from './customers.js';
import { products } from './products.js';
import { salesOrders } from './sales-orders.js';
import { users } from './users.js';

/**
 * The stock ledger (issue 20): append-only movements (a trigger refuses UPDATE and DELETE), in
 * kg and bars for bar stock (item `EN8|Ø25`), in pieces for finished parts (item `part:<id>`);
 * signed, + in, − out. Material a customer sent in (free issue) is its owner's, kept apart from
 * the company's own (owner null).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    movementDate: date('movement_date').notNull(),
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    itemType: text('item_type').notNull(),
    grade: text('grade'),
    rodSize: text('rod_size'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'restrict' }),
    /** The customer whose free-issue material this is; null for the company's own stock. */
    ownerId: uuid('owner_id').references(() => customers.id, { onDelete: 'restrict' }),
    /** The heat (melt) the bar came from, as its mill test certificate names it; '' when not known. */
    heatNumber: text('heat_number').notNull().default(''),
    quantity: stockQuantity('quantity').notNull(),
    bars: integer('bars').notNull().default(0),
    /** Why: an adjustment's reason, an issue's note. */
    reason: text('reason'),
    /** The order material was issued against (material planning counts it as used for that order). */
    salesOrderId: uuid('sales_order_id').references(() => salesOrders.id, { onDelete: 'restrict' }),
    /** The document that moved it: 'goods_receipt', 'dispatch', 'job_work_challan', … with its id and number. */
    sourceType: text('source_type'),
    sourceId: uuid('source_id'),
    sourceNumber: text('source_number'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'stock_movements_kind',
      sql`kind in ('receipt', 'receipt_reversal', 'issue', 'return', 'adjustment', 'job_work_out', 'job_work_in', 'dispatch', 'dispatch_reversal', 'free_issue_in', 'free_issue_out', 'production')`,
    ),
    check('stock_movements_item_type', sql`item_type in ('material', 'part')`),
    check('stock_movements_quantity', sql`quantity <> 0 or bars <> 0`),
    // An item's balance as of a date: an index-only range of its movements, whatever the ledger's size.
    index('stock_movements_item_date').on(t.itemKey, t.movementDate, t.id),
    index('stock_movements_date').on(t.movementDate, t.id),
    index('stock_movements_source').on(t.sourceId),
    index('stock_movements_sales_order').on(t.salesOrderId).where(sql`${t.salesOrderId} is not null`),
    // The ledger filtered by kind, or by a customer's material, newest first: a range of its own.
    index('stock_movements_kind_date').on(t.kind, t.movementDate, t.id),
    // A heat's recall list (issue 31): every movement of the heat, an index range whatever the ledger's size.
    index('stock_movements_heat').on(t.heatNumber, t.itemKey).where(sql`${t.heatNumber} <> ''`),
    index('stock_movements_owner_date').on(t.ownerId, t.movementDate, t.id).where(sql`${t.ownerId} is not null`),
  ],
);

/**
 * What is in stock now, per item, owner and heat: kept by every movement in its transaction,
 * under the row's lock, never below zero (the CHECK is the last guard; the ledger refuses first).
 */
export const stockBalances = pgTable(
  'stock_balances',
  {
    itemKey: text('item_key').notNull(),
    /** '' for the company's own stock, else the owning customer's id. */
    ownerKey: text('owner_key').notNull().default(''),
    heatNumber: text('heat_number').notNull().default(''),
    itemType: text('item_type').notNull(),
    grade: text('grade'),
    rodSize: text('rod_size'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id').references(() => customers.id, { onDelete: 'restrict' }),
    quantity: stockQuantity('quantity').notNull().default(0),
    bars: integer('bars').notNull().default(0),
    /** When this heat first came in: issues without a heat draw the oldest first. */
    firstIn: date('first_in').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemKey, t.ownerKey, t.heatNumber] }),
    check('stock_balances_quantity', sql`quantity >= 0`),
    check('stock_balances_bars', sql`bars >= 0`),
    index('stock_balances_type').on(t.itemType, t.itemKey),
    // A heat found by part of its number (the header's Ctrl/Cmd+K): every heat ever in has its balance row.
    trigramIndex('stock_balances_heat_trgm', t.heatNumber),
  ],
);

/**
 * What each balance (item × owner × heat) moved in each month, kept by a statement trigger on the
 * ledger (migration 0018) in the movements' transaction. A balance as of a day adds up the months
 * before (or takes the months after off today's balance) and reads only its own month's
 * movements: a few hundred rows however long the ledger grows.
 */
export const stockMonthTotals = pgTable(
  'stock_month_totals',
  {
    itemKey: text('item_key').notNull(),
    /** The month's first day. */
    month: date('month').notNull(),
    ownerKey: text('owner_key').notNull().default(''),
    heatNumber: text('heat_number').notNull().default(''),
    /** Σ of the month's movements: signed. */
    quantity: stockQuantity('quantity').notNull().default(0),
    bars: integer('bars').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemKey, t.month, t.ownerKey, t.heatNumber] })],
);

/** Products whose finished parts are kept in stock: their dispatches draw from it (a company starts without). */
export const stockTrackedProducts = pgTable('stock_tracked_products', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
