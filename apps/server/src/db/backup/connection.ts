import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../client.js';

/** One connection inside one transaction: what the backup and the restore talk to. */
export interface Conn {
  /** Rows as arrays, in the select list's order. */
  rows(text: string, params?: unknown[]): Promise<unknown[][]>;
  /** Rows as objects. */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** One or more statements without parameters (a migration's text). */
  exec(text: string): Promise<void>;
}

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * Settings that make every value's text the same on PGlite and on any PostgreSQL server (time
 * zone, date and float output), so a checksum taken on one equals the checksum on the other;
 * and no timeout of the app's may cut a long backup or restore short.
 */
const SESSION_SETTINGS = [
  "set local timezone = 'UTC'",
  "set local datestyle = 'ISO, YMD'",
  "set local intervalstyle = 'postgres'",
  'set local extra_float_digits = 1',
  "set local bytea_output = 'hex'",
  'set local statement_timeout = 0',
  'set local lock_timeout = 0',
  'set local idle_in_transaction_session_timeout = 0',
];

function clientOf(db: Db): PGlite | pg.Pool {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite || client instanceof pg.Pool) return client;
  throw new Error('The database client is neither PGlite nor a PostgreSQL pool');
}

export const kindOf = (db: Db): DatabaseKind => (clientOf(db) instanceof PGlite ? 'pglite' : 'postgres');

/**
 * Runs `fn` on one connection in one transaction: committed when it returns, rolled back when
 * it throws. `read` takes a read-only REPEATABLE READ snapshot, so a backup of PostgreSQL is
 * consistent while the server keeps writing.
 */
export async function inTransaction<T>(db: Db, mode: 'read' | 'write', fn: (conn: Conn) => Promise<T>): Promise<T> {
  const client = clientOf(db);
  const begin = mode === 'read' ? 'isolation level repeatable read, read only' : 'isolation level read committed';
  if (client instanceof PGlite) {
    return client.transaction(async (tx) => {
      await tx.query(`set transaction ${begin}`);
      const conn: Conn = {
        rows: async (text, params) => (await tx.query<unknown[]>(text, params, { rowMode: 'array' })).rows,
        query: async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
        exec: async (text) => {
          await tx.exec(text);
        },
      };
      for (const setting of SESSION_SETTINGS) await conn.query(setting);
      return fn(conn);
    });
  }
  const connection = await client.connect();
  let broken = false;
  try {
    await connection.query(`begin ${begin}`);
    const conn: Conn = {
      rows: async (text, params) => (await connection.query({ text, values: params ?? [], rowMode: 'array' })).rows,
      query: async <R>(text: string, params?: unknown[]) => (await connection.query(text, params ?? [])).rows as R[],
      exec: async (text) => {
        await connection.query(text);
      },
    };
    for (const setting of SESSION_SETTINGS) await conn.query(setting);
    const result = await fn(conn);
    await connection.query('commit');
    return result;
  } catch (error) {
    await connection.query('rollback').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    connection.release(broken);
  }
}

/** A name quoted for SQL. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
