/**
 * `npx tsx apps/server/bench/trace-bench.ts [--movements 1000000] [--heats 5000] [--rows 10000]
 *  [--documents 20000] [--runs 9]`
 *
 * Traceability at scale (issue 31): seeds a fresh database (embedded by default, a scratch
 * PostgreSQL database with BENCH_DATABASE_URL, as `npm run bench` does) with the bench's sales
 * and production (db/bench-seed.ts) and the traceability data on top (trace-seed.ts: heats on
 * goods receipts with certificates, work orders drawing them, boxes, and a ledger of exactly
 * `movements` movements); then times, through the traceability service itself (its SQL and the
 * work on the rows, no HTTP), a heat's recall list (the heat with the most movements, and a
 * typical one), a dispatch's trace (of a work order made for its line, and of a for-stock one)
 * and the recall list's PDF: one warm-up, then `runs` runs each, median and worst. Each statement
 * the service sent is then EXPLAIN ANALYZEd on the driver itself: a sequential scan of a table of
 * more than 10,000 rows is a failure, and the plan's scans are listed. Prints a Markdown table;
 * the numbers go into BENCHMARKS.md by hand. Exits 1 when a target is missed or a plan scans.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { seedBench } from '../src/db/bench-seed.js';
import { openDatabase } from '../src/db/client.js';
import { seedInitialData } from '../src/db/seed.js';
import { createCompanyService } from '../src/modules/company/company.service.js';
import { createTraceabilityService } from '../src/modules/traceability/traceability.service.js';
import { ADMIN, createBenchDatabase } from './database.js';
import { codeVersion, currentLoad, machine } from './report.js';
import { median } from './stats.js';
import { seedTrace } from './trace-seed.js';

const { values } = parseArgs({
  options: {
    movements: { type: 'string', default: '1000000' },
    heats: { type: 'string', default: '5000' },
    rows: { type: 'string', default: '10000' },
    documents: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '9' },
    'show-plans': { type: 'boolean', default: false },
  },
});
const movements = Number(values.movements);
const heats = Number(values.heats);
const rows = Number(values.rows);
const documents = Number(values.documents);
const runs = Number(values.runs);
/** The issue's target: an answer in at most a second. */
const TARGET_MS = 1000;
/** A sequential scan of a table this large is a plan that does not scale. */
const LARGE_TABLE = 10_000;

const log = (text: string) => console.log(text);

interface Statement {
  query: string;
  params: unknown[];
}

