import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Db } from '../client.js';
import { appliedMigrations, readSequences, readTables, type Table } from './catalog.js';
import { type Conn, ident, inTransaction, kindOf } from './connection.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  type BackupHeader,
  type BackupSummary,
  TableDigest,
  type TableSummary,
} from './format.js';

/** Rows fetched per round trip: a million-row table never sits in memory. */
const BATCH = 2000;

export interface TableProgress {
  table: string;
  rows: number;
  seconds: number;
}

export interface BackupResult {
  file: string;
  bytes: number;
  tables: Record<string, TableSummary>;
  rows: number;
  seconds: number;
}

/** Each row of a table as the JSON line of its values' text, in key order, a batch at a time. */
export async function* tableLines(conn: Conn, table: Table): AsyncGenerator<string[]> {
  const cursor = 'lathe_backup_rows';
  const select = table.columns.map((c) => `${ident(c.name)}::text`).join(', ');
  await conn.query(
    `declare ${cursor} no scroll cursor for select ${select} from public.${ident(table.name)} order by ${table.orderBy}`,
  );
  for (;;) {
    const rows = await conn.rows(`fetch forward ${BATCH} from ${cursor}`);
    if (rows.length) yield rows.map((row) => JSON.stringify(row));
    if (rows.length < BATCH) break;
  }
  await conn.query(`close ${cursor}`);
}

/** Every table's row count and checksum, read from the database now. */
export async function tableSummaries(conn: Conn, tables: Table[]): Promise<Record<string, TableSummary>> {
  const summaries: Record<string, TableSummary> = {};
  for (const table of tables) {
    const digest = new TableDigest();
    for await (const batch of tableLines(conn, table)) for (const line of batch) digest.add(line);
    summaries[table.name] = digest.summary();
  }
  return summaries;
}

/** Checksums of a database as the restore compares them: every table of the public schema. */
export const databaseSummaries = (db: Db) =>
  inTransaction(db, 'read', async (conn) => tableSummaries(conn, await readTables(conn)));

/**
 * Writes a backup of every table of the public schema to `file`, from one consistent
 * snapshot (PostgreSQL keeps serving writes meanwhile). The file appears only when complete:
 * it is written beside it as `file.partial` and renamed at the end.
 */
export async function backupDatabase(
  db: Db,
  file: string,
  { onTable }: { onTable?: (progress: TableProgress) => void } = {},
): Promise<BackupResult> {
  const started = performance.now();
  if (await stat(file).catch(() => null)) throw new BackupError(`${file} already exists; choose another file.`);
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const kind = kindOf(db);
  let summary: BackupSummary | undefined;
  try {
    await inTransaction(db, 'read', async (conn) => {
      const migrations = await appliedMigrations(conn);
      if (!migrations.length) {
        throw new BackupError('This database has no Lathe tables yet (no migration has run): nothing to back up.');
      }
      const tables = await readTables(conn);
      const [version] = await conn.query<{ version: string }>('select version()');
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        source: kind,
        serverVersion: version?.version ?? '',
        migrations,
        tables: tables.map(({ name, columns }) => ({ name, columns })),
      };
      async function* lines() {
        yield `${JSON.stringify(header)}\n`;
        const summaries: Record<string, TableSummary> = {};
        for (const table of tables) {
          const tableStarted = performance.now();
          const digest = new TableDigest();
          yield `${JSON.stringify({ table: table.name })}\n`;
          for await (const batch of tableLines(conn, table)) {
            for (const line of batch) digest.add(line);
            yield `${batch.join('\n')}\n`;
          }
          const done = digest.summary();
          summaries[table.name] = done;
          yield `${JSON.stringify({ end: table.name, ...done })}\n`;
          onTable?.({ table: table.name, rows: done.rows, seconds: (performance.now() - tableStarted) / 1000 });
        }
        summary = {
          summary: summaries,
          sequences: await readSequences(conn),
          seconds: (performance.now() - started) / 1000,
        };
        yield `${JSON.stringify(summary)}\n`;
      }
      await pipeline(lines, createGzip(), createWriteStream(partial));
    });
    // On the disk before it takes its name: a crash never leaves a half file that looks whole.
    const handle = await open(partial, 'r+');
    await handle.sync();
    await handle.close();
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const tables = summary?.summary ?? {};
  return {
    file,
    bytes: (await stat(file)).size,
    tables,
    rows: Object.values(tables).reduce((sum, t) => sum + t.rows, 0),
    seconds: (performance.now() - started) / 1000,
  };
}
