import {
  type DispatchData,
  type ListQuery,
  type ListResult,
  MAX_SERIES_NUMBER,
  type SalesOrder,
  type SalesOrderAction,
  type SalesOrderData,
  type SalesOrderListFilter,
  type SalesOrderSummary,
  SERIES_PREFIX,
  todayIn,
} from '@lathe/shared';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { customers, products, salesOrderLines, salesOrders } from '../../db/schema/index.js';
import { nextDocumentNumber } from '../../lib/document-series.js';
import { conflict } from '../../lib/errors.js';
import { allPages, type ListSpec, listPage, type PageRequest, withPage } from '../../lib/list.js';
import { touched } from '../../lib/touched.js';
import type { Actor } from '../../plugins/access.js';
import { recordDispatch } from './dispatches.js';
import { priceOrder } from './order-lines.js';
import { ORDER_SORT, orderFilter, orderSearch, type SalesOrderSort } from './order-list.js';
import { lockOrder, type OrderRecord } from './order-lock.js';
import { readOrder, selectOrders, toSummaries } from './order-rows.js';

/** The header columns a draft is written with, from the form. */
const headerOf = (data: SalesOrderData) => ({
  customerId: data.customerId,
  orderDate: data.orderDate,
  customerPoNumber: data.customerPoNumber ?? null,
  customerPoDate: data.customerPoDate ?? null,
  deliveryDate: data.deliveryDate ?? null,
  notes: data.notes ?? null,
});

/**
 * Before a draft gets its number: its customer is still there (not deleted) and every line's
 * product still exists and still belongs to that customer (a product's party code can change).
 */
async function assertStillOrderable(tx: DbOrTx, order: OrderRecord) {
  const [customer] = await tx
    .select({ partyCode: customers.partyCode, isDeleted: customers.isDeleted })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  if (!customer || customer.isDeleted) {
    throw conflict("This order's customer has been deleted; restore the customer or change the order first");
  }
  const [stray] = await tx
    .select({ lineNumber: salesOrderLines.lineNumber, drawingNumber: salesOrderLines.drawingNumber })
    .from(salesOrderLines)
    .leftJoin(products, eq(products.id, salesOrderLines.productId))
    .where(
      and(
        eq(salesOrderLines.orderId, order.id),
        or(sql`${products.id} is null`, ne(products.partyCode, customer.partyCode)),
      ),
    )
    .orderBy(asc(salesOrderLines.lineNumber))
    .limit(1);
  if (stray) {
    throw conflict(
      `Line ${stray.lineNumber} (${stray.drawingNumber}) is no longer a product of this customer; edit the order first`,
    );
  }
}

/**
 * Sales orders (contract §4): drafts written whole (header and lines), confirmed with the next
 * number of the year's series, dispatched against, short-closed or cancelled. Every change
 * locks the order's row and checks the version the client read, in one transaction.
 */
