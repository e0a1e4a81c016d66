import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { adminQuery, databaseUrl } from '../src/db/admin-query.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { seedInitialData } from '../src/db/seed.js';
import { SERVER_ROOT } from '../src/paths.js';
import { ADMIN } from './admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A new embedded database as initdb leaves it, before any migration: what a restore goes into. */
    pgliteEmptyTemplate: string;
    /** The migrated embedded database: a dump of its data folder. */
    pgliteTemplate: string;
    /** The same, seeded as a first start would (the Admin role and ADMIN): what each harness starts from. */
    pgliteSeededTemplate: string;
    /** The migrated PostgreSQL database test databases are copied from. */
    postgresTemplate: string;
    /** The same, seeded as a first start would. */
    postgresSeededTemplate: string;
    /** This run's test databases' names start with it: kept from file to file, dropped at its end. */
    postgresRunPrefix: string;
  }
}

/**
 * Each test file's database is a copy of a template: a fresh embedded database costs its initdb
 * and the migrations (about 5 s on two cores) where a copy loads in about 1 s, and a PostgreSQL
 * `create database … template` skips the migrations. Two templates: migrated, and migrated and
 * seeded as a first start would (the harness's, so no file hashes the admin's password again);
 * and for both projects an empty embedded one, initdb's alone (the backup test restores into it).
 *
 * The templates are kept between runs under the key of what they are made from (the migrations,
 * the first-start seed, this file): a second run on the same tree skips the migrations, and a
 * new migration makes new ones. The embedded ones are files in node_modules/.cache/lathe; the
 * PostgreSQL ones are databases on the TEST_DATABASE_URL server, named by the key.
 * The project's `env.TEST_DB` picks which database its files use.
 */
