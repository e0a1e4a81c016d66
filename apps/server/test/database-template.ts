import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery, databaseUrl } from '../src/db/admin-query.js';
import { openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database every test file starts from: a dump of its data folder. */
    pgliteTemplate: string;
    /** The migrated PostgreSQL database every test file's database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per test run, and each test file starts from a copy of it: a fresh
 * embedded database costs its initdb and the migrations (about 5 s on two cores) where a copy
 * loads in about 1 s, and a PostgreSQL `create database … template` skips the migrations.
 * The project's `env.TEST_DB` picks which database its files use.
 */
export default async function setup(project: TestProject) {
  return project.config.env?.TEST_DB === 'postgres' ? postgresTemplate(project) : pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'lathe-template-'));
  const file = join(folder, 'pglite.tar');
  const database = await openDatabase({});
  try {
    await database.migrate();
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('the embedded database could not be dumped');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the PostgreSQL project needs TEST_DATABASE_URL');
  const name = `lathe_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}
