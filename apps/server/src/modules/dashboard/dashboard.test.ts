import {
  addDays,
  type Dashboard,
  financialYearOf,
  fromPaise,
  lineAmountPaise,
  type Notifications,
  SERIES_PREFIX,
  seriesNumber,
  todayIn,
  toPaise,
} from '@lathe/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestUser } from '../../../test/harness.js';
import { dispatches, invoices, salesOrderLines, salesOrders } from '../../db/schema/index.js';
import { addMonths, dayMonthYear, firstDayOf, monthOf, monthsEndingWith } from './calendar.js';

// Every date is relative to today in India, so the figures never go stale.
const today = todayIn();
const day = (offset: number) => addDays(today, offset);
const month = monthOf(today);
const thisMonthStart = firstDayOf(month);
const lastMonthStart = firstDayOf(addMonths(month, -1));
const lastMonthEnd = addDays(thisMonthStart, -1);
const oldestMonthStart = firstDayOf(addMonths(month, -11));
const soNumber = (n: number) => seriesNumber(SERIES_PREFIX.salesOrder, financialYearOf(today), n);
const invNumber = (n: number) => seriesNumber(SERIES_PREFIX.invoice, financialYearOf(today), n);

let h: Harness;
let token: string;
const customer: Record<string, { id: string; partyCode: string; name: string }> = {};
const product: Record<string, string> = {};
const order: Record<string, string> = {};
const invoice: Record<string, string> = {};

interface LineRow {
  product: string;
  quantity: number;
  rate: number;
  dispatched?: number;
  invoiced?: number;
  deliveryDate?: string;
}

/** An order with its lines, written straight into the tables as the order screens would leave them. */
async function addOrder(
  key: string,
  o: { status: string; customer: string; number?: number; deliveryDate?: string; lines: LineRow[] },
) {
  const amountOf = (l: LineRow) => fromPaise(lineAmountPaise(l.quantity, toPaise(l.rate)));
  const [row] = await h.db
    .insert(salesOrders)
    .values({
      status: o.status,
      orderNumber: o.number ? soNumber(o.number) : null,
      customerId: customer[o.customer]?.id as string,
      orderDate: day(-30),
      deliveryDate: o.deliveryDate ?? null,
      totalAmount: o.lines.reduce((sum, l) => sum + amountOf(l), 0),
    })
    .returning();
  const orderId = row?.id as string;
  order[key] = orderId;
  await h.db.insert(salesOrderLines).values(
    o.lines.map((l, index) => ({
      orderId,
      lineNumber: index + 1,
      productId: product[l.product] as string,
      drawingNumber: `DRG-${l.product}`,
      description: `Part ${l.product}`,
      quantity: l.quantity,
      rate: l.rate,
      amount: amountOf(l),
      deliveryDate: l.deliveryDate ?? null,
      dispatchedQuantity: l.dispatched ?? 0,
      invoicedQuantity: l.invoiced ?? 0,
    })),
  );
}

async function addInvoice(
  key: string,
  i: { status: string; customer: string; number?: number; date: string; due: string; grand: number; paid?: number },
) {
  const buyer = customer[i.customer] as { id: string; partyCode: string; name: string };
  const [row] = await h.db
    .insert(invoices)
    .values({
      status: i.status,
      invoiceNumber: i.number ? invNumber(i.number) : null,
      customerId: buyer.id,
      invoiceDate: i.date,
      dueDate: i.due,
      customerPartyCode: buyer.partyCode,
      customerName: buyer.name,
      grandTotal: i.grand,
      taxableTotal: i.grand,
      amountPaid: i.paid ?? 0,
    })
    .returning();
  invoice[key] = row?.id as string;
}

