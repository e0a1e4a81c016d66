import { addDays, type Dashboard, todayIn, type User } from '@lathe/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBench } from '../src/db/bench-seed.js';
import type { Db } from '../src/db/client.js';
import { createDashboardService, type DashboardService } from '../src/modules/dashboard/dashboard.service.js';
import { recomputeDashboards } from './dashboard-recompute.js';
import { ADMIN, createHarness, type Harness } from './harness.js';
import { invoiceTestKit } from './invoice-test-kit.js';

/*
 * The dashboard reads summary tables kept by triggers (migration 0008). After every kind of
 * write — through the API as users make them, and as bulk SQL — each figure must equal the
 * full recomputation from the records (dashboard-recompute.ts, the dashboard as it was), on
 * several days around the data: across a month end and across 31 March / 1 April (a new
 * financial year), since the figures about today must stay right as days pass with no writes.
 * And the tables themselves must equal what dashboard_figures_refresh() computes afresh.
 */

/** The days the figures are read on: around the orders' dates, month ends and the year end. */
const DAYS = [
  '2026-04-30',
  '2026-11-30',
  '2026-12-01',
  '2027-02-28',
  '2027-03-01',
  '2027-03-24',
  '2027-03-25',
  '2027-03-31',
  '2027-04-01',
  '2027-04-02',
  '2027-04-06',
  '2027-04-30',
  '2027-05-01',
  '2028-03-31',
  '2028-04-01',
];

type Figures = Omit<Dashboard, 'asOf'>;
/** Every figure that was not 0 on some day after some step: the checks were not all of zeros. */
const seen = new Set<string>();

function noteNonZero(figures: Figures) {
  for (const [section, values] of Object.entries({ ...figures.orders, ...figures.invoices })) {
    if (values !== 0) seen.add(section);
  }
  if (figures.topCustomers?.length) seen.add('topCustomers');
  if (figures.monthlySales?.some((m) => m.amount !== 0)) seen.add('monthlySales');
}