interface Measured {
  name: string;
  median: number;
  worst: number;
  statements: number;
  databaseMs: number;
  scans: string[];
  problems: string[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function* nodesOf(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodesOf(child);
}

/** The indexes a bitmap heap scan's bitmap is built from (through its BitmapAnd and BitmapOr). */
const bitmapIndexes = (node: PlanNode): string[] =>
  (node.Plans ?? []).flatMap((child) =>
    child['Node Type'] === 'Bitmap Index Scan'
      ? [child['Index Name'] ?? '']
      : child['Node Type'].startsWith('Bitmap')
        ? bitmapIndexes(child)
        : [],
  );

/** EXPLAIN ANALYZE on the bare driver: the plan's root, and its planning and execution time. */
interface Explainer {
  explain(statement: Statement): Promise<{ plan: PlanNode; ms: number }>;
  rowCounts(): Promise<Map<string, number>>;
  close(): Promise<void>;
}

type PlanJson = { Plan: PlanNode; 'Planning Time': number; 'Execution Time': number }[];
const planOf = (value: unknown) => {
  const [top] = (typeof value === 'string' ? JSON.parse(value) : value) as PlanJson;
  if (!top) throw new Error('No plan');
  return { plan: top.Plan, ms: top['Planning Time'] + top['Execution Time'] };
};
const COUNTS = `select relname as name, greatest(reltuples, 0)::bigint as rows from pg_class where relkind = 'r'`;

async function openExplainer(url: string | undefined, dataDir: string): Promise<Explainer> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    return {
      async explain({ query, params }) {
        const { rows: found } = await pool.query(`explain (analyze, format json) ${query}`, params);
        return planOf(Object.values(found[0] ?? {})[0]);
      },
      async rowCounts() {
        const { rows: found } = await pool.query<{ name: string; rows: string }>(COUNTS);
        return new Map(found.map((row) => [row.name, Number(row.rows)]));
      },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(`${dataDir}/pglite`, { extensions: { pg_trgm } });
  return {
    async explain({ query, params }) {
      const { rows: found } = await client.query<Record<string, unknown>>(
        `explain (analyze, format json) ${query}`,
        params,
      );
      return planOf(Object.values(found[0] ?? {})[0]);
    },
    async rowCounts() {
      const { rows: found } = await client.query<{ name: string; rows: string | number }>(COUNTS);
      return new Map(found.map((row) => [row.name, Number(row.rows)]));
    },
    close: () => client.close(),
  };
}

async function main() {
  const loadAtStart = currentLoad();
  const code = codeVersion();
  log(`Traceability bench: ${movements.toLocaleString('en')} movements over ${heats} heats; ${machine()}`);
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL);
  const captured = new Map<string, Statement[]>();
  let capturing: Statement[] | null = null;
  const measured: Measured[] = [];
  let version = '';
  try {
    const opened = await openDatabase({
      url: database.url,
      dataDir: database.dataDir,
      onQuery: (query, params) => capturing?.push({ query, params }),
    });
    const started = performance.now();
    let counts: Awaited<ReturnType<typeof seedTrace>>;
    const db = opened.db;
    try {
      await opened.migrate();
      await seedInitialData(db, ADMIN);
      await seedBench(db, { rows, documents, movements: 0 });
      counts = await seedTrace(db, { heats, movements });
      log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);
      const [full] = ((await db.execute(sql`select version() as v`)) as unknown as { rows: { v: string }[] }).rows;
      const number = /PostgreSQL ([\d.]+)/.exec(full?.v ?? '')?.[1] ?? '';
      version = database.kind === 'pglite' ? `PGlite (PostgreSQL ${number})` : `PostgreSQL ${number}`;

      const pick = async <T>(query: string) =>
        ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows[0] as T;
      const busiest = await pick<{ heat: string; n: number }>(`
        select heat_number as heat, count(*)::int as n from stock_movements where heat_number <> ''
        group by heat_number order by 2 desc, 1 limit 1`);
      const typical = await pick<{ heat: string; n: number }>(`
        select heat_number as heat, count(*)::int as n from stock_movements
        where heat_number = 'HT' || lpad((${Math.ceil(heats / 2)})::text, 6, '0') group by heat_number`);
      const made = await pick<{ id: string; challan: string }>(`
        select d.id, d.challan_number as challan from dispatches d
        join dispatch_lines dl on dl.dispatch_id = d.id
        join work_orders w on w.sales_order_line_id = dl.order_line_id
        order by d.dispatch_date desc, d.id limit 1`);
      const forStock = await pick<{ id: string; challan: string }>(`
        select d.id, d.challan_number as challan from dispatches d
        where not exists (select 1 from dispatch_lines dl join work_orders w on w.sales_order_line_id = dl.order_line_id
                          where dl.dispatch_id = d.id)
        order by d.dispatch_date desc, d.id limit 1`);
      const service = createTraceabilityService(db, createCompanyService(db));
      const cases: { name: string; call: () => Promise<unknown> }[] = [
        {
          name: `recall list of the busiest heat (${busiest.heat}, ${busiest.n} movements)`,
          call: () => service.trace('heat', busiest.heat),
        },
        {
          name: `recall list of a typical heat (${typical.heat}, ${typical.n} movements)`,
          call: () => service.trace('heat', typical.heat),
        },
        { name: 'dispatch trace (work order made for the line)', call: () => service.trace('dispatch', made.id) },
        { name: 'dispatch trace (for-stock work orders)', call: () => service.trace('dispatch', forStock.id) },
        { name: `recall list PDF of ${busiest.heat}`, call: () => service.pdf('heat', busiest.heat) },
      ];
      for (const { name, call } of cases) {
        capturing = [];
        const answer = await call();
        captured.set(name, capturing);
        capturing = null;
        if (name.startsWith('recall list of the busiest')) {
          const recall = answer as { workOrders: { dispatches: unknown[] }[]; customers: unknown[] };
          log(
            `  ${busiest.heat}: ${recall.workOrders.length} work orders, ${recall.workOrders.reduce((n, w) => n + w.dispatches.length, 0)} dispatches, ${recall.customers.length} customers`,
          );
        }
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const t0 = performance.now();
          await call();
          times.push(performance.now() - t0);
        }
        measured.push({
          name,
          median: median(times),
          worst: Math.max(...times),
          statements: captured.get(name)?.length ?? 0,
          databaseMs: 0,
          scans: [],
          problems: [],
        });
        log(`  ${name}: median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms`);
      }
    } finally {
      await opened.close();
    }

