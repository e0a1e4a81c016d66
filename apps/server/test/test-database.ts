import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
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
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), ...options });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the TEST_DATABASE_URL server when the PostgreSQL suite runs. Each is a copy of
 * the run's migrated template (database-template.ts); migrate() then finds nothing to do.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database =
    process.env.TEST_DB === 'postgres' && serverUrl
      ? await openThrowawayPostgres(serverUrl, options, 'lathe_test', inject('postgresTemplate'))
      : await openDatabase({ onQuery: options.onQuery, from: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  await database.migrate();
  return database;
}
