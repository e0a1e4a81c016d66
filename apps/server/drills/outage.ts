/**
 * `npm run drill:outage`: the built server on PostgreSQL under a steady read and write load
 * while PostgreSQL is stopped for a few seconds and started again. While it is away every
 * answer must be the JSON 503 error body with Retry-After, and health must say the database
 * is unavailable; the server process must stay up; once PostgreSQL is back, requests must
 * succeed again by themselves within a few seconds.
 *
 *   npm run drill:outage                 a private throwaway cluster (initdb, port 4150), restarted
 *   npm run drill:outage -- --database-url postgres://postgres@127.0.0.1:5432/postgres \
 *     --stop-command "pg_ctlcluster --skip-systemctl-redirect 15 main stop" \
 *     --start-command "pg_ctlcluster --skip-systemctl-redirect 15 main start"
 *   options: --down 5000 (ms away) --clients 4 --port 4120 --pg-port 4150 --recover-within 10000
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
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
  type ServerProcess,
  seconds,
  signIn,
  sleep,
  startServer,
} from './drill-kit.js';
import { createPgCluster, type PgCluster } from './pg-cluster.js';

const { values: options } = parseArgs({
  options: {
    ...commonDrillOptions(4120),
    down: { type: 'string', default: '5000' },
    'pg-port': { type: 'string', default: '4150' },
    'recover-within': { type: 'string', default: '10000' },
    'stop-command': { type: 'string' },
    'start-command': { type: 'string' },
  },
});
const DOWN_MS = Number(options.down);
const RECOVER_WITHIN = Number(options['recover-within']);

/** One answer of the load, with when it was sent and answered (ms since the drill began). */
interface Sample {
  route: string;
  sent: number;
  answered: number;
  res: Answer;
}
const samples: Sample[] = [];
let stopping = false;
const t0 = performance.now();
const now = () => performance.now() - t0;

async function load(call: Api, n: number) {
  let serial = 0;
  while (!stopping) {
    serial += 1;
    const roll = serial % 4;
    const [method, route, body] =
      roll === 0
        ? ([
            'POST',
            '/api/customers',
            { partyCode: `OUT-${n}-${serial}`, name: `Outage customer ${n}-${serial}` },
          ] as const)
        : roll === 1
          ? (['GET', '/api/health', undefined] as const)
          : (['GET', '/api/customers?limit=10&search=Outage', undefined] as const);
    const sent = now();
    const res = await call(method, route, body, { timeoutMs: 15_000 });
    samples.push({ route: `${method} ${route.split('?')[0]}`, sent, answered: now(), res });
    await sleep(50);
  }
}

const isOk = (s: Sample) => s.res.status !== null && s.res.status < 300;
const isUnavailableBody = (s: Sample) => {
  const body = s.res.body as { statusCode?: unknown; error?: unknown; message?: unknown };
  return (
    s.res.status === 503 &&
    body.statusCode === 503 &&
    body.error === 'Service Unavailable' &&
    typeof body.message === 'string' &&
    /database is unavailable/.test(body.message) &&
    s.res.headers?.get('content-type')?.startsWith('application/json') === true &&
    s.res.headers?.get('retry-after') !== null
  );
};

const serverLogTail = (dataDir: string) =>
  `The server's output:\n${readFileSync(join(dataDir, 'server.log'), 'utf8').split('\n').slice(-40).join('\n')}`;

