import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import type { BenchSeedCounts } from '../src/db/bench-seed.js';
import type { Endpoint } from './endpoints.js';
import type { RunFigures } from './stats.js';

export interface EndpointResult {
  endpoint: Endpoint;
  http: RunFigures;
  raw: RunFigures;
  /** EXPLAIN ANALYZE planning + execution, summed over the request's statements (reads only). */
  databaseMs: number | undefined;
  /** The raw replay one request at a time, median. */
  singleMs: number;
}

/** The headline list against the server started with `processes` server processes (WEB_CONCURRENCY). */
export interface ScaleOutResult {
  processes: number;
  /** cpuPerRequest: the primary's and its workers' CPU time together. */
  http: RunFigures;
}

export interface BenchRun {
  rows: number;
  kind: 'pglite' | 'postgres';
  version: string;
  seedSeconds: number;
  counts: BenchSeedCounts;
  startupMs: number;
  connections: number;
  seconds: number;
  warmup: number;
  /** How many EXPLAIN ANALYZE runs the DB time is the median of. */
  explainRuns: number;
  /** The 1-minute load average when the run began: others' work on a shared machine shows here. */
  loadAtStart: number;
  /** codeVersion() when the run began. */
  code: string;
  results: EndpointResult[];
  /** PostgreSQL: the headline list with 1 and with 2 server processes; empty on the embedded database. */
  scaleOut: ScaleOutResult[];
  /** PostgreSQL: a bare Fastify + `pg` route sending the headline list's rows (bare-floor.ts). */
  floor?: RunFigures | undefined;
}

const MILLION = 1_000_000;
const int = (n: number) => Math.round(n).toLocaleString('en');
const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '—' : n < 10 ? n.toFixed(2) : n.toFixed(1));

export function machine(): string {
  const cores = cpus();
  const model = cores[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  return `${cores.length} cores (${model}), ${Math.round(totalmem() / 2 ** 30)} GiB, ${type()} ${release()}, Node ${process.version}`;
}

export const currentLoad = () => loadavg()[0] ?? 0;

/** The commit measured, and whether the work tree had changes on top of it. */
export function codeVersion(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'no git commit';
  }
}

interface Target {
  what: string;
  measured: string;
  met: boolean;
  /** Set for a target stated at another scale: reported, not judged. */
  note?: string;
}

const ratio = (r: EndpointResult) => r.http.perSecond / r.raw.perSecond;