export default async function setup(project: TestProject) {
  const key = templateKey();
  const postgres = project.config.env?.TEST_DB === 'postgres';
  const dumps = await pgliteDumps(key, postgres ? 'empty' : 'all');
  project.provide('pgliteEmptyTemplate', dumps.empty);
  if (!postgres) {
    pgliteTemplates(project, dumps);
    return;
  }
  await postgresTemplates(project, key);
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const runPrefix = `lathe_test_${randomBytes(4).toString('hex')}`;
  project.provide('postgresRunPrefix', runPrefix);
  // A worker keeps its databases for its next file (kept-databases.ts) and ends without dropping them.
  return async () => {
    const names = await withServer(serverUrl, async (client) => {
      const { rows } = await client.query<{ name: string }>(
        'select datname as name from pg_database where datname like $1',
        [`${runPrefix}\\_%`],
      );
      return rows.map((row) => row.name);
    });
    for (const name of names) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
}

const REPO_ROOT = join(SERVER_ROOT, '..', '..');
/** Where the embedded templates are kept, one folder per key. */
export const PGLITE_CACHE = join(REPO_ROOT, 'node_modules', '.cache', 'lathe', 'test-templates');
/** The PostgreSQL templates' names start with it; the key follows. */
const POSTGRES_PREFIX = 'lathe_cached_';
/** A PostgreSQL template no run has used for this long is dropped (another tree may still use a recent one). */
const POSTGRES_UNUSED_DAYS = 3;

/** Every file under `path`, sorted. */
function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/**
 * What the templates are made from: the migrations, the first-start seed and the rules it writes
 * (the scopes, the Admin role), the password hashing, the embedded database's version and this
 * file. A change to any of them makes new templates.
 */
export function templateKey(): string {
  const hash = createHash('sha256');
  const inputs = [
    join(SERVER_ROOT, 'drizzle'),
    join(SERVER_ROOT, 'src', 'db', 'seed.ts'),
    join(SERVER_ROOT, 'src', 'lib', 'password.ts'),
    join(REPO_ROOT, 'packages', 'shared', 'src', 'permissions.ts'),
    join(SERVER_ROOT, 'test', 'admin.ts'),
    join(SERVER_ROOT, 'test', 'database-template.ts'),
    join(REPO_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
  ];
  for (const file of inputs.flatMap(filesUnder)) {
    hash.update(relative(REPO_ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Fills a new database as a first start does: the scopes, the Admin role and the admin. */
const seedFirstStart = (database: Database) =>
  seedInitialData(database.db, { email: ADMIN.email, password: ADMIN.password });

/** Writes `bytes` to `file` whole or not at all: a run stopped halfway leaves no half a template. */
function writeWhole(file: string, bytes: Uint8Array) {
  const part = `${file}.${randomBytes(4).toString('hex')}.part`;
  writeFileSync(part, bytes);
  renameSync(part, file);
}

async function dumpOf(database: Database): Promise<Uint8Array> {
  const dump = await database.dumpDataDir?.();
  if (!dump) throw new Error('the embedded database could not be dumped');
  return new Uint8Array(await dump.arrayBuffer());
}

/**
 * Drops template0 and template1, the databases PostgreSQL copies for CREATE DATABASE, which the
 * embedded database never runs: two thirds of a dump's files, and of the time each test file's
 * copy takes to load (about 0.45 s of CPU instead of 0.8 s).
 */
async function dropTemplateDatabases(database: Database) {
  await database.db.execute(
    sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  await database.db.execute(sql`drop database template0`);
  await database.db.execute(sql`drop database template1`);
}

/**
 * The embedded templates' files for `key`, made if this tree has none yet (`empty`: the empty one
 * alone, all the PostgreSQL project needs); other keys' folders go.
 */
async function pgliteDumps(key: string, which: 'empty' | 'all') {
  const folder = join(PGLITE_CACHE, key);
  const files = {
    empty: join(folder, 'empty.tar'),
    migrated: join(folder, 'migrated.tar'),
    seeded: join(folder, 'seeded.tar'),
  };
  if ((which === 'empty' ? [files.empty] : Object.values(files)).every((file) => existsSync(file))) return files;
  mkdirSync(folder, { recursive: true });
  const database = await openDatabase({});
  try {
    await dropTemplateDatabases(database);
    writeWhole(files.empty, await dumpOf(database));
    if (which === 'all') {
      await database.migrate();
      writeWhole(files.migrated, await dumpOf(database));
      await seedFirstStart(database);
      writeWhole(files.seeded, await dumpOf(database));
    }
  } finally {
    await database.close();
  }
  // This tree's node_modules is its own: a folder of another key is of migrations it no longer has.
  for (const name of readdirSync(PGLITE_CACHE)) {
    if (name !== key) rmSync(join(PGLITE_CACHE, name), { recursive: true, force: true });
  }
  return files;
}

function pgliteTemplates(project: TestProject, files: { migrated: string; seeded: string }) {
  project.provide('pgliteTemplate', files.migrated);
  project.provide('pgliteSeededTemplate', files.seeded);
}

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The database `name`, made by `make` into a scratch database renamed to `name` once whole:
 * a run stopped halfway leaves no half a template, and two runs making it at once both end
 * up using the one that was renamed first.
 */
async function kept(serverUrl: string, name: string, make: (scratch: string) => Promise<void>) {
  const exists = await withServer(serverUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    return found.rowCount === 1;
  });
  if (exists) return;
  const scratch = `lathe_scratch_${randomBytes(6).toString('hex')}`;
  try {
    await make(scratch);
    await adminQuery(serverUrl, `alter database ${scratch} rename to ${name}`);
  } catch (error) {
    await adminQuery(serverUrl, `drop database if exists ${scratch} with (force)`);
    // Another run renamed its copy first: that one is as good.
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
}

async function postgresTemplates(project: TestProject, key: string) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the PostgreSQL project needs TEST_DATABASE_URL');
  const migrated = `${POSTGRES_PREFIX}${key}`;
  const seeded = `${POSTGRES_PREFIX}${key}_seeded`;
  const filled = async (scratch: string, fill: (database: Database) => Promise<unknown>) => {
    const database = await openDatabase({ url: databaseUrl(serverUrl, scratch) });
    try {
      await fill(database);
    } finally {
      await database.close();
    }
  };
  await kept(serverUrl, migrated, async (scratch) => {
    await adminQuery(serverUrl, `create database ${scratch}`);
    await filled(scratch, (database) => database.migrate());
  });
  await kept(serverUrl, seeded, async (scratch) => {
    await adminQuery(serverUrl, `create database ${scratch} template ${migrated}`);
    await filled(scratch, seedFirstStart);
  });
  await prunePostgresTemplates(serverUrl, [migrated, seeded]);
  project.provide('postgresTemplate', migrated);
  project.provide('postgresSeededTemplate', seeded);
}

/**
 * Marks this run's templates used today and drops the ones no run has used for days: other trees
 * on the same server (another branch's migrations) may be using theirs right now.
 */
async function prunePostgresTemplates(serverUrl: string, inUse: string[]) {
  const today = new Date().toISOString().slice(0, 10);
  const stale = await withServer(serverUrl, async (client) => {
    for (const name of inUse) await client.query(`comment on database ${name} is 'used ${today}'`);
    const { rows } = await client.query<{ name: string; comment: string | null }>(
      `select datname as name, shobj_description(oid, 'pg_database') as comment
         from pg_database where datname like $1`,
      [`${POSTGRES_PREFIX}%`],
    );
    const limit = Date.now() - POSTGRES_UNUSED_DAYS * 86_400_000;
    return rows
      .filter(({ name, comment }) => {
        if (inUse.includes(name)) return false;
        const used = Date.parse(/^used (\d{4}-\d\d-\d\d)$/.exec(comment ?? '')?.[1] ?? '');
        return !(used >= limit);
      })
      .map(({ name }) => name);
  });
  for (const name of stale) await adminQuery(serverUrl, `drop database if exists ${name}`).catch(() => {});
}
