import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

/*
 * The dashboard's figures, summed ahead: small tables kept exact by statement triggers on the
 * tables they summarise (migration 0008), so the dashboard reads a handful of rows rather than
 * every open order line and a year of invoices. Every figure that depends on today is kept by
 * date (a bucket per due date or month), never as a flag, so it stays right as the days pass
 * with no writes. Money is a NUMERIC running total, exact to the paisa; a row whose count falls
 * to 0 is deleted. `dashboard_figures_refresh()` computes every table again from the records (the
 * migration's backfill).
 */

/**
 * Confirmed (open) orders by the earliest due date of a line still to dispatch (the line's
 * delivery date, else the order's; 'infinity' when none has a date or nothing is pending):
 * an order is late when that date has passed and due this week when it falls in the coming
 * seven days. With what remains to invoice (Σ (qty − invoiced) × rate) on those orders' lines.
 */
export const dashboardOpenOrders = pgTable('dashboard_open_orders', {
  earliestDue: date('earliest_due').primaryKey(),
  orderCount: integer('order_count').notNull(),
  openValue: numeric('open_value').notNull(),
});

/**
 * The open order lines (pieces still to dispatch, on a confirmed order) counted by product and
 * pieces still to dispatch (migration 0026): what the "Machining hours" card works from. The card
 * applies the plan's rule of machine time once a row (plant/machine-hours.ts), so its hours are the
 * open lines' own, whatever the number of lines; the few lines with work orders are put right
 * from them (line-machine-hours.ts).
 */
export const dashboardOpenPieces = pgTable(
  'dashboard_open_pieces',
  {
    productId: uuid('product_id').notNull(),
    pieces: integer('pieces').notNull(),
    lineCount: integer('line_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.pieces] }),
    // The rows a change has just emptied, found without reading the table.
    index('dashboard_open_pieces_empty').on(t.productId).where(sql`${t.lineCount} = 0`),
  ],
);

/** Dispatches by the first day of the month they are dated in. */
export const dashboardDispatchMonths = pgTable('dashboard_dispatch_months', {
  month: date('month').primaryKey(),
  dispatchCount: integer('dispatch_count').notNull(),
});

/** Sales (invoices neither draft nor cancelled): count and Σ grand total by the first day of the invoice's month. */
export const dashboardSalesMonths = pgTable('dashboard_sales_months', {
  month: date('month').primaryKey(),
  invoiceCount: integer('invoice_count').notNull(),
  amount: numeric('amount').notNull(),
});

/**
 * Each customer's sales over the twelve months ending with `window_end` (a month's first
 * day): an invoice counts in the window of its own month and of the eleven after it, so the
 * top customers of any month are the first rows of one index range. Names and party codes are
 * read from the customers, as they change.
 */
export const dashboardCustomerSales = pgTable(
  'dashboard_customer_sales',
  {
    windowEnd: date('window_end').notNull(),
    customerId: uuid('customer_id').notNull(),
    invoiceCount: integer('invoice_count').notNull(),
    amount: numeric('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.windowEnd, t.customerId] }),
    index('dashboard_customer_sales_ranking').on(t.windowEnd, t.amount),
    // The rows a change has just emptied, found without reading the table.
    index('dashboard_customer_sales_empty').on(t.windowEnd).where(sql`${t.invoiceCount} = 0`),
  ],
);

/** What customers owe (issued and partly paid invoices): count and Σ (grand total − paid) by due date. */
export const dashboardReceivables = pgTable('dashboard_receivables', {
  dueDate: date('due_date').primaryKey(),
  invoiceCount: integer('invoice_count').notNull(),
  balance: numeric('balance').notNull(),
});
