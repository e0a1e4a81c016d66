import type { AuditEntity } from '@lathe/shared';
import type { Table } from 'drizzle-orm';
import type { Figure } from '../generations.js';
import type * as schema from '../schema/index.js';

type Schema = typeof schema;

/** Every table of the Drizzle schema, by its SQL name. */
type SchemaTable = { [K in keyof Schema]: Schema[K] extends Table<infer C> ? C['name'] : never }[keyof Schema];

/** Every table in the database: the schema's, and the generations' two, made in SQL by migration 0027. */
export type TableName = SchemaTable | 'generations' | 'generation_changes';

/**
 * How the audit trail (audit_record_change, migration 0006) names a change to the table: the
 * entity the API's history routes serve, the record, and for a part of a record (an order's
 * lines) the part and the way to its record.
 */
export interface AuditNaming {
  entity: AuditEntity;
  /** The column whose value names the record in the trail: the record's own, or for a part its record's. */
  label?: string;
  /** Columns other triggers keep (names copied for sorting): not logged as changes. */
  unlogged?: readonly string[];
  /** The column holding the record's id when it is not `id` (a product's stock tracking, a holiday's date). */
  key?: string;
  part?: {
    /** What the trail calls the part ('lines'). */
    name: string;
    /** The record's table. */
    of: TableName;
    /** The column holding the record's id ('order_id'), or the row leading to it (see `via`). */
    by: string;
    /** For a part of a part, `table.column` from the row `by` points at to the record's id ('dispatches.order_id'). */
    via?: `${TableName}.${string}`;
  };
}

/** Either the trail names the table's changes, or the declaration says why it does not. */
type Audited = { audit: AuditNaming; notAudited?: never } | { notAudited: string; audit?: never };

/**
 * A list's unfiltered total kept in `list_counts` under the table's name (migration 0005):
 * `rows` as rows come and go (with `softDelete`, those not deleted), `appended` for an
 * append-only table, counted as rows are inserted.
 */
export type Counted = 'rows' | 'appended';

/**
 * The dashboard's summary tables (migration 0008) are kept from this table by `keptBy`, a
 * statement trigger function reading the statement's old_rows and new_rows. `deleteBeforeRowWhen`:
 * a delete is taken out row by row, before the rows go, for the rows this condition holds of
 * (an order's lines, deleted by cascade, are still there to read).
 */
export interface DashboardSource {
  keptBy: string;
  deleteBeforeRowWhen?: string;
}

export type TableConcerns = Audited & {
  /** The soft-delete flag: its flip is the trail's delete or restore, and the list count leaves its rows out. */
  softDelete?: string;
  counted?: Counted;
  dashboard?: DashboardSource;
  /** The kept figures (generations.ts) a change to the table moves. */
  generations?: readonly Figure[];
  /** Triggers written by hand in a migration, not generated: each by name, with what it does. */
  handWritten?: Readonly<Record<string, string>>;
};
