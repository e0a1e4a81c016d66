import {
  addDays,
  BOX_SORTABLE,
  CONTROL_PLAN_FILTERS,
  CONTROL_PLAN_SORTABLE,
  CUSTOMER_SORTABLE,
  EMPLOYEE_SORTABLE,
  GAUGE_SORTABLE,
  GAUGE_STATES,
  INSPECTION_KINDS,
  INSPECTION_RESULTS,
  INSPECTION_SORTABLE,
  INVOICE_DISPLAY_STATUSES,
  INVOICE_SORTABLE,
  LIST_WINDOW,
  LIST_WINDOW_MESSAGE,
  MACHINE_SORTABLE,
  PRODUCT_SORTABLE,
  PRODUCTION_ENTRY_SORTABLE,
  SALES_ORDER_SORTABLE,
  SALES_ORDER_STATUSES,
  SUPPLIER_SORTABLE,
  todayIn,
  WORK_ORDER_SORTABLE,
  WORK_ORDER_STATUSES,
} from '@lathe/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_TABLES, seedBench } from '../src/db/bench-seed.js';
import { readScheduleData } from '../src/modules/schedule/schedule-data.js';
import { createHarness, type Harness } from './harness.js';

/**
 * Every list's allowed sorts and filters, asked of a database big enough that the planner
 * prefers an index wherever one serves, and each statement the request sends explained as
 * it ran. A page is read through an index; a count stops at the list window.
 */

/**
 * Rows per large table: above the list window, so a scan that does not stop there shows. The last
 * page of the window is then half way down a table: an index serves it no better than at three
 * times the window (where a sort of the whole table costs the planner more), and the seed costs
 * two thirds of that (about 30 s less on the embedded database).
 */
const ROWS = 2 * LIST_WINDOW;
/** The tables that grow with the business; the small ones (roles, departments, settings) may be read whole. */
const LARGE = new Set<string>(SEEDED_TABLES);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

function* nodesOf(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodesOf(child);
}

interface Statement {
  query: string;
  params: unknown[];
}

let h: Harness;
let token: string;
let recording: Statement[] | null = null;
/**
 * The statements the machine plan is read with (readScheduleData): every open operation, once
 * for every reader each time what it reads changes (the board's cost, measured with the
 * schedule's). The open lines' machine hours start from that plan; it is not a list's read.
 */
const planReads = new Set<string>();

beforeAll(async () => {
  h = await createHarness({}, { onQuery: (query, params) => recording?.push({ query, params }) });
  token = await h.adminToken();
  // The ledger above the list window too, not ten movements a row: its plans show at this size.
  await seedBench(h.db, { rows: ROWS, documents: ROWS, movements: ROWS });
  recording = [];
  await readScheduleData(h.db);
  for (const { query } of recording) planReads.add(query);
  recording = null;
}, 300_000);
afterAll(() => h.close());

/**
 * The statements one API call sends, less the session lookup and the rate-limit count (a search's)
 * of signed-in calls, and the machine plan's reads when the call computes it.
 */
async function statementsOf(url: string): Promise<Statement[]> {
  recording = [];
  const response = await h.call('GET', url, { token });
  const sent = recording;
  recording = null;
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return sent.filter((s) => !/from "sessions"|into "auth_throttle"/.test(s.query) && !planReads.has(s.query));
}

async function explain({ query, params }: Statement): Promise<PlanNode> {
  const client = (h.db as unknown as { $client: { query(q: string, p: unknown[]): Promise<{ rows: unknown[] }> } })
    .$client;
  const { rows } = await client.query(`explain (analyze, format json) ${query}`, params);
  const cell = Object.values(rows[0] as Record<string, unknown>)[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return plan[0]?.Plan as PlanNode;
}

const rowsRead = (node: PlanNode) =>
  ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1);

