import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type DatabaseOptions, openDatabase } from '../src/db/client.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a
 * throwaway database on the TEST_DATABASE_URL server when the PostgreSQL suite runs.
 */
export async function openTestDatabase({
  onQuery,
  statementTimeoutMs,
}: Pick<DatabaseOptions, 'onQuery' | 'statementTimeoutMs'> = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    const database = await openDatabase({ onQuery });
    await database.migrate();
    return database;
  }
  const name = `lathe_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), onQuery, statementTimeoutMs });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
