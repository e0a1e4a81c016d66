/**
 * `npm run scan:sql [-- --quick] [--database-url postgres://…] [--jobs 2] [--only REGEX]`
 * `npm run scan:sql -- --origin http://127.0.0.1:4300 --email … --password …` (a running server)
 *
 * SQL-injection scan of every GET route that takes parameters: list, search, filter, sort and
 * paging parameters, and the ids and codes in item routes' paths.
 *  1. starts the built server (apps/server/dist/server.js) as production runs it, on a fresh
 *     embedded database in a temp folder, or on a scratch PostgreSQL database created on the
 *     server `--database-url` names and dropped afterwards; seeded with 100 rows a list
 *     (bench/database.ts) and a few departments and designations through the API; signed in
 *     as its admin, with write and export rate limits raised;
 *  2. reads the routes and their query and path parameters from the server's OpenAPI document
 *     (/api/docs/json), so new parameters are scanned without touching this script, and gives
 *     each a base value that selects rows (scans/targets.ts);
 *  3. runs sqlmap on each route (`--jobs` at a time) through a counting proxy on a port in
 *     4300–4399, and prints route, the base request's status, parameters, requests, answers
 *     by status class and verdict.
 * Exits 1 when a parameter is injectable, a DBMS error reached a response, a payload made the
 * server answer 5xx, or a run did not complete; sqlmap's output is then kept and named.
 *
 * `--quick` (CI): three routes that cover a filtered list, a text path parameter and an id,
 * at level 1 / risk 1. `--only REGEX` picks routes by their path instead; `--level`, `--risk`
 * override sqlmap's. `npm run scan:sql:self-test` shows the scan finds a planted injection.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type BenchDatabase, createBenchDatabase, seed } from '../bench/database.js';
import { type RunningServer, startServer } from '../bench/server-process.js';
import { startCountingProxy, type Traffic } from './counting-proxy.js';
import { seedThroughApi } from './seed-through-api.js';
import { runSqlmap, type SqlmapOutcome, type SqlmapSettings, sqlmapArgs, sqlmapVersion } from './sqlmap-run.js';
import { type ScanTarget, scanTargets } from './targets.js';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    jobs: { type: 'string', default: '2' },
    only: { type: 'string' },
    origin: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    level: { type: 'string' },
    risk: { type: 'string' },
    'keep-output': { type: 'boolean', default: false },
  },
});

const QUICK_ROUTES = ['/api/invoices', '/api/customers/party-code/{code}', '/api/employees/{id}'];
const settings: SqlmapSettings = values.quick
  ? { level: 1, risk: 1, technique: 'BEUST', smart: false, timeSec: 2 }
  : { level: 3, risk: 2, technique: 'BEUST', smart: false, timeSec: 3 };
if (values.level) settings.level = Number(values.level);
if (values.risk) settings.risk = Number(values.risk);
const jobs = Number(values.jobs);
if (!Number.isInteger(jobs) || jobs < 1) throw new Error(`--jobs must be a whole number of 1 or more: ${values.jobs}`);
const only = values.only ? new RegExp(values.only) : undefined;
/** The proxy's ports: the range kept for this scan. */
const PROXY_PORTS = Array.from({ length: 100 }, (_, i) => 4300 + i);

const BUNDLE = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const log = (text: string) => console.log(text);

interface Row {
  target: ScanTarget;
  outcome: SqlmapOutcome;
  traffic: Traffic;
}