/** The issue's targets for the request path: ratios to the raw loop, the server's CPU, the tail, the dashboard. */
export function targets(run: BenchRun): Target[] {
  const list: Target[] = [];
  const pages = run.results.filter((r) => r.endpoint.target === 'page-1');
  if (pages.length > 0) {
    const worst = <T>(by: (r: EndpointResult) => T, compare: (a: T, b: T) => number) =>
      [...pages].sort((a, b) => compare(by(a), by(b)))[0] as EndpointResult;
    const lowest = worst(ratio, (a, b) => a - b);
    list.push({
      what: 'signed-in list page 1, every sort: ≥ 0.6 of the raw loop',
      measured: `${ratio(lowest).toFixed(2)} (lowest: ${lowest.endpoint.name})`,
      met: ratio(lowest) >= 0.6,
    });
    if (run.kind === 'postgres') {
      const cpu = worst(
        (r) => r.http.cpuPerRequest ?? Number.POSITIVE_INFINITY,
        (a, b) => b - a,
      );
      list.push({
        what: 'same, server CPU ≤ 0.8 ms per request',
        measured: `${ms(cpu.http.cpuPerRequest)} ms (highest: ${cpu.endpoint.name})`,
        met: (cpu.http.cpuPerRequest ?? Number.POSITIVE_INFINITY) <= 0.8,
      });
      const tail = worst(
        (r) => r.http.p99,
        (a, b) => b - a,
      );
      list.push({
        what: `same, p99 ≤ 30 ms at ${run.connections} connections`,
        measured: `${ms(tail.http.p99)} ms (highest: ${tail.endpoint.name})`,
        met: tail.http.p99 <= 30,
      });
    }
  }
  for (const [kind, what] of [
    ['by-id', 'record by id: ≥ 0.5 of the raw loop'],
    ['create', 'create (with its audit trail): ≥ 0.5 of the raw loop'],
  ] as const) {
    const result = run.results.find((r) => r.endpoint.target === kind);
    if (result) list.push({ what, measured: ratio(result).toFixed(2), met: ratio(result) >= 0.5 });
  }
  const dashboard = run.results.find((r) => r.endpoint.target === 'dashboard');
  if (dashboard?.databaseMs !== undefined) {
    list.push({
      what: 'dashboard: ≤ 5 ms database time',
      measured: `${ms(dashboard.databaseMs)} ms`,
      met: dashboard.databaseMs <= 5,
    });
  }
  const stock = run.results.find((r) => r.endpoint.target === 'stock');
  if (stock?.databaseMs !== undefined) {
    list.push({
      what: 'stock balance of an item as of a date at 1,000,000 movements: ≤ 5 ms database time',
      measured: `${ms(stock.databaseMs)} ms`,
      met: stock.databaseMs <= 5,
      ...(run.rows >= 100_000 ? {} : { note: `stated for 1,000,000 movements; this run has ${int(run.rows * 10)}` }),
    });
  }
  const atScale = run.rows >= MILLION ? undefined : `stated for 1,000,000 rows; this run has ${int(run.rows)}`;
  const worst = (kind: Endpoint['target']) => {
    const timed = run.results.filter((r) => r.endpoint.target === kind && r.databaseMs !== undefined);
    return timed.sort((a, b) => (b.databaseMs as number) - (a.databaseMs as number))[0];
  };
  const page = worst('page-1');
  if (page) {
    list.push({
      what: 'page 1 of every allowed sort: ≤ 5 ms database time',
      measured: `${ms(page.databaseMs)} ms (slowest: ${page.endpoint.name})`,
      met: (page.databaseMs as number) <= 5,
      ...(atScale ? { note: atScale } : {}),
    });
  }
  const search = worst('search');
  if (search) {
    list.push({
      what: 'partial-text search: ≤ 15 ms database time',
      measured: `${ms(search.databaseMs)} ms (slowest: ${search.endpoint.name})`,
      met: (search.databaseMs as number) <= 15,
      ...(atScale ? { note: atScale } : {}),
    });
  }
  if (run.kind === 'pglite') {
    list.push({
      what: 'an existing embedded database serves its first request within 2 s',
      measured: `${int(run.startupMs)} ms`,
      met: run.startupMs <= 2000,
    });
  }
  return list;
}

export function heading(run: BenchRun, date = new Date()): string {
  return `## ${date.toISOString().slice(0, 10)} — npm run bench, ${int(run.rows)} rows, ${run.version}`;
}

