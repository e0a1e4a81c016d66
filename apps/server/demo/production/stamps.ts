import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client.js';

/*
 * When each thing of the demo month was keyed in. The services stamp the moment they run; the
 * month happened over weeks, so the moments are set to their own days (as the lists, the history
 * and the schedule's release order read them), outside the audit trail as a bulk load's setting
 * is. Most are written once at the end, many rows to a statement; the few the services read while
 * the month is played are written at once: the release (production is refused before its day)
 * and an inspection's (the latest first piece decides whether production may be recorded).
 */

/** The stamped tables: their name, key column and the key's type. */
const TABLES = {
  workOrders: { name: 'work_orders', key: 'id', type: 'uuid' },
  inspections: { name: 'inspections', key: 'id', type: 'uuid' },
  productionEntries: { name: 'production_entries', key: 'id', type: 'uuid' },
  machineCapacity: { name: 'machine_capacity', key: 'machine_id', type: 'uuid' },
  plantHolidays: { name: 'plant_holidays', key: 'holiday_date', type: 'date' },
  machineDowntime: { name: 'machine_downtime', key: 'id', type: 'uuid' },
} as const;
type Table = keyof typeof TABLES;

/** The stamp columns, by their names in the tables. */
type Column = 'created_at' | 'updated_at' | 'released_at' | 'in_progress_at' | 'completed_at';

/** Rows per UPDATE: a few thousand parameters at most. */
const BATCH = 400;

/** Runs `work` with the audit triggers off, in the caller's transaction. */
async function unaudited(tx: DbOrTx, work: () => Promise<void>) {
  await tx.execute(sql`select set_config('lathe.audit', 'off', true)`);
  await work();
  await tx.execute(sql`select set_config('lathe.audit', 'on', true)`);
}

/** One UPDATE setting `columns` of each row from a VALUES list. */
function updateOf(table: Table, columns: Column[], rows: [string, Record<string, Date>][]): SQL {
  const { name, key, type } = TABLES[table];
  const values = sql.join(
    rows.map(
      ([id, stamps]) =>
        sql`(${id}, ${sql.join(
          columns.map((c) => sql`${(stamps[c] as Date).toISOString()}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  const set = sql.join(
    columns.map((c) => sql`${sql.identifier(c)} = v.${sql.identifier(c)}::timestamptz`),
    sql`, `,
  );
  const names = sql.join([sql.identifier('k'), ...columns.map((c) => sql.identifier(c))], sql`, `);
  return sql`update ${sql.identifier(name)} as t set ${set} from (values ${values}) as v(${names})
    where t.${sql.identifier(key)} = v.k::${sql.raw(type)}`;
}

export function stampBook() {
  const book = new Map<Table, Map<string, Record<string, Date>>>();
  return {
    /** Sets the row's moments when the book is written; a later call adds to (or replaces) them. */
    stamp(table: Table, id: string, stamps: Partial<Record<Column, Date>>) {
      const rows = book.get(table) ?? new Map<string, Record<string, Date>>();
      book.set(table, rows);
      rows.set(id, { ...rows.get(id), ...stamps });
    },

    /** Sets the row's moments now, in the caller's transaction (what the services read while the month is played). */
    async stampNow(tx: DbOrTx, table: Table, id: string, stamps: Partial<Record<Column, Date>>) {
      const columns = Object.keys(stamps) as Column[];
      await unaudited(tx, async () => {
        await tx.execute(updateOf(table, columns, [[id, stamps as Record<string, Date>]]));
      });
    },

    /** Writes the moments of the book, rows with the same columns together. */
    async write(tx: DbOrTx) {
      await unaudited(tx, async () => {
        for (const [table, rows] of book) {
          const bySet = new Map<string, [string, Record<string, Date>][]>();
          for (const row of rows) {
            const signature = Object.keys(row[1]).sort().join(',');
            const list = bySet.get(signature) ?? [];
            list.push(row);
            bySet.set(signature, list);
          }
          for (const [signature, list] of bySet) {
            const columns = signature.split(',') as Column[];
            for (let start = 0; start < list.length; start += BATCH) {
              await tx.execute(updateOf(table, columns, list.slice(start, start + BATCH)));
            }
          }
        }
      });
    },
  };
}

export type StampBook = ReturnType<typeof stampBook>;
