import {
  type CsvColumn,
  can,
  csvHeaderKey,
  fromCsvRow,
  type ImportReport,
  type ImportRowResult,
  importReportSchema,
  importRequestSchema,
  type Scope,
} from '@lathe/shared';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/client.js';
import { permission, principalOf } from '../plugins/access.js';
import type { RecordTable } from './entity-service.js';

/** One entity's import: its CSV columns, its create schema and the field that names a record. */
export interface ImportDefinition<Data extends object> {
  table: RecordTable;
  columns: readonly CsvColumn[];
  /** The create form's schema: an imported row passes the checks, and gets the messages, a typed one does. */
  schema: z.ZodType<Data>;
  /** The field (also the table column's key) that finds the existing record, case-insensitively; a row without one creates. */
  key: keyof Data & string;
  /** Existing records an import must not touch (a soft-deleted customer), and the row's message. */
  locked?: { when: PgColumn; message: string };
}

export type ImportRequestData = z.output<typeof importRequestSchema>;

interface PlannedRow {
  result: ImportRowResult;
  lowerKey: string | null;
  data?: Record<string, unknown>;
  /** Columns the row's file has, so an update leaves the others alone. */
  headers: Set<string>;
  input: Record<string, unknown>;
  id?: string;
}

/** An existing record a row names: whether the import may touch it, and its stored values of the import's columns. */
interface Stored {
  id: string;
  locked: boolean;
  values: Record<string, unknown>;
}

/** A value as the preview shows it: dates as text, absent as null. */
const shown = (value: unknown): string | number | boolean | null => {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
};

/** The fields an update would change: what is stored and what the file has, field by field. */
function changesOf(stored: Record<string, unknown>, set: Record<string, unknown>) {
  const changes: NonNullable<ImportRowResult['changes']> = {};
  for (const [field, value] of Object.entries(set)) {
    const before = shown(stored[field]);
    const after = shown(value);
    if (before !== after) changes[field] = { before, after };
  }
  return changes;
}

/** Rows per statement: each column travels as one array parameter. */
const BATCH = 5000;
export const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;
export const NO_UPDATE_PERMISSION = 'You do not have permission to update existing records';

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The fields an import writes onto an existing record: every cell the row fills, and blank
 * cells of optional fields (cleared). Columns missing from the file, and blank cells of fields
 * with a default (payment terms, active), keep the stored value.
 */
function updateFields(row: PlannedRow, columns: readonly CsvColumn[]): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const { key } of columns) {
    const value = row.data?.[key];
    if (key in row.input) set[key] = value ?? null;
    else if (row.headers.has(csvHeaderKey(key)) && (value === undefined || value === null)) set[key] = null;
  }
  return set;
}

/**
 * Imports parsed CSV rows: each is checked with the create schema, then creates a record or
 * updates the one with the same key. A dry run only reports; otherwise every valid row is
 * written in one transaction, with batched lookups and multi-row writes, and invalid rows
 * are reported and skipped.
 */
