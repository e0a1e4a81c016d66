import { CUSTOMER_DISPATCH_SORTABLE, type CustomerDispatch, type ListQuery, type ListResult } from '@lathe/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, dispatches, dispatchLines, salesOrders } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { type ListSpec, listPage, sortColumns, withPage } from '../../lib/list.js';

export type CustomerDispatchSort = (typeof CUSTOMER_DISPATCH_SORTABLE)[number];

const SORT = sortColumns(CUSTOMER_DISPATCH_SORTABLE, {
  dispatchDate: dispatches.dispatchDate,
  challanNumber: dispatches.challanNumber,
});

/**
 * `GET customers/{id}/dispatches`: the dispatches of every order of the customer, newest first by
 * default, a page at a time, searched by challan number or vehicle. The customer's orders are
 * found first (by their customer index), then each one's dispatches by the order's, so the
 * count never walks other customers' dispatches. 404 for a customer that never existed.
 */
export async function listCustomerDispatches(
  db: Db,
  customerId: string,
  query: ListQuery<CustomerDispatchSort>,
): Promise<ListResult<CustomerDispatch>> {
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound('Customer');
  const orders = db.select({ id: salesOrders.id }).from(salesOrders).where(eq(salesOrders.customerId, customerId));
  const spec: ListSpec<CustomerDispatchSort> = {
    table: dispatches,
    searchable: [dispatches.challanNumber, dispatches.vehicleReference],
    sortable: SORT,
    tieBreaker: dispatches.id,
    where: sql`${dispatches.orderId} = any(array(${orders}))`,
    filters: { customerId },
  };
  return listPage(db, spec, query, (page) =>
    withPage(
      db
        .select({
          id: dispatches.id,
          orderId: dispatches.orderId,
          orderNumber: salesOrders.orderNumber,
          challanNumber: dispatches.challanNumber,
          dispatchDate: dispatches.dispatchDate,
          vehicleReference: dispatches.vehicleReference,
          eWayBillNumber: dispatches.eWayBillNumber,
          pieces: sql<number>`(select coalesce(sum(${dispatchLines.quantity}), 0) from ${dispatchLines}
            where ${dispatchLines.dispatchId} = ${dispatches.id})::int`,
          lineCount: sql<number>`(select count(*) from ${dispatchLines}
            where ${dispatchLines.dispatchId} = ${dispatches.id})::int`,
        })
        .from(dispatches)
        .innerJoin(salesOrders, eq(salesOrders.id, dispatches.orderId))
        .$dynamic(),
      page,
    ),
  );
}
