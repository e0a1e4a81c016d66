/**
 * `npm run drill:crash`: a mixed write load (sales orders created and confirmed, invoices
 * drafted and issued, payments recorded; several clients at once) while the built server is
 * killed with SIGKILL at random moments and started again. Every write the server
 * acknowledged (2xx with its id or number) is recorded; afterwards, with the server stopped,
 * direct SQL checks that each one is there, that nothing is half-written, and that the
 * number series have no gaps and no duplicates.
 *
 *   npm run drill:crash                                  embedded database (PGlite)
 *   npm run drill:crash -- --database-url postgres://postgres@127.0.0.1:5432/postgres
 *   options: --kills 20 --clients 4 --min-gap 1000 --max-gap 3000 --acks-per-kill 3 --port 4110 --keep
 * A kill comes after 1–3 s of load and at least --acks-per-kill writes acknowledged since the restart.
 * DRILL_DATABASE_URL does what --database-url does. Exits 1 on any failed check.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { todayIn } from '@lathe/shared';
import { sql } from 'drizzle-orm';
import {
  type Api,
  apiClient,
  between,
  buildServer,
  type Check,
  commonDrillOptions,
  createDrillDatabase,
  databaseUrlOf,
  pick,
  printChecks,
  type ServerProcess,
  seconds,
  seedMasters,
  signIn,
  sleep,
  startServer,
  withDirectSql,
} from './drill-kit.js';

const { values: options } = parseArgs({
  options: {
    ...commonDrillOptions(4110),
    kills: { type: 'string', default: '20' },
    'min-gap': { type: 'string', default: '1000' },
    'max-gap': { type: 'string', default: '3000' },
    'acks-per-kill': { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
  },
});
const KILLS = Number(options.kills);
const CLIENTS = Number(options.clients);
const MIN_GAP = Number(options['min-gap']);
const MAX_GAP = Number(options['max-gap']);
const PORT = Number(options.port);
/** Writes acknowledged since the last restart before the next kill: a slow machine still writes between kills. */
const ACKS_PER_KILL = Number(options['acks-per-kill']);
let acks = 0;

/** Every write the server acknowledged. */
const acked = {
  orders: new Map<string, { lines: number; total: number }>(),
  confirmations: new Map<string, string>(),
  invoices: new Map<string, { lines: number }>(),
  issues: new Map<string, { invoiceNumber: string; grandTotal: number }>(),
  payments: new Map<string, { invoiceId: string; amount: number }>(),
};
const stats = { requests: 0, unanswered: 0, unavailable: 0, unexpected: [] as string[] };

/** The server of the moment; `ready` resolves once a restarted one answers. */
let server: ServerProcess;
let ready: Promise<void> = Promise.resolve();
let stopping = false;

interface OrderLine {
  id: string;
  quantity: number;
}
interface Order {
  id: string;
  lines: OrderLine[];
}
interface Invoice {
  id: string;
  invoiceNumber: string | null;
  grandTotal: number;
  balanceDue: number;
  payments: { id: string }[];
}

const money = (min: number, max: number) => Math.round(between(min, max) * 100) / 100;

