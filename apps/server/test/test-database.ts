import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { adminQuery, databaseUrl } from '../src/db/admin-query.js';
import { type Database, type DatabaseOptions, openDatabase } from '../src/db/client.js';
import { keptDatabases } from './kept-databases.js';

type TestDatabaseOptions = Pick<DatabaseOptions, 'onQuery' | 'statementTimeoutMs'>;

/**
 * A new database on the PostgreSQL server at `serverUrl`, dropped when closed; `url` names it.
 * Empty, or a copy of the `template` database.
 */
export async function openThrowawayPostgres(
  serverUrl: string,
  options: TestDatabaseOptions = {},
  prefix = 'lathe_test',
  template?: string,
): Promise<Database & { url: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  // A test's commit need not wait for the disk: nothing here survives a crash of the server, and
  // the suite is otherwise bound by those waits (the drills keep PostgreSQL's defaults).
  await adminQuery(serverUrl, `alter database ${name} set synchronous_commit = off`);
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ url, ...options });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

type PgliteTemplate = 'pgliteEmptyTemplate' | 'pgliteTemplate' | 'pgliteSeededTemplate';

/** The embedded templates, each read once per worker (files share the module graph). */
const pgliteDumps = new Map<PgliteTemplate, Blob>();
function pgliteTemplateDump(name: PgliteTemplate): Blob {
  let dump = pgliteDumps.get(name);
  if (!dump) {
    dump = new Blob([readFileSync(inject(name))]);
    pgliteDumps.set(name, dump);
  }
  return dump;
}

const postgresTemplate = (seeded: boolean | undefined) =>
  inject(seeded ? 'postgresSeededTemplate' : 'postgresTemplate');

/** The databases this worker's files closed, for its next files. */
const keptPglite = keptDatabases();
const keptPostgres = keptDatabases();

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the TEST_DATABASE_URL server when the PostgreSQL suite runs. Each is a copy of
 * a template (database-template.ts): migrated, or with `seeded` also filled as a first start
 * fills it (the Admin role and ADMIN); migrate() then finds nothing to do. An embedded one may be
 * one an earlier file of this worker closed, put back as the template is (kept-databases.ts); so may a PostgreSQL one, unless
 * it has a statement timeout.
 */
export async function openTestDatabase(options: TestDatabaseOptions & { seeded?: boolean } = {}): Promise<Database> {
  const { seeded, ...databaseOptions } = options;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = seeded ? 'seeded' : 'migrated';
  const database =
    process.env.TEST_DB === 'postgres' && serverUrl
      ? databaseOptions.statementTimeoutMs
        ? // The limit is each connection's from its start: such a database is its file's alone.
          await openThrowawayPostgres(serverUrl, databaseOptions, inject('postgresRunPrefix'), postgresTemplate(seeded))
        : await keptPostgres(template, options.onQuery, (onQuery) =>
            openThrowawayPostgres(serverUrl, { onQuery }, inject('postgresRunPrefix'), postgresTemplate(seeded)),
          )
      : await keptPglite(template, options.onQuery, (onQuery) =>
          openDatabase({ onQuery, from: pgliteTemplateDump(seeded ? 'pgliteSeededTemplate' : 'pgliteTemplate') }),
        );
  await database.migrate();
  return database;
}

/**
 * A new embedded database with nothing in it, as initdb leaves one (no migration has run): a copy
 * of the empty template, where a fresh one costs initdb's seconds. In memory, or in `dataDir`'s files.
 */
export const openEmptyPglite = (dataDir?: string) =>
  openDatabase({ dataDir, from: pgliteTemplateDump('pgliteEmptyTemplate') });
