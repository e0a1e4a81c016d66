import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import type { Column, MigrationMark, Sequence } from './catalog.js';
import type { DatabaseKind } from './connection.js';

/*
 * A Lathe backup is one gzip file of JSON lines, the same from PGlite and from PostgreSQL:
 *
 *   {"format":"lathe-backup","version":1,…}      the header: where from, which migrations, which tables
 *   {"table":"customers"}                         each table of the header, in its order,
 *   ["2c1f…","P0000001","Acme Pumps",null,…]      its rows, each value as PostgreSQL's text of it (or null),
 *   {"end":"customers","rows":2,"checksum":"…"}   and its row count and checksum;
 *   {"summary":{…},"sequences":[…]}               last: every table's count and checksum, and the sequences.
 *
 * A file that does not end with the summary was cut short and is refused.
 */

export const BACKUP_FORMAT = 'lathe-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: DatabaseKind;
  /** The source server's `select version()`. */
  serverVersion: string;
  /** The migrations applied to the source, oldest first: its schema's level. */
  migrations: MigrationMark[];
  tables: { name: string; columns: Column[] }[];
}

export interface TableSummary {
  rows: number;
  checksum: string;
}

export interface BackupSummary {
  summary: Record<string, TableSummary>;
  /** Sequences of the public schema, read after the rows (so never behind them). */
  sequences: Sequence[];
  seconds: number;
}

/** A backup that cannot be made or restored, with a message for the person running it. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * A table's checksum: SHA-256 over its rows in key order, each row as the JSON line of its
 * values' text. The backup takes it from the rows it writes; the restore from the rows the
 * restored database gives back, through the same query.
 */
export class TableDigest {
  rows = 0;
  readonly #hash: Hash = createHash('sha256');

  add(line: string) {
    this.rows += 1;
    this.#hash.update(line);
    this.#hash.update('\n');
  }

  summary(): TableSummary {
    return { rows: this.rows, checksum: this.#hash.digest('hex') };
  }
}

/** The file's lines, one at a time, read and unzipped as they are needed. */
export async function* readLines(file: string): AsyncGenerator<string> {
  const unzipped = pipeline(createReadStream(file), createGunzip(), () => {});
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of unzipped) {
      const lines = (rest + decoder.write(chunk as Buffer)).split('\n');
      rest = lines.pop() ?? '';
      yield* lines;
    }
  } catch (error) {
    throw unreadable(file, error);
  }
  rest += decoder.end();
  if (rest) yield rest;
}

function unreadable(file: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupError(`No backup file at ${file}`);
  if (code === 'EISDIR') return new BackupError(`${file} is a folder, not a backup file`);
  if (code === 'Z_BUF_ERROR' || code === 'Z_DATA_ERROR') {
    const reason = code === 'Z_BUF_ERROR' ? 'it was cut short' : 'it is damaged or not a gzip file';
    return new BackupError(
      `The backup file ${file} cannot be read: ${reason} (${(error as Error).message}). Nothing was restored.`,
    );
  }
  return error instanceof Error ? error : new Error(String(error));
}
