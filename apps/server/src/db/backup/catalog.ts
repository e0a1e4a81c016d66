import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { SERVER_ROOT } from '../../paths.js';
import { type Conn, ident } from './connection.js';

/*
 * What the backup reads from the database's own catalog, so it covers whatever tables the
 * migrations have made (every table of the public schema), never a list kept by hand.
 */

export interface Column {
  name: string;
  /** As format_type prints it: `numeric(12,2)`, `timestamp with time zone`. */
  type: string;
}

export interface Table {
  name: string;
  /** The columns a backup holds: all but the generated ones, which the database computes again. */
  columns: Column[];
  /** The ORDER BY that lists the rows in one order on every server: the primary key, text in byte order. */
  orderBy: string;
}

interface ColumnRow {
  table: string;
  column: string;
  type: string;
  generated: boolean;
  collatable: boolean;
  key: number;
}

export async function readTables(conn: Conn): Promise<Table[]> {
  const rows = await conn.query<ColumnRow>(`
    select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
           a.attgenerated <> '' as "generated", t.typcollation <> 0 as "collatable",
           coalesce(array_position(i.indkey::int2[], a.attnum), 0)::int as "key"
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    join pg_type t on t.oid = a.atttypid
    left join pg_index i on i.indrelid = c.oid and i.indisprimary
    where n.nspname = 'public' and c.relkind = 'r'
    order by c.relname, a.attnum`);
  const tables = new Map<string, ColumnRow[]>();
  for (const row of rows) tables.set(row.table, [...(tables.get(row.table) ?? []), row]);
  return [...tables].map(([name, columns]) => {
    const stored = columns.filter((c) => !c.generated);
    const key = columns.filter((c) => c.key > 0).sort((a, b) => a.key - b.key);
    const order = (key.length ? key : stored).map((c) => `${ident(c.column)}${c.collatable ? ' collate "C"' : ''}`);
    return { name, columns: stored.map((c) => ({ name: c.column, type: c.type })), orderBy: order.join(', ') };
  });
}

/** Every relation of the public schema (tables, views, sequences): a database to restore into has none. */
export async function publicRelations(conn: Conn): Promise<string[]> {
  const rows = await conn.query<{ name: string }>(`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
    order by c.relname`);
  return rows.map((r) => r.name);
}

export interface Sequence {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export async function readSequences(conn: Conn): Promise<Sequence[]> {
  const names = await conn.query<{ name: string }>(`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'S' order by c.relname`);
  const sequences: Sequence[] = [];
  for (const { name } of names) {
    const [row] = await conn.query<{ lastValue: string; isCalled: boolean }>(
      `select last_value::text as "lastValue", is_called as "isCalled" from public.${ident(name)}`,
    );
    if (row) sequences.push({ name, ...row });
  }
  return sequences;
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

export async function readForeignKeys(conn: Conn): Promise<ForeignKey[]> {
  return conn.query<ForeignKey>(`
    select cl.relname as "table", co.conname as "name", pg_get_constraintdef(co.oid) as "definition"
    from pg_constraint co
    join pg_class cl on cl.oid = co.conrelid
    join pg_namespace n on n.oid = cl.relnamespace
    where co.contype = 'f' and n.nspname = 'public'
    order by 1, 2`);
}

/** Indexes no constraint owns: a bulk load builds them once at the end instead of row by row. */
export async function readPlainIndexes(conn: Conn): Promise<{ name: string; definition: string }[]> {
  return conn.query(`
    select i.indexname as "name", i.indexdef as "definition" from pg_indexes i
    where i.schemaname = 'public'
      and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
    order by 1`);
}

/** A migration as drizzle records it: the hash of its file and its journal time. */
export interface MigrationMark {
  hash: string;
  createdAt: number;
}

/** The migrations applied to this database, oldest first (none when drizzle never ran here). */
export async function appliedMigrations(conn: Conn): Promise<MigrationMark[]> {
  const [exists] = await conn.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return [];
  const rows = await conn.query<{ hash: string; createdAt: string }>(
    `select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.createdAt) }));
}

export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');

/** This version of Lathe's migrations, oldest first. */
export const appMigrations = () => readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });

/**
 * Applies migrations on `conn`, inside its transaction, exactly as drizzle's migrator does
 * (same statements, same bookkeeping table and rows), so the server later sees them as done.
 */
export async function applyMigrations(conn: Conn, migrations: ReturnType<typeof appMigrations>): Promise<void> {
  await conn.query('create schema if not exists "drizzle"');
  await conn.query(`create table if not exists "drizzle"."__drizzle_migrations" (
    id serial primary key, hash text not null, created_at bigint)`);
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim()) await conn.exec(statement);
    }
    await conn.query(`insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ($1, $2)`, [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}
