import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { auditTransactions } from '../lib/audit-context.js';
import { SERVER_ROOT } from '../paths.js';
import { type DataDirLock, lockDataDir } from './data-dir-lock.js';
import { takeTurns } from './fair-turns.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: services take this so they can join a caller's transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations; safe when several servers start at once. */
  migrate(): Promise<void>;
  /** Notifications on a channel, from any process on this database (LISTEN/NOTIFY). */
  listen: ChangeFeed;
  /** The embedded database's data folder as one tar file, which `DatabaseOptions.from` opens again. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface ChangeListener {
  /** A notification arrived (or the channel came back: anything may have changed meanwhile). */
  notified(): void;
  /** Whether notifications are sure to arrive: false while the channel is down, true once it is up. */
  connected(up: boolean): void;
}

/** Subscribes to `channel`; resolves once listening. The subscription ends with the database. */
export type ChangeFeed = (channel: string, listener: ChangeListener) => Promise<void>;

/** How long a lost notification channel waits before connecting again, at most. */
const RELISTEN_MAX_MS = 10_000;

const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');
const MIGRATION_LOCK = 7_317_001;
/** PostgreSQL connections each server process keeps at most (WEB_CONCURRENCY processes: that many times it). */
export const POOL_SIZE = 10;
/** How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool). */
const CONNECT_TIMEOUT_MS = 5_000;

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL. */
  url?: string | undefined;
  /** Folder of the embedded database; undefined keeps it in memory. */
  dataDir?: string | undefined;
  /** An embedded database starts as a copy of this dump instead of empty (each test file copies one migrated database). */
  from?: Blob | undefined;
  /** Sees every statement the app sends, with its parameters (the plan tests and the bench read them). */
  onQuery?: ((query: string, params: unknown[]) => void) | undefined;
  /**
   * PostgreSQL cancels any statement of the app's pool running longer (SQLSTATE 57014), so one
   * runaway query cannot hold a connection for ever; migrations are exempt. Unset or 0: no limit.
   * PGlite runs queries on the main thread and cannot be interrupted, so it has none.
   */
  statementTimeoutMs?: number | undefined;
}

const loggerOf = (options: DatabaseOptions) => (options.onQuery ? { logQuery: options.onQuery } : undefined);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await (options.url ? openPostgres(options.url, options) : openPglite(options.dataDir, options));
  // Each transaction names the request's actor for the audit triggers (lib/audit-context.ts).
  auditTransactions(database.db);
  return database;
}

async function openPglite(dataDir: string | undefined, options: DatabaseOptions): Promise<Database> {
  let dir: string | undefined;
  let lock: DataDirLock | undefined;
  if (dataDir) {
    dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // One process at a time: a second one would corrupt the files (data-dir-lock.ts).
    lock = lockDataDir(dataDir, join(dataDir, 'pglite.lock'));
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dir, {
      ...(options.from ? { loadDataDir: options.from } : {}),
      // pg_trgm backs the partial-text search indexes; PostgreSQL ships it in its contrib modules.
      extensions: { pg_trgm },
      // Durability (RELIABILITY.md): a commit returns once its WAL is written to the files;
      // pinned so a changed default cannot quietly lose acknowledged writes on a crash.
      relaxedDurability: false,
      startParams: [...PGlite.defaultStartParams, '-c', 'synchronous_commit=on'],
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // One user's queue of statements cannot hold up everyone else's (fair-turns.ts).
  takeTurns(client);
  const db = drizzlePglite(client, { schema, logger: loggerOf(options) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    dumpDataDir: () => client.dumpDataDir('none'),
    // One process: notifications are delivered in it, and cannot be lost.
    async listen(channel, listener) {
      await client.listen(channel, () => listener.notified());
      listener.connected(true);
    },
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    // A database that is down or unreachable fails the request (503) instead of hanging it.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Sent at connect, so it is each session's default (RESET returns to it).
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Nor one in use: the pool listens only to idle clients, and a connection cut between two
  // queries of a transaction would be an unhandled 'error' event. The query that finds it
  // broken fails (503, plugins/error-handler.ts) and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema, logger: loggerOf(options) }) as unknown as Db;
  const listeners = postgresListeners(url);
  return {
    db,
    kind: 'postgres',
    listen: listeners.listen,
    async migrate() {
      const client = await pool.connect();
      try {
        // A migration may rightly build an index over millions of rows: no statement timeout,
        // and none for the wait on another server's migration either.
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        await client.query('reset statement_timeout').catch(() => {});
        client.release();
      }
    },
    async close() {
      await listeners.close();
      await pool.end();
    },
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When it breaks,
 * each listener hears it is down, and it connects again, 1 s later and then up to every 10 s;
 * once back, each listener is told something may have changed meanwhile.
 */
function postgresListeners(url: string) {
  const channels = new Map<string, ChangeListener[]>();
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 1_000;
  let timer: NodeJS.Timeout | undefined;
  let connecting: Promise<void> | undefined;

  const each = (visit: (listener: ChangeListener) => void) => {
    for (const list of channels.values()) for (const listener of list) visit(listener);
  };
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  function lost(broken: pg.Client) {
    if (client !== broken) return;
    client = undefined;
    broken.end().catch(() => {});
    each((listener) => listener.connected(false));
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch(() => {});
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RELISTEN_MAX_MS);
  }

  async function open() {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      for (const listener of channels.get(message.channel) ?? []) listener.notified();
    });
    client = next;
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`listen ${quote(channel)}`);
    } catch (error) {
      lost(next);
      throw error;
    }
    retryMs = 1_000;
    each((listener) => {
      listener.notified();
      listener.connected(true);
    });
  }

  function connect() {
    connecting ??= open().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async listen(channel: string, listener: ChangeListener) {
      const list = channels.get(channel);
      if (list) list.push(listener);
      else channels.set(channel, [listener]);
      if (connecting) await connecting.catch(() => {});
      if (client && !list) await client.query(`listen ${quote(channel)}`);
      else if (!client) await connect();
      if (client) listener.connected(true);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}

/** True once the database answers. */
export async function isDatabaseReady(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