    // Each statement's plan, on the bare driver (the embedded database allows one opener at a time).
    const explainer = await openExplainer(database.url, database.dataDir);
    try {
      const sizes = await explainer.rowCounts();
      for (const result of measured) {
        const scans = new Set<string>();
        for (const statement of captured.get(result.name) ?? []) {
          if (!/^\s*(select|with|\()/i.test(statement.query)) continue;
          const { plan, ms } = await explainer.explain(statement);
          result.databaseMs += ms;
          if (values['show-plans']) {
            const seq = [...nodesOf(plan)].filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']);
            log(
              `\n[${result.name}] ${ms.toFixed(2)} ms${seq.length ? ` SEQ ${seq.join(', ')}` : ''}\n${statement.query.replace(/\s+/g, ' ').slice(0, 300)}`,
            );
          }
          for (const node of nodesOf(plan)) {
            const table = node['Relation Name'];
            if (!table) continue;
            // A bitmap heap scan reads the rows its bitmap index scans below it found.
            const bitmap = bitmapIndexes(node);
            scans.add(`${table}: ${node['Index Name'] ?? (bitmap.length ? bitmap.join(' + ') : node['Node Type'])}`);
            if (node['Node Type'] === 'Seq Scan' && (sizes.get(table) ?? 0) > LARGE_TABLE) {
              result.problems.push(`${table} (${(sizes.get(table) ?? 0).toLocaleString('en')} rows) scanned whole`);
            }
          }
        }
        result.scans = [...scans].sort();
      }
    } finally {
      await explainer.close();
    }

    const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
    log(
      `\n${version}, ${movements.toLocaleString('en')} stock movements, ${heats} heats; ${code}; load ${loadAtStart.toFixed(2)}`,
    );
    log(`${JSON.stringify(counts)}\n`);
    log('| read | median ms | worst ms | statements | DB ms (EXPLAIN ANALYZE) | whole-table scans |');
    log('|---|--:|--:|--:|--:|---|');
    for (const r of measured) {
      log(
        `| ${r.name} | ${ms(r.median)} | ${ms(r.worst)} | ${r.statements} | ${ms(r.databaseMs)} | ${r.problems.join('; ') || 'none'} |`,
      );
    }
    for (const r of measured) log(`\n${r.name}:\n  ${r.scans.join('\n  ')}`);
    const failed = measured.filter((r) => r.worst > TARGET_MS || r.problems.length > 0);
    log(
      failed.length
        ? `\nTarget missed: ${failed.map((r) => r.name).join(', ')}`
        : `\nEvery read within ${TARGET_MS} ms, by index.`,
    );
    return failed.length ? 1 : 0;
  } finally {
    await database.dispose();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
