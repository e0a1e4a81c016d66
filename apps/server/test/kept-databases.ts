import { sql } from 'drizzle-orm';
import type { Database, DatabaseOptions } from '../src/db/client.js';
import { readTables, rowsOf } from '../src/db/concerns/trigger-catalog.js';

type OnQuery = DatabaseOptions['onQuery'];

/**
 * What a template holds that a test file may change: each table's rows, the sequences' values,
 * and a fingerprint of its schema (tables, columns, triggers, constraints, functions).
 */
export interface TemplateState {
  tables: string[];
  rows: [table: string, json: string][];
  sequences: [name: string, value: string][];
  schema: string;
}

/** One line per schema object a test could add, drop, disable or change, hashed. */
const SCHEMA_FINGERPRINT = sql.raw(`
  select md5(string_agg(x, ',' order by x)) as schema from (
    select 'c:' || c.oid::regclass::text || ':' || c.relkind::text
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all
    select 't:' || tgrelid::regclass::text || ':' || tgname || ':' || tgenabled::text from pg_trigger
    union all
    select 'p:' || p.oid::regprocedure::text || ':' || md5(p.prosrc)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
    union all
    select 'k:' || conrelid::regclass::text || ':' || conname || ':' || convalidated
      from pg_constraint k join pg_namespace n on n.oid = k.connamespace where n.nspname = 'public'
    union all
    select 'a:' || attrelid::regclass::text || ':' || attname || ':' || atttypid || ':' || attnotnull || ':' || attisdropped
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and a.attnum > 0
  ) f(x)`);

/** Reads what `reset` puts back: the database as its template left it, before any test has run. */
export async function templateState(database: Database): Promise<TemplateState> {
  const tables = await readTables(database.db);
  const rows: [string, string][] = [];
  for (const table of tables) {
    const [found] = await rowsOf<{ json: string | null }>(
      database.db,
      sql.raw(`select json_agg(r)::text as json from ${table} r`),
    );
    if (found?.json) rows.push([table, found.json]);
  }
  const sequences = (
    await rowsOf<{ name: string; value: string | null }>(
      database.db,
      sql.raw(
        `select quote_ident(sequencename) as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
      ),
    )
  ).flatMap(({ name, value }): [string, string][] => (value === null ? [] : [[name, value]]));
  const [fingerprint] = await rowsOf<{ schema: string }>(database.db, SCHEMA_FINGERPRINT);
  return { tables, rows, sequences, schema: fingerprint?.schema ?? '' };
}

/**
 * Puts a database a test file used back as `state` describes: every table emptied and its
 * template rows written again (triggers off, so no audit row or count is added), the sequences
 * where the template left them, the session's settings and advisory locks dropped. A database
 * whose schema a test changed is not put back: it throws, and the caller opens a fresh one.
 */
export async function reset(database: Database, state: TemplateState): Promise<void> {
  const [fingerprint] = await rowsOf<{ schema: string }>(database.db, SCHEMA_FINGERPRINT);
  if (fingerprint?.schema !== state.schema) throw new Error('a test changed the schema');
  const run = (text: string) => database.db.execute(sql.raw(text));
  await run('reset all');
  await run('select pg_advisory_unlock_all()');
  await run('set session_replication_role = replica');
  try {
    await run(`truncate ${state.tables.join(', ')} restart identity`);
    for (const [table, json] of state.rows) {
      await database.db.execute(
        sql`insert into ${sql.raw(table)} overriding system value select * from json_populate_recordset(null::${sql.raw(table)}, ${json}::json)`,
      );
    }
    for (const [name, value] of state.sequences) await run(`select setval('${name}', ${value}, true)`);
  } finally {
    await run('set session_replication_role = default');
  }
}

/**
 * Databases a test file closed, kept for the worker's next file: putting one back as its template
 * left it takes a tenth of the time of opening a copy (for the embedded database, loading a dump
 * starts PostgreSQL anew in WebAssembly, about 0.9 s of CPU). Each kept database sees statements
 * through `onQuery` of whoever holds it, its change feed reaches only the holder's listeners (an
 * earlier file's app, closed, hears nothing more), and its `db` is a new object each time.
 */
export function keptDatabases() {
  interface Kept {
    database: Database;
    holder: { onQuery: OnQuery; open: boolean };
  }
  const idle: Kept[] = [];
  const states = new Map<string, TemplateState>();
  /** More than this many idle are closed: a file rarely holds more than two at once. */
  const IDLE_MAX = 2;

  const lend = (kept: Kept, onQuery: OnQuery): Database => {
    const holder = { onQuery, open: true };
    kept.holder = holder;
    return {
      ...kept.database,
      // A new object over the same connection: what the app keeps per database (WeakMap<Db, …>:
      // the schedule's reader, the plan's card) starts afresh, as on a database of its own.
      db: Object.create(kept.database.db),
      listen: (channel, listener) =>
        kept.database.listen(channel, {
          notified: () => holder.open && listener.notified(),
          connected: (up) => holder.open && listener.connected(up),
        }),
      async close() {
        if (!holder.open) return;
        holder.open = false;
        if (idle.length < IDLE_MAX) idle.push(kept);
        else await kept.database.close();
      },
    };
  };

  /** A database as `template` is, kept or else opened by `open` (given the statement hook to pass on). */
  return async function take(
    template: string,
    onQuery: OnQuery,
    open: (onQuery: NonNullable<OnQuery>) => Promise<Database>,
  ): Promise<Database> {
    const state = states.get(template);
    while (state && idle.length > 0) {
      const kept = idle.pop() as Kept;
      try {
        await reset(kept.database, state);
        return lend(kept, onQuery);
      } catch {
        await kept.database.close().catch(() => {});
      }
    }
    let kept: Kept | undefined;
    const database = await open((query, params) => kept?.holder.onQuery?.(query, params));
    if (!state) states.set(template, await templateState(database));
    kept = { database, holder: { onQuery, open: true } };
    return lend(kept, onQuery);
  };
}