const dashboardOf = async (as: string): Promise<Dashboard> => {
  const res = await h.call('GET', '/api/dashboard', { token: as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const notificationsOf = async (as: string): Promise<Notifications> => {
  const res = await h.call('GET', '/api/notifications', { token: as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
  for (const [key, partyCode, name] of [
    ['A', 'ALPHA-01', 'Alpha Castings'],
    ['B', 'BETA-02', 'Beta Forgings'],
    ['C', 'GAMMA-03', 'Gamma Pumps'],
    ['D', 'DELTA-04', 'Delta Valves'],
    ['E', 'EPS-05', 'Epsilon Old Accounts'],
    ['F', 'ZETA-06', 'Zeta Drafts'],
    ['G', 'ETA-07', 'Eta Hydraulics'],
  ] as const) {
    const res = await h.call('POST', '/api/customers', { token, body: { partyCode, name } });
    expect(res.statusCode, res.body).toBe(201);
    customer[key] = { id: res.json().id, partyCode, name };
  }
  const base = { assembly: 'Pump', product_type: 'Turned component', rod_size: '22 mm', grade: 'EN8D' };
  for (const [key, body] of [
    // 38.5 + 72 = 110.5 s a piece
    ['P1', { partyCode: 'ALPHA-01', rough_first_cycle_time_sec: 38.5, single_setup_cycle_time_sec: 72 }],
    // 10.1 + 20 + 15.4 = 45.5 s a piece
    [
      'P2',
      {
        partyCode: 'BETA-02',
        spm_rough_first_cycle_time_sec: 10.1,
        rough_first_cycle_time_sec: 20,
        rough_second_cycle_time_sec: 15.4,
      },
    ],
  ] as const) {
    const res = await h.call('POST', '/api/products', {
      token,
      body: { ...base, ...body, product_description: `Part ${key}`, drawing_number: `DRG-${key}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    product[key] = res.json().id;
  }

  // Open (confirmed) orders. Value still to invoice = (qty − invoiced) × rate; cycle seconds of
  // the pieces still to dispatch = (qty − dispatched) × the product's cycle time (machine hours
  // add setups: below).
  // Late since 3 days ago: value 70 × 12.50 = 875.00, 60 × 110.5 = 6630 s; the second line is done.
  await addOrder('late', {
    status: 'confirmed',
    customer: 'A',
    number: 1,
    deliveryDate: day(-3),
    lines: [
      { product: 'P1', quantity: 100, rate: 12.5, dispatched: 40, invoiced: 30 },
      { product: 'P2', quantity: 10, rate: 1000.05, dispatched: 10, invoiced: 10 },
    ],
  });
  // Due in 2 days by the line's own date (the order's is next month): 2333.31, 318.5 s.
  await addOrder('dueSoon', {
    status: 'confirmed',
    customer: 'B',
    number: 2,
    deliveryDate: day(30),
    lines: [{ product: 'P2', quantity: 7, rate: 333.33, deliveryDate: day(2) }],
  });
  // Due in 7 days: neither late nor this week. 2 × 0.01 = 0.02, 331.5 s.
  await addOrder('nextWeek', {
    status: 'confirmed',
    customer: 'A',
    number: 3,
    lines: [{ product: 'P1', quantity: 3, rate: 0.01, invoiced: 1, deliveryDate: day(7) }],
  });
  // Due on the sixth day from today by the order's date: the last day of the week. 99,999.99, 110.5 s.
  await addOrder('weekEnd', {
    status: 'confirmed',
    customer: 'B',
    number: 4,
    deliveryDate: day(6),
    lines: [{ product: 'P1', quantity: 1, rate: 99999.99 }],
  });
  // Was due yesterday but fully dispatched: not late. 5 × 10 = 50.00 still to invoice, 0 s.
  await addOrder('dispatched', {
    status: 'confirmed',
    customer: 'A',
    number: 5,
    lines: [{ product: 'P2', quantity: 5, rate: 10, dispatched: 5, deliveryDate: day(-1) }],
  });
  // One line late, one due tomorrow: counted late only. 2.22 + 2.22, 221 + 91 s.
  await addOrder('lateAndDue', {
    status: 'confirmed',
    customer: 'B',
    number: 6,
    lines: [
      { product: 'P1', quantity: 2, rate: 1.11, deliveryDate: day(-1) },
      { product: 'P2', quantity: 2, rate: 1.11, deliveryDate: day(1) },
    ],
  });
  // No dates at all: open, never late. 0.99, 45.5 s.
  await addOrder('undated', {
    status: 'confirmed',
    customer: 'A',
    number: 7,
    lines: [{ product: 'P2', quantity: 1, rate: 0.99 }],
  });
  // Not open: a draft, a cancelled and a completed order, all with overdue lines.
  await addOrder('draft', {
    status: 'draft',
    customer: 'A',
    lines: [{ product: 'P1', quantity: 1000, rate: 5, deliveryDate: day(-10) }],
  });
  await addOrder('cancelled', {
    status: 'cancelled',
    customer: 'B',
    number: 8,
    lines: [{ product: 'P1', quantity: 1000, rate: 5, deliveryDate: day(-10) }],
  });
  await addOrder('completed', {
    status: 'completed',
    customer: 'B',
    number: 9,
    lines: [{ product: 'P1', quantity: 1000, rate: 5, dispatched: 999, invoiced: 1000, deliveryDate: day(-10) }],
  });

  // Dispatches: two this month, one on the last day of last month.
  await h.db.insert(dispatches).values([
    { orderId: order.late as string, dispatchDate: thisMonthStart },
    { orderId: order.late as string, dispatchDate: today },
    { orderId: order.dispatched as string, dispatchDate: lastMonthEnd },
  ]);

  // Invoices.
  await addInvoice('overdueThisMonth', {
    status: 'issued',
    customer: 'A',
    number: 1,
    date: thisMonthStart,
    due: day(-1),
    grand: 118000,
  });
  await addInvoice('partlyPaid', {
    status: 'partially_paid',
    customer: 'B',
    number: 2,
    date: thisMonthStart,
    due: day(10),
    grand: 50000.5,
    paid: 20000.25,
  });
  await addInvoice('paidLastMonth', {
    status: 'paid',
    customer: 'A',
    number: 3,
    date: lastMonthEnd,
    due: day(-20),
    grand: 1000,
    paid: 1000,
  });
  await addInvoice('overdueLastMonth', {
    status: 'issued',
    customer: 'C',
    number: 4,
    date: lastMonthStart,
    due: day(-5),
    grand: 2500.75,
  });
  // Due today: not yet overdue.
  await addInvoice('oldest', {
    status: 'issued',
    customer: 'D',
    number: 5,
    date: oldestMonthStart,
    due: today,
    grand: 300,
  });
  // The day before the twelve months: counted in nothing but what it still owes (nothing, paid).
  await addInvoice('tooOld', {
    status: 'paid',
    customer: 'E',
    number: 6,
    date: addDays(oldestMonthStart, -1),
    due: day(-400),
    grand: 5000000,
    paid: 5000000,
  });
  await addInvoice('g', {
    status: 'paid',
    customer: 'G',
    number: 7,
    date: firstDayOf(addMonths(month, -3)),
    due: day(-60),
    grand: 200,
    paid: 200,
  });
  await addInvoice('f', {
    status: 'paid',
    customer: 'F',
    number: 8,
    date: firstDayOf(addMonths(month, -5)),
    due: day(-100),
    grand: 100,
    paid: 100,
  });
  // Neither a draft nor a cancelled invoice counts, overdue or not.
  await addInvoice('draft', { status: 'draft', customer: 'F', date: thisMonthStart, due: day(-30), grand: 99999 });
  await addInvoice('cancelled', {
    status: 'cancelled',
    customer: 'F',
    number: 9,
    date: thisMonthStart,
    due: day(-30),
    grand: 77777,
  });
});
afterAll(() => h.close());

describe('GET /api/dashboard', () => {
  it('each order card opens exactly the orders it counts: open, late, due this week', async () => {
    const dashboard = await dashboardOf(token);
    const totalOf = async (query: string) => {
      const res = await h.call('GET', `/api/sales-orders?${query}`, { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().total;
    };
    expect(await totalOf('status=confirmed')).toBe(dashboard.orders?.openCount);
    expect(await totalOf('late=true')).toBe(dashboard.orders?.lateCount);
    expect(await totalOf('due=week')).toBe(dashboard.orders?.dueThisWeekCount);
    expect((await h.call('GET', '/api/sales-orders?due=month', { token })).statusCode).toBe(400);
  });

  it('each invoice card opens exactly the invoices it adds up: this month, still to collect, overdue', async () => {
    const dashboard = await dashboardOf(token);
    const list = async (query: string) => {
      const res = await h.call('GET', `/api/invoices?limit=100&${query}`, { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const sum = (rows: { grandTotal: number }[]) =>
      rows.reduce((total, row) => total + Math.round(row.grandTotal * 100), 0) / 100;
    expect(sum((await list(`month=${today.slice(0, 7)}`)).data)).toBe(dashboard.invoices?.invoicedThisMonth);
    const owed = await list('outstanding=true');
    expect(owed.totals.outstanding).toBe(dashboard.invoices?.outstanding);
    expect(owed.data.every((i: { status: string }) => ['issued', 'partially_paid'].includes(i.status))).toBe(true);
    expect((await list('overdue=true')).totals.overdue).toBe(dashboard.invoices?.overdue);
    expect((await h.call('GET', '/api/invoices?month=2026-13', { token })).statusCode).toBe(400);
  });

  it('gives every figure exactly, from the database, for a user who sees everything', async () => {
    const dashboard = await dashboardOf(token);
    expect(dashboard.asOf).toBe(today);
    expect(dashboard.orders).toEqual({
      openCount: 7,
      // 875 + 2333.31 + 0.02 + 99999.99 + 50 + 4.44 + 0.99
      openValue: 103263.75,
      lateCount: 2,
      dueThisWeekCount: 2,
      dispatchesThisMonth: 2,
      // The open lines' own machine hours as the plan counts them; no machine here, so each
      // operation at 100 % with an hour's setup (run minutes of pieces × cycle time, rounded up):
      // late, P1 × 60: (39 + 60) + (72 + 60) = 231 min = 3.85 h; dueSoon, P2 × 7: (2 + 60) +
      // (3 + 60) + (2 + 60) = 187 min = 3.12 h; nextWeek, P1 × 3: 62 + 64 = 126 min = 2.1 h;
      // weekEnd, P1 × 1: 61 + 62 = 123 min = 2.05 h; lateAndDue, P1 × 2: 62 + 63 = 125 min =
      // 2.08 h and P2 × 2: 3 × 61 = 183 min = 3.05 h; undated, P2 × 1: 183 min = 3.05 h.
      // 3.85 + 3.12 + 2.1 + 2.05 + 2.08 + 3.05 + 3.05 = 19.3 h.
      openMachiningHours: 19.3,
    });
    expect(dashboard.invoices).toEqual({
      invoicedThisMonth: 168000.5,
      invoicedLastMonth: 3500.75,
      // 118000 + 30000.25 + 2500.75 + 300
      outstanding: 150801,
      overdue: 120500.75,
      overdueCount: 2,
    });
  });

  it('ranks the top five customers of the last twelve months, issued invoices only', async () => {
    const { topCustomers } = await dashboardOf(token);
    expect(topCustomers).toEqual([
      { customerId: customer.A?.id, partyCode: 'ALPHA-01', name: 'Alpha Castings', amount: 119000 },
      { customerId: customer.B?.id, partyCode: 'BETA-02', name: 'Beta Forgings', amount: 50000.5 },
      { customerId: customer.C?.id, partyCode: 'GAMMA-03', name: 'Gamma Pumps', amount: 2500.75 },
      { customerId: customer.D?.id, partyCode: 'DELTA-04', name: 'Delta Valves', amount: 300 },
      { customerId: customer.G?.id, partyCode: 'ETA-07', name: 'Eta Hydraulics', amount: 200 },
    ]);
  });

  it('buckets sales into the twelve months ending this one, oldest first, empty months at 0', async () => {
    const { monthlySales } = await dashboardOf(token);
    const months = monthsEndingWith(month, 12);
    expect(monthlySales?.map((m) => m.month)).toEqual(months);
    expect(monthlySales?.[0]?.month).toBe(monthOf(oldestMonthStart));
    const expected = new Map([
      [month, 168000.5],
      [addMonths(month, -1), 3500.75],
      [addMonths(month, -3), 200],
      [addMonths(month, -5), 100],
      [addMonths(month, -11), 300],
    ]);
    expect(monthlySales).toEqual(months.map((m) => ({ month: m, amount: expected.get(m) ?? 0 })));
  });

  it('leaves out the sections the user may not see', async () => {
    const dashboardOnly = await h.userWith([{ scope: 'dashboard', actions: ['view'] }]);
    expect(await dashboardOf(dashboardOnly.accessToken)).toEqual({
      asOf: today,
      orders: null,
      invoices: null,
      topCustomers: null,
      monthlySales: null,
    });

    const sales = await h.userWith([
      { scope: 'dashboard', actions: ['view'] },
      { scope: 'sales-orders', actions: ['view'] },
    ]);
    const salesView = await dashboardOf(sales.accessToken);
    expect(salesView.orders?.openCount).toBe(7);
    expect(salesView).toMatchObject({ invoices: null, topCustomers: null, monthlySales: null });

    const accounts = await h.userWith([
      { scope: 'dashboard', actions: ['view'] },
      { scope: 'invoices', actions: ['view'] },
    ]);
    const accountsView = await dashboardOf(accounts.accessToken);
    expect(accountsView.orders).toBeNull();
    expect(accountsView.invoices?.overdueCount).toBe(2);
    expect(accountsView.topCustomers).toHaveLength(5);
    expect(accountsView.monthlySales).toHaveLength(12);
  });

  it('answers 403 without dashboard: view, whatever else the user holds, and 401 signed out', async () => {
    const noDashboard = await h.userWith([
      { scope: 'sales-orders', actions: ['view'] },
      { scope: 'invoices', actions: ['view'] },
    ]);
    expect((await h.call('GET', '/api/dashboard', { token: noDashboard.accessToken })).statusCode).toBe(403);
    expect((await h.call('GET', '/api/dashboard')).statusCode).toBe(401);
  });
});

describe('GET /api/notifications', () => {
  const ids = (n: Notifications) => n.items.map((item) => item.id);

  it('lists overdue invoices and late orders by date, then orders due this week', async () => {
    const notifications = await notificationsOf(token);
    expect(ids(notifications)).toEqual([
      `invoice_overdue:${invoice.overdueLastMonth}`, // due 5 days ago
      `order_late:${order.late}`, // due 3 days ago
      `invoice_overdue:${invoice.overdueThisMonth}`, // due yesterday
      `order_late:${order.lateAndDue}`, // due yesterday
      `order_due:${order.dueSoon}`, // in 2 days
      `order_due:${order.weekEnd}`, // in 6 days
    ]);
    expect(notifications.total).toBe(6);
  });

  it('says what, for whom, how much and since when, and links to the screen that deals with it', async () => {
    const { items } = await notificationsOf(token);
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(`invoice_overdue:${invoice.overdueLastMonth}`)).toEqual({
      id: `invoice_overdue:${invoice.overdueLastMonth}`,
      kind: 'invoice_overdue',
      title: 'Invoice overdue',
      message: `${invNumber(4)} for Gamma Pumps: ₹2,500.75 due since ${dayMonthYear(day(-5))}`,
      link: `/invoices/view/${invoice.overdueLastMonth}`,
      date: day(-5),
      customerId: expect.any(String),
      customerName: 'Gamma Pumps',
    });
    expect(byId.get(`invoice_overdue:${invoice.overdueThisMonth}`)?.message).toBe(
      `${invNumber(1)} for Alpha Castings: ₹1,18,000.00 due since ${dayMonthYear(day(-1))}`,
    );
    expect(byId.get(`order_late:${order.late}`)).toEqual({
      id: `order_late:${order.late}`,
      kind: 'order_late',
      title: 'Order late',
      message: `${soNumber(1)} for Alpha Castings was due on ${dayMonthYear(day(-3))}`,
      link: `/sales-orders/view/${order.late}`,
      date: day(-3),
      customerId: expect.any(String),
      customerName: 'Alpha Castings',
    });
    // The earliest date still pending: the late line, not the one due tomorrow.
    expect(byId.get(`order_late:${order.lateAndDue}`)?.date).toBe(day(-1));
    expect(byId.get(`order_due:${order.dueSoon}`)).toEqual({
      id: `order_due:${order.dueSoon}`,
      kind: 'order_due',
      title: 'Order due this week',
      message: `${soNumber(2)} for Beta Forgings is due on ${dayMonthYear(day(2))}`,
      link: `/sales-orders/view/${order.dueSoon}`,
      date: day(2),
      customerId: expect.any(String),
      customerName: 'Beta Forgings',
    });
  });

  it('gives each user only the kinds their scopes cover, without needing dashboard: view', async () => {
    const nobody = await h.userWith([]);
    expect(await notificationsOf(nobody.accessToken)).toEqual({ items: [], total: 0 });

    const sales: TestUser = await h.userWith([{ scope: 'sales-orders', actions: ['view'] }]);
    const orders = await notificationsOf(sales.accessToken);
    expect(orders.items.map((item) => item.kind)).toEqual(['order_late', 'order_late', 'order_due', 'order_due']);
    expect(orders.total).toBe(4);

    const accounts = await h.userWith([{ scope: 'invoices', actions: ['view'] }]);
    const money = await notificationsOf(accounts.accessToken);
    expect(ids(money)).toEqual([
      `invoice_overdue:${invoice.overdueLastMonth}`,
      `invoice_overdue:${invoice.overdueThisMonth}`,
    ]);
    expect(money.total).toBe(2);

    expect((await h.call('GET', '/api/notifications')).statusCode).toBe(401);
  });

  it('caps the list at 50, oldest first, and still counts them all', async () => {
    const backlog: string[] = [];
    for (let n = 0; n < 50; n++) {
      await addInvoice(`backlog${n}`, {
        status: 'issued',
        customer: 'E',
        number: 100 + n,
        date: day(-200),
        due: day(-100 - n),
        grand: 10,
      });
      backlog.push(invoice[`backlog${n}`] as string);
    }
    try {
      const { items, total } = await notificationsOf(token);
      expect(total).toBe(56);
      expect(items).toHaveLength(50);
      // The oldest first: the backlog's last invoice was due 149 days ago.
      expect(items[0]?.id).toBe(`invoice_overdue:${backlog[49]}`);
      expect(items[0]?.date).toBe(day(-149));
      // All 50 are the backlog's: older than every other concern.
      expect(items.every((item) => item.kind === 'invoice_overdue' && item.date <= day(-100))).toBe(true);
    } finally {
      await h.db.delete(invoices).where(inArray(invoices.id, backlog));
    }
    expect((await notificationsOf(token)).total).toBe(6);
  });
});