async function main() {
  let cluster: PgCluster | undefined;
  let serverUrl = databaseUrlOf(options['database-url']);
  let stopPg: () => void;
  let startPg: () => void;
  if (serverUrl) {
    const stopCommand = options['stop-command'];
    const startCommand = options['start-command'];
    if (!stopCommand || !startCommand) throw new Error('With --database-url, give --stop-command and --start-command');
    stopPg = () => execSync(stopCommand, { stdio: 'inherit' });
    startPg = () => execSync(startCommand, { stdio: 'inherit' });
  } else {
    cluster = createPgCluster(Number(options['pg-port']));
    serverUrl = cluster.url;
    stopPg = cluster.stop;
    startPg = cluster.start;
  }
  if (!options['skip-build']) buildServer();
  const database = await createDrillDatabase(serverUrl);
  let server: ServerProcess | undefined;
  let failed = true;
  try {
    console.log(`Outage drill: PostgreSQL at ${serverUrl} away for ${seconds(DOWN_MS)}, ${options.clients} clients`);
    server = await startServer(database, Number(options.port));
    const call = apiClient(server.origin, await signIn(server.origin));
    const clients = Array.from({ length: Number(options.clients) }, (_, i) => load(call, i + 1));
    let exitedEarly = false;
    void server.exited.then(() => {
      exitedEarly = !stopping;
    });

    await sleep(3_000);
    const stopAt = now();
    stopPg();
    const downAt = now();
    console.log(`  PostgreSQL stopped in ${seconds(downAt - stopAt)}`);
    await sleep(DOWN_MS);
    const startAt = now();
    startPg();
    const upAt = now();
    console.log(`  PostgreSQL started in ${seconds(upAt - startAt)}`);
    // Recovered: from then on, data routes and health answer 2xx again.
    let recoveredAt: number | null = null;
    while (now() - upAt < RECOVER_WITHIN + 5_000) {
      await sleep(250);
      const after = samples.filter((s) => s.sent >= upAt);
      const firstOk = after.find((s) => isOk(s) && s.route === 'GET /api/customers');
      const lastBad = after.filter((s) => !isOk(s)).at(-1);
      const candidate = Math.max(firstOk?.answered ?? Number.POSITIVE_INFINITY, lastBad ? lastBad.answered : 0);
      if (firstOk && Number.isFinite(candidate) && now() - candidate > 2_000) {
        recoveredAt = candidate;
        break;
      }
    }
    await sleep(1_000);
    stopping = true;
    await Promise.all(clients);

    const before = samples.filter((s) => s.answered < stopAt);
    const away = samples.filter((s) => s.sent >= downAt && s.answered <= startAt);
    const cut = samples.filter((s) => s.sent < downAt && s.answered > stopAt);
    const settled = samples.filter((s) => recoveredAt !== null && s.sent > recoveredAt);
    const awayHealth = away.filter((s) => s.route === 'GET /api/health');
    const slowest = Math.max(0, ...away.map((s) => s.answered - s.sent));
    const checks: Check[] = [
      {
        name: 'before the outage every answer was 2xx',
        ok: before.length > 0 && before.every(isOk),
        detail: `${before.filter(isOk).length}/${before.length}`,
      },
      {
        name: 'while PostgreSQL was away every answer was the JSON 503 error body with Retry-After',
        ok: away.length > 0 && away.every(isUnavailableBody),
        detail: `${away.filter(isUnavailableBody).length}/${away.length}; e.g. ${JSON.stringify(away.find((s) => !isUnavailableBody(s))?.res.body ?? away[0]?.res.body)}`,
      },
      {
        name: 'health said the database is unavailable (503) while it was away',
        ok: awayHealth.length > 0 && awayHealth.every(isUnavailableBody),
        detail: `${awayHealth.length} probes`,
      },
      {
        name: 'no request hung while it was away (each answered within 6 s)',
        ok: slowest < 6_000,
        detail: `slowest ${seconds(slowest)}`,
      },
      {
        name: 'requests cut by the stop answered 503, never 500',
        ok: cut.every((s) => isOk(s) || isUnavailableBody(s)),
        detail: `${cut.length} in flight at the stop: ${cut.filter(isOk).length} 2xx, ${cut.filter(isUnavailableBody).length} 503`,
      },
      { name: 'the server process stayed up', ok: !exitedEarly && server.child.exitCode === null, detail: '' },
      {
        name: `requests succeeded again by themselves within ${seconds(RECOVER_WITHIN)} of PostgreSQL being back`,
        ok: recoveredAt !== null && recoveredAt - upAt <= RECOVER_WITHIN,
        detail: recoveredAt === null ? 'never' : `after ${seconds(Math.max(0, recoveredAt - upAt))}`,
      },
      {
        name: 'after recovering every answer was 2xx',
        ok: settled.length > 0 && settled.every(isOk),
        detail: `${settled.filter(isOk).length}/${settled.length}`,
      },
    ];
    console.log(
      `\nOutage drill: ${samples.length} requests; ${before.length} before, ${away.length} while away, ` +
        `${cut.length} cut, ${settled.length} after recovering`,
    );
    printChecks(checks);
    failed = checks.some((c) => !c.ok);
    console.log(failed ? '\nOUTAGE DRILL FAILED' : `\nOutage drill passed: ${checks.length} checks`);
    if (failed) console.log(serverLogTail(database.dataDir));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  } finally {
    stopping = true;
    if (server && server.child.exitCode === null) {
      server.kill('SIGTERM');
      await server.exited;
    }
    try {
      startPg(); // Never leave a database stopped behind.
    } catch {}
    await database.dispose().catch(() => {});
    cluster?.dispose();
  }
  process.exit(failed ? 1 : 0);
}

await main();