export function markdown(run: BenchRun, date = new Date()): string {
  const c = run.counts;
  const driver =
    run.kind === 'postgres' ? '`pg` (a pool of 10, as the server has)' : 'PGlite opened on the same data folder';
  const lines = [
    heading(run, date),
    '',
    `Machine: ${machine()}; the load generator on the same machine; load average ${run.loadAtStart.toFixed(2)} when the run began.`,
    `Database: ${run.version}${run.kind === 'pglite' ? ', embedded, in a data folder' : ', a scratch database dropped afterwards'}. Code: ${run.code}.`,
    `Seeded in ${run.seedSeconds.toFixed(1)} s by bulk SQL: ${int(c.customers)} customers, suppliers, employees, machines and products; ` +
      `${int(c.salesOrders)} sales orders (${int(c.orderLines)} lines), ${int(c.dispatches)} dispatches, ` +
      `${int(c.invoices)} invoices (${int(c.invoiceLines)} lines), ${int(c.payments)} payments.`,
    `Start-up of the built server on this database (spawn to the first 200 from \`/api/health\`, median of 3): ${int(run.startupMs)} ms.`,
    '',
    `Each endpoint: autocannon, ${run.connections} connections, ${run.seconds} s after a ${run.warmup} s warm-up (a read first asked once and answered), signed in as an admin. ` +
      `Raw: the very SQL the server sent for that request (captured from the server, a read the second time it is asked, as under load; ` +
      `less the session lookup and the rate-limit count), replayed by ` +
      `${run.connections} loops through ${driver}, no HTTP, auth or validation, with the server stopped; then VACUUM ANALYZE, ` +
      `so the raw creates' rows do not slow the HTTP run's searches; ratio = HTTP ÷ raw requests/s. ` +
      `CPU ms/req: the server process's CPU time per request (the embedded database runs inside it), and the bench ` +
      `process's for the raw loop (on PostgreSQL the driver's share only: the database's own processes are not counted). ` +
      `DB ms: EXPLAIN ANALYZE planning + execution summed over the request's statements (median of ${run.explainRuns}). ` +
      `1-conn ms: the raw replay one request at a time (median).`,
    '',
    '| endpoint | HTTP req/s | p50 ms | p99 ms | CPU ms/req | raw req/s | raw p50 ms | raw CPU ms/req | ratio | DB ms | 1-conn ms |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...run.results.map(
      ({ endpoint, http, raw, databaseMs, singleMs }) =>
        `| ${endpoint.name} | ${int(http.perSecond)} | ${ms(http.p50)} | ${ms(http.p99)} | ${ms(http.cpuPerRequest)} | ` +
        `${int(raw.perSecond)} | ${ms(raw.p50)} | ${ms(raw.cpuPerRequest)} | ${(http.perSecond / raw.perSecond).toFixed(2)} | ` +
        `${ms(databaseMs)} | ${ms(singleMs)} |`,
    ),
    ...scaleOutLines(run),
    ...floorLines(run),
    '',
    '| target | measured | |',
    '|---|---|---|',
    ...targets(run).map(
      (t) => `| ${t.what} | ${t.measured} | ${t.met ? 'met' : 'not met'}${t.note ? ` (${t.note})` : ''} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

function scaleOutLines(run: BenchRun): string[] {
  const headline = run.results.find((r) => r.endpoint.headline);
  if (run.scaleOut.length === 0 || !headline) return [];
  const cores = cpus().length;
  return [
    '',
    `Scale-out, ${headline.endpoint.name}: the same autocannon run (${run.connections} connections, ${run.seconds} s after a ` +
      `${3 * run.warmup} s warm-up) against the server started with \`WEB_CONCURRENCY\` = 1 and = 2 (Node's cluster: a ` +
      'primary and that many workers on one port, the connections dealt out in turn), one after the other. Server CPU ' +
      "ms/req: the primary's and the workers' CPU time together, per request (PostgreSQL's own processes not counted). " +
      `The load generator shares the machine: autocannon, PostgreSQL and the server processes all run on these ${cores} ` +
      'cores (and whatever else the machine runs: see the load average above), so a second server process competes ' +
      'with them for the same CPU; what it gains on cores of its own is not measured here.',
    '',
    '| server processes | HTTP req/s | p50 ms | p99 ms | server CPU ms/req |',
    '|--:|--:|--:|--:|--:|',
    ...run.scaleOut.map(
      ({ processes, http }) =>
        `| ${processes} | ${int(http.perSecond)} | ${ms(http.p50)} | ${ms(http.p99)} | ${ms(http.cpuPerRequest)} |`,
    ),
  ];
}

function floorLines(run: BenchRun): string[] {
  const headline = run.results.find((r) => r.endpoint.headline);
  if (!run.floor || !headline) return [];
  const { floor } = run;
  return [
    '',
    `The floor, ${headline.endpoint.name}: a bare Fastify + \`pg\` route (bench/bare-server.ts) sending the rows of the ` +
      "list's page statement as JSON with Fastify's default serializer, no auth, permission, validation, hooks, logging " +
      'or mapping, loaded the same way. Our server ÷ floor is what the whole stack costs on top of HTTP and the driver.',
    '',
    '| | HTTP req/s | p50 ms | p99 ms | CPU ms/req | ÷ raw loop |',
    '|---|--:|--:|--:|--:|--:|',
    `| bare Fastify + pg | ${int(floor.perSecond)} | ${ms(floor.p50)} | ${ms(floor.p99)} | ${ms(floor.cpuPerRequest)} | ${(floor.perSecond / headline.raw.perSecond).toFixed(2)} |`,
    `| our server | ${int(headline.http.perSecond)} | ${ms(headline.http.p50)} | ${ms(headline.http.p99)} | ${ms(headline.http.cpuPerRequest)} | ${ratio(headline).toFixed(2)} |`,
  ];
}

/** Inserts the section right after the file's introduction, above the earlier sections (newest first). */
export function writeSection(file: string, section: string) {
  const text = readFileSync(file, 'utf8');
  const first = text.search(/^## /m);
  const updated =
    first === -1 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, first)}${section}\n${text.slice(first)}`;
  writeFileSync(file, updated);
}
