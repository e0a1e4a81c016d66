import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import type { TableConcerns } from '../src/db/concerns/concern-types.js';
import { TABLE_CONCERNS } from '../src/db/concerns/table-concerns.js';
import { describeDrift, readTables, readTriggers, triggerDrift } from '../src/db/concerns/trigger-catalog.js';
import { migrationStatements } from '../src/db/concerns/trigger-migration.js';
import { generatedTriggers } from '../src/db/concerns/trigger-sql.js';
import { openTestDatabase } from './test-database.js';

/*
 * The migrated database against the declaration of what each table carries
 * (src/db/concerns/table-concerns.ts): a table added without its audit trail, a count, a
 * dashboard or a generation trigger it is declared to have, or a trigger left where the
 * declaration has none, fails here until the declaration or a migration (npm run db:triggers)
 * says otherwise.
 */

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the tables’ concerns', () => {
  it('declare every table of the database, and only those', async () => {
    expect(await readTables(database.db)).toEqual(Object.keys(TABLE_CONCERNS).sort());
  });

  it('audit every table but those declared with the reason why not', async () => {
    const audited = new Set(
      (await readTriggers(database.db))
        .filter((trigger) => trigger.definition.includes('EXECUTE FUNCTION audit_record_change('))
        .map((trigger) => trigger.table),
    );
    const unaudited = (await readTables(database.db)).filter((table) => !audited.has(table));
    const declared = Object.entries<TableConcerns>(TABLE_CONCERNS).filter(([, concerns]) => concerns.notAudited);
    expect(unaudited, 'audit each table, or declare it notAudited with why').toEqual(
      declared.map(([table]) => table).sort(),
    );
    for (const [table, concerns] of declared) expect(concerns.notAudited, table).toMatch(/\w{3,}/);
    // Something is audited: the query reads the triggers rather than finding none anywhere.
    expect(audited.size).toBeGreaterThan(30);
  });

  it('are the triggers, list counts and generations the database holds: nothing missing, nothing else', async () => {
    expect(describeDrift(await triggerDrift(database.db, TABLE_CONCERNS))).toEqual([]);
  });

  it('are told apart from a database that differs, whichever way it differs', async () => {
    const found = await rolledBack(async (tx) => {
      await tx.execute(sql`drop trigger audit_changes on production_reasons`);
      await tx.execute(sql`drop trigger list_counts_insert on suppliers`);
      await tx.execute(sql`create trigger audit_changes after insert or update or delete on document_series
        for each row execute function audit_record_change('company')`);
      await tx.execute(sql`drop trigger schedule_changed on machines`);
      await tx.execute(sql`create trigger schedule_changed after insert or update or delete on machines
        for each row execute function generation_changed('schedule')`);
      await tx.execute(sql`create trigger roles_touched after update on roles
        for each statement execute function auth_changed_notify()`);
      await tx.execute(sql`drop trigger auth_changed on users`);
      await tx.execute(sql`delete from list_counts where list = 'machines'`);
      await tx.execute(sql`create table scratch_notes (id integer)`);
      return describeDrift(await triggerDrift(tx, TABLE_CONCERNS));
    });
    expect(found.map((line) => line.split('\n')[0])).toEqual([
      'scratch_notes: a table the declaration does not name',
      'production_reasons: no audit_changes trigger',
      'suppliers: no list_counts_insert trigger',
      'machines: schedule_changed is',
      expect.stringMatching(/^document_series: audit_changes is not declared \(CREATE TRIGGER audit_changes AFTER/),
      'roles: roles_touched is neither generated nor declared hand-written',
      'users: no auth_changed trigger, declared hand-written',
      'list_counts: no row for machines, which is counted',
    ]);
    // A trigger that differs is shown as it is and as the declaration makes it.
    expect(found[3]).toContain('FOR EACH ROW EXECUTE FUNCTION generation_changed');
    expect(found[3]).toContain('FOR EACH STATEMENT EXECUTE FUNCTION generation_changed');
    // The comparison left the database as it was.
    expect(describeDrift(await triggerDrift(database.db, TABLE_CONCERNS))).toEqual([]);
  });

  it('give the migration db:triggers writes, which brings a database that differs back to them', async () => {
    const after = await rolledBack(async (tx) => {
      await tx.execute(sql`drop trigger audit_changes on production_reasons`);
      await tx.execute(sql`drop trigger list_counts_update on customers`);
      await tx.execute(sql`create trigger audit_changes after insert or update or delete on document_series
        for each row execute function audit_record_change('company')`);
      await tx.execute(sql`drop trigger dashboard_delete on sales_orders`);
      await tx.execute(sql`create trigger dashboard_delete after delete on sales_orders referencing old table as old_rows
        for each statement execute function dashboard_open_orders_apply()`);
      await tx.execute(sql`delete from list_counts where list = 'machines'`);
      await tx.execute(sql`insert into list_counts (list, row_count) values ('work_orders', 0)`);
      const drift = await triggerDrift(tx, TABLE_CONCERNS);
      expect(describeDrift(drift)).toHaveLength(6);
      for (const statement of migrationStatements(drift, generatedTriggers(TABLE_CONCERNS))) {
        await tx.execute(sql.raw(statement));
      }
      return describeDrift(await triggerDrift(tx, TABLE_CONCERNS));
    });
    expect(after).toEqual([]);
  });

  it('name a missing function or column as the trigger that cannot be made', async () => {
    const wrong = {
      ...TABLE_CONCERNS,
      dispatches: { ...TABLE_CONCERNS.dispatches, dashboard: { keptBy: 'dashboard_dispatch_apply' } },
      sales_orders: {
        ...TABLE_CONCERNS.sales_orders,
        dashboard: { keptBy: 'dashboard_open_orders_apply', deleteBeforeRowWhen: "OLD.state = 'confirmed'" },
      },
    };
    expect(describeDrift(await triggerDrift(database.db, wrong))).toEqual([
      ...['insert', 'update', 'delete'].map(
        (event) =>
          `dispatches: dashboard_${event} cannot be created: function dashboard_dispatch_apply() does not exist`,
      ),
      expect.stringMatching(/^sales_orders: dashboard_delete cannot be created: .*state/),
    ]);
  });
});

/** What `work` finds inside a transaction that is then rolled back. */
async function rolledBack<T>(work: (tx: Database['db']) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await database.db
    .transaction(async (tx) => {
      result = await work(tx);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (result === undefined) throw error;
    });
  return result as T;
}