export function createSalesOrdersService(db: Db) {
  const get = (id: string, tx: DbOrTx = db): Promise<SalesOrder> => readOrder(tx, id, todayIn());

  function listSpec(filters: SalesOrderListFilter | undefined, today: string): ListSpec<SalesOrderSort> {
    return {
      table: salesOrders,
      // The search spans the order's and the customer's texts.
      searchable: (search) => orderSearch(db, search),
      sortable: ORDER_SORT,
      tieBreaker: salesOrders.id,
      filters,
      counted: 'sales_orders',
      where: filters ? orderFilter(filters, today) : undefined,
    };
  }

  const fetchSummaries = (today: string) => async (page: PageRequest) =>
    toSummaries(db, await withPage(selectOrders(db), page), today);

  /** Runs a change of one order in a transaction and answers the order as it now is. */
  const change = (id: string, apply: (tx: DbOrTx) => Promise<void>): Promise<SalesOrder> =>
    db.transaction(async (tx) => {
      await apply(tx);
      return get(id, tx);
    });

  return {
    get,

    list(query: ListQuery<SalesOrderSort>, filters?: SalesOrderListFilter): Promise<ListResult<SalesOrderSummary>> {
      const today = todayIn();
      return listPage(db, listSpec(filters, today), query, fetchSummaries(today));
    },

    /** Every order matching the list's search, sort and filters, a batch at a time (CSV export). */
    all(query: Omit<ListQuery<SalesOrderSort>, 'page' | 'limit'>, filters?: SalesOrderListFilter) {
      const today = todayIn();
      return allPages(listSpec(filters, today), query, fetchSummaries(today));
    },

    /** A new draft, without a number; `createdBy` is the signed-in user. */
    async create(data: SalesOrderData, { id: createdBy }: Actor): Promise<SalesOrder> {
      return db.transaction(async (tx) => {
        const priced = await priceOrder(tx, data);
        const [created] = await tx
          .insert(salesOrders)
          .values({ ...headerOf(data), totalAmount: priced.totalAmount, createdBy })
          .returning({ id: salesOrders.id });
        const orderId = (created as { id: string }).id;
        await tx.insert(salesOrderLines).values(priced.lines.map((line) => ({ ...line, orderId })));
        return get(orderId, tx);
      });
    },

    /** PUT: replaces a draft's header and lines. */
    update(id: string, data: SalesOrderData): Promise<SalesOrder> {
      return change(id, async (tx) => {
        const order = await lockOrder(tx, id, data.version);
        if (order.status !== 'draft') {
          throw conflict('Only a draft order can be edited; a confirmed order changes through short-close or cancel');
        }
        const priced = await priceOrder(tx, data);
        await tx.delete(salesOrderLines).where(eq(salesOrderLines.orderId, id));
        await tx.insert(salesOrderLines).values(priced.lines.map((line) => ({ ...line, orderId: id })));
        await tx
          .update(salesOrders)
          .set({ ...headerOf(data), totalAmount: priced.totalAmount, ...touched(salesOrders) })
          .where(eq(salesOrders.id, id));
      });
    },

    /** Only a draft goes for good; a confirmed order keeps its number (cancel or short-close it). */
    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, id);
        if (order.status !== 'draft') {
          throw conflict('Only a draft order can be deleted; cancel or short-close a confirmed order');
        }
        await tx.delete(salesOrders).where(eq(salesOrders.id, id));
      });
    },

    /**
     * Draft → confirmed, with the next number of the series of the order date's financial
     * year. The number is taken last, inside this transaction: a refusal gives it back.
     */
    confirm(id: string, { version }: SalesOrderAction): Promise<SalesOrder> {
      return change(id, async (tx) => {
        const order = await lockOrder(tx, id, version);
        if (order.status !== 'draft')
          throw conflict(`Only a draft order can be confirmed; this one is ${order.status}`);
        await assertStillOrderable(tx, order);
        const orderNumber = await nextDocumentNumber(
          tx,
          SERIES_PREFIX.salesOrder,
          order.orderDate,
          (financialYear) => `The ${financialYear} sales order series is full (${MAX_SERIES_NUMBER} orders)`,
        );
        await tx
          .update(salesOrders)
          .set({
            orderNumber,
            status: 'confirmed',
            confirmedAt: new Date(),
            ...touched(salesOrders),
          })
          .where(eq(salesOrders.id, id));
      });
    },

    /** Short-close: a confirmed order takes no more dispatches or invoices; what was done stays. */
    close(id: string, { version, reason }: SalesOrderAction): Promise<SalesOrder> {
      return change(id, async (tx) => {
        const order = await lockOrder(tx, id, version);
        if (order.status !== 'confirmed') {
          throw conflict(`Only a confirmed order can be short-closed; this one is ${order.status}`);
        }
        await tx
          .update(salesOrders)
          .set({ status: 'closed', closedAt: new Date(), statusReason: reason ?? null, ...touched(salesOrders) })
          .where(eq(salesOrders.id, id));
      });
    },

    /** A draft, or a confirmed order nothing was dispatched or invoiced on; a confirmed one keeps its number. */
    cancel(id: string, { version, reason }: SalesOrderAction): Promise<SalesOrder> {
      return change(id, async (tx) => {
        const order = await lockOrder(tx, id, version);
        if (order.status !== 'draft' && order.status !== 'confirmed') {
          throw conflict(`A ${order.status} order cannot be cancelled`);
        }
        const [done] = await tx
          .select({
            dispatched: sql<number>`coalesce(sum(${salesOrderLines.dispatchedQuantity}), 0)::int`,
            invoiced: sql<number>`coalesce(sum(${salesOrderLines.invoicedQuantity}), 0)::int`,
          })
          .from(salesOrderLines)
          .where(eq(salesOrderLines.orderId, id));
        if (Number(done?.dispatched) > 0) throw conflict('This order has dispatches; short-close it instead');
        if (Number(done?.invoiced) > 0) throw conflict('This order has invoices; short-close it instead');
        await tx
          .update(salesOrders)
          .set({ status: 'cancelled', cancelledAt: new Date(), statusReason: reason ?? null, ...touched(salesOrders) })
          .where(eq(salesOrders.id, id));
      });
    },

    /** Records a dispatch against a confirmed order (see recordDispatch). */
    dispatch(id: string, input: DispatchData, createdBy: string): Promise<SalesOrder> {
      return change(id, (tx) => recordDispatch(tx, id, input, createdBy));
    },
  };
}

export type SalesOrdersService = ReturnType<typeof createSalesOrdersService>;
