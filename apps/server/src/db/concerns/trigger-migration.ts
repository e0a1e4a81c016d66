import { openDatabase } from '../client.js';
import type { ConcernsByTable } from './table-concerns.js';
import { describeDrift, type TriggerDrift, triggerDrift } from './trigger-catalog.js';
import type { GeneratedTrigger } from './trigger-sql.js';

/*
 * The migration `npm run db:triggers` writes: what takes a database migrated to date to the
 * declaration's triggers, list counts and generations.
 */

/** The drift of a new embedded database migrated by the committed migrations. */
export async function driftOfMigrations(declaration: ConcernsByTable): Promise<TriggerDrift> {
  const database = await openDatabase({});
  try {
    await database.migrate();
    return await triggerDrift(database.db, declaration);
  } finally {
    await database.close();
  }
}

/** What no generated SQL mends: a table or trigger to declare, or a trigger whose function no migration made. */
export function undeclaredDrift(drift: TriggerDrift): string[] {
  return describeDrift({
    ...drift,
    missing: [],
    differing: [],
    stale: [],
    countRows: { missing: [], extra: [] },
    generationRows: { missing: [], extra: [] },
  });
}

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;
const drop = (t: { table: string; name: string }) => `DROP TRIGGER ${t.name} ON "${t.table}";`;
const created = (trigger: GeneratedTrigger) => [...trigger.functions, trigger.create];

/** The statements that mend the drift, in order; none when only undeclared drift (or none) is left. */
export function migrationStatements(drift: TriggerDrift, generated: GeneratedTrigger[]): string[] {
  const made = [...drift.missing, ...drift.differing.map((d) => d.trigger)];
  const countsOf = (table: string) =>
    generated.filter((t) => t.table === table && t.name.startsWith('list_counts_')).flatMap((t) => t.backfill);
  const statements = [
    ...drift.stale.map(drop),
    ...drift.differing.map((d) => drop(d.trigger)),
    ...made.flatMap(created),
    ...drift.countRows.extra.map((table) => `DELETE FROM list_counts WHERE list = ${quoted(table)};`),
    ...drift.generationRows.extra.map((figure) => `DELETE FROM generations WHERE name = ${quoted(figure)};`),
    ...drift.countRows.missing.flatMap(countsOf),
    ...made.flatMap((trigger) => trigger.backfill),
    ...drift.generationRows.missing.map(
      (figure) => `INSERT INTO generations (name, generation) VALUES (${quoted(figure)}, 1) ON CONFLICT DO NOTHING;`,
    ),
  ];
  return [...new Set(statements)];
}

/** The migration's SQL, in the drizzle migrator's chunks. */
export function migrationSql(statements: string[]): string {
  const header =
    '-- Written by `npm run db:triggers` from apps/server/src/db/concerns/table-concerns.ts: the triggers,\n' +
    '-- list counts and generations the declaration gives that the migrations before this one did not.\n';
  return `${header}${statements.join('--> statement-breakpoint\n')}\n`;
}