/** What is wrong with the way a list call reads the large tables; empty when nothing is. */
async function planProblems(url: string): Promise<string[]> {
  const problems: string[] = [];
  for (const statement of await statementsOf(url)) {
    const plan = await explain(statement);
    const ordered = /\border by\b/i.test(statement.query) && /\blimit\b/i.test(statement.query);
    for (const node of nodesOf(plan)) {
      const table = node['Relation Name'];
      if (node['Node Type'] !== 'Seq Scan' || !table || !LARGE.has(table)) continue;
      if (ordered) problems.push(`${url}: the page reads ${table} without an index (${rowsRead(node)} rows)`);
      else if (rowsRead(node) > LIST_WINDOW + 1) {
        problems.push(`${url}: ${rowsRead(node)} rows of ${table} read, more than the list window`);
      }
    }
  }
  return problems;
}

/** Each sort both ways, on page 1 and on the last page of the window. */
function sortUrls(resource: string, sorts: readonly string[], extra = '') {
  return sorts.flatMap((sortBy) =>
    (['ASC', 'DESC'] as const).flatMap((order) => [
      `/api/${resource}?sortBy=${sortBy}&sortOrder=${order}&limit=50${extra}`,
      `/api/${resource}?sortBy=${sortBy}&sortOrder=${order}&limit=10&page=${LIST_WINDOW / 10}${extra}`,
    ]),
  );
}

async function someId(table: string, column = 'id'): Promise<string> {
  const result = (await h.db.execute(sql.raw(`select ${column} as id from ${table} limit 1`))) as unknown as {
    rows: { id: string }[];
  };
  return String(result.rows[0]?.id);
}

