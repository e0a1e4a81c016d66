import { addDays } from '@lathe/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { salesOrderLines, salesOrders } from '../../db/schema/index.js';
import { lineDueDate, pendingLine } from '../../lib/pending-order-lines.js';

/**
 * One row per confirmed (open) order, with the earliest due date of a line still to dispatch
 * that has passed (`lateSince`: the order is late, as isOrderLate in @lathe/shared reads it) and
 * of one due in the coming week, today and the six days after (`dueOn`). Null when none.
 * The notifications list them; the dashboard counts the same orders from its summary table
 * (dashboard_open_orders, by each order's earliest pending due date), checked against a count of
 * these rows in test/dashboard-recompute.ts.
 */
export function openOrderDueDates(db: DbOrTx, today: string) {
  const weekEnd = addDays(today, 6);
  return db
    .select({
      orderId: salesOrders.id,
      lateSince: sql<
        string | null
      >`min(${lineDueDate}) filter (where ${pendingLine} and ${lineDueDate} < ${today}::date)`.as('late_since'),
      dueOn: sql<string | null>`min(${lineDueDate}) filter (
          where ${pendingLine} and ${lineDueDate} between ${today}::date and ${weekEnd}::date)`.as('due_on'),
    })
    .from(salesOrders)
    .leftJoin(salesOrderLines, eq(salesOrderLines.orderId, salesOrders.id))
    .where(eq(salesOrders.status, 'confirmed'))
    .groupBy(salesOrders.id)
    .as('open_orders');
}