/** A server to scan: the built one on a fresh database, or the one `--origin` names. */
async function serverToScan(): Promise<{ origin: string; token: string; stop(): Promise<void> }> {
  if (values.origin) {
    const login = await fetch(`${values.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: values.email, password: values.password }),
    });
    const body = (await login.json()) as { accessToken?: string };
    if (!body.accessToken) throw new Error(`Signing in at ${values.origin} answered ${login.status}`);
    return { origin: values.origin, token: body.accessToken, stop: async () => {} };
  }
  if (!existsSync(BUNDLE)) {
    throw new Error('No server build at apps/server/dist/server.js: run `npm run build -w @lathe/server` first');
  }
  // The scan server's limits: the bench's 12 h token, and write, export and log volume out of sqlmap's way.
  process.env.WRITE_RATE_LIMIT = '1000000';
  process.env.EXPORT_RATE_LIMIT = '1000000';
  process.env.READ_RATE_LIMIT = '1000000';
  process.env.READS_IN_FLIGHT = '1000000';
  process.env.LOG_LEVEL = 'warn';
  let database: BenchDatabase | undefined = await createBenchDatabase(values['database-url']);
  let server: RunningServer | undefined;
  try {
    log(`Seeding ${database.kind === 'postgres' ? database.url : `an embedded database in ${database.dataDir}`} …`);
    const seeded = await seed(database, 100);
    log(`${seeded.version}; starting the built server …`);
    server = await startServer(database);
    await seedThroughApi(server.origin, server.token);
    const [started, db] = [server, database];
    server = undefined;
    database = undefined;
    return {
      origin: started.origin,
      token: started.token,
      async stop() {
        await started.stop();
        await db.dispose();
      },
    };
  } finally {
    await server?.stop();
    await database?.dispose();
  }
}

async function main(): Promise<number> {
  const version = sqlmapVersion();
  if (!version) {
    log('sqlmap is not installed: `sudo apt-get install sqlmap` (Debian/Ubuntu) or see https://sqlmap.org');
    return 2;
  }
  const started = performance.now();
  const server = await serverToScan();
  const proxy = await startCountingProxy(server.origin, PROXY_PORTS);
  const output = mkdtempSync(join(tmpdir(), 'lathe-sqlmap-'));
  let keepOutput = values['keep-output'];
  try {
    const get = async (path: string) => {
      const answer = await fetch(`${server.origin}${path}`, { headers: { authorization: `Bearer ${server.token}` } });
      const text = await answer.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      return { status: answer.status, body };
    };
    let targets = await scanTargets(proxy.origin, get);
    if (only) targets = targets.filter((t) => only.test(t.route));
    else if (values.quick) targets = targets.filter((t) => QUICK_ROUTES.includes(t.route));
    const params = targets.reduce((sum, t) => sum + t.params.length, 0);
    log(
      `sqlmap ${version}: ${targets.length} routes, ${params} parameters; level ${settings.level}, risk ${settings.risk}, ` +
        `techniques ${settings.technique}${settings.smart ? ', smart' : ''}, ${jobs} at a time; output in ${output}`,
    );
    const example = targets[0];
    if (example) {
      const args = sqlmapArgs(example, '1', '<token>', settings, join(output, '1'));
      log(`e.g. sqlmap ${args.map((a) => (/[\s&*?]/.test(a) ? `'${a}'` : a)).join(' ')}`);
    }

    const rows: Row[] = [];
    const queue = targets.map((target, i) => ({ target, run: String(i + 1) }));
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { target, run } = next;
        const outcome = await runSqlmap(target, run, server.token, settings, join(output, run));
        const traffic = proxy.trafficOf(run);
        rows.push({ target, outcome, traffic });
        log(
          `  ${target.route}: ${outcome.verdict}, ${traffic.requests} requests (${traffic.serverErrors} 5xx) ` +
            `in ${outcome.seconds.toFixed(0)} s`,
        );
      }
    };
    await Promise.all(Array.from({ length: jobs }, worker));
    rows.sort((a, b) => targets.indexOf(a.target) - targets.indexOf(b.target));

    const failed = rows.filter((r) => r.outcome.verdict !== 'not injectable' || r.traffic.serverErrors > 0);
    printTable(rows);
    const requests = rows.reduce((sum, r) => sum + r.traffic.requests, 0);
    const minutes = (performance.now() - started) / 60_000;
    log(
      `\n${rows.length} routes, ${params} parameters, ${requests.toLocaleString('en')} requests in ${minutes.toFixed(1)} min: ` +
        (failed.length === 0 ? 'nothing injectable.' : `${failed.length} route(s) FAILED.`),
    );
    const refused = rows.filter((r) => r.target.baseStatus < 200 || r.target.baseStatus >= 300);
    if (refused.length > 0) {
      log(
        `\nWarning: no base values the server accepts were found for ${refused.map((r) => r.target.route).join(', ')}; ` +
          'sqlmap tested them, but its boolean-based tests had only an error page to compare with.',
      );
    }
    for (const { target, outcome, traffic } of failed) {
      log(
        `\n${target.route}: ${outcome.verdict}${traffic.serverErrors > 0 ? `, ${traffic.serverErrors} answers 5xx` : ''}`,
      );
      for (const line of outcome.evidence) log(`  ${line}`);
      log(`  sqlmap's output: ${outcome.logFile}`);
    }
    if (failed.length > 0) keepOutput = true;
    return failed.length === 0 ? 0 : 1;
  } finally {
    await proxy.close();
    await server.stop();
    if (!keepOutput) rmSync(output, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]) {
  const lines = [
    ['Route', 'Base', 'Parameters tested', 'Requests', '2xx', '4xx', '5xx', 'Seconds', 'Result'],
    ...rows.map(({ target, outcome, traffic }) => [
      `GET ${target.route}`,
      String(target.baseStatus),
      target.params.join(', '),
      String(traffic.requests),
      String(traffic.ok),
      String(traffic.clientErrors),
      String(traffic.serverErrors),
      outcome.seconds.toFixed(0),
      traffic.serverErrors > 0 && outcome.verdict === 'not injectable' ? 'SERVER ERRORS' : outcome.verdict,
    ]),
  ];
  const widths = lines[0]?.map((_, i) => Math.max(...lines.map((line) => line[i]?.length ?? 0))) ?? [];
  log('');
  for (const [n, line] of lines.entries()) {
    log(`| ${line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`);
    if (n === 0) log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
