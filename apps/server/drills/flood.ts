/**
 * `npm run drill:flood`: one signed-in account floods the built server with expensive reads
 * (50 at once of `GET customers/all`, then 200 searches at once, over and over) while a second
 * client, on a thread of its own (health-prober.ts), asks `GET /api/health` every 100 ms. Health
 * must answer within 1 s throughout; the flood must get only 200 or 429 (with Retry-After), never
 * a 5xx; and once the flood stops the account's own next search answers 200 (nothing stays counted
 * against it).
 *
 *   npm run drill:flood                                      embedded database (PGlite)
 *   npm run drill:flood -- --database-url postgres://postgres@127.0.0.1:5432/postgres
 *   options: --rows 5000 (of each list) --seconds 8 (of flood) --port 4140
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ADMIN as BENCH_ADMIN, seed } from '../bench/database.js';
import {
  type Answer,
  apiClient,
  buildServer,
  type Check,
  commonDrillOptions,
  createDrillDatabase,
  databaseUrlOf,
  printChecks,
  seconds,
  signIn,
  startServer,
} from './drill-kit.js';
import { startHealthProber } from './health-prober.js';

const { values: options } = parseArgs({
  options: {
    ...commonDrillOptions(4140),
    rows: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '8' },
  },
});

/** The production budgets, not the bench's unlimited ones: the drill is of them. */
const BUDGETS = { READ_RATE_LIMIT: '300', READS_IN_FLIGHT: '8' };
const HEALTH_LIMIT_MS = 1000;

async function main() {
  if (!options['skip-build']) buildServer();
  const database = await createDrillDatabase(databaseUrlOf(options['database-url']));
  const kind = database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL';
  let failed = true;
  try {
    const seeded = await seed(database, Number(options.rows));
    console.log(`Flood drill on ${kind}: seeded in ${seeded.seconds.toFixed(1)} s`);
    const server = await startServer(database, Number(options.port), { env: BUDGETS });
    const call = apiClient(server.origin, await signIn(server.origin, BENCH_ADMIN));
    const prober = await startHealthProber(`${server.origin}/api/health`, 100);

    const statuses = new Map<string, number>();
    let missingRetryAfter = 0;
    const count = (res: Answer) => {
      const key = String(res.status ?? res.failure);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (res.status === 429 && !res.headers?.get('retry-after')) missingRetryAfter += 1;
    };
    const wave = (size: number, path: (i: number) => string) =>
      Promise.all(Array.from({ length: size }, (_, i) => call('GET', path(i)).then(count)));
    const until = performance.now() + Number(options.seconds) * 1000;
    while (performance.now() < until) {
      await wave(50, () => '/api/customers/all');
      await wave(200, (i) => `/api/customers?search=${String.fromCharCode(97 + (i % 26))}${i}`);
    }
    const { times: healthTimes, failures: healthFailures } = await prober.stop();
    // The flood's window is over only after RATE_LIMIT_WINDOW; the in-flight count is free at once.
    const after = await call('GET', '/api/customers/all');

    const sorted = [...healthTimes].sort((a, b) => a - b);
    const worst = sorted.at(-1) ?? Number.POSITIVE_INFINITY;
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? worst;
    const fiveHundreds = [...statuses].filter(([status]) => status.startsWith('5') || Number.isNaN(Number(status)));
    const checks: Check[] = [
      {
        name: `GET /api/health answered 200 within ${HEALTH_LIMIT_MS} ms throughout the flood`,
        ok: healthFailures.length === 0 && worst < HEALTH_LIMIT_MS && healthTimes.length > 10,
        detail: `${healthTimes.length} probes, p95 ${p95.toFixed(0)} ms, worst ${worst.toFixed(0)} ms${healthFailures.length ? `; failed: ${healthFailures.join(', ')}` : ''}`,
      },
      {
        name: 'the flood got only 200 or 429 with Retry-After, never a 5xx or a dropped connection',
        ok: fiveHundreds.length === 0 && missingRetryAfter === 0 && (statuses.get('429') ?? 0) > 0,
        detail: [...statuses].map(([status, n]) => `${status}: ${n}`).join(', '),
      },
      {
        name: "the account's reads in flight were all counted out (the next one is not refused as 'at once')",
        ok: after.status === 200 || (after.status === 429 && !String(after.body.message).includes('at once')),
        detail: `${after.status} ${after.status === 200 ? '' : JSON.stringify(after.body)}`,
      },
    ];
    console.log(`\nFlood drill on ${kind}: ${seconds(Number(options.seconds) * 1000)} of flood`);
    printChecks(checks);
    failed = checks.some((c) => !c.ok);
    console.log(failed ? '\nFLOOD DRILL FAILED' : `\nFlood drill passed: ${checks.length} checks`);
    server.kill('SIGTERM');
    await server.exited;
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
  } finally {
    await database.dispose().catch(() => {});
  }
  process.exit(failed ? 1 : 0);
}

await main();
