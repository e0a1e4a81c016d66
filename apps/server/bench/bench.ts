/**
 * `npm run bench [-- --rows 100000] [--seconds 5] [--connections 10] [--only REGEX] [--show-sql] [--no-write] [--smoke]`
 *
 * The server's request rate against the physical limit, on a database of a chosen scale:
 *  1. builds the server (`npm run build -w @lathe/server`) and seeds a fresh database by bulk SQL
 *     (db/bench-seed.ts): embedded (PGlite, in a temp folder) by default, or a scratch database
 *     on the PostgreSQL server `BENCH_DATABASE_URL` names, dropped afterwards;
 *  2. starts the built server with `SQL_LOG` on and sends one request to each endpoint, keeping
 *     the SQL each sent (less the session lookup and the rate-limit count);
 *  3. with the server stopped, replays that SQL through the raw driver (`pg` or PGlite) in
 *     concurrent loops: the physical limit with no HTTP, auth or validation; and times each
 *     endpoint's SQL alone (EXPLAIN ANALYZE, and one request at a time);
 *  4. starts the server again, timing spawn to the first 200 from /api/health, and drives every
 *     endpoint with autocannon from this process, signed in;
 *  5. on PostgreSQL, drives the headline list (products page 1, sort createdAt) again with 1 and
 *     with 2 server processes (WEB_CONCURRENCY), the server's CPU summed over its processes;
 *  6. prints the table and the targets, and inserts it into BENCHMARKS.md (not with --no-write).
 *
 * `--smoke` (CI): 2,000 rows, a few endpoints, 0.3-second runs, nothing written. Exits 1 when any
 * request failed (an error or a status other than 2xx). `--skip-build` runs the server already in
 * apps/server/dist (CI built it for the browser journeys), as the drills' option of that name does.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bareFloor } from './bare-floor.js';
import { captureSql, request, warmRead } from './capture.js';
import { type BenchDatabase, createBenchDatabase, openRaw, seed } from './database.js';
import { type Endpoint, endpoints } from './endpoints.js';
import { httpLoad, type LoadOptions } from './http-load.js';
import { databaseTime, rawLoop, replayOf, singleLatency } from './raw-loop.js';
import {
  type BenchRun,
  codeVersion,
  currentLoad,
  type EndpointResult,
  machine,
  markdown,
  type ScaleOutResult,
  targets,
  writeSection,
} from './report.js';
import { buildServer, type RunningServer, startServer } from './server-process.js';
import { median } from './stats.js';

const BENCHMARKS = fileURLToPath(new URL('../../../BENCHMARKS.md', import.meta.url));

const { values } = parseArgs({
  options: {
    rows: { type: 'string' },
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    write: { type: 'boolean', default: true },
    'no-write': { type: 'boolean', default: false },
    'show-sql': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
  },
});
const smoke = values.smoke;
const rows = Number(values.rows ?? (smoke ? 2000 : 100_000));
// The smoke asks whether every request answers, not how fast: a third of a second a run shows it.
const seconds = Number(values.seconds ?? (smoke ? 0.3 : 5));
const warmup = Number(values.warmup ?? (smoke ? 0 : 1));
const connections = Number(values.connections);
const write = values.write && !values['no-write'] && !smoke;
const only = values.only ? new RegExp(values.only, 'i') : undefined;
const explainRuns = smoke ? 3 : 7;
for (const [name, n] of Object.entries({ rows, seconds, warmup, connections })) {
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number: ${n}`);
}

const log = (text: string) => console.log(text);

async function main(): Promise<number> {
  const loadAtStart = currentLoad();
  const code = codeVersion();
  log(`Bench: ${rows.toLocaleString('en')} rows, ${connections} connections, ${seconds} s a run; ${machine()}`);
  if (!values['skip-build']) {
    log('Building the server …');
    buildServer();
  }
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL);
  let server: RunningServer | undefined;
  try {
    log(`Seeding ${database.kind === 'postgres' ? database.url : database.dataDir} …`);
    const seeded = await seed(database, rows);
    log(`Seeded in ${seeded.seconds.toFixed(1)} s: ${JSON.stringify(seeded.counts)}`);

    // The SQL each endpoint sends.
    const sqlLog = join(database.dataDir, 'sql.jsonl');
    server = await startServer(database, { sqlLog });
    const first = await request(server, { name: 'first product', method: 'GET', path: '/api/products?limit=1' });
    const productId = ((await first.json()) as { data: { id: string }[] }).data[0]?.id;
    if (!productId) throw new Error('The products list is empty');
    const list = endpoints({ rows, productId, runId: randomBytes(3).toString('hex') }).filter(
      (e) => (!smoke || e.smoke) && (!only || only.test(e.name)),
    );
    const captured = await captureSql(server, sqlLog, list);
    if (values['show-sql']) {
      for (const [name, batches] of captured) {
        log(`\n${name}:`);
        for (const [i, batch] of batches.entries()) {
          for (const { query, params } of batch) log(`  [${i + 1}] ${query}  -- ${JSON.stringify(params)}`);
        }
      }
    }
    await server.stop();
    server = undefined;

    // The physical limit, with the server stopped (the embedded database has one process).
    const load: LoadOptions = { connections, seconds };
    const raw = new Map<Endpoint, Pick<EndpointResult, 'raw' | 'databaseMs' | 'singleMs'>>();
    const driver = await openRaw(database);
    try {
      for (const endpoint of list) {
        const sql = captured.get(endpoint.name) ?? [];
        const replay = replayOf(driver, endpoint, sql);
        if (warmup > 0) await rawLoop(replay, { connections, seconds: warmup });
        const figures = await rawLoop(replay, load);
        const singleMs = await singleLatency(replay, smoke ? 0.3 : Math.min(2, seconds));
        const databaseMs = await databaseTime(driver, endpoint, sql, explainRuns);
        raw.set(endpoint, { raw: figures, singleMs, databaseMs });
        log(
          `  raw  ${endpoint.name}: ${Math.round(figures.perSecond)}/s, p50 ${figures.p50.toFixed(2)} ms, ` +
            `CPU ${figures.cpuPerRequest?.toFixed(2) ?? '—'} ms/req, ` +
            `DB ${databaseMs?.toFixed(2) ?? '—'} ms, 1-conn ${singleMs.toFixed(2)} ms` +
            (figures.failed ? `, ${figures.failed} FAILED` : ''),
        );
      }
      // The raw creates' rows sit in the trigram indexes' pending lists until a vacuum: fold them in,
      // so the HTTP run reads the database as the raw loop did.
      await driver.vacuum();
    } finally {
      await driver.close();
    }

    // Start-up on the existing database, three times (the median is reported), then over HTTP, signed in.
    const startups: number[] = [];
    for (let i = 0; i < (smoke ? 0 : 2); i++) {
      const probe = await startServer(database);
      startups.push(probe.startupMs);
      await probe.stop();
    }
    server = await startServer(database);
    startups.push(server.startupMs);
    const startupMs = median(startups);
    log(`Server started in ${startups.map((t) => Math.round(t)).join(', ')} ms`);
    // The first measured endpoint should not pay for the server's warm-up (JIT) alone.
    if (warmup > 0 && list[0]) await httpLoad(server, list[0], { connections, seconds: 3 * warmup });
    const results: EndpointResult[] = [];
    for (const endpoint of list) {
      await warmRead(server, endpoint);
      if (warmup > 0) await httpLoad(server, endpoint, { connections, seconds: warmup });
      const http = await httpLoad(server, endpoint, load);
      results.push({
        endpoint,
        http,
        ...(raw.get(endpoint) as Pick<EndpointResult, 'raw' | 'databaseMs' | 'singleMs'>),
      });
      log(
        `  http ${endpoint.name}: ${Math.round(http.perSecond)}/s, p50 ${http.p50.toFixed(2)} ms, p99 ${http.p99.toFixed(2)} ms, ` +
          `CPU ${http.cpuPerRequest?.toFixed(2) ?? '—'} ms/req` +
          (http.failed ? `, ${http.failed} FAILED` : ''),
      );
    }
    await server.stop();
    server = undefined;

    // One server process per core (PostgreSQL only: the embedded database allows one process).
    const scaleOut: ScaleOutResult[] = [];
    const headline = list.find((e) => e.headline);
    if (database.kind === 'postgres' && headline) {
      for (const processes of [1, 2]) {
        server = await startServer(database, { processes });
        // Each worker warms up (JIT) on its share of the connections.
        if (warmup > 0) await httpLoad(server, headline, { connections, seconds: 3 * warmup });
        const http = await httpLoad(server, headline, load);
        scaleOut.push({ processes, http });
        log(
          `  http ${headline.name}, ${processes} server process${processes === 1 ? '' : 'es'}: ` +
            `${Math.round(http.perSecond)}/s, p50 ${http.p50.toFixed(2)} ms, p99 ${http.p99.toFixed(2)} ms, ` +
            `server CPU ${http.cpuPerRequest?.toFixed(2) ?? '—'} ms/req` +
            (http.failed ? `, ${http.failed} FAILED` : ''),
        );
        await server.stop();
        server = undefined;
      }
    }

    // The floor: Fastify and the driver alone, sending the same rows (PostgreSQL).
    const pageStatement =
      headline &&
      captured
        .get(headline.name)
        ?.flat()
        .find((s) => /\blimit\b/i.test(s.query));
    const floor =
      database.kind === 'postgres' && pageStatement
        ? await bareFloor(database, pageStatement, { ...load, warmup: 3 * warmup })
        : undefined;
    if (floor) {
      log(
        `  bare Fastify + pg: ${Math.round(floor.perSecond)}/s, p99 ${floor.p99.toFixed(2)} ms, CPU ${floor.cpuPerRequest?.toFixed(2) ?? '—'} ms/req`,
      );
    }

    const run: BenchRun = {
      rows,
      kind: database.kind,
      version: seeded.version,
      seedSeconds: seeded.seconds,
      counts: seeded.counts,
      startupMs,
      connections,
      seconds,
      warmup,
      explainRuns,
      loadAtStart,
      code,
      results,
      scaleOut,
      floor,
    };
    const section = markdown(run);
    log(`\n${section}`);
    if (write) {
      writeSection(BENCHMARKS, section);
      log(`Written to ${BENCHMARKS}`);
    }
    const failed = results.filter((r) => r.http.failed > 0 || r.raw.failed > 0);
    for (const r of failed) console.error(`FAILED: ${r.endpoint.name}: ${r.http.failed} HTTP, ${r.raw.failed} raw`);
    const failedScaleOut = scaleOut.filter((r) => r.http.failed > 0);
    for (const r of failedScaleOut) console.error(`FAILED: ${r.processes} server processes: ${r.http.failed} HTTP`);
    const missed = targets(run).filter((t) => !t.met && !t.note);
    if (missed.length > 0) log(`Targets not met: ${missed.map((t) => t.what).join('; ')}`);
    return failed.length + failedScaleOut.length > 0 ? 1 : 0;
  } finally {
    await server?.stop();
    await disposeQuietly(database);
  }
}

async function disposeQuietly(database: BenchDatabase) {
  try {
    await database.dispose();
  } catch (error) {
    console.error('Could not clean up the bench database:', error);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