/** The summary tables' rows, with NUMERIC values at their shortest scale (12.50 → 12.5). */
async function summaryTables(db: Db) {
  const read = async (query: string) => ((await db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;
  return {
    openOrders: await read(
      `select earliest_due::text, order_count, trim_scale(open_value)::text as value
       from dashboard_open_orders order by earliest_due`,
    ),
    openPieces: await read(
      'select product_id::text, pieces, line_count from dashboard_open_pieces order by product_id, pieces',
    ),
    dispatchMonths: await read('select month::text, dispatch_count from dashboard_dispatch_months order by month'),
    salesMonths: await read(
      'select month::text, invoice_count, trim_scale(amount)::text as amount from dashboard_sales_months order by month',
    ),
    customerSales: await read(
      `select window_end::text, customer_id::text, invoice_count, trim_scale(amount)::text as amount
       from dashboard_customer_sales order by window_end, customer_id`,
    ),
    receivables: await read(
      'select due_date::text, invoice_count, trim_scale(balance)::text as balance from dashboard_receivables order by due_date',
    ),
  };
}

/** The fast dashboard equals the recomputation on every day, and the tables equal a fresh refresh. */
async function expectExact(db: Db, dashboard: DashboardService, user: User, step: string, days = DAYS) {
  const recomputed = await recomputeDashboards(db, days);
  for (const today of days) {
    const slow = recomputed.get(today) as Figures;
    expect(await dashboard.get(user, today), `${step}, on ${today}`).toEqual({ asOf: today, ...slow });
    noteNonZero(slow);
  }
  const kept = await summaryTables(db);
  await db.execute(sql`select dashboard_figures_refresh()`);
  expect(kept, `${step}: the tables as the triggers keep them, and as computed afresh`).toEqual(
    await summaryTables(db),
  );
}

describe('dashboard figures kept by triggers, through the API', () => {
  const kit = invoiceTestKit();
  let user: User;
  let dashboard: DashboardService;
  const check = (step: string) => expectExact(kit.h.db, dashboard, user, step);

  type Line = { id: string };
  type Order = { id: string; version: number; lines: Line[] };
  const customer: Record<string, { id: string; partyCode: string; name: string; version: number }> = {};
  const product: Record<string, { id: string; version: number }> = {};
  const order: Record<string, Order> = {};
  const invoice: Record<string, { id: string; grandTotal: number; payments: { id: string }[] }> = {};

  const orderBody = (who: string, lines: Record<string, unknown>[], fields: Record<string, unknown> = {}) => ({
    customerId: customer[who]?.id,
    orderDate: '2027-03-01',
    lines: lines.map(({ product: key, ...line }) => ({ productId: product[key as string]?.id, ...line })),
    ...fields,
  });
  const draftOrder = async (key: string, ...args: Parameters<typeof orderBody>) => {
    order[key] = await kit.ok('POST', '/api/sales-orders', orderBody(...args), 201);
  };
  const step = async (key: string, action: string, body: object = {}) => {
    order[key] = await kit.ok('POST', `/api/sales-orders/${order[key]?.id}/${action}`, body);
  };
  const dispatch = async (key: string, dispatchDate: string, quantities: number[]) => {
    const o = order[key] as Order;
    order[key] = await kit.ok(
      'POST',
      `/api/sales-orders/${o.id}/dispatches`,
      {
        dispatchDate,
        lines: quantities.map((quantity, i) => ({ orderLineId: o.lines[i]?.id, quantity })),
        pdiOverride: true,
      },
      201,
    );
  };
  /** An issued invoice of the order's lines (`[line index, quantity]`), or of a free line when no order. */
  const issueInvoice = async (
    key: string,
    who: string,
    fields: Record<string, unknown>,
    { from, picks = [], rate = 100 }: { from?: string; picks?: [number, number][]; rate?: number } = {},
  ) => {
    const o = from ? (order[from] as Order) : undefined;
    const lines = o
      ? picks.map(([line, quantity]) => ({ salesOrderLineId: o.lines[line]?.id, quantity, rate }))
      : [{ quantity: 10, rate }];
    const draft = await kit.draft(
      kit.draftBody(customer[who]?.id as string, lines, { ...(o ? { salesOrderId: o.id } : {}), ...fields }),
    );
    invoice[key] = await kit.issue(draft.id);
    if (from) order[from] = await kit.ok('GET', `/api/sales-orders/${o?.id}`);
  };
  const pay = async (key: string, amount: number, paymentDate: string) => {
    invoice[key] = await kit.ok(
      'POST',
      `/api/invoices/${invoice[key]?.id}/payments`,
      { paymentDate, amount, mode: 'upi' },
      201,
    );
  };

  beforeAll(async () => {
    user = (await kit.h.login(ADMIN.email, ADMIN.password)).user;
    dashboard = createDashboardService(kit.h.db);
  });

  it('starts at zero', () => check('an empty database'));

  it('leaves drafts out, and follows their edits, then their confirmation', async () => {
    for (const [key, terms] of [
      ['A', 30],
      ['B', 0],
      ['C', 45],
      ['D', 15],
      ['E', 60],
      ['F', 30],
      ['G', 30],
    ] as const) {
      customer[key] = await kit.customer({ paymentTermsDays: terms });
    }
    const cycles = {
      // 38.5 + 72 = 110.5 s a piece
      A1: ['A', { rough_first_cycle_time_sec: 38.5, single_setup_cycle_time_sec: 72 }],
      // no cycle times: 0 s
      A2: ['A', {}],
      // 10.1 + 20 + 15.4 = 45.5 s
      B1: [
        'B',
        { spm_rough_first_cycle_time_sec: 10.1, rough_first_cycle_time_sec: 20, rough_second_cycle_time_sec: 15.4 },
      ],
      C1: ['C', { first_setup_cycle_time_sec: 7.3, second_setup_cycle_time_sec: 0.1 }],
      D1: ['D', { single_setup_cycle_time_sec: 1234.5 }],
      E1: ['E', { rough_first_cycle_time_sec: 3 }],
    } as const;
    for (const [key, [who, fields]] of Object.entries(cycles)) {
      product[key] = await kit.product(customer[who]?.partyCode as string, fields);
    }
    await draftOrder('o1', 'A', [
      { product: 'A1', quantity: 100, rate: 12.5, deliveryDate: '2027-03-30' },
      { product: 'A2', quantity: 40, rate: 99.99 },
    ]);
    await draftOrder('o2', 'B', [
      { product: 'B1', quantity: 7, rate: 333.33, deliveryDate: '2027-04-02' },
      { product: 'B1', quantity: 3, rate: 0.01 },
    ]);
    await draftOrder('o3', 'A', [{ product: 'A1', quantity: 1, rate: 99999.99 }], { deliveryDate: '2027-04-05' });
    await draftOrder(
      'o4',
      'C',
      [
        { product: 'C1', quantity: 50, rate: 10 },
        { product: 'C1', quantity: 5, rate: 1.11, deliveryDate: '2027-03-25' },
        { product: 'C1', quantity: 2, rate: 7.77, deliveryDate: '2027-04-07' },
      ],
      { deliveryDate: '2027-03-31' },
    );
    await draftOrder('o5', 'D', [{ product: 'D1', quantity: 9, rate: 45 }], { deliveryDate: '2027-03-20' });
    await draftOrder('o6', 'E', [{ product: 'E1', quantity: 1000, rate: 2.5 }], { deliveryDate: '2027-03-20' });
    await draftOrder('o7', 'C', [{ product: 'C1', quantity: 11, rate: 11.11 }], { deliveryDate: '2027-03-26' });
    await draftOrder('o8', 'B', [
      { product: 'B1', quantity: 60, rate: 5.55, deliveryDate: '2027-03-24' },
      { product: 'B1', quantity: 6, rate: 6.66, deliveryDate: '2027-05-01' },
    ]);
    await draftOrder('o9', 'D', [{ product: 'D1', quantity: 4, rate: 0.5 }]);
    await check('drafts only');

    // A draft's lines replaced: quantities, rates and dates change, a line is added.
    const o1 = order.o1 as Order;
    order.o1 = await kit.ok(
      'PUT',
      `/api/sales-orders/${o1.id}`,
      orderBody(
        'A',
        [
          { product: 'A1', quantity: 120, rate: 12.75, deliveryDate: '2027-03-29' },
          { product: 'A2', quantity: 40, rate: 99.99 },
          { product: 'A1', quantity: 5, rate: 1, deliveryDate: '2027-04-03' },
        ],
        { deliveryDate: '2027-03-28', version: o1.version },
      ),
    );
    await check('a draft edited');

    for (const key of ['o1', 'o2', 'o3', 'o4', 'o7', 'o8', 'o9']) await step(key, 'confirm');
    await check('orders confirmed');
  });

  it('follows dispatches, across months and the year end', async () => {
    await dispatch('o1', '2027-03-31', [40, 0, 0]);
    await check('o1 partly dispatched');
    await dispatch('o1', '2027-04-01', [0, 40, 0]);
    await dispatch('o4', '2026-11-30', [0, 5, 0]);
    await dispatch('o8', '2027-03-24', [60, 0]);
    await dispatch('o9', '2026-12-01', [4]);
    await check('more dispatches: lines done, an order no longer late');
  });

  it('follows invoices issued, paid, part paid and cancelled', async () => {
    await issueInvoice('i1', 'A', { invoiceDate: '2027-03-31' }, { from: 'o1', picks: [[0, 30]], rate: 12.75 });
    await issueInvoice(
      'i2',
      'C',
      { invoiceDate: '2027-04-01' },
      {
        from: 'o4',
        picks: [
          [1, 5],
          [0, 10],
        ],
      },
    );
    await check('invoices from orders');
    await issueInvoice('i3', 'D', { invoiceDate: '2026-04-15' }, { rate: 1000 });
    await issueInvoice('i4', 'E', { invoiceDate: '2026-12-01', dueDate: '2026-12-15' }, { rate: 333.33 });
    // Two customers with the same sales: ranked by party code.
    await issueInvoice('i5', 'F', { invoiceDate: '2027-03-01' }, { rate: 250 });
    await issueInvoice('i6', 'G', { invoiceDate: '2026-11-30' }, { rate: 250 });
    await issueInvoice('i7', 'B', { invoiceDate: '2027-04-30', dueDate: '2027-04-30' }, { rate: 1.01 });
    // A draft counts for nothing.
    await kit.draft(
      kit.draftBody(customer.A?.id as string, [{ quantity: 1000, rate: 1000 }], { invoiceDate: '2027-03-31' }),
    );
    await check('invoices issued');

    await pay('i1', 100.5, '2027-04-02');
    await pay('i3', invoice.i3?.grandTotal as number, '2026-05-01');
    await pay('i4', 1, '2027-01-01');
    await check('payments');
    invoice.i4 = await kit.ok('DELETE', `/api/invoices/${invoice.i4?.id}/payments/${invoice.i4?.payments[0]?.id}`);
    await check('a payment removed');

    invoice.i2 = await kit.ok('POST', `/api/invoices/${invoice.i2?.id}/cancel`, { reason: 'Wrong rate' });
    await check('an invoice of an order cancelled');

    // Notes change what is owed: a credit note on i5 lowers it, a debit note on i4 raises it.
    const note = (id: string | undefined, kind: 'credit' | 'debit', noteDate: string) =>
      kit.ok('GET', `/api/invoices/${id}`).then((of) =>
        kit.ok(
          'POST',
          '/api/notes/issue',
          {
            kind,
            invoiceId: of.id,
            noteDate,
            reason: kind === 'credit' ? 'goods_returned' : 'rate_correction',
            lines: [{ invoiceLineId: of.lines[0].id, quantity: 1, rate: of.lines[0].rate }],
          },
          201,
        ),
      );
    const credit = await note(invoice.i5?.id, 'credit', '2027-03-05');
    await note(invoice.i4?.id, 'debit', '2027-01-10');
    await check('a credit note and a debit note');
    await kit.ok('POST', `/api/notes/${credit.id}/cancel`, { reason: 'Pieces accepted after rework' });
    await check('a credit note cancelled');
  });

  it('follows orders completed, reopened, short-closed, cancelled and deleted', async () => {
    await dispatch('o3', '2027-04-02', [1]);
    await issueInvoice('i8', 'A', { invoiceDate: '2027-04-02' }, { from: 'o3', picks: [[0, 1]], rate: 99999.99 });
    expect(order.o3).toMatchObject({ status: 'completed' });
    await check('an order completed');
    invoice.i8 = await kit.ok('POST', `/api/invoices/${invoice.i8?.id}/cancel`, { reason: 'Reissue' });
    order.o3 = await kit.ok('GET', `/api/sales-orders/${order.o3?.id}`);
    expect(order.o3).toMatchObject({ status: 'confirmed' });
    await check('a completed order confirmed again by a cancelled invoice');

    await step('o8', 'close', { reason: 'Balance not needed' });
    await step('o7', 'cancel', { reason: 'Duplicate' });
    await step('o5', 'cancel', { reason: 'Not wanted' });
    expect((await kit.call('DELETE', `/api/sales-orders/${order.o6?.id}`)).statusCode).toBe(204);
    await check('orders short-closed, cancelled and deleted');
  });

  it("follows a product's cycle times and a customer's new name and party code", async () => {
    const a1 = product.A1 as { id: string; version: number };
    product.A1 = await kit.ok('PATCH', `/api/products/${a1.id}`, {
      id: a1.id,
      version: a1.version,
      rough_first_cycle_time_sec: 400,
      second_setup_cycle_time_sec: 0.4,
    });
    const c1 = product.C1 as { id: string; version: number };
    product.C1 = await kit.ok('PATCH', `/api/products/${c1.id}`, {
      id: c1.id,
      version: c1.version,
      first_setup_cycle_time_sec: null,
    });
    await check('cycle times edited');

    const g = customer.G as { id: string; version: number };
    customer.G = await kit.ok('PUT', `/api/customers/${g.id}`, {
      ...customer.G,
      partyCode: 'A-FIRST',
      name: 'Renamed Gears',
      version: g.version,
    });
    await check('a customer renamed, with a new party code');
    const fast = await dashboard.get(user, '2027-04-01');
    expect(fast.topCustomers?.find((c) => c.customerId === g.id)).toMatchObject({
      partyCode: 'A-FIRST',
      name: 'Renamed Gears',
    });
  });

  it('follows bulk statements and ignores a rolled-back one', async () => {
    const { db } = kit.h;
    const run = (text: string) => db.execute(sql.raw(text));
    await run(`update sales_order_lines set delivery_date = delivery_date + 3 where delivery_date is not null`);
    await check('line dates moved in bulk');
    await run(`update sales_orders set delivery_date = coalesce(delivery_date, date '2027-03-30') - 2
               where status = 'confirmed'`);
    await check('order dates moved in bulk');
    await run(`update sales_order_lines set dispatched_quantity = least(quantity, dispatched_quantity + 2),
               invoiced_quantity = least(quantity, invoiced_quantity + 1)`);
    await check('quantities moved in bulk');
    // Many confirmed orders with lines at once, one of them then deleted (its lines by cascade).
    await run(`insert into sales_orders (id, status, customer_id, order_date, delivery_date, order_number)
               select ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'confirmed',
                      '${customer.D?.id}', date '2027-03-01', date '2027-03-20' + g, 'SO/BULK/' || g
               from generate_series(1, 20) g`);
    await check('orders inserted in bulk, no lines yet');
    await run(`insert into sales_order_lines (order_id, line_number, product_id, drawing_number, description, quantity,
                                              rate, amount, delivery_date, dispatched_quantity)
               select o.id, l, '${product.D1?.id}', 'DRG', 'Part', 10 * l, 3.33, 33.3 * l,
                      case when l = 2 then o.delivery_date - 5 end, case when l = 1 then 10 else 0 end
               from sales_orders o, generate_series(1, 3) l where o.order_number like 'SO/BULK/%'`);
    await check('lines inserted in bulk');
    await run(`update sales_order_lines set order_id = '00000000-0000-4000-8000-000000000002', line_number = 4
               where order_id = '00000000-0000-4000-8000-000000000001' and line_number = 2`);
    await run(`update sales_order_lines set product_id = '${product.D1?.id}', rate = rate + 1
               where order_id = '00000000-0000-4000-8000-000000000003'`);
    await check('a line moved to another order, lines given another rate');
    await run(`delete from sales_orders where order_number in ('SO/BULK/4', 'SO/BULK/5')`);
    await run(`delete from sales_order_lines where order_id = '00000000-0000-4000-8000-000000000006'`);
    await run(`update sales_orders set status = 'draft', order_number = null where order_number = 'SO/BULK/7'`);
    await check('orders deleted with their lines, lines deleted, an order back to draft');
    await run(`update products set single_setup_cycle_time_sec = coalesce(single_setup_cycle_time_sec, 0) + 1.5`);
    await check('every product edited at once');

    await run(`update invoices set due_date = due_date - 10, invoice_date = invoice_date + 1`);
    await run(`update invoices set customer_id = '${customer.B?.id}' where customer_id = '${customer.F?.id}'`);
    await check('invoices redated and moved to another customer in bulk');
    await run(`update dispatches set dispatch_date = dispatch_date + 1`);
    await run(`delete from dispatches where id = (select min(id::text)::uuid from dispatches)`);
    await check('dispatches redated and one deleted');
    await run(`delete from payments`);
    await run(`delete from invoices where status = 'cancelled'`);
    await check('cancelled invoices deleted');

    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update invoices set status = 'issued', amount_paid = 0`);
        await tx.execute(sql`delete from dispatch_lines`);
        await tx.execute(sql`delete from dispatches`);
        await tx.execute(sql`update sales_orders set status = 'confirmed'`);
        throw new Error('roll back');
      })
      .catch(() => {});
    await check('a rolled-back transaction');
  });

  it('was not checking zeros: every figure was non-zero on some day', () => {
    expect([...seen].sort()).toEqual(
      [
        'openCount',
        'openValue',
        'lateCount',
        'dueThisWeekCount',
        'dispatchesThisMonth',
        'openMachiningHours',
        'invoicedThisMonth',
        'invoicedLastMonth',
        'outstanding',
        'overdue',
        'overdueCount',
        'topCustomers',
        'monthlySales',
      ].sort(),
    );
  });
});

describe('dashboard figures after the bench seed (bulk SQL)', () => {
  let h: Harness;
  let user: User;
  beforeAll(async () => {
    h = await createHarness();
    user = (await h.login(ADMIN.email, ADMIN.password)).user;
    await seedBench(h.db, { rows: 200, documents: 1500 });
  }, 300_000);
  afterAll(() => h.close());

  it('equals the recomputation on the days around today', async () => {
    const today = todayIn();
    const days = [-400, -40, -8, -1, 0, 1, 6, 7, 30].map((n) => addDays(today, n));
    await expectExact(h.db, createDashboardService(h.db), user, 'the bench seed', days);
    const figures = (await recomputeDashboards(h.db, [today])).get(today) as Figures;
    expect(figures.orders?.openCount).toBeGreaterThan(0);
    expect(figures.orders?.lateCount).toBeGreaterThan(0);
    expect(figures.invoices?.overdueCount).toBeGreaterThan(0);
    expect(figures.topCustomers).toHaveLength(5);
  });
});
