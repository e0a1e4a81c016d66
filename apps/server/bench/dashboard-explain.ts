/**
 * `tsx apps/server/bench/dashboard-explain.ts [--documents 100000] [--rows 100000] [--reuse] [--keep] [--runs 7]
 *   [--database NAME | --data-dir DIR]`
 *
 * The dashboard's database time at scale: seeds a database by the bench's bulk SQL with
 * `documents` sales orders — on the PostgreSQL server BENCH_DATABASE_URL names (database NAME),
 * else embedded (PGlite in DIR) — or with `--reuse` reads one seeded before (`--keep` keeps it);
 * records the statements one dashboard read sends and runs each under EXPLAIN ANALYZE: the
 * summed planning and execution time of the whole read, the median of `runs`. Then checks the
 * figures against the full recomputation (test/dashboard-recompute.ts), explained the same way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { todayIn, type User } from '@lathe/shared';
import { adminQuery, databaseUrl } from '../src/db/admin-query.js';
import { seedBench } from '../src/db/bench-seed.js';
import { openDatabase } from '../src/db/client.js';
import { seedInitialData } from '../src/db/seed.js';
import { createDashboardService } from '../src/modules/dashboard/dashboard.service.js';
import { recomputeDashboards } from '../test/dashboard-recompute.js';
import { ADMIN } from './database.js';
import { median } from './stats.js';

const { values } = parseArgs({
  options: {
    documents: { type: 'string', default: '100000' },
    rows: { type: 'string', default: '100000' },
    database: { type: 'string' },
    'data-dir': { type: 'string' },
    reuse: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    runs: { type: 'string', default: '7' },
  },
});
const serverUrl = process.env.BENCH_DATABASE_URL;
const reuse = values.reuse;

const name = values.database ?? `lathe_dash_${values.documents}`;
let url: string | undefined;
const dataDir = serverUrl ? undefined : (values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'lathe-dash-')));
if (serverUrl) {
  url = databaseUrl(serverUrl, name);
  if (!reuse) {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    await adminQuery(serverUrl, `create database ${name}`);
  }
}

const statements: { query: string; params: unknown[] }[] = [];
let recording = false;
const database = await openDatabase({
  url,
  dataDir,
  onQuery: (query, params) => {
    if (recording) statements.push({ query, params });
  },
});
try {
  if (!reuse) {
    await database.migrate();
    await seedInitialData(database.db, ADMIN);
    const started = performance.now();
    const counts = await seedBench(database.db, { rows: Number(values.rows), documents: Number(values.documents) });
    console.log(`Seeded ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s:`, counts);
  }
  const user = {
    permissions: [
      { scope: 'sales-orders', actions: ['view'] },
      { scope: 'invoices', actions: ['view'] },
    ],
  } as unknown as User;
  const today = todayIn();
  const dashboard = createDashboardService(database.db);
  recording = true;
  const fast = await dashboard.get(user, today);
  const fastCount = statements.length;
  const started = performance.now();
  const slow = (await recomputeDashboards(database.db, [today])).get(today);
  const recomputeMs = performance.now() - started;
  recording = false;
  const fastStatements = statements.splice(0, fastCount);
  const slowStatements = statements.splice(0);

  const client = (
    database.db as unknown as { $client: { query(q: string, p: unknown[]): Promise<{ rows: unknown[] }> } }
  ).$client;
  /** Each statement under EXPLAIN ANALYZE, `runs` times: the median of the summed planning + execution. */
  async function explainAll(label: string, sent: typeof statements, runs: number) {
    const totals: number[] = [];
    const each: number[][] = sent.map(() => []);
    for (let run = 0; run < runs; run++) {
      let total = 0;
      for (const [i, { query, params }] of sent.entries()) {
        const { rows } = await client.query(`explain (analyze, format json) ${query}`, params);
        const cell = Object.values((rows[0] ?? {}) as object)[0];
        const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as {
          'Planning Time': number;
          'Execution Time': number;
        }[];
        const ms = (plan[0]?.['Planning Time'] ?? 0) + (plan[0]?.['Execution Time'] ?? 0);
        each[i]?.push(ms);
        total += ms;
      }
      totals.push(total);
    }
    console.log(`\n${label}: ${totals.map((t) => t.toFixed(2)).join(' ')}`);
    for (const [i, { query }] of sent.entries()) {
      console.log(`  ${median(each[i] ?? []).toFixed(3)} ms  ${query.replace(/\s+/g, ' ').slice(0, 140)}`);
    }
    console.log(
      `  ${sent.length} statements, planning + execution ${median(totals).toFixed(3)} ms (median of ${runs}; min ${Math.min(...totals).toFixed(3)}, max ${Math.max(...totals).toFixed(3)})`,
    );
  }
  await explainAll('Dashboard (summary tables)', fastStatements, Number(values.runs));
  await explainAll('Recomputation (the dashboard before)', slowStatements, 3);

  const same = isDeepStrictEqual({ asOf: today, ...slow }, fast);
  console.log(`\nRecomputation wall time ${recomputeMs.toFixed(1)} ms; figures identical: ${same}`);
  if (!same) {
    console.log(JSON.stringify({ asOf: today, ...slow }));
    process.exitCode = 1;
  }
  console.log(JSON.stringify(fast));
} finally {
  await database.close();
  if (!values.keep && !reuse) {
    if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    else if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  if (!serverUrl && values.keep) console.log(`Kept the embedded database in ${dataDir}`);
}
