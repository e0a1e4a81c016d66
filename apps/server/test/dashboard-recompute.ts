import type { Dashboard } from '@lathe/shared';
import { and, desc, eq, gte, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { customers, dispatches, invoices, salesOrderLines, salesOrders } from '../src/db/schema/index.js';
import { addMonths, firstDayOf, monthOf, monthsEndingWith } from '../src/modules/dashboard/calendar.js';
import { SALES_MONTHS, TOP_CUSTOMERS } from '../src/modules/dashboard/dashboard.service.js';
import { openOrderDueDates } from '../src/modules/dashboard/open-orders.js';
import { overdueCondition, owedSql, unpaidCondition } from '../src/modules/invoices/invoice-rows.js';
import { createOpenLines } from '../src/modules/sales-orders/open-lines.js';

/*
 * The reference the dashboard's summary tables are checked against: every figure computed
 * again from the records, as the dashboard did before migration 0008 (every open order line
 * and a year of invoices read on each call). Slow at scale, and right by construction. The
 * machining hours are the open lines' list's own, added up line by line.
 */

type Figures = Omit<Dashboard, 'asOf'>;

const amount = (expression: SQL) => sql`coalesce(${expression}, 0)::text`.mapWith(Number);
const count = (filter?: SQL) =>
  (filter ? sql`count(*) filter (where ${filter})::int` : sql`count(*)::int`).mapWith(Number);

const isSale = notInArray(invoices.status, ['draft', 'cancelled']);

/**
 * The machine hours of every open line as the open lines' list answers them (exported whole, as the
 * planner's journey adds them up), summed and shown to 1 decimal: what the card must say.
 */
async function openLinesHours(db: Db): Promise<number> {
  let hundredths = 0;
  const query = { search: '', sortBy: 'dueDate', sortOrder: 'ASC' } as const;
  for await (const batch of createOpenLines(db).all(query)) {
    for (const line of batch) hundredths += Math.round(line.machiningHours * 100);
  }
  return Math.round(hundredths / 10) / 10;
}

async function orderFigures(
  db: Db,
  today: string,
  openMachiningHours: number,
): Promise<NonNullable<Dashboard['orders']>> {
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
      openValue: amount(
        sql`round(sum((${salesOrderLines.quantity} - ${salesOrderLines.invoicedQuantity}) * ${salesOrderLines.rate}), 2)`,
      ),
    })
    .from(salesOrderLines)
    .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
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
    openMachiningHours,
  };
}

async function invoiceFigures(db: Db, today: string): Promise<NonNullable<Dashboard['invoices']>> {
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
      outstanding: amount(sql`sum(${owedSql}) filter (where ${unpaidCondition})`),
      overdue: amount(sql`sum(${owedSql}) filter (where ${overdue})`),
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

const inSalesWindow = (today: string) =>
  and(
    isSale,
    gte(invoices.invoiceDate, firstDayOf(addMonths(monthOf(today), 1 - SALES_MONTHS))),
    lt(invoices.invoiceDate, firstDayOf(addMonths(monthOf(today), 1))),
  );

function topCustomers(db: Db, today: string): Promise<NonNullable<Dashboard['topCustomers']>> {
  const total = sql`sum(${invoices.grandTotal})`;
  return db
    .select({ customerId: customers.id, partyCode: customers.partyCode, name: customers.name, amount: amount(total) })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(inSalesWindow(today))
    .groupBy(customers.id)
    .orderBy(desc(total), customers.partyCode)
    .limit(TOP_CUSTOMERS);
}

async function monthlySales(db: Db, today: string): Promise<NonNullable<Dashboard['monthlySales']>> {
  const month = sql<string>`to_char(${invoices.invoiceDate}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, amount: amount(sql`sum(${invoices.grandTotal})`) })
    .from(invoices)
    .where(inSalesWindow(today))
    .groupBy(month);
  const byMonth = new Map(rows.map((row) => [row.month, row.amount]));
  return monthsEndingWith(monthOf(today), SALES_MONTHS).map((m) => ({ month: m, amount: byMonth.get(m) ?? 0 }));
}

/**
 * Every section of the dashboard on each of `days`, recomputed from the records. The open lines'
 * machine hours are the same on any day (pieces still to make, not dates): added up once.
 */
export async function recomputeDashboards(db: Db, days: string[]): Promise<Map<string, Figures>> {
  const hours = await openLinesHours(db);
  const figures = new Map<string, Figures>();
  for (const today of days) {
    figures.set(today, {
      orders: await orderFigures(db, today, hours),
      invoices: await invoiceFigures(db, today),
      topCustomers: await topCustomers(db, today),
      monthlySales: await monthlySales(db, today),
    });
  }
  return figures;
}
