import {
  type ListQuery,
  type ListResult,
  type OPEN_LINE_SORTABLE,
  type OpenLineDue,
  type OpenLineListFilter,
  type OpenOrderLine,
  todayIn,
  weekOf,
} from '@lathe/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { customers, products, salesOrderLines, salesOrders } from '../../db/schema/index.js';
import { allPages, type ListSpec, listPage, type PageRequest, searchCondition, withPage } from '../../lib/list.js';
import { pendingLine } from '../../lib/pending-order-lines.js';
import { latestPdisOf } from '../inspections/index.js';
import { NEEDS_COLUMNS } from '../products/index.js';
import { finishedStockOf } from '../stock/index.js';
import { linesMachineHours } from './line-machine-hours.js';
import { orderSearch } from './order-list.js';

type OpenLineSort = (typeof OPEN_LINE_SORTABLE)[number];

/** The line's order, read beside it: every condition stays on the lines table, so the count needs no join. */
const ofOrder = (column: AnyPgColumn) =>
  sql`(select ${column} from ${salesOrders} where ${salesOrders.id} = ${salesOrderLines.orderId})`;

/** When the line is due: its own delivery date, else its order's. */
const dueDate = sql`coalesce(${salesOrderLines.deliveryDate}, ${ofOrder(salesOrders.deliveryDate)})`;

const SORT: Record<OpenLineSort, SQL> = {
  dueDate,
  orderNumber: ofOrder(salesOrders.orderNumber),
  customerName: ofOrder(salesOrders.customerName),
  drawingNumber: sql`${salesOrderLines.drawingNumber}`,
};

/**
 * The desk's due dates against plant today: overdue (before today, as `late`), today, or this
 * week, Monday to Sunday (its days already past included: they are late, and still this week's).
 */
function dueCondition(due: OpenLineDue, today: string): SQL {
  if (due === 'overdue') return sql`${dueDate} < ${today}::date`;
  if (due === 'today') return sql`${dueDate} = ${today}::date`;
  const { monday, sunday } = weekOf(today);
  return sql`${dueDate} between ${monday}::date and ${sunday}::date`;
}

/** Lines whose order meets the condition: looked up by the order's key, line by line. */
const ordersOf = (condition: SQL | undefined) =>
  sql`exists (select 1 from ${salesOrders} where ${salesOrders.id} = ${salesOrderLines.orderId} and ${condition})`;

/** An open line: pieces still to dispatch (the lines' partial index), on a confirmed order. */
const OPEN = and(sql`${pendingLine}`, ordersOf(eq(salesOrders.status, 'confirmed')));

/**
 * `GET sales-orders/open-lines`: every line still to dispatch across the confirmed orders, what
 * the planner and the dispatch desk work from: its pending pieces, when it is due (late or not;
 * overdue, today, this week), the machine hours what is left to make takes as the plan counts
 * them (line-machine-hours.ts), the product's finished pieces in stock and its PDI on record.
 * Searched by the order's texts (number, PO, customer) or the line's part. `plantToday` is India's
 * date now; a test names the day.
 */
export function createOpenLines(db: Db, plantToday: () => string = () => todayIn()) {
  function spec(filters: OpenLineListFilter | undefined, today: string): ListSpec<OpenLineSort> {
    return {
      table: salesOrderLines,
      searchable: (search) => {
        const order = orderSearch(db, search);
        const part = searchCondition([salesOrderLines.drawingNumber, salesOrderLines.description], search);
        return order ? sql`(${part} or ${ordersOf(order)})` : part;
      },
      sortable: SORT,
      tieBreaker: salesOrderLines.id,
      filters,
      where: and(
        OPEN,
        filters?.customerId ? ordersOf(eq(salesOrders.customerId, filters.customerId)) : undefined,
        filters?.late === undefined
          ? undefined
          : filters.late
            ? sql`${dueDate} < ${today}::date`
            : sql`(${dueDate} is null or ${dueDate} >= ${today}::date)`,
        filters?.due ? dueCondition(filters.due, today) : undefined,
      ),
    };
  }

  /**
   * A page in two reads: the lines' ids in the list's order, from the lines alone (each open line
   * finds its order by key), then those few lines with their order, customer and product.
   */
  const fetchPage = (today: string) => async (page: PageRequest) => {
    const ids = (await withPage(db.select({ id: salesOrderLines.id }).from(salesOrderLines).$dynamic(), page)).map(
      (row) => row.id,
    );
    if (ids.length === 0) return [];
    const found = await db
      .select({
        id: salesOrderLines.id,
        orderId: salesOrders.id,
        orderNumber: salesOrders.orderNumber,
        customerId: customers.id,
        customerPartyCode: customers.partyCode,
        customerName: customers.name,
        lineNumber: salesOrderLines.lineNumber,
        productId: salesOrderLines.productId,
        drawingNumber: salesOrderLines.drawingNumber,
        description: salesOrderLines.description,
        quantity: salesOrderLines.quantity,
        dispatchedQuantity: salesOrderLines.dispatchedQuantity,
        dueDate: sql<string | null>`coalesce(${salesOrderLines.deliveryDate}, ${salesOrders.deliveryDate})::text`,
        ...NEEDS_COLUMNS,
      })
      .from(salesOrderLines)
      .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
      .innerJoin(customers, eq(customers.id, salesOrders.customerId))
      .leftJoin(products, eq(products.id, salesOrderLines.productId))
      .where(inArray(salesOrderLines.id, ids));
    const byId = new Map(found.map((row) => [row.id, row]));
    const rows = ids.flatMap((id) => byId.get(id) ?? []);
    // The product's figures came flat beside the line's; the rule reads the ones it knows.
    const productIds = rows.flatMap((row) => row.productId ?? []);
    const [stock, pdis] = await Promise.all([finishedStockOf(db, productIds), latestPdisOf(db, productIds)]);
    const hours = await linesMachineHours(
      db,
      rows.map((row) => ({
        id: row.id,
        quantity: row.quantity,
        dispatchedQuantity: row.dispatchedQuantity,
        product: row,
      })),
    );
    return rows.map((row): OpenOrderLine => {
      const { id, orderId, orderNumber, customerId, customerPartyCode, customerName, lineNumber } = row;
      const { productId, drawingNumber, description, quantity, dispatchedQuantity, dueDate: due } = row;
      const pendingQuantity = Math.max(0, quantity - dispatchedQuantity);
      return {
        id,
        orderId,
        orderNumber,
        customerId,
        customerPartyCode,
        customerName,
        lineNumber,
        productId,
        drawingNumber,
        description,
        quantity,
        dispatchedQuantity,
        pendingQuantity,
        dueDate: due,
        late: due !== null && due < today,
        machiningHours: hours.get(id) ?? 0,
        stockOnHand: productId ? (stock.get(productId) ?? null) : null,
        pdi: productId ? (pdis.get(productId) ?? null) : null,
      };
    });
  };

  return {
    list(query: ListQuery<OpenLineSort>, filters?: OpenLineListFilter): Promise<ListResult<OpenOrderLine>> {
      const today = plantToday();
      return listPage(db, spec(filters, today), query, fetchPage(today));
    },
    /** Every open line matching the list's search, sort and filters, a batch at a time (CSV export). */
    all(query: Omit<ListQuery<OpenLineSort>, 'page' | 'limit'>, filters?: OpenLineListFilter) {
      const today = plantToday();
      return allPages(spec(filters, today), query, fetchPage(today));
    },
  };
}

export type OpenLines = ReturnType<typeof createOpenLines>;