/** One client: its own orders and invoices, so no two clients race for the same record. */
async function client(call: Api, customers: { id: string; products: string[] }[], number: number) {
  const confirmed: { order: Order; customerId: string }[] = [];
  const payable: string[] = [];
  let serial = 0;

  /** The answer of a write, or null when there was none (the server died) or it was refused. */
  async function write<T>(method: 'POST' | 'PUT', path: string, body: unknown, expected: number): Promise<T | null> {
    stats.requests += 1;
    const res = await call<T>(method, path, body);
    if (res.status === null) {
      stats.unanswered += 1;
      await ready;
      return null;
    }
    if (res.status === 503) {
      stats.unavailable += 1;
      await sleep(200);
      return null;
    }
    if (res.status !== expected) {
      stats.unexpected.push(`${method} ${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      return null;
    }
    return res.body;
  }

  async function createOrder() {
    const customer = pick(customers);
    const lines = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => ({
      productId: pick(customer.products),
      quantity: 1 + Math.floor(Math.random() * 20),
      rate: money(50, 2000),
    }));
    serial += 1;
    const order = await write<Order & { totalAmount: number }>(
      'POST',
      '/api/sales-orders',
      {
        customerId: customer.id,
        orderDate: todayIn(),
        customerPoNumber: `PO-${number}-${serial}`,
        lines,
      },
      201,
    );
    if (!order?.id) return;
    acked.orders.set(order.id, { lines: lines.length, total: order.totalAmount });
    acks += 1;
    if (Math.random() < 0.25) return; // Some stay drafts.
    const done = await write<Order & { orderNumber: string }>('POST', `/api/sales-orders/${order.id}/confirm`, {}, 200);
    if (!done?.orderNumber) return;
    acked.confirmations.set(order.id, done.orderNumber);
    acks += 1;
    confirmed.push({ order: done, customerId: customer.id });
  }

  async function issueInvoice() {
    const fromOrder = confirmed.length > 0 && Math.random() < 0.5 ? confirmed.shift() : undefined;
    let body: Record<string, unknown>;
    if (fromOrder) {
      // What remains to invoice on the order, as the web app proposes it.
      const proposal = await call<Record<string, unknown>>(
        'GET',
        `/api/invoices/proposal?salesOrderId=${fromOrder.order.id}`,
      );
      if (proposal.status !== 200) {
        if (proposal.status === null) await ready;
        return;
      }
      const { salesOrderNumber: _n, dueDate: _d, ...draft } = proposal.body;
      body = draft;
    } else {
      const customer = pick(customers);
      body = {
        customerId: customer.id,
        invoiceDate: todayIn(),
        lines: Array.from({ length: 1 + Math.floor(Math.random() * 3) }, (_, i) => ({
          productId: pick(customer.products),
          description: `Turned part ${i + 1}`,
          hsnCode: '84139190',
          quantity: 1 + Math.floor(Math.random() * 50),
          rate: money(10, 900),
          gstRate: pick([5, 12, 18]),
        })),
      };
    }
    const draft = await write<Invoice & { lines: unknown[] }>('POST', '/api/invoices', body, 201);
    if (!draft?.id) return;
    acked.invoices.set(draft.id, { lines: draft.lines.length });
    acks += 1;
    if (Math.random() < 0.15) return; // Some stay drafts.
    const issued = await write<Invoice>('POST', `/api/invoices/${draft.id}/issue`, {}, 200);
    if (!issued?.invoiceNumber) return;
    acked.issues.set(draft.id, { invoiceNumber: issued.invoiceNumber, grandTotal: issued.grandTotal });
    acks += 1;
    payable.push(draft.id);
  }

  async function recordPayment() {
    const invoiceId = pick(payable);
    // Read it first: a payment whose answer was lost may have been recorded.
    const current = await call<Invoice>('GET', `/api/invoices/${invoiceId}`);
    if (current.status !== 200) {
      if (current.status === null) await ready;
      return;
    }
    const balance = current.body.balanceDue;
    if (balance <= 0) {
      payable.splice(payable.indexOf(invoiceId), 1);
      return;
    }
    const amount = Math.random() < 0.4 ? balance : Math.max(0.01, Math.round(balance * between(0.2, 0.7) * 100) / 100);
    const known = new Set(current.body.payments.map((p) => p.id));
    const paid = await write<Invoice>(
      'POST',
      `/api/invoices/${invoiceId}/payments`,
      { paymentDate: todayIn(), amount, mode: pick(['bank_transfer', 'upi', 'cheque']), reference: `UTR-${serial}` },
      201,
    );
    if (!paid) return;
    const added = paid.payments.filter((p) => !known.has(p.id));
    if (added.length !== 1) {
      stats.unexpected.push(`payment on ${invoiceId}: ${added.length} new payments in the answer`);
      return;
    }
    acked.payments.set((added[0] as { id: string }).id, { invoiceId, amount });
    acks += 1;
  }

  while (!stopping) {
    const roll = Math.random();
    if (roll < 0.4) await createOrder();
    else if (roll < 0.75 || payable.length === 0) await issueInvoice();
    else await recordPayment();
  }
}

const kill = async () => {
  server.kill('SIGKILL');
  await server.exited;
};

/** The checks on the stopped database: every acknowledged write, whole records, gap-free series. */
async function verify(database: Parameters<typeof withDirectSql>[0]): Promise<Check[]> {
  return withDirectSql(database, async (query) => {
    const checks: Check[] = [];
    const check = (name: string, problems: string[], detail = '') =>
      checks.push({
        name,
        ok: problems.length === 0,
        detail: problems.length ? `${problems.length}: ${problems.slice(0, 5).join('; ')}` : detail,
      });

    const orders = new Map(
      (
        await query<{ id: string; order_number: string | null; status: string }>(
          sql`select id, order_number, status from sales_orders`,
        )
      ).map((r) => [r.id, r]),
    );
    const invoices = new Map(
      (
        await query<{ id: string; invoice_number: string | null; status: string }>(
          sql`select id, invoice_number, status from invoices`,
        )
      ).map((r) => [r.id, r]),
    );
    const payments = new Map(
      (
        await query<{ id: string; invoice_id: string; amount: string }>(
          sql`select id, invoice_id, amount::text from payments`,
        )
      ).map((r) => [r.id, r]),
    );

    check(
      'every acknowledged order is there',
      [...acked.orders.keys()].filter((id) => !orders.has(id)),
      `${acked.orders.size} of ${acked.orders.size}`,
    );
    check(
      'every acknowledged confirmation kept its number',
      [...acked.confirmations].filter(([id, n]) => orders.get(id)?.order_number !== n).map(([id, n]) => `${n} (${id})`),
      `${acked.confirmations.size}`,
    );
    check(
      'every acknowledged invoice is there',
      [...acked.invoices.keys()].filter((id) => !invoices.has(id)),
      `${acked.invoices.size}`,
    );
    check(
      'every acknowledged issue kept its number and status',
      [...acked.issues]
        .filter(([id, { invoiceNumber }]) => {
          const row = invoices.get(id);
          return row?.invoice_number !== invoiceNumber || row.status === 'draft';
        })
        .map(([id, { invoiceNumber }]) => `${invoiceNumber} (${id})`),
      `${acked.issues.size}`,
    );
    check(
      'every acknowledged payment is there, on its invoice, for its amount',
      [...acked.payments]
        .filter(([id, p]) => {
          const row = payments.get(id);
          return !row || row.invoice_id !== p.invoiceId || Number(row.amount) !== p.amount;
        })
        .map(([id]) => id),
      `${acked.payments.size}`,
    );

    const bad = async (text: ReturnType<typeof sql>) => (await query<{ what: string }>(text)).map((r) => r.what);
    check(
      'every order has its lines, numbered 1..n, and its total is their sum',
      await bad(sql`
        select o.id::text || ' ' || coalesce(o.order_number, 'draft') as what
        from sales_orders o left join sales_order_lines l on l.order_id = o.id
        group by o.id
        having count(l.id) = 0 or o.total_amount <> coalesce(sum(l.amount), 0)
            or max(l.line_number) <> count(l.id) or min(l.line_number) <> 1`),
      `${orders.size} orders`,
    );
    check(
      'every invoice has its lines, numbered 1..n',
      await bad(sql`
        select i.id::text as what from invoices i left join invoice_lines l on l.invoice_id = i.id
        group by i.id having count(l.id) = 0 or max(l.line_number) <> count(l.id) or min(l.line_number) <> 1`),
      `${invoices.size} invoices`,
    );
    check(
      "every issued invoice's totals are its lines' sums, rounded to the rupee",
      await bad(sql`
        select i.invoice_number as what from invoices i join invoice_lines l on l.invoice_id = i.id
        where i.status <> 'draft'
        group by i.id
        having i.taxable_total <> sum(l.taxable) or i.cgst_total <> sum(l.cgst) or i.sgst_total <> sum(l.sgst)
            or i.igst_total <> sum(l.igst)
            or i.grand_total <> i.taxable_total + i.cgst_total + i.sgst_total + i.igst_total + i.round_off
            or i.grand_total <> round(i.grand_total) or i.invoice_number is null or i.seller is null`),
    );
    check(
      "every invoice's amount paid is the sum of its payments, within its total, and its status follows",
      await bad(sql`
        select coalesce(i.invoice_number, i.id::text) as what
        from invoices i left join payments p on p.invoice_id = i.id
        group by i.id
        having i.amount_paid <> coalesce(sum(p.amount), 0) or coalesce(sum(p.amount), 0) > i.grand_total
            or (i.status = 'draft' and count(p.id) > 0)
            or (i.status = 'issued' and i.amount_paid <> 0)
            or (i.status = 'partially_paid' and not (i.amount_paid > 0 and i.amount_paid < i.grand_total))
            or (i.status = 'paid' and i.amount_paid <> i.grand_total)`),
    );
    check(
      "every order line's invoiced quantity is what its issued invoices hold",
      await bad(sql`
        select ol.id::text as what from sales_order_lines ol
        left join invoice_lines il on il.sales_order_line_id = ol.id
          and exists (select 1 from invoices i where i.id = il.invoice_id and i.status not in ('draft', 'cancelled'))
        group by ol.id having ol.invoiced_quantity <> coalesce(sum(il.quantity), 0)`),
    );
    check(
      'no orphans: lines, payments and references all point at existing rows',
      await bad(sql`
        select 'order line ' || id as what from sales_order_lines l
          where not exists (select 1 from sales_orders o where o.id = l.order_id)
        union all select 'invoice line ' || id from invoice_lines l
          where not exists (select 1 from invoices i where i.id = l.invoice_id)
        union all select 'payment ' || id from payments p
          where not exists (select 1 from invoices i where i.id = p.invoice_id)
        union all select 'invoice ' || id from invoices i
          where i.sales_order_id is not null and not exists (select 1 from sales_orders o where o.id = i.sales_order_id)
        union all select 'invoice line ' || id from invoice_lines l
          where l.sales_order_line_id is not null
            and not exists (select 1 from sales_order_lines ol where ol.id = l.sales_order_line_id)`),
    );

    // The series: numbers 1..n of each prefix and year, none twice, and the counter at n.
    const series = await query<{ prefix: string; financial_year: string; last_number: number }>(
      sql`select prefix, financial_year, last_number from document_series`,
    );
    const numbered = [
      ...[...orders.values()].map((o) => o.order_number),
      ...[...invoices.values()].map((i) => i.invoice_number),
    ].filter((n): n is string => n !== null);
    const problems: string[] = [];
    const groups = new Map<string, number[]>();
    for (const n of numbered) {
      const at = n.lastIndexOf('/');
      const key = n.slice(0, at);
      groups.set(key, [...(groups.get(key) ?? []), Number(n.slice(at + 1))]);
    }
    for (const [key, numbers] of groups) {
      numbers.sort((a, b) => a - b);
      const duplicates = numbers.filter((n, i) => numbers[i - 1] === n);
      const missing = numbers.length ? Array.from({ length: numbers.at(-1) as number }, (_, i) => i + 1) : [];
      const gaps = missing.filter((n) => !numbers.includes(n));
      if (duplicates.length) problems.push(`${key} duplicates ${duplicates.join(',')}`);
      if (gaps.length) problems.push(`${key} gaps at ${gaps.slice(0, 10).join(',')}`);
      const [prefix, year] = key.split('/');
      const counter = series.find((s) => s.prefix === prefix && s.financial_year === year)?.last_number;
      if (counter !== numbers.length) problems.push(`${key} counter ${counter} for ${numbers.length} numbers`);
    }
    for (const s of series) {
      if (!groups.has(`${s.prefix}/${s.financial_year}`) && s.last_number !== 0) {
        problems.push(`${s.prefix}/${s.financial_year} counter ${s.last_number} with no documents`);
      }
    }
    check(
      'invoice and order numbers: no gaps, no duplicates, counter matches',
      problems,
      [...groups].map(([key, n]) => `${key}: 1..${n.length}`).join(', '),
    );
    return checks;
  });
}

async function main() {
  const serverUrl = databaseUrlOf(options['database-url']);
  if (!options['skip-build']) buildServer();
  const database = await createDrillDatabase(serverUrl);
  const kind = database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL';
  console.log(`Crash drill on ${kind}: ${KILLS} kills, ${CLIENTS} clients, port ${PORT}, ${database.dataDir}`);
  const started = performance.now();
  const restarts: number[] = [];
  let failed = false;
  try {
    server = await startServer(database, PORT);
    const token = await signIn(server.origin);
    const call = apiClient(server.origin, token);
    const customers = await seedMasters(call);
    const clients = Array.from({ length: CLIENTS }, (_, i) => client(call, customers, i + 1));

    for (let k = 1; k <= KILLS; k++) {
      // 1–3 s of load, and a few writes acknowledged since the restart, then a kill at a random moment.
      const target = acks + ACKS_PER_KILL;
      await Promise.all([
        sleep(between(MIN_GAP, MAX_GAP)),
        (async () => {
          while (acks < target) await sleep(20);
          await sleep(between(0, MIN_GAP));
        })(),
      ]);
      let restarted!: () => void;
      ready = new Promise((resolve) => {
        restarted = resolve;
      });
      await kill();
      const before = performance.now();
      server = await startServer(database, PORT);
      restarts.push(performance.now() - before);
      restarted();
      process.stdout.write(`\r  kill ${k}/${KILLS}, restarted in ${seconds(restarts.at(-1) as number)}   `);
    }
    await sleep(1_000);
    stopping = true;
    await Promise.all(clients);
    server.kill('SIGTERM');
    const exit = await server.exited;
    console.log(`\n  stopped with SIGTERM: exit code ${exit.code}`);

    const checks = await verify(database);
    const loadSeconds = (performance.now() - started) / 1000;
    console.log(`\nCrash drill on ${kind}: ${KILLS} SIGKILLs in ${loadSeconds.toFixed(0)} s`);
    const mean = restarts.reduce((a, b) => a + b, 0) / Math.max(restarts.length, 1);
    console.log(
      `  restarts: mean ${seconds(mean)}, longest ${seconds(Math.max(0, ...restarts))}; requests ${stats.requests}, ` +
        `unanswered (killed in flight) ${stats.unanswered}, 503 ${stats.unavailable}`,
    );
    console.log(
      `  acknowledged: ${acked.orders.size} orders (${acked.confirmations.size} confirmed), ` +
        `${acked.invoices.size} invoices (${acked.issues.size} issued), ${acked.payments.size} payments`,
    );
    const unexpected: Check = {
      name: 'no unexpected answer (500s, refusals) during the load',
      ok: stats.unexpected.length === 0,
      detail: stats.unexpected.slice(0, 5).join('; '),
    };
    const all = [unexpected, ...checks];
    printChecks(all);
    failed = all.some((c) => !c.ok) || exit.code !== 0;
    console.log(failed ? '\nCRASH DRILL FAILED' : `\nCrash drill passed: ${all.length} checks`);
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  } finally {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.kill('SIGKILL');
      await server.exited;
    }
    if (options.keep) console.log(`Kept ${database.dataDir}${database.url ? ` and ${database.url}` : ''}`);
    else await database.dispose();
  }
  process.exit(failed ? 1 : 0);
}

await main();
