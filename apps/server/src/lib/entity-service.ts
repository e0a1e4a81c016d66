import type { ListQuery, ListResult } from '@lathe/shared';
import { and, count, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client.js';
import type { CountedTable } from '../db/concerns/table-concerns.js';
import { assertVersion, conflict, invalidField, notFound } from './errors.js';
import { allPages, listPage, type PageRequest, preparedPages, type SortColumns } from './list.js';
import { withPlainRows } from './plain-rows.js';
import { touched } from './touched.js';

/** A table with the columns every master-data record has. */
export type RecordTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
};

/** Another table's column that points at this entity: deleting a referenced row is refused. */
export interface Reference {
  column: PgColumn;
  /** Plural noun for the message: "employees". */
  noun: string;
}

export interface EntityDefinition<Row, Dto, Sort extends string, Create, Update, Filter> {
  db: Db;
  table: RecordTable;
  /** "Department": used in messages. */
  label: string;
  /** The rows every read starts from (joins included), built with `.$dynamic()`. */
  select: (db: DbOrTx) => PgSelect;
  toDto: (row: Row) => Dto;
  searchable: PgColumn[];
  /** The list's sort map: `sortColumns(THE_SORTABLE_TUPLE, {...})`. */
  sortable: SortColumns<Sort>;
  /** Extra list filters (employees by department) and always-on conditions (not deleted). */
  filter?: (filters: Filter) => SQL | undefined;
  /** Reads hide rows this excludes (soft-deleted customers); writes treat them as missing. */
  visible?: SQL;
  /** Which rows a list shows, when its filters can widen `visible` (customers' "Show deleted"). */
  listVisible?: (filters: Filter | undefined) => SQL | undefined;
  /** Checks what only the database knows (a referenced department exists) before writing. */
  validate?: (tx: DbOrTx, data: Partial<Create>) => Promise<void>;
  /**
   * Checks references given by value and writes them as stored (a party code typed in
   * another case) before writing; `id` is the record's on update. What it returns is written.
   */
  prepare?: (tx: DbOrTx, data: Partial<Create>, id?: string) => Promise<Partial<Create>>;
  /** Maps validated data onto columns; the default writes the fields as they are. */
  toColumns?: (data: Partial<Create> | Update) => Record<string, unknown>;
  referencedBy?: Reference[];
  /** The `list_counts` entry of a large list: its unfiltered total is read, not counted. */
  counted?: CountedTable;
}

const withoutVersion = ({ version: _version, ...rest }: Record<string, unknown>) => rest;

/**
 * The list, read, create, update and delete of one master-data entity, with the rules
 * every one of them follows: whitelisted sort, search, stale-version 409, and no delete
 * while another record still points at the row.
 */
export function createEntityService<
  Row,
  Dto,
  Sort extends string,
  Create extends object,
  Update extends { version?: number | undefined },
  Filter = Record<string, never>,
>(def: EntityDefinition<Row, Dto, Sort, Create, Update, Filter>) {
  const { db, table, label } = def;
  const noun = label.toLowerCase();
  const toColumns = def.toColumns ?? ((data) => withoutVersion(data as Record<string, unknown>));
  const byId = (id: string) => and(eq(table.id, id), def.visible);
  const name = getTableName(table);
  // The read by id outside a transaction, built and prepared once.
  const readById = withPlainRows(
    def
      .select(db)
      .where(and(eq(table.id, sql.placeholder('id')), def.visible))
      .prepare(`${name}_by_id`),
  );

  async function findRow(tx: DbOrTx, id: string): Promise<Row | undefined> {
    const [row] = tx === db ? await readById.execute({ id }) : await def.select(tx).where(byId(id));
    return row as Row | undefined;
  }

  async function get(id: string, tx: DbOrTx = db): Promise<Dto> {
    const row = await findRow(tx, id);
    if (!row) throw notFound(label);
    return def.toDto(row);
  }

  function listSpec(filters: Filter | undefined) {
    return {
      table,
      searchable: def.searchable,
      sortable: def.sortable,
      tieBreaker: table.id,
      filters,
      counted: def.counted,
      where: and(
        def.listVisible ? def.listVisible(filters) : def.visible,
        filters && def.filter ? def.filter(filters) : undefined,
      ),
    };
  }

  const pages = preparedPages(name, () => def.select(db).$dynamic());
  const fetchRows = async (page: PageRequest) => ((await pages(page)) as Row[]).map(def.toDto);

  return {
    get,

    list(query: ListQuery<Sort>, filters?: Filter): Promise<ListResult<Dto>> {
      return listPage(db, listSpec(filters), query, fetchRows);
    },

    /** Every row matching the list's search, sort and filters, a batch at a time (CSV export). */
    all(query: Omit<ListQuery<Sort>, 'page' | 'limit'>, filters?: Filter) {
      return allPages(listSpec(filters), query, fetchRows);
    },

    async create(data: Create): Promise<Dto> {
      return db.transaction(async (tx) => {
        const checked = (def.prepare ? await def.prepare(tx, data) : data) as Create;
        await def.validate?.(tx, checked);
        const [created] = await tx
          .insert(table)
          .values(toColumns(checked) as never)
          .returning({ id: table.id });
        return get((created as { id: string }).id, tx);
      });
    },

    async update(id: string, data: Update): Promise<Dto> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ version: table.version }).from(table).where(byId(id)).for('update');
        if (!current) throw notFound(label);
        assertVersion(current.version as number, data.version, noun);
        const given = data as unknown as Partial<Create>;
        const checked = (def.prepare ? await def.prepare(tx, given, id) : given) as unknown as Update;
        await def.validate?.(tx, checked as unknown as Partial<Create>);
        await tx
          .update(table)
          .set({ ...toColumns(checked), ...touched(table) } as never)
          .where(eq(table.id, id));
        return get(id, tx);
      });
    },

    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [current] = await tx.select({ id: table.id }).from(table).where(byId(id)).for('update');
        if (!current) throw notFound(label);
        await assertUnreferenced(tx, id, label, def.referencedBy ?? []);
        await tx.delete(table).where(eq(table.id, id));
      });
    },
  };
}

/** 409 naming what still points at the row, e.g. "This department has 3 employees and cannot be deleted". */
export async function assertUnreferenced(tx: DbOrTx, id: string, label: string, references: Reference[]) {
  const found: string[] = [];
  for (const { column, noun } of references) {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(column.table).where(eq(column, id));
    if (n > 0) found.push(`${n} ${n === 1 ? noun.replace(/s$/, '') : noun}`);
  }
  if (found.length > 0) {
    throw conflict(`This ${label.toLowerCase()} has ${found.join(' and ')} and cannot be deleted`);
  }
}

/** 400 on the field when a referenced record does not exist. */
export async function assertExists(
  tx: DbOrTx,
  table: RecordTable,
  id: string | null | undefined,
  field: string,
  message: string,
) {
  if (!id) return;
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) {
    throw invalidField(field, message);
  }
}