describe('list plans at scale', () => {
  const lists: [string, readonly string[]][] = [
    ['customers', CUSTOMER_SORTABLE],
    ['suppliers', SUPPLIER_SORTABLE],
    ['employees', EMPLOYEE_SORTABLE],
    ['machines', MACHINE_SORTABLE],
    ['products', PRODUCT_SORTABLE],
    ['sales-orders', SALES_ORDER_SORTABLE],
    ['invoices', INVOICE_SORTABLE],
    ['work-orders', WORK_ORDER_SORTABLE],
    ['production/entries', PRODUCTION_ENTRY_SORTABLE],
    ['inspections', INSPECTION_SORTABLE],
    ['gauges', GAUGE_SORTABLE],
    ['boxes', BOX_SORTABLE],
    ['control-plans', CONTROL_PLAN_SORTABLE],
  ];

  it.each(lists)('%s: every allowed sort reads its page through an index', async (resource, sorts) => {
    const problems: string[] = [];
    for (const url of sortUrls(resource, sorts)) problems.push(...(await planProblems(url)));
    expect(problems).toEqual([]);
  });

  it('every filter and search reads through an index and counts no further than the window', async () => {
    const customerId = await someId('customers');
    const department = await h.call('POST', '/api/departments', { token, body: { name: 'Turning' } });
    const departmentId = department.json().id;
    const designation = await h.call('POST', '/api/designations', {
      token,
      body: { name: 'Setter', departmentId },
    });
    const designationId = designation.json().id;
    await h.db.execute(
      sql`update employees set department_id = ${departmentId}, designation_id = ${designationId} where employee_code like 'E00001%'`,
    );
    await h.db.execute(sql`analyze employees`);
    const orderId = await someId('sales_orders');
    const productId = await someId('products');
    const workOrderId = await someId('production_entries', 'work_order_id');
    const machineId = await someId('production_entries', 'machine_id');
    const operatorId = await someId('production_entries', 'operator_id');
    const dispatchId = await someId('dispatches');
    const packedFor = await someId('boxes', 'work_order_id');
    const sentOn = await someId('boxes where dispatch_id is not null', 'dispatch_id');
    // A code whose digits are a search of their own (a trigram's three characters or more).
    const boxCode = await someId('boxes where serial = 12345', 'code');
    const urls = [
      '/api/customers?includeDeleted=true',
      '/api/customers?search=P00012',
      '/api/suppliers?search=S00042',
      '/api/employees?search=E00042',
      `/api/employees?departmentId=${departmentId}`,
      `/api/employees?designationId=${designationId}`,
      '/api/machines?search=M-00042',
      '/api/products?search=0012345',
      '/api/products?search=Banjo',
      // The pickers' searches, typed into order, invoice and product forms.
      '/api/customers/party-code/P00012',
      '/api/customers/search?search=P00012',
      '/api/customers/search?search=Hydraulics',
      `/api/products/options?customerId=${customerId}&search=DRG-00`,
      ...SALES_ORDER_STATUSES.map((status) => `/api/sales-orders?status=${status}`),
      `/api/sales-orders?customerId=${customerId}`,
      '/api/sales-orders?late=true',
      '/api/sales-orders?late=false',
      '/api/sales-orders?due=week',
      '/api/sales-orders/open-lines',
      '/api/sales-orders/open-lines?late=true&sortBy=customerName',
      // The customer page: its dispatches and its ageing.
      `/api/customers/${customerId}/dispatches`,
      `/api/customers/${customerId}/dispatches?sortBy=challanNumber&sortOrder=ASC`,
      `/api/customers/${customerId}/ageing`,
      '/api/sales-orders?search=SO/2026-27/001',
      '/api/sales-orders?search=Hydraulics',
      ...INVOICE_DISPLAY_STATUSES.map((status) => `/api/invoices?status=${status}`),
      `/api/invoices?customerId=${customerId}`,
      `/api/invoices?salesOrderId=${orderId}`,
      '/api/invoices?overdue=true',
      '/api/invoices?overdue=false',
      '/api/invoices?outstanding=true',
      '/api/invoices?month=2026-04',
      '/api/invoices?search=INV/2026-27/001',
      '/api/invoices?search=P000012',
      // The stock ledger both ways, by item, kind, days and owner; an item's balances as of a day.
      '/api/stock/movements?sortOrder=DESC&limit=50',
      '/api/stock/movements?sortOrder=ASC&limit=50',
      `/api/stock/movements?itemKey=${encodeURIComponent('EN8|Ø25')}`,
      // One item's ledger carries its running balance: from the balance before a page's oldest row, either way.
      `/api/stock/movements?itemKey=${encodeURIComponent('EN8|Ø25')}&sortOrder=ASC&limit=10&page=20`,
      `/api/stock/movements?itemKey=${encodeURIComponent('EN8|Ø25')}&sortOrder=DESC&limit=10&page=20`,
      '/api/stock/movements?kind=issue',
      '/api/stock/movements?kind=adjustment',
      `/api/stock/movements?from=${addDays(todayIn(), -30)}&to=${todayIn()}`,
      `/api/stock/movements?ownerId=${customerId}`,
      ...[1, 100, 400, 700].map(
        (days) => `/api/stock/balances?itemKey=${encodeURIComponent('EN8|Ø25')}&asOf=${addDays(todayIn(), -days)}`,
      ),
      // Work orders by status, product and due days, searched by number and drawing; the pickers of them.
      ...WORK_ORDER_STATUSES.map((status) => `/api/work-orders?status=${status}`),
      `/api/work-orders?productId=${productId}`,
      `/api/work-orders?dueFrom=${addDays(todayIn(), -30)}&dueTo=${todayIn()}`,
      '/api/work-orders?search=WO/2026-27/001',
      '/api/work-orders?search=DRG-00012',
      '/api/work-orders/options?search=WO/2026',
      '/api/work-orders/products?search=DRG-00012',
      '/api/work-orders/sales-order-lines?search=SO/2026',
      '/api/production/work-orders?search=WO/2026',
      '/api/employees/options?search=E00012',
      // Production entries by days, machine, work order, operator and shift, and searched.
      `/api/production/entries?from=${addDays(todayIn(), -30)}&to=${todayIn()}`,
      `/api/production/entries?machineId=${machineId}`,
      `/api/production/entries?workOrderId=${workOrderId}`,
      `/api/production/entries?operatorId=${operatorId}`,
      '/api/production/entries?shift=2',
      '/api/production/entries?search=WO/2026-27/001',
      '/api/production/entries?search=M-0000012',
      // Inspections by kind, result, product, days and what was inspected, and searched.
      ...INSPECTION_KINDS.map((kind) => `/api/inspections?kind=${kind}`),
      ...INSPECTION_RESULTS.map((result) => `/api/inspections?result=${result}`),
      `/api/inspections?productId=${productId}`,
      `/api/inspections?from=${addDays(todayIn(), -30)}&to=${todayIn()}`,
      `/api/inspections?workOrderId=${workOrderId}`,
      `/api/inspections?dispatchId=${dispatchId}`,
      `/api/inspections?salesOrderId=${orderId}`,
      '/api/inspections?search=DRG-00012',
      '/api/inspections?search=WO/2026-27/001',
      // Gauges by today's state and type, searched; the inspections' picker of those usable today.
      ...GAUGE_STATES.map((state) => `/api/gauges?state=${state}`),
      '/api/gauges?type=Micrometer',
      '/api/gauges?search=G-00012',
      '/api/gauges?search=rack 7',
      '/api/gauges/options?search=G-0001',
      // Boxes by work order, product, dispatch and where they are, found by code, its digits, work order or drawing.
      `/api/boxes?workOrderId=${packedFor}`,
      `/api/boxes?productId=${productId}`,
      `/api/boxes?dispatchId=${sentOn}`,
      '/api/boxes?state=packed',
      '/api/boxes?state=dispatched',
      `/api/boxes?search=${boxCode}`,
      `/api/boxes?search=${Number(boxCode.slice(2))}`,
      '/api/boxes?search=WO/2026-27/001',
      '/api/boxes?search=DRG-00012',
      // The products with and without a plan, searched.
      ...CONTROL_PLAN_FILTERS.map((plan) => `/api/control-plans?plan=${plan}`),
      '/api/control-plans?search=DRG-00012',
      // The header's Ctrl/Cmd+K as the admin (every kind): by a document's number, a code, a name, a drawing, a heat.
      '/api/search?search=SO/2026-27/001',
      '/api/search?search=WO/2026-27/001',
      '/api/search?search=INV/2026-27/001',
      '/api/search?search=Hydraulics',
      '/api/search?search=E00042',
      '/api/search?search=M-00042',
      '/api/search?search=S00042',
      '/api/search?search=DRG-00012',
      '/api/search?search=H12',
    ];
    const problems: string[] = [];
    for (const url of urls) problems.push(...(await planProblems(url)));
    expect(problems).toEqual([]);
  });
});

