import { SALES_ORDER_SORTABLE, type SalesOrderListFilter } from '@lathe/shared';
import { and, eq, not, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, salesOrderLines, salesOrders } from '../../db/schema/index.js';
import { searchCondition, sortColumns } from '../../lib/list.js';
import { lineDueDate, pendingLine } from '../../lib/pending-order-lines.js';

export type SalesOrderSort = (typeof SALES_ORDER_SORTABLE)[number];

/** The list's sort keys; `customerName` by the customer's name as copied onto the order (migration 0005). */
export const ORDER_SORT = sortColumns(SALES_ORDER_SORTABLE, {
  orderNumber: salesOrders.orderNumber,
  orderDate: salesOrders.orderDate,
  deliveryDate: salesOrders.deliveryDate,
  customerName: salesOrders.customerName,
  totalAmount: salesOrders.totalAmount,
  status: salesOrders.status,
  createdAt: salesOrders.createdAt,
  updatedAt: salesOrders.updatedAt,
});

/**
 * Late, in SQL, as `isOrderLate` reads it: a confirmed order with a line short of its quantity
 * whose delivery date (its own, else the order's) is before today.
 */
export const lateCondition = (today: string): SQL => sql`(${salesOrders.status} = 'confirmed' and exists (
  select 1 from ${salesOrderLines}
  where ${salesOrderLines.orderId} = ${salesOrders.id} and ${pendingLine} and ${lineDueDate} < ${today}::date))`;

/**
 * Due this week, as the dashboard counts it: a confirmed order that is not late, with a line
 * short of its quantity due today or in the six days after.
 */
export const dueThisWeekCondition = (
  today: string,
): SQL => sql`(${salesOrders.status} = 'confirmed' and not ${lateCondition(today)} and exists (
  select 1 from ${salesOrderLines}
  where ${salesOrderLines.orderId} = ${salesOrders.id} and ${pendingLine}
    and ${lineDueDate} between ${today}::date and ${today}::date + 6))`;

/**
 * Search: the order number or customer PO number (the order's trigram-indexed search text),
 * or the customer's (party code, name … through the customer's own indexed search text).
 * A deleted customer's orders are found too.
 */
export function orderSearch(db: DbOrTx, search: string): SQL | undefined {
  if (!search) return undefined;
  const matchingCustomers = db
    .select({ id: customers.id })
    .from(customers)
    .where(searchCondition([customers.searchText], search));
  // `= any(array(…))` rather than `in (…)`: the customers are found first, so both halves are
  // index lookups the planner can OR together, and a count never walks every order.
  return or(
    searchCondition([salesOrders.searchText], search),
    sql`${salesOrders.customerId} = any(array(${matchingCustomers}))`,
  );
}

/** The list's filters: status, customer, late (or not late) today, due this week. */
export function orderFilter(filters: SalesOrderListFilter, today: string): SQL | undefined {
  const late = filters.late === undefined ? undefined : filters.late ? lateCondition(today) : not(lateCondition(today));
  return and(
    filters.status ? eq(salesOrders.status, filters.status) : undefined,
    filters.customerId ? eq(salesOrders.customerId, filters.customerId) : undefined,
    late,
    filters.due === 'week' ? dueThisWeekCondition(today) : undefined,
  );
}
