import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { appDatabase, buildApp } from './app.js';
import { superviseWorkers, WORKER_READY } from './cluster.js';
import { type Config, loadConfig } from './config.js';
import { type Database, openDatabase, POOL_SIZE } from './db/client.js';
import { seedInitialData } from './db/seed.js';
import { sqlLog } from './db/sql-log.js';
import { loadSecrets, type Secrets } from './lib/secrets.js';
import { startupMessage } from './startup-message.js';

/** Finishing the requests in flight may take this long after the signal; then the process exits anyway. */
const GRACE_MS = 10_000;

const open = (config: Config) =>
  openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onQuery: sqlLog(config.sqlLog),
    statementTimeoutMs: config.statementTimeoutMs,
  });

/** What runs once before anything serves: the migrations, the first start's admin, the JWT keys (made and kept on a first start). */
async function prepare(config: Config, database: Database) {
  await database.migrate();
  const seeded = await seedInitialData(database.db, { email: config.adminEmail, password: config.adminPassword });
  return { seeded, secrets: loadSecrets(config) };
}

async function buildServer(config: Config, database: Database, secrets: Secrets) {
  const app = await buildApp({ config, secrets, ...appDatabase(database) });
  app.addHook('onClose', () => database.close());
  return app;
}

const listen = (config: Config, app: Awaited<ReturnType<typeof buildServer>>) =>
  app.listen({ port: config.port, host: config.host });

function printStartup(config: Config, seeded: { adminEmail?: string; generatedPassword?: string }, processes: number) {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${config.port}`;
  const lines = startupMessage({
    url,
    where,
    processes,
    adminEmail: seeded.adminEmail,
    generatedPassword: seeded.generatedPassword,
    allowSignup: config.allowSignup,
  });
  // One write: a log line cannot land inside the message, nor a reader see half of it.
  console.log(lines.join('\n'));
}

/** WEB_CONCURRENCY=1 (the embedded database's only choice): one process migrates, seeds and serves. */
async function runAlone(config: Config) {
  const database = await open(config);
  const { seeded, secrets } = await prepare(config, database);
  const app = await buildServer(config, database, secrets);

  // Finish the requests in flight, then close the database; a second signal or 10 s forces the exit.
  closeWithGrace({ delay: GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, shutting down`);
    await app.close();
  });

  await listen(config, app);
  printStartup(config, seeded, 1);
}

/** The primary's few lines, through pino as the workers' are, marked as the primary's. */
function primaryLog(config: Config) {
  const logger = pino({ level: config.logLevel, base: { pid: process.pid, role: 'primary' } });
  return (level: 'info' | 'warn' | 'error', message: string) => logger[level](message);
}

/** When the workers' pools together may open more connections than the PostgreSQL server takes, a warning. */
async function connectionWarning(database: Database, processes: number): Promise<string | undefined> {
  const result = (await database.db.execute(
    sql`select current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int as available`,
  )) as unknown as { rows: { available: number }[] };
  const available = Number(result.rows[0]?.available);
  const wanted = processes * POOL_SIZE;
  if (!Number.isFinite(available) || wanted <= available) return undefined;
  return (
    `WEB_CONCURRENCY=${processes} processes × ${POOL_SIZE} connections = ${wanted}, but the PostgreSQL server ` +
    `takes ${available} (max_connections less the reserved ones), shared with every other client: under load ` +
    'requests may wait for a connection and fail with 503. Lower WEB_CONCURRENCY or raise max_connections.'
  );
}

/**
 * WEB_CONCURRENCY > 1, the primary: migrations, the first start's seed and the JWT keys once
 * (the workers read the same DATA_DIR/secrets.json, or JWT_SECRET), then the workers
 * (cluster.ts). SIGTERM/SIGINT asks each worker to finish its requests and exit; a second
 * signal, or a worker still running after the grace period, ends everything at once (the
 * workers exit when their primary does).
 */
async function runPrimary(config: Config) {
  const log = primaryLog(config);
  const database = await open(config);
  let seeded: Awaited<ReturnType<typeof prepare>>['seeded'];
  let warning: string | undefined;
  try {
    ({ seeded } = await prepare(config, database));
    warning = await connectionWarning(database, config.webConcurrency);
  } finally {
    await database.close();
  }
  if (warning) log('warn', warning);

  const workers = superviseWorkers({ count: config.webConcurrency, log });
  closeWithGrace(
    { delay: GRACE_MS + 2_000, logger: { error: (message: unknown) => log('error', String(message)) } },
    async ({ signal, err }) => {
      if (err) log('error', `shutting down after an error: ${err.stack ?? err.message}`);
      else log('info', `${signal ?? 'exit'} received, stopping ${workers.pids().length} server processes`);
      await workers.stop();
    },
  );
  try {
    await workers.started;
  } catch (error) {
    // One could not start (it printed why): the others are of no use, nor is waiting.
    log('error', `${(error as Error).message}; stopping`);
    process.exit(1);
  }
  printStartup(config, seeded, config.webConcurrency);
}

/**
 * WEB_CONCURRENCY > 1, a worker: opens its own pool, builds the app and listens on the shared
 * port. The primary stops it with SIGTERM; a Ctrl-C in a terminal sends SIGINT to the whole
 * process group, the primary's SIGTERM following it: the first signal finishes the requests in
 * flight and exits (or exits anyway after the grace period), later ones change nothing. Forcing
 * is the primary's part: when it exits, its workers do too.
 */
async function runWorker(config: Config) {
  let stop: (() => void) | undefined;
  let stopAsked = false;
  const askStop = () => {
    if (stop) stop();
    else stopAsked = true;
  };
  process.on('SIGTERM', askStop);
  process.on('SIGINT', askStop);

  const database = await open(config);
  const app = await buildServer(config, database, loadSecrets(config));
  let closing = false;
  const grace = closeWithGrace({ delay: GRACE_MS, skip: ['SIGTERM', 'SIGINT'] }, async ({ err }) => {
    closing = true;
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info('asked to stop, shutting down');
    await app.close();
  });
  stop = () => {
    if (closing) return;
    closing = true;
    grace.close();
  };
  if (stopAsked) return stop();
  await listen(config, app);
  process.send?.({ type: WORKER_READY });
}

async function main() {
  const config = loadConfig();
  if (config.webConcurrency === 1) await runAlone(config);
  else if (cluster.isPrimary) await runPrimary(config);
  else await runWorker(config);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
