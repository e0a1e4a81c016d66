import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';
import { FIGURES } from '../generations.js';
import type { ConcernsByTable } from './table-concerns.js';
import { type GeneratedTrigger, generatedTriggers, isGeneratedName } from './trigger-sql.js';

/*
 * The migrated database's triggers beside the declaration's. Each generated trigger is created in
 * a transaction that is rolled back, so the two are compared as PostgreSQL itself writes them
 * back (pg_get_triggerdef), not as two spellings of one statement.
 */

export interface CatalogTrigger {
  table: string;
  name: string;
  definition: string;
}

export interface TriggerDrift {
  /** Tables the database holds that the declaration does not name. */
  undeclaredTables: string[];
  /** Tables the declaration names that the database lacks. */
  missingTables: string[];
  /** Generated triggers the database lacks. */
  missing: GeneratedTrigger[];
  /** Generated triggers the database holds otherwise. */
  differing: { trigger: GeneratedTrigger; actual: string; expected: string }[];
  /** Generated triggers that could not be created (a function or a column is missing). */
  failing: { trigger: GeneratedTrigger; error: string }[];
  /** Triggers of a generated kind that the declaration does not give: left behind. */
  stale: CatalogTrigger[];
  /** Other triggers the declaration does not name as written by hand. */
  undeclared: CatalogTrigger[];
  /** Hand-written triggers the declaration names that the database lacks. */
  handWrittenMissing: { table: string; name: string }[];
  /** Counted tables without their list_counts row, and rows of tables not counted. */
  countRows: { missing: string[]; extra: string[] };
  /** Kept figures without their generations row, and rows of figures nobody keeps. */
  generationRows: { missing: string[]; extra: string[] };
}

const keyOf = (t: { table: string; name: string }) => `${t.table}.${t.name}`;

/** A statement's rows, on either database. */
export async function rowsOf<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The tables of the public schema. */
export async function readTables(db: DbOrTx): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  return rows.map((row) => row.name);
}

/** The triggers on the public schema's tables (those PostgreSQL makes for constraints left out). */
export async function readTriggers(db: DbOrTx): Promise<CatalogTrigger[]> {
  return rowsOf<CatalogTrigger>(
    db,
    sql`select c.relname as "table", t.tgname as name, pg_get_triggerdef(t.oid) as definition
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and not t.tgisinternal order by 1, 2`,
  );
}

type Created = { definition: string } | { error: string };