export function createImporter<Data extends object>(db: Db, def: ImportDefinition<Data>) {
  const { table, columns, key } = def;
  const tableColumns = getTableColumns(table) as unknown as Record<string, PgColumn>;
  const keyColumn = tableColumns[key];
  if (!keyColumn) throw new Error(`Import key ${key} is not a column`);
  const columnOf = (field: string) => {
    const column = tableColumns[field];
    if (!column) throw new Error(`Import field ${field} is not a column`);
    return column;
  };

  function check(rows: ImportRequestData['rows'], firstLine: number): PlannedRow[] {
    const seen = new Set<string>();
    return rows.map((row, index) => {
      const input = fromCsvRow(columns, row);
      const headers = new Set(Object.keys(row).map(csvHeaderKey));
      const keyText = typeof input[key] === 'string' ? (input[key] as string) : '';
      const lowerKey = keyText === '' ? null : keyText.toLowerCase();
      const errors: Record<string, string> = {};
      const parsed = def.schema.safeParse(input);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) errors[issue.path.join('.') || key] ??= issue.message;
      }
      if (lowerKey !== null) {
        if (seen.has(lowerKey)) errors[key] ??= `Duplicate ${key} in this file`;
        seen.add(lowerKey);
      }
      const rejected = Object.keys(errors).length > 0;
      return {
        result: rejected
          ? { line: firstLine + index, key: keyText, action: 'reject', errors }
          : { line: firstLine + index, key: keyText, action: 'create' },
        lowerKey,
        headers,
        input,
        ...(rejected ? {} : { data: parsed.data as Record<string, unknown> }),
      };
    });
  }

  /** The existing records the rows name, by lower-cased key; locked while the import writes. */
  async function existing(tx: DbOrTx, rows: PlannedRow[], lock: boolean) {
    const keys = [...new Set(rows.flatMap((r) => (r.data && r.lowerKey !== null ? [r.lowerKey] : [])))];
    const found = new Map<string, Stored>();
    const stored = Object.fromEntries(columns.map((c) => [c.key, columnOf(c.key)]));
    for (const part of chunks(keys, 5000)) {
      const query = tx
        .select({
          id: table.id,
          key: sql<string>`lower(${keyColumn})`,
          locked: def.locked ? def.locked.when : sql<boolean>`false`,
          values: stored,
        })
        .from(table)
        .where(sql`lower(${keyColumn}) = any(${sql.param(part)}::text[])`);
      const matches = lock ? await query.for('update') : await query;
      for (const m of matches) {
        found.set(m.key, {
          id: m.id as string,
          locked: Boolean(m.locked),
          values: m.values as Record<string, unknown>,
        });
      }
    }
    return found;
  }

  function decide(rows: PlannedRow[], found: Map<string, Stored>, canUpdate: boolean) {
    for (const row of rows) {
      if (!row.data || row.lowerKey === null) continue;
      const match = found.get(row.lowerKey);
      if (!match) continue;
      const refusal = match.locked ? def.locked?.message : canUpdate ? undefined : NO_UPDATE_PERMISSION;
      if (refusal) {
        row.result = { ...row.result, action: 'reject', errors: { [key]: refusal } };
        delete row.data;
      } else {
        row.result = { ...row.result, action: 'update', changes: changesOf(match.values, updateFields(row, columns)) };
        row.id = match.id;
      }
    }
  }

  /** One array parameter per column, so a batch of any size is one statement with a handful of parameters. */
  const arrayOf = (column: PgColumn, values: unknown[]) =>
    sql`${sql.param(values.map((v) => v ?? null))}::${sql.raw(`${column.getSQLType()}[]`)}`;

  /** `insert … select * from unnest(…)`; a field no row fills is left to the column's default. */
  async function insertAll(tx: DbOrTx, rows: PlannedRow[]) {
    for (const part of chunks(rows, BATCH)) {
      const values = part.map((r) => r.data as Record<string, unknown>);
      const fields = columns.map((c) => c.key).filter((key) => values.some((v) => v[key] !== undefined));
      const targets = fields.map(columnOf);
      await tx.execute(sql`insert into ${table} (${sql.join(
        targets.map((column) => sql.identifier(column.name)),
        sql`, `,
      )})
        select * from unnest(${sql.join(
          targets.map((column, i) =>
            arrayOf(
              column,
              values.map((v) => v[fields[i] as string]),
            ),
          ),
          sql`, `,
        )})`);
    }
  }

  /** `update … from unnest(…)`: one statement per batch of rows that set the same fields. */
  async function updateAll(tx: DbOrTx, rows: PlannedRow[]) {
    const groups = new Map<string, { fields: string[]; rows: { id: string; set: Record<string, unknown> }[] }>();
    for (const row of rows) {
      const set = updateFields(row, columns);
      const fields = Object.keys(set);
      const signature = fields.join(',');
      const group = groups.get(signature) ?? { fields, rows: [] };
      group.rows.push({ id: row.id as string, set });
      groups.set(signature, group);
    }
    for (const { fields, rows: group } of groups.values()) {
      const targets = fields.map(columnOf);
      const aliases = targets.map((_, i) => sql.identifier(`c${i}`));
      const assign: SQL[] = [
        ...targets.map((column, i) => sql`${sql.identifier(column.name)} = v.${aliases[i]}`),
        sql`${sql.identifier(table.version.name)} = ${table.version} + 1`,
        sql`${sql.identifier(table.updatedAt.name)} = now()`,
      ];
      for (const part of chunks(group, BATCH)) {
        const arrays = [
          arrayOf(
            table.id,
            part.map((r) => r.id),
          ),
          ...targets.map((column, i) =>
            arrayOf(
              column,
              part.map((r) => r.set[fields[i] as string]),
            ),
          ),
        ];
        await tx.execute(sql`update ${table} set ${sql.join(assign, sql`, `)}
          from unnest(${sql.join(arrays, sql`, `)}) as v(id${sql.join(
            aliases.map((alias) => sql`, ${alias}`),
            sql``,
          )})
          where ${table.id} = v.id`);
      }
    }
  }

  function report(dryRun: boolean, rows: PlannedRow[]): ImportReport {
    const count = (action: ImportRowResult['action']) => rows.filter((r) => r.result.action === action).length;
    return {
      dryRun,
      created: count('create'),
      updated: count('update'),
      rejected: count('reject'),
      rows: rows.map((r) => r.result),
    };
  }

  return async function importRows(request: ImportRequestData, { canUpdate }: { canUpdate: boolean }) {
    const rows = check(request.rows, request.firstLine);
    if (request.dryRun) {
      decide(rows, await existing(db, rows, false), canUpdate);
      return report(true, rows);
    }
    return db.transaction(async (tx) => {
      decide(rows, await existing(tx, rows, true), canUpdate);
      await insertAll(
        tx,
        rows.filter((r) => r.result.action === 'create'),
      );
      await updateAll(
        tx,
        rows.filter((r) => r.result.action === 'update'),
      );
      return report(false, rows);
    });
  };
}

export type Importer = ReturnType<typeof createImporter>;

/**
 * `POST /{resource}/import`: allowed to whoever may create in the scope; rows that would
 * update an existing record are refused unless the user may also edit.
 */
export function registerImportRoute(
  app: FastifyInstance,
  options: { resource: string; scope: Scope; importer: Importer },
) {
  const { resource, scope, importer } = options;
  app.post(
    `/${resource}/import`,
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: permission(scope, 'create') },
      schema: {
        tags: [resource],
        summary: 'Creates and updates records from parsed CSV rows; dryRun only reports',
        body: importRequestSchema,
        response: { 200: importReportSchema },
      },
    },
    (request: FastifyRequest) =>
      importer(request.body as ImportRequestData, { canUpdate: can(principalOf(request).user, scope, 'edit') }),
  );
}
