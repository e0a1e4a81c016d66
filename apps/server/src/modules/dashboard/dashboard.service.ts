import { can, type Dashboard, todayIn, type User } from '@lathe/shared';
import { and, desc, eq, gte, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, dispatches, invoices, products, salesOrderLines, salesOrders } from '../../db/schema/index.js';
import { overdueCondition, unpaidCondition } from '../invoices/invoice-rows.js';
import { addMonths, firstDayOf, monthOf, monthsEndingWith } from './calendar.js';
import { openOrderDueDates } from './open-orders.js';

type OrderFigures = NonNullable<Dashboard['orders']>;
type InvoiceFigures = NonNullable<Dashboard['invoices']>;
type TopCustomers = NonNullable<Dashboard['topCustomers']>;
type MonthlySales = NonNullable<Dashboard['monthlySales']>;

/** How many months the sales chart and the top customers look back, this month included. */
export const SALES_MONTHS = 12;
export const TOP_CUSTOMERS = 5;

/**
 * An SQL sum as an exact JS number: NUMERIC is read as text (the drivers would otherwise
 * disagree on its type), none is 0, and the text of a NUMERIC(…,2) sum parses to the double
 * nearest that decimal, as fromPaise gives it.
 */
const amount = (expression: SQL) => sql`coalesce(${expression}, 0)::text`.mapWith(Number);
const count = (filter?: SQL) =>
  (filter ? sql`count(*) filter (where ${filter})::int` : sql`count(*)::int`).mapWith(Number);

/** Invoices that count as sales: issued, whether paid or not; drafts and cancelled ones do not. */
const isSale = notInArray(invoices.status, ['draft', 'cancelled']);

/** The machining time of one piece in seconds: the sum of the product's cycle times, unknown ones 0. */
const cycleSeconds = sql`(${sql.join(
  [
    products.spmRoughFirstCycleTimeSec,
    products.roughFirstCycleTimeSec,
    products.roughSecondCycleTimeSec,
    products.singleSetupCycleTimeSec,
    products.firstSetupCycleTimeSec,
    products.secondSetupCycleTimeSec,
  ].map((column) => sql`coalesce(${column}, 0)`),
  sql` + `,
)})`;

/**
 * The dashboard's figures, each an aggregate query on the database: nothing is loaded row by
 * row. Money sums run in NUMERIC, so they are exact to the paisa. Dates are India's calendar.
 */
export function createDashboardService(db: Db) {
  async function orderFigures(today: string): Promise<OrderFigures> {
    const thisMonth = firstDayOf(monthOf(today));
    const nextMonth = firstDayOf(addMonths(monthOf(today), 1));
    const open = openOrderDueDates(db, today);
    const [counts] = await db
      .select({
        openCount: count(),
        lateCount: count(sql`${open.lateSince} is not null`),
        dueThisWeekCount: count(sql`${open.lateSince} is null and ${open.dueOn} is not null`),
      })
      .from(open);
    const [lines] = await db
      .select({
        // What remains to invoice, ex-GST.
        openValue: amount(
          sql`round(sum((${salesOrderLines.quantity} - ${salesOrderLines.invoicedQuantity}) * ${salesOrderLines.rate}), 2)`,
        ),
        // What remains to machine: the pieces not yet dispatched.
        openMachiningHours: amount(
          sql`round(sum((${salesOrderLines.quantity} - ${salesOrderLines.dispatchedQuantity}) * ${cycleSeconds}) / 3600, 1)`,
        ),
      })
      .from(salesOrderLines)
      .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
      .innerJoin(products, eq(products.id, salesOrderLines.productId))
      .where(eq(salesOrders.status, 'confirmed'));
    const [dispatched] = await db
      .select({ count: count() })
      .from(dispatches)
      .where(and(gte(dispatches.dispatchDate, thisMonth), lt(dispatches.dispatchDate, nextMonth)));
    return {
      openCount: counts?.openCount ?? 0,
      openValue: lines?.openValue ?? 0,
      lateCount: counts?.lateCount ?? 0,
      dueThisWeekCount: counts?.dueThisWeekCount ?? 0,
      dispatchesThisMonth: dispatched?.count ?? 0,
      openMachiningHours: lines?.openMachiningHours ?? 0,
    };
  }

  async function invoiceFigures(today: string): Promise<InvoiceFigures> {
    const month = monthOf(today);
    const inMonth = (first: string, next: string) =>
      sql`${isSale} and ${invoices.invoiceDate} >= ${first}::date and ${invoices.invoiceDate} < ${next}::date`;
    const overdue = overdueCondition(today);
    const [row] = await db
      .select({
        invoicedThisMonth: amount(
          sql`sum(${invoices.grandTotal}) filter (where ${inMonth(firstDayOf(month), firstDayOf(addMonths(month, 1)))})`,
        ),
        invoicedLastMonth: amount(
          sql`sum(${invoices.grandTotal}) filter (where ${inMonth(firstDayOf(addMonths(month, -1)), firstDayOf(month))})`,
        ),
        outstanding: amount(
          sql`sum(${invoices.grandTotal} - ${invoices.amountPaid}) filter (where ${unpaidCondition})`,
        ),
        overdue: amount(sql`sum(${invoices.grandTotal} - ${invoices.amountPaid}) filter (where ${overdue})`),
        overdueCount: count(overdue),
      })
      .from(invoices)
      .where(isSale);
    return {
      invoicedThisMonth: row?.invoicedThisMonth ?? 0,
      invoicedLastMonth: row?.invoicedLastMonth ?? 0,
      outstanding: row?.outstanding ?? 0,
      overdue: row?.overdue ?? 0,
      overdueCount: row?.overdueCount ?? 0,
    };
  }

  /** Sales invoices dated in the chart's months: this month and the eleven before it. */
  const inSalesWindow = (today: string) =>
    and(
      isSale,
      gte(invoices.invoiceDate, firstDayOf(addMonths(monthOf(today), 1 - SALES_MONTHS))),
      lt(invoices.invoiceDate, firstDayOf(addMonths(monthOf(today), 1))),
    );

  async function topCustomers(today: string): Promise<TopCustomers> {
    const total = sql`sum(${invoices.grandTotal})`;
    return db
      .select({
        customerId: customers.id,
        partyCode: customers.partyCode,
        name: customers.name,
        amount: amount(total),
      })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.customerId))
      .where(inSalesWindow(today))
      .groupBy(customers.id)
      .orderBy(desc(total), customers.partyCode)
      .limit(TOP_CUSTOMERS);
  }

  async function monthlySales(today: string): Promise<MonthlySales> {
    const month = sql<string>`to_char(${invoices.invoiceDate}, 'YYYY-MM')`;
    const rows = await db
      .select({ month, amount: amount(sql`sum(${invoices.grandTotal})`) })
      .from(invoices)
      .where(inSalesWindow(today))
      .groupBy(month);
    const byMonth = new Map(rows.map((row) => [row.month, row.amount]));
    return monthsEndingWith(monthOf(today), SALES_MONTHS).map((m) => ({ month: m, amount: byMonth.get(m) ?? 0 }));
  }

  return {
    /** The sections the user may see; the others are null. */
    async get(user: User, today: string = todayIn()): Promise<Dashboard> {
      const seesOrders = can(user, 'sales-orders', 'view');
      const seesMoney = can(user, 'invoices', 'view');
      return {
        asOf: today,
        orders: seesOrders ? await orderFigures(today) : null,
        invoices: seesMoney ? await invoiceFigures(today) : null,
        topCustomers: seesMoney ? await topCustomers(today) : null,
        monthlySales: seesMoney ? await monthlySales(today) : null,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
