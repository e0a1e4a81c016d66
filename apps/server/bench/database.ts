import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { adminQuery, databaseUrl } from '../src/db/admin-query.js';
import { type BenchSeedCounts, seedBench } from '../src/db/bench-seed.js';
import { openDatabase } from '../src/db/client.js';
import { seedInitialData } from '../src/db/seed.js';
import { fillWithMigrated } from '../test/migrated-data-folder.js';

export const ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };

/** The database a bench run seeds and measures: embedded in a temp folder, or a scratch PostgreSQL database. */
export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** The server's DATA_DIR (the embedded database lives in it). */
  dataDir: string;
  /** The scratch database on PostgreSQL. */
  url: string | undefined;
  /** What the server needs in its environment to use it. */
  serverEnv: Record<string, string>;
  /** Removes the temp folder, drops the scratch database. */
  dispose(): Promise<void>;
}

export interface Seeded {
  counts: BenchSeedCounts;
  seconds: number;
  /** 'PostgreSQL 15.20' or 'PGlite (PostgreSQL 17.4)'. */
  version: string;
}

export async function createBenchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lathe-bench-'));
  if (!serverUrl) {
    // Migrated already where the unit tests left a template: the server skips initdb.
    await fillWithMigrated(dataDir);
    return {
      kind: 'pglite',
      dataDir,
      url: undefined,
      serverEnv: { DATA_DIR: dataDir },
      async dispose() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `lathe_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = databaseUrl(serverUrl, name);
  return {
    kind: 'postgres',
    dataDir,
    url,
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: url },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Migrates, makes the admin the bench signs in as, and seeds `rows` rows a table (bulk SQL). */
export async function seed(database: BenchDatabase, rows: number): Promise<Seeded> {
  const opened = await openDatabase({ url: database.url, dataDir: database.dataDir });
  try {
    await opened.migrate();
    await seedInitialData(opened.db, ADMIN);
    const started = performance.now();
    const counts = await seedBench(opened.db, { rows });
    const seconds = (performance.now() - started) / 1000;
    const result = (await opened.db.execute(sql`select version() as version`)) as unknown as {
      rows: { version: string }[];
    };
    const full = result.rows[0]?.version ?? '';
    const number = /PostgreSQL ([\d.]+)/.exec(full)?.[1] ?? '';
    const version = database.kind === 'pglite' ? `PGlite (PostgreSQL ${number})` : `PostgreSQL ${number}`;
    return { counts, seconds, version };
  } finally {
    await opened.close();
  }
}

/** The database driver with nothing in front: what the raw loop sends the server's SQL through. */
export interface RawDriver {
  query(text: string, params: unknown[]): Promise<void>;
  /** The statements in order, in one transaction. */
  transaction(statements: { query: string; params: unknown[] }[]): Promise<void>;
  /** EXPLAIN ANALYZE of one statement: its planning and execution time in ms. */
  explain(text: string, params: unknown[]): Promise<{ planning: number; execution: number }>;
  /** VACUUM ANALYZE: folds the rows the raw creates added into the indexes (GIN pending lists) and statistics. */
  vacuum(): Promise<void>;
  close(): Promise<void>;
}

/** Pool size: the server's (db/client.ts). */
export const POOL_SIZE = 10;

interface PlanJson {
  'Planning Time': number;
  'Execution Time': number;
}
const timesOf = (value: unknown) => {
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as PlanJson[];
  return { planning: plan[0]?.['Planning Time'] ?? 0, execution: plan[0]?.['Execution Time'] ?? 0 };
};

/** Opens the driver the server uses on the same database. Embedded: only while the server is stopped. */
export async function openRaw(database: BenchDatabase): Promise<RawDriver> {
  if (database.url) {
    const pool = new pg.Pool({ connectionString: database.url, max: POOL_SIZE });
    // As drizzle reads rows: arrays, dates and timestamps left as text.
    const asText = new Set<number>([
      pg.types.builtins.TIMESTAMPTZ,
      pg.types.builtins.TIMESTAMP,
      pg.types.builtins.DATE,
      pg.types.builtins.INTERVAL,
      1231,
      1115,
      1185,
      1187,
      1182,
    ]);
    const typeParsers = {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        asText.has(oid)
          ? (value: string) => value
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    };
    const config = (text: string, values: unknown[]) => ({
      text,
      values,
      rowMode: 'array' as const,
      types: typeParsers,
    });
    return {
      async query(text, params) {
        await pool.query(config(text, params));
      },
      async transaction(statements) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          for (const { query, params } of statements) await client.query(config(query, params));
          await client.query('commit');
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      async explain(text, params) {
        const { rows } = await pool.query({ text: `explain (analyze, format json) ${text}`, values: params });
        return timesOf(Object.values(rows[0] ?? {})[0]);
      },
      async vacuum() {
        await pool.query('vacuum analyze');
      },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(join(database.dataDir, 'pglite'), { extensions: { pg_trgm } });
  const asText = (value: string) => value;
  const options = {
    rowMode: 'array' as const,
    parsers: {
      [pgliteTypes.TIMESTAMP]: asText,
      [pgliteTypes.TIMESTAMPTZ]: asText,
      [pgliteTypes.INTERVAL]: asText,
      [pgliteTypes.DATE]: asText,
      1231: asText,
      1115: asText,
      1185: asText,
      1187: asText,
      1182: asText,
    },
  };
  return {
    async query(text, params) {
      await client.query(text, params, options);
    },
    async transaction(statements) {
      await client.transaction(async (tx) => {
        for (const { query, params } of statements) await tx.query(query, params, options);
      });
    },
    async explain(text, params) {
      const { rows } = await client.query<Record<string, unknown>>(`explain (analyze, format json) ${text}`, params);
      return timesOf(Object.values(rows[0] ?? {})[0]);
    },
    async vacuum() {
      await client.exec('vacuum analyze');
    },
    close: () => client.close(),
  };
}
