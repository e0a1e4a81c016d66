import type { AuditNaming, TableConcerns } from './concern-types.js';
import type { ConcernsByTable } from './table-concerns.js';

/*
 * The one writer of the concern triggers' SQL, from the declaration (table-concerns.ts), in the
 * words the migrations have always used: the audit trail's row trigger (migration 0006), the
 * list counts' statement triggers (0005), the dashboard's (0008) and the generations' (0027).
 * The functions they call are written once, in those migrations; a list count on a soft-deleted
 * table has a function of its own, written here.
 */

/** One generated trigger: its CREATE statement, and what a migration adding it runs after it. */
export interface GeneratedTrigger {
  table: string;
  name: string;
  /** CREATE FUNCTION (or OR REPLACE) statements the trigger needs that no migration wrote once for all. */
  functions: string[];
  create: string;
  /** Statements that bring what the trigger keeps up to date with the rows already there. */
  backfill: string[];
}

const AUDIT_OFF = "WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')";

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;
const identifier = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replaceAll('"', '""')}"`);

/** audit_record_change's arguments (migration 0006 lists them), the trailing empty ones left out. */
export function auditArguments(audit: AuditNaming, softDelete?: string): string[] {
  const args = [
    audit.entity,
    audit.label ?? '',
    softDelete ?? '',
    (audit.unlogged ?? []).join(' '),
    audit.part?.name ?? '',
    audit.part?.by ?? audit.key ?? '',
    audit.part?.of ?? '',
    audit.part?.via ?? '',
  ];
  while (args.at(-1) === '') args.pop();
  return args;
}

function auditTrigger(table: string, audit: AuditNaming, softDelete?: string): GeneratedTrigger {
  const args = auditArguments(audit, softDelete).map(quoted).join(', ');
  return {
    table,
    name: 'audit_changes',
    functions: [],
    create: `CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON ${identifier(table)}
  FOR EACH ROW ${AUDIT_OFF}
  EXECUTE FUNCTION audit_record_change(${args});`,
    backfill: [],
  };
}

type Event = 'INSERT' | 'UPDATE' | 'DELETE';
const TRANSITIONS: Record<Event, string> = {
  INSERT: 'REFERENCING NEW TABLE AS new_rows',
  UPDATE: 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows',
  DELETE: 'REFERENCING OLD TABLE AS old_rows',
};

/** An AFTER statement trigger per event, seeing the statement's rows as old_rows and new_rows. */
function statementTrigger(table: string, prefix: string, event: Event, call: string) {
  const name = `${prefix}_${event.toLowerCase()}`;
  return {
    name,
    create: `CREATE TRIGGER ${name} AFTER ${event} ON ${identifier(table)} ${TRANSITIONS[event]}
  FOR EACH STATEMENT EXECUTE FUNCTION ${call};`,
  };
}

/** A list's count of rows not soft-deleted: migration 0005's customers' function, for any table and flag. */
function keptRowsCountFunction(table: string, softDelete: string) {
  return `CREATE OR REPLACE FUNCTION list_counts_apply_${table}() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    delta := delta + (SELECT count(*) FROM new_rows WHERE NOT ${identifier(softDelete)});
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    delta := delta - (SELECT count(*) FROM old_rows WHERE NOT ${identifier(softDelete)});
  END IF;
  UPDATE list_counts SET row_count = row_count + delta WHERE list = ${quoted(table)};
  RETURN NULL;
END $$;`;
}

function countTriggers(table: string, counted: 'rows' | 'appended', softDelete?: string): GeneratedTrigger[] {
  const kept = counted === 'rows' && softDelete !== undefined;
  const events: Event[] =
    counted === 'appended' ? ['INSERT'] : kept ? ['INSERT', 'UPDATE', 'DELETE'] : ['INSERT', 'DELETE'];
  const call = kept ? `list_counts_apply_${table}()` : 'list_counts_apply()';
  const counting = kept
    ? `count(*) FROM ${identifier(table)} WHERE NOT ${identifier(softDelete)}`
    : `count(*) FROM ${identifier(table)}`;
  return events.map((event) => ({
    table,
    ...statementTrigger(table, 'list_counts', event, call),
    functions: kept ? [keptRowsCountFunction(table, softDelete)] : [],
    backfill: [
      `INSERT INTO list_counts (list, row_count) SELECT ${quoted(table)}, ${counting}
  ON CONFLICT (list) DO UPDATE SET row_count = excluded.row_count;`,
    ],
  }));
}

function dashboardTriggers(table: string, source: NonNullable<TableConcerns['dashboard']>): GeneratedTrigger[] {
  const call = `${source.keptBy}()`;
  const refresh = ['SELECT dashboard_figures_refresh();'];
  const statements = (['INSERT', 'UPDATE', 'DELETE'] as const).map((event) =>
    event === 'DELETE' && source.deleteBeforeRowWhen
      ? {
          name: 'dashboard_delete',
          create: `CREATE TRIGGER dashboard_delete BEFORE DELETE ON ${identifier(table)}
  FOR EACH ROW WHEN (${source.deleteBeforeRowWhen}) EXECUTE FUNCTION ${call};`,
        }
      : statementTrigger(table, 'dashboard', event, call),
  );
  return statements.map((statement) => ({ table, ...statement, functions: [], backfill: refresh }));
}

function generationTrigger(table: string, figure: string): GeneratedTrigger {
  const name = `${figure}_changed`;
  return {
    table,
    name,
    functions: [],
    create: `CREATE TRIGGER ${name} AFTER INSERT OR UPDATE OR DELETE ON ${identifier(table)}
  FOR EACH STATEMENT EXECUTE FUNCTION generation_changed(${quoted(figure)});`,
    backfill: [`INSERT INTO generations (name, generation) VALUES (${quoted(figure)}, 1) ON CONFLICT DO NOTHING;`],
  };
}

/** The triggers the declaration gives one table. */
export function tableTriggers(table: string, concerns: TableConcerns): GeneratedTrigger[] {
  return [
    ...(concerns.audit ? [auditTrigger(table, concerns.audit, concerns.softDelete)] : []),
    ...(concerns.counted ? countTriggers(table, concerns.counted, concerns.softDelete) : []),
    ...(concerns.dashboard ? dashboardTriggers(table, concerns.dashboard) : []),
    ...(concerns.generations ?? []).map((figure) => generationTrigger(table, figure)),
  ];
}

/** Every trigger the declaration gives, table by table. */
export function generatedTriggers(declaration: ConcernsByTable): GeneratedTrigger[] {
  return Object.entries(declaration).flatMap(([table, concerns]) => tableTriggers(table, concerns));
}

/** Whether a trigger of this name is one the generator writes (and so may drop when undeclared). */
export function isGeneratedName(name: string, figures: readonly string[]): boolean {
  return (
    name === 'audit_changes' ||
    /^(list_counts|dashboard)_(insert|update|delete)$/.test(name) ||
    figures.some((figure) => name === `${figure}_changed`)
  );
}