describe('the list window', () => {
  it('gives the exact total of an unfiltered list, and counts a search only up to the window', async () => {
    const all = (await h.call('GET', '/api/products?limit=10', { token })).json();
    expect(all).toMatchObject({ total: ROWS, totalPages: LIST_WINDOW / 10, totalCapped: false });
    const broad = (await h.call('GET', '/api/products?limit=10&search=DRG', { token })).json();
    expect(broad).toMatchObject({ total: LIST_WINDOW, totalPages: LIST_WINDOW / 10, totalCapped: true });
    const narrow = (await h.call('GET', '/api/products?search=0012345&limit=100', { token })).json();
    expect(narrow.totalCapped).toBe(false);
    expect(narrow.total).toBe(narrow.data.length);
  });

  it('serves the last page of the window and refuses the one after it with the reason', async () => {
    const last = await h.call('GET', `/api/products?limit=100&page=${LIST_WINDOW / 100}`, { token });
    expect(last.statusCode).toBe(200);
    expect(last.json().data).toHaveLength(100);
    const beyond = await h.call('GET', `/api/products?limit=100&page=${LIST_WINDOW / 100 + 1}`, { token });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ message: LIST_WINDOW_MESSAGE, errors: { page: LIST_WINDOW_MESSAGE } });
  });
});
