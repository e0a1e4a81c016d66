import {
  type CompanySettings,
  type DispatchData,
  type EWayBillEntry,
  type EWayBillTransport,
  type ListQuery,
  type ListResult,
  MAX_SERIES_NUMBER,
  SALES_ORDER_FLOW,
  type SalesOrder,
  type SalesOrderData,
  type SalesOrderFacts,
  type SalesOrderListFilter,
  type SalesOrderSummary,
  SERIES_PREFIX,
  todayIn,
} from '@lathe/shared';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { customers, products, salesOrderLines, salesOrders } from '../../db/schema/index.js';
import { createDocumentService } from '../../lib/document-kit.js';
import { conflict } from '../../lib/errors.js';
import { allPages, type ListSpec, listPage, type PageRequest, withPage } from '../../lib/list.js';
import { touched } from '../../lib/touched.js';
import { deliveryAddressFor } from '../customers/index.js';
import { readChallan } from './challan.js';
import { type CustomerDispatchSort, listCustomerDispatches } from './customer-dispatches.js';
import { clearDispatchEWayBill, dispatchEWayBill, recordDispatchEWayBill } from './dispatch-e-way-bill.js';
import { recordDispatch } from './dispatches.js';
import { withMachineHours } from './line-machine-hours.js';
import { createOpenLines } from './open-lines.js';
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
  deliveryAddressId: data.deliveryAddressId ?? null,
  notes: data.notes ?? null,
});

/**
 * Before a draft gets its number: its customer is still there (not deleted) and every line's
 * product still exists and still belongs to that customer (a product's party code can change).
 */
async function assertStillOrderable(tx: DbOrTx, order: OrderRecord): Promise<undefined> {
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
  return undefined;
}

/** A new draft, header and lines priced from the products; answers its id. */
export async function createDraft(tx: DbOrTx, data: SalesOrderData, createdBy: string | null): Promise<string> {
  await deliveryAddressFor(tx, data.customerId, data.deliveryAddressId);
  const priced = await priceOrder(tx, data);
  const [created] = await tx
    .insert(salesOrders)
    .values({ ...headerOf(data), totalAmount: priced.totalAmount, createdBy })
    .returning({ id: salesOrders.id });
  const orderId = (created as { id: string }).id;
  await tx.insert(salesOrderLines).values(priced.lines.map((line) => ({ ...line, orderId })));
  return orderId;
}

/** Replaces a locked draft's header and lines. */
async function updateDraft(tx: DbOrTx, order: OrderRecord, data: SalesOrderData): Promise<void> {
  // The address the draft already names is kept even once deactivated; a new choice must be in use.
  await deliveryAddressFor(tx, data.customerId, data.deliveryAddressId, { kept: [order.deliveryAddressId] });
  const priced = await priceOrder(tx, data);
  await tx.delete(salesOrderLines).where(eq(salesOrderLines.orderId, order.id));
  await tx.insert(salesOrderLines).values(priced.lines.map((line) => ({ ...line, orderId: order.id })));
  await tx
    .update(salesOrders)
    .set({ ...headerOf(data), totalAmount: priced.totalAmount, ...touched(salesOrders) })
    .where(eq(salesOrders.id, order.id));
}

/** What the flow's needs read of an order: its status and its lines' quantities. */
async function orderFacts(tx: DbOrTx, order: OrderRecord): Promise<SalesOrderFacts> {
  const lines = await tx
    .select({
      quantity: salesOrderLines.quantity,
      dispatchedQuantity: salesOrderLines.dispatchedQuantity,
      invoicedQuantity: salesOrderLines.invoicedQuantity,
    })
    .from(salesOrderLines)
    .where(eq(salesOrderLines.orderId, order.id));
  return { status: order.status as SalesOrderFacts['status'], lines };
}

/**
 * Sales orders (contract §4) on the document kit: drafts written whole (header and lines),
 * confirmed with the next number of the order date's financial year (taken last, inside the
 * transaction, so a refusal gives it back), dispatched against, short-closed or cancelled.
 */
export function createSalesOrdersService(db: Db) {
  const documents = createDocumentService(db, {
    table: salesOrders,
    flow: SALES_ORDER_FLOW,
    lock: lockOrder,
    read: (tx, id) => readOrder(tx, id, todayIn()),
    // Machine hours read the plan, so they are worked once the write has committed.
    answer: (order): Promise<SalesOrder> => withMachineHours(db, order),
    facts: orderFacts,
    numbering: {
      column: 'orderNumber',
      prefix: SERIES_PREFIX.salesOrder,
      date: (order) => order.orderDate,
      full: (financialYear) => `The ${financialYear} sales order series is full (${MAX_SERIES_NUMBER} orders)`,
    },
    reasonColumn: 'statusReason',
    draft: { create: createDraft, update: updateDraft },
    // Before a draft gets its number, its customer and products are still what it was written with.
    steps: { confirm: { prepare: assertStillOrderable } },
  });

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

  return {
    ...documents,
    /** Every line still to dispatch across the confirmed orders (`sales-orders/open-lines`). */
    openLines: createOpenLines(db),

    list(query: ListQuery<SalesOrderSort>, filters?: SalesOrderListFilter): Promise<ListResult<SalesOrderSummary>> {
      const today = todayIn();
      return listPage(db, listSpec(filters, today), query, fetchSummaries(today));
    },

    /** Every order matching the list's search, sort and filters, a batch at a time (CSV export). */
    all(query: Omit<ListQuery<SalesOrderSort>, 'page' | 'limit'>, filters?: SalesOrderListFilter) {
      const today = todayIn();
      return allPages(listSpec(filters, today), query, fetchSummaries(today));
    },

    /** The dispatches of every order of one customer, a page at a time (`customers/{id}/dispatches`). */
    customerDispatches: (customerId: string, query: ListQuery<CustomerDispatchSort>) =>
      listCustomerDispatches(db, customerId, query),

    /** One dispatch of the order as its delivery challan (what the PDF prints). */
    challan: (orderId: string, dispatchId: string) => readChallan(db, orderId, dispatchId),

    /** The e-way bill JSON of a dispatch's challan, with the transport typed for it (dispatch-e-way-bill.ts). */
    eWayBill: (orderId: string, dispatchId: string, transport: EWayBillTransport, seller: CompanySettings) =>
      dispatchEWayBill(db, orderId, dispatchId, transport, seller),

    /** Records the e-way bill the portal generated for a dispatch's challan; answers the order. */
    recordEWayBill: (orderId: string, dispatchId: string, entry: EWayBillEntry): Promise<SalesOrder> =>
      documents.change(orderId, (tx) => recordDispatchEWayBill(tx, orderId, dispatchId, entry)),

    /** Clears an e-way bill recorded against the wrong dispatch; answers the order. */
    clearEWayBill: (orderId: string, dispatchId: string): Promise<SalesOrder> =>
      documents.change(orderId, (tx) => clearDispatchEWayBill(tx, orderId, dispatchId)),

    /** Records a dispatch against a confirmed order (see recordDispatch); `mayOverridePdi`: the user holds `pdi-override: create`. */
    dispatch(id: string, input: DispatchData, createdBy: string, mayOverridePdi = false): Promise<SalesOrder> {
      return documents.change(id, (tx) => recordDispatch(tx, id, input, createdBy, { mayOverride: mayOverridePdi }));
    },
  };
}

export type SalesOrdersService = ReturnType<typeof createSalesOrdersService>;
