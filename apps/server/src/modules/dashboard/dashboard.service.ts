import { addDays, can, type Dashboard, todayIn, type User } from '@lathe/shared';
import { and, between, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  customers,
  dashboardCustomerSales,
  dashboardDispatchMonths,
  dashboardOpenOrders,
  dashboardReceivables,
  dashboardSalesMonths,
} from '../../db/schema/index.js';
import { openLinesMachineHours } from '../sales-orders/index.js';
import { addMonths, firstDayOf, monthOf, monthsEndingWith } from './calendar.js';

type OrderFigures = NonNullable<Dashboard['orders']>;
type TopCustomers = NonNullable<Dashboard['topCustomers']>;
type MonthlySales = NonNullable<Dashboard['monthlySales']>;

/**
 * How many months the sales chart and the top customers look back, this month included. The
 * customers' sales windows (dashboard_windows_of, migration 0008) are this long too.
 */
export const SALES_MONTHS = 12;
export const TOP_CUSTOMERS = 5;

/**
 * An SQL sum as an exact JS number: NUMERIC is read as text (the drivers would otherwise
 * disagree on its type), none is 0, and the text of a NUMERIC sum parses to the double
 * nearest that decimal, as fromPaise gives it.
 */
const amount = (expression: SQL) => sql`coalesce(${expression}, 0)::text`.mapWith(Number);
const total = (expression: SQL) => sql`coalesce(${expression}, 0)::int`.mapWith(Number);

/**
 * The dashboard's figures, read from the summary tables the database keeps exact by triggers
 * (schema/dashboard.ts, migration 0008): each is a sum over a handful of rows, whatever the
 * number of orders and invoices. Figures about today are kept by date (the earliest due date
 * of an open order, an invoice's due date and month), so they are read against `today` here.
 * Money is a NUMERIC sum, exact to the paisa; the rounding is the same as when every line was
 * summed on each call. Machining hours are the open lines' own, as the plan counts them
 * (openLinesMachineHours: a figure per product and pieces still to dispatch, from
 * dashboard_open_pieces). Dates are India's calendar.
 */
export function createDashboardService(db: Db) {
  async function orderFigures(today: string): Promise<OrderFigures> {
    const due = dashboardOpenOrders.earliestDue;
    const orders = dashboardOpenOrders.orderCount;
    const dispatched = db
      .select({ count: dashboardDispatchMonths.dispatchCount })
      .from(dashboardDispatchMonths)
      .where(eq(dashboardDispatchMonths.month, firstDayOf(monthOf(today))));
    const figures = db
      .select({
        openCount: total(sql`sum(${orders})`),
        // An order is late when its earliest pending due date has passed, and due this week
        // (and not late) when that date is today or one of the six days after.
        lateCount: total(sql`sum(${orders}) filter (where ${lt(due, today)})`),
        dueThisWeekCount: total(sql`sum(${orders}) filter (where ${between(due, today, addDays(today, 6))})`),
        openValue: amount(sql`round(sum(${dashboardOpenOrders.openValue}), 2)`),
        dispatchesThisMonth: total(sql`(${dispatched})`),
      })
      .from(dashboardOpenOrders);
    const [[row], openMachiningHours] = await Promise.all([figures, openLinesMachineHours(db)]);
    return {
      openCount: row?.openCount ?? 0,
      openValue: row?.openValue ?? 0,
      lateCount: row?.lateCount ?? 0,
      dueThisWeekCount: row?.dueThisWeekCount ?? 0,
      dispatchesThisMonth: row?.dispatchesThisMonth ?? 0,
      openMachiningHours,
    };
  }

  /** Sales per month, the chart's twelve ending this one, oldest first; empty months at 0. */
  async function monthlySales(today: string): Promise<MonthlySales> {
    const month = monthOf(today);
    const rows = await db
      .select({
        month: sql<string>`to_char(${dashboardSalesMonths.month}, 'YYYY-MM')`,
        amount: amount(sql`${dashboardSalesMonths.amount}`),
      })
      .from(dashboardSalesMonths)
      .where(between(dashboardSalesMonths.month, firstDayOf(addMonths(month, 1 - SALES_MONTHS)), firstDayOf(month)));
    const byMonth = new Map(rows.map((row) => [row.month, row.amount]));
    return monthsEndingWith(month, SALES_MONTHS).map((m) => ({ month: m, amount: byMonth.get(m) ?? 0 }));
  }

  /** What customers owe, and what of it is overdue, from the due-date buckets. */
  async function receivables(today: string) {
    const balance = dashboardReceivables.balance;
    const overdue = lt(dashboardReceivables.dueDate, today);
    const [row] = await db
      .select({
        outstanding: amount(sql`sum(${balance})`),
        overdue: amount(sql`sum(${balance}) filter (where ${overdue})`),
        overdueCount: total(sql`sum(${dashboardReceivables.invoiceCount}) filter (where ${overdue})`),
      })
      .from(dashboardReceivables);
    return { outstanding: row?.outstanding ?? 0, overdue: row?.overdue ?? 0, overdueCount: row?.overdueCount ?? 0 };
  }

  /** The invoice figures: the receivables, and this and last month's sales read off the chart's months. */
  function invoiceFigures(today: string, sales: MonthlySales, owed: Awaited<ReturnType<typeof receivables>>) {
    const month = monthOf(today);
    const salesIn = (m: string) => sales.find((s) => s.month === m)?.amount ?? 0;
    return { invoicedThisMonth: salesIn(month), invoicedLastMonth: salesIn(addMonths(month, -1)), ...owed };
  }

  /**
   * The five customers with the most sales in the twelve months ending this one, ties by party
   * code: the window's rows from the fifth biggest amount up (an index range), joined to the
   * customers for their codes and names as they are now.
   */
  async function topCustomers(today: string): Promise<TopCustomers> {
    const sales = dashboardCustomerSales;
    const window = eq(sales.windowEnd, firstDayOf(monthOf(today)));
    const fifth = db
      .select({ amount: sales.amount })
      .from(sales)
      .where(window)
      .orderBy(desc(sales.amount))
      .offset(TOP_CUSTOMERS - 1)
      .limit(1);
    return db
      .select({
        customerId: customers.id,
        partyCode: customers.partyCode,
        name: customers.name,
        amount: amount(sql`${sales.amount}`),
      })
      .from(sales)
      .innerJoin(customers, eq(customers.id, sales.customerId))
      .where(and(window, sql`${sales.amount} >= coalesce((${fifth}), '-Infinity')`))
      .orderBy(desc(sales.amount), customers.partyCode)
      .limit(TOP_CUSTOMERS);
  }

  return {
    /** The sections the user may see; the others are null. */
    async get(user: User, today: string = todayIn()): Promise<Dashboard> {
      const seesOrders = can(user, 'sales-orders', 'view');
      const seesMoney = can(user, 'invoices', 'view');
      // Independent reads: on PostgreSQL each takes a connection of its own, at once.
      const [orders, sales, owed, top] = await Promise.all([
        seesOrders ? orderFigures(today) : null,
        seesMoney ? monthlySales(today) : null,
        seesMoney ? receivables(today) : null,
        seesMoney ? topCustomers(today) : null,
      ]);
      return {
        asOf: today,
        orders,
        invoices: sales && owed ? invoiceFigures(today, sales, owed) : null,
        topCustomers: top,
        monthlySales: sales,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
