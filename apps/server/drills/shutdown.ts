/**
 * `npm run drill:shutdown`: SIGTERM to the built server while writes and slow CSV exports are
 * in flight. The requests in flight must finish with 2xx; requests sent after the signal
 * must get the JSON 503 error body or find the port closed; the process must exit with code
 * 0 within 10 s; the embedded database must have been closed cleanly (its control file says
 * "shut down", so the next start needs no recovery) and hold every acknowledged write.
 *
 *   npm run drill:shutdown                                   embedded database (PGlite)
 *   npm run drill:shutdown -- --database-url postgres://postgres@127.0.0.1:5432/postgres
 *   options: --rows 10000 (of each list, for a slow export) --clients 4 --port 4130
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ADMIN as BENCH_ADMIN, seed } from '../bench/database.js';
import {
  type Answer,
  type Api,
  apiClient,
  buildServer,
  type Check,
  commonDrillOptions,
  createDrillDatabase,
  databaseUrlOf,
  printChecks,
  seconds,
  signIn,
  sleep,
  startServer,
  withDirectSql,
} from './drill-kit.js';

const { values: options } = parseArgs({
  options: {
    ...commonDrillOptions(4130),
    rows: { type: 'string', default: '10000' },
  },
});

const t0 = performance.now();
const now = () => performance.now() - t0;
interface Sample {
  route: string;
  sent: number;
  answered: number;
  res: Answer;
  bytes: number;
  /** Exports: the data rows received. */
  rows?: number;
}
const samples: Sample[] = [];
const acknowledged: string[] = [];
let stopping = false;

async function send(call: Api, route: string, method: 'GET' | 'POST', body?: unknown) {
  const sent = now();
  const res = await call(method, route, body, { timeoutMs: 20_000 });
  const bytes = typeof res.body === 'string' ? (res.body as string).length : JSON.stringify(res.body).length;
  const sample = { route: `${method} ${route.split('?')[0]}`, sent, answered: now(), res, bytes };
  samples.push(sample);
  return sample;
}

async function writer(call: Api, n: number) {
  for (let serial = 1; !stopping; serial++) {
    const partyCode = `SHUT-${n}-${serial}`;
    const { res } = await send(call, '/api/customers', 'POST', { partyCode, name: `Shutdown customer ${n}-${serial}` });
    if (res.status === 201) acknowledged.push(partyCode);
    if (res.status === null) await sleep(100);
  }
}

/**
 * An export read as a browser downloads it: `started` once the server has sent the headers (it
 * is answering), `done` with the whole body.
 */
