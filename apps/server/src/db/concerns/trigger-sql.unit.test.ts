import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIT_ENTITIES } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../drizzle-kit.js';
import { FIGURES } from '../generations.js';
import type { TableConcerns } from './concern-types.js';
import { TABLE_CONCERNS } from './table-concerns.js';
import { auditArguments, generatedTriggers, isGeneratedName, tableTriggers } from './trigger-sql.js';

const declared: [string, TableConcerns][] = Object.entries(TABLE_CONCERNS);
const migrations = readdirSync(MIGRATIONS_FOLDER)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => readFileSync(join(MIGRATIONS_FOLDER, name), 'utf8'))
  .join('\n');

describe('the trigger generator', () => {
  it('writes each trigger the migrations wrote by hand, where it still stands, word for word', () => {
    const written = new Map(
      [...migrations.matchAll(/^CREATE TRIGGER (\w+) [^;]*? ON (\w+)\b[^;]*;/gm)].map((m) => [`${m[2]}.${m[1]}`, m[0]]),
    );
    const same = generatedTriggers(TABLE_CONCERNS).filter((trigger) => {
      const statement = written.get(`${trigger.table}.${trigger.name}`);
      if (statement !== undefined) expect(trigger.create).toBe(statement);
      return statement !== undefined;
    });
    // Every audited table's trigger and the dashboard's 12 were written out; 0005's counts and 0027's generations in loops.
    const audited = declared.filter(([, concerns]) => concerns.audit).length;
    expect(audited).toBe(58);
    expect(same.filter((trigger) => trigger.name === 'audit_changes')).toHaveLength(audited);
    expect(same.filter((trigger) => trigger.name.startsWith('dashboard_'))).toHaveLength(12);
  });

  it("names a part of a record as the audit trail reads it: a dispatch's line under its order, through its dispatch", () => {
    expect(auditArguments(TABLE_CONCERNS.dispatch_lines.audit)).toEqual([
      'sales-orders',
      'order_number',
      '',
      '',
      'dispatch-lines',
      'dispatch_id',
      'sales_orders',
      'dispatches.order_id',
    ]);
    expect(auditArguments(TABLE_CONCERNS.customers.audit, TABLE_CONCERNS.customers.softDelete)).toEqual([
      'customers',
      'party_code',
      'is_deleted',
    ]);
    expect(auditArguments(TABLE_CONCERNS.stock_tracked_products.audit)).toEqual([
      'stock-tracking',
      '',
      '',
      '',
      '',
      'product_id',
    ]);
  });

  it("counts a soft-deleted table's rows not deleted with migration 0005's function for customers, made for any table", () => {
    const [insert] = tableTriggers('customers', TABLE_CONCERNS.customers).filter(
      (t) => t.name === 'list_counts_insert',
    );
    const written = migrations.match(/^CREATE FUNCTION list_counts_apply_customers\(\)[\s\S]*?END \$\$;/m)?.[0];
    expect(insert?.functions).toEqual([written?.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION')]);
    expect(insert?.backfill).toEqual([
      `INSERT INTO list_counts (list, row_count) SELECT 'customers', count(*) FROM customers WHERE NOT is_deleted
  ON CONFLICT (list) DO UPDATE SET row_count = excluded.row_count;`,
    ]);
  });
});

describe('the declaration', () => {
  it('has every record the history routes serve written to the trail by its table', () => {
    const entities = new Set(declared.map(([, concerns]) => concerns.audit?.entity));
    expect(AUDIT_ENTITIES.filter((entity) => !entities.has(entity))).toEqual([]);
  });

  it('logs a part under a record whose own table is audited as that record', () => {
    for (const [table, { audit }] of declared) {
      if (!audit?.part) continue;
      const record: TableConcerns = TABLE_CONCERNS[audit.part.of];
      expect(record.audit?.entity, `${table} is a part of ${audit.part.of}`).toBe(audit.entity);
      expect(record.audit?.label, `${table} is labelled by its record's column`).toBe(audit.label);
    }
  });

  it("moves every kept figure's generation from some table, and gives a hand-written trigger no generated name", () => {
    const moved = new Set(declared.flatMap(([, concerns]) => concerns.generations ?? []));
    expect(FIGURES.filter((figure) => !moved.has(figure))).toEqual([]);
    const clashes = declared.flatMap(([table, concerns]) =>
      Object.keys(concerns.handWritten ?? {})
        .filter((name) => isGeneratedName(name, FIGURES))
        .map((name) => `${table}.${name}`),
    );
    expect(clashes).toEqual([]);
  });
});
