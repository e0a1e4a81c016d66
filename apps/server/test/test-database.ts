import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { adminQuery, databaseUrl } from '../src/db/admin-query.js';
import { type Database, type DatabaseOptions, openDatabase } from '../src/db/client.js';

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

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the TEST_DATABASE_URL server when the PostgreSQL suite runs. Each is a copy of
 * the run's migrated template (database-template.ts); migrate() then finds nothing to do.
 */
/** The embedded template, read once per worker (files share the module graph). */
let pgliteTemplate: Blob | undefined;
function pgliteTemplateDump(): Blob {
  pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return pgliteTemplate;
}

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database =
    process.env.TEST_DB === 'postgres' && serverUrl
      ? await openThrowawayPostgres(serverUrl, options, 'lathe_test', inject('postgresTemplate'))
      : await openDatabase({
          onQuery: options.onQuery,
          from: pgliteTemplateDump(),
        });
  await database.migrate();
  return database;
}