/** Each generated trigger as PostgreSQL states it once created; nothing is kept. */
async function createdDefinitions(db: DbOrTx, triggers: GeneratedTrigger[]): Promise<Map<string, Created>> {
  const created = new Map<string, Created>();
  try {
    await db.transaction(async (tx) => {
      for (const trigger of triggers) {
        try {
          await tx.transaction(async (savepoint) => {
            for (const statement of trigger.functions) await savepoint.execute(sql.raw(statement));
            await savepoint.execute(sql.raw(`DROP TRIGGER IF EXISTS ${trigger.name} ON "${trigger.table}"`));
            await savepoint.execute(sql.raw(trigger.create));
            const [row] = await rowsOf<{ definition: string }>(
              savepoint,
              sql`select pg_get_triggerdef(oid) as definition from pg_trigger
                  where tgrelid = ${`"${trigger.table}"`}::regclass and tgname = ${trigger.name}`,
            );
            created.set(keyOf(trigger), { definition: row?.definition ?? '' });
          });
        } catch (error) {
          created.set(keyOf(trigger), { error: messageOf(error) });
        }
      }
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return created;
}

/** The database's own words: Drizzle wraps them in "Failed query: …" with the statement. */
function messageOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

const difference = (a: Iterable<string>, b: Iterable<string>) => {
  const other = new Set(b);
  return [...new Set(a)].filter((x) => !other.has(x)).sort();
};

/** How the database's triggers, list counts and generations differ from the declaration's; all empty when they agree. */
export async function triggerDrift(db: DbOrTx, declaration: ConcernsByTable): Promise<TriggerDrift> {
  const tables = await readTables(db);
  const present = new Set(tables);
  const generated = generatedTriggers(declaration).filter((trigger) => present.has(trigger.table));
  const [catalog, created, counts, generations] = [
    await readTriggers(db),
    await createdDefinitions(db, generated),
    await rowsOf<{ list: string }>(db, sql`select list from list_counts`),
    await rowsOf<{ name: string }>(db, sql`select name from generations`),
  ];
  const actual = new Map(catalog.map((trigger) => [keyOf(trigger), trigger.definition]));
  const generatedKeys = new Set(generated.map(keyOf));
  const handWritten = Object.entries(declaration).flatMap(([table, concerns]) =>
    Object.keys(concerns.handWritten ?? {}).map((name) => ({ table, name })),
  );
  const handWrittenKeys = new Set(handWritten.map(keyOf));
  const unexplained = catalog.filter((t) => !generatedKeys.has(keyOf(t)) && !handWrittenKeys.has(keyOf(t)));
  const drift: TriggerDrift = {
    undeclaredTables: difference(tables, Object.keys(declaration)),
    missingTables: difference(Object.keys(declaration), tables),
    missing: [],
    differing: [],
    failing: [],
    stale: unexplained.filter((t) => isGeneratedName(t.name, FIGURES)),
    undeclared: unexplained.filter((t) => !isGeneratedName(t.name, FIGURES)),
    handWrittenMissing: handWritten.filter((t) => present.has(t.table) && !actual.has(keyOf(t))),
    countRows: {
      missing: difference(
        countedTables(declaration),
        counts.map((row) => row.list),
      ),
      extra: difference(
        counts.map((row) => row.list),
        countedTables(declaration),
      ),
    },
    generationRows: {
      missing: difference(
        FIGURES,
        generations.map((row) => row.name),
      ),
      extra: difference(
        generations.map((row) => row.name),
        FIGURES,
      ),
    },
  };
  for (const trigger of generated) {
    const made = created.get(keyOf(trigger));
    const definition = actual.get(keyOf(trigger));
    if (!made || 'error' in made) drift.failing.push({ trigger, error: made?.error ?? 'not created' });
    else if (definition === undefined) drift.missing.push(trigger);
    else if (definition !== made.definition)
      drift.differing.push({ trigger, actual: definition, expected: made.definition });
  }
  return drift;
}

function countedTables(declaration: ConcernsByTable) {
  return Object.entries(declaration)
    .filter(([, concerns]) => concerns.counted)
    .map(([table]) => table);
}

/** The drift in sentences, one a difference: none when the database is as declared. */
export function describeDrift(drift: TriggerDrift): string[] {
  return [
    ...drift.undeclaredTables.map((table) => `${table}: a table the declaration does not name`),
    ...drift.missingTables.map((table) => `${table}: declared, but no such table`),
    ...drift.missing.map((t) => `${t.table}: no ${t.name} trigger`),
    ...drift.differing.map((d) => `${d.trigger.table}: ${d.trigger.name} is\n  ${d.actual}\nnot\n  ${d.expected}`),
    ...drift.failing.map((f) => `${f.trigger.table}: ${f.trigger.name} cannot be created: ${f.error}`),
    ...drift.stale.map((t) => `${t.table}: ${t.name} is not declared (${t.definition})`),
    ...drift.undeclared.map((t) => `${t.table}: ${t.name} is neither generated nor declared hand-written`),
    ...drift.handWrittenMissing.map((t) => `${t.table}: no ${t.name} trigger, declared hand-written`),
    ...drift.countRows.missing.map((table) => `list_counts: no row for ${table}, which is counted`),
    ...drift.countRows.extra.map((table) => `list_counts: a row for ${table}, which is not counted`),
    ...drift.generationRows.missing.map((figure) => `generations: no row for ${figure}`),
    ...drift.generationRows.extra.map((figure) => `generations: a row for ${figure}, which no figure keeps`),
  ];
}