function streamExport(origin: string, token: string, route: string) {
  let started!: () => void;
  const startedPromise = new Promise<void>((resolve) => {
    started = resolve;
  });
  const sent = now();
  const done = (async () => {
    let res: Answer = { status: null, body: {}, headers: null };
    let text = '';
    try {
      const response = await fetch(`${origin}${route}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(30_000),
      });
      started();
      res = { status: response.status, body: {}, headers: response.headers };
      text = await response.text();
    } catch (error) {
      res = { ...res, failure: (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name };
    } finally {
      started();
    }
    const rows = text.split('\r\n').filter(Boolean).length - 1;
    const sample: Sample = { route: `GET ${route}`, sent, answered: now(), res, bytes: text.length, rows };
    samples.push(sample);
    return sample;
  })();
  return { started: startedPromise, done };
}

/** DBState in the control file: 1 shut down cleanly, 6 in production (a crash leaves it so). */
function controlFileState(dataDir: string): number | null {
  const file = join(dataDir, 'pglite', 'global', 'pg_control');
  return existsSync(file) ? readFileSync(file).readInt32LE(16) : null;
}
const STATES: Record<number, string> = { 1: 'shut down', 4: 'in crash recovery', 6: 'in production' };

const isErrorBody503 = (s: Sample) => {
  const body = s.res.body as { statusCode?: unknown; error?: unknown; message?: unknown };
  return (
    s.res.status === 503 &&
    body.statusCode === 503 &&
    typeof body.error === 'string' &&
    typeof body.message === 'string'
  );
};

const describeFailures = (failures: Sample[]) =>
  failures.length === 0
    ? ''
    : ` (not: ${failures.map((s) => `${s.route} sent ${seconds(s.sent)} → ${s.res.status ?? s.res.failure} at ${seconds(s.answered)} ${JSON.stringify(s.res.body).slice(0, 120)}`).join('; ')})`;

async function main() {
  if (!options['skip-build']) buildServer();
  const database = await createDrillDatabase(databaseUrlOf(options['database-url']));
  const kind = database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL';
  let failed = true;
  try {
    const seeded = await seed(database, Number(options.rows));
    console.log(
      `Shutdown drill on ${kind}: ${seeded.counts.salesOrders ?? '?'} orders seeded in ${seeded.seconds.toFixed(1)} s`,
    );
    const server = await startServer(database, Number(options.port));
    const token = await signIn(server.origin, BENCH_ADMIN);
    const call = apiClient(server.origin, token);
    // How long one export takes with nothing else running.
    const probe = await send(call, '/api/sales-orders/export', 'GET');
    console.log(`  one export alone: ${seconds(probe.answered - probe.sent)}, ${(probe.bytes / 1e6).toFixed(1)} MB`);

    const writers = Array.from({ length: Number(options.clients) }, (_, i) => writer(call, i + 1));
    await sleep(1_500);
    // Slow requests the server has begun answering (their headers are here) when the signal comes.
    const expected = {
      '/api/sales-orders/export': seeded.counts.salesOrders,
      '/api/invoices/export': seeded.counts.invoices,
    };
    const exports = Object.keys(expected).map((route) => streamExport(server.origin, token, route));
    await Promise.all(exports.map((e) => e.started));
    const signalAt = now();
    console.log(`  SIGTERM at ${seconds(signalAt)}`);
    server.kill('SIGTERM');
    const exit = await server.exited;
    const exitAt = now();
    // Requests after the exit: the port is closed.
    await sleep(300);
    stopping = true;
    await Promise.all([...writers, ...exports.map((e) => e.done)]);

    const exportSamples = await Promise.all(exports.map((e) => e.done));
    const whole = (s: Sample) =>
      s.res.status === 200 && s.rows === expected[s.route.replace('GET ', '') as keyof typeof expected];
    const beforeSignal = samples.filter((s) => s.sent < signalAt && s.answered > signalAt);
    // The server turns requests away from the moment its loop runs the signal handler (a
    // long synchronous query can delay that): the first 503 or refused connection shows it.
    const turnedAway = (s: Sample) => s.res.status === null || isErrorBody503(s);
    const closingSeen = Math.min(
      ...samples.filter((s) => s.sent >= signalAt && turnedAway(s)).map((s) => s.answered),
      exitAt,
    );
    const after = samples.filter((s) => s.sent > closingSeen);
    const refused = after.filter((s) => s.res.status === null);
    const got503 = after.filter(isErrorBody503);
    const state = database.kind === 'pglite' ? controlFileState(database.dataDir) : null;
    const lockLeft = existsSync(join(database.dataDir, 'pglite.lock'));
    const present = await withDirectSql(database, async (query) => {
      const rows = await query<{ party_code: string }>(
        sql`select party_code from customers where party_code like 'SHUT-%'`,
      );
      return new Set(rows.map((r) => r.party_code));
    });
    const missing = acknowledged.filter((code) => !present.has(code));

    const checks: Check[] = [
      {
        name: 'exports the server was streaming at the signal finished with 200 and every row',
        ok: exportSamples.every(whole),
        detail: exportSamples
          .map(
            (s) =>
              `${s.route} ${s.res.status ?? s.res.failure} ${(s.bytes / 1e6).toFixed(2)} MB, ${s.rows} rows in ${seconds(s.answered - s.sent)}`,
          )
          .join('; '),
      },
      {
        name: 'requests sent before the signal were answered: 2xx, or 503 if they reached the server after it (never cut)',
        ok: beforeSignal.every((s) => (s.res.status !== null && s.res.status < 300) || isErrorBody503(s)),
        detail: `${beforeSignal.filter((s) => s.res.status !== null && s.res.status < 300).length} 2xx, ${beforeSignal.filter(isErrorBody503).length} 503, of ${beforeSignal.length}${describeFailures(beforeSignal.filter((s) => !((s.res.status !== null && s.res.status < 300) || isErrorBody503(s))))}`,
      },
      {
        name: 'requests sent once the server was closing got the JSON 503 error body or a closed port',
        ok: after.length > 0 && after.every(turnedAway),
        detail: `closing ${seconds(closingSeen - signalAt)} after the signal; ${got503.length} 503, ${refused.length} refused, of ${after.length}; e.g. ${JSON.stringify(got503[0]?.res.body ?? null)}; others ${JSON.stringify(after.filter((s) => !isErrorBody503(s) && s.res.status !== null).map((s) => s.res.status))}`,
      },
      {
        name: 'the process exited with code 0 within 10 s',
        ok: exit.code === 0 && exitAt - signalAt < 10_000,
        detail: `code ${exit.code}${exit.signal ? ` (${exit.signal})` : ''} after ${seconds(exitAt - signalAt)}`,
      },
      {
        name: 'every acknowledged write is in the database',
        ok: missing.length === 0,
        detail: `${acknowledged.length - missing.length}/${acknowledged.length}${missing.length ? `; missing ${missing.slice(0, 5).join(', ')}` : ''}`,
      },
    ];
    if (database.kind === 'pglite') {
      checks.push(
        {
          name: 'the embedded database was closed cleanly (no recovery needed on the next start)',
          ok: state === 1,
          detail: `control file: ${state === null ? 'missing' : (STATES[state] ?? state)}`,
        },
        { name: 'the data directory lock was released', ok: !lockLeft, detail: '' },
      );
    }
    console.log(`\nShutdown drill on ${kind}: ${samples.length} requests, signal at ${seconds(signalAt)}`);
    printChecks(checks);
    failed = checks.some((c) => !c.ok);
    console.log(failed ? '\nSHUTDOWN DRILL FAILED' : `\nShutdown drill passed: ${checks.length} checks`);
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
  } finally {
    stopping = true;
    await database.dispose().catch(() => {});
  }
  process.exit(failed ? 1 : 0);
}

await main();
