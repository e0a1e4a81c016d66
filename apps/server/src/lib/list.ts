import { LIST_WINDOW, LIST_WINDOW_MESSAGE, type ListQuery, type ListResult, totalPagesOf } from '@lathe/shared';
import { type AnyColumn, and, asc, count, desc, eq, ilike, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import type { CountedTable } from '../db/concerns/table-concerns.js';
import { listCounts } from '../db/schema/index.js';
import { invalidField } from './errors.js';
import { withPlainRows } from './plain-rows.js';

export interface ListSpec<S extends string> {
  /** The table the rows and the count come from. */
  table: PgTable;
  /**
   * Text columns `search` matches, case-insensitively, anywhere in the value; or the condition
   * a search text makes, when it reaches further (an order's search spans its customer).
   */
  searchable: PgColumn[] | ((search: string) => SQL | undefined);
  /** The whitelisted sort keys and what they sort by (`sortColumns`). */
  sortable: SortColumns<S>;
  /** Tie-breaker that makes pages stable: the primary key. */
  tieBreaker: PgColumn;
  /** Always-on filter (e.g. not deleted) and the list's filters, as SQL. */
  where?: SQL | undefined;
  /** The list's filter values, as asked: while none is set, `counted` holds the total. */
  filters?: unknown;
  /**
   * The `list_counts` entry holding how many rows `where` selects when no filter is set and
   * nothing is searched, exact and kept by triggers: a table declared `counted` (db/concerns).
   */
  counted?: CountedTable | undefined;
}

/** What each sort key of a list orders by: a column, or an expression. */
export type SortColumns<S extends string> = Record<S, AnyColumn | SQL>;

/**
 * A list's sort map, derived from the shared tuple of its sort keys (`CUSTOMER_SORTABLE`): the
 * columns must name every key of the tuple and nothing else, so a key added to or dropped from
 * the tuple fails the type check here until the server sorts by it.
 */
export function sortColumns<const S extends string>(
  sortable: readonly [S, ...S[]],
  columns: SortColumns<NoInfer<S>>,
): SortColumns<S> {
  return Object.fromEntries(sortable.map((key) => [key, columns[key]])) as SortColumns<S>;
}

export interface PageRequest {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /**
   * Set when the statement is the same each time but for its limit and offset (no search, no
   * filter): a name for it, by its sort, so it can be prepared once (`preparedPages`).
   */
  plan?: string;
}

type PreparedPage = { execute(values: { limit: number; offset: number }): Promise<unknown[]> };

/**
 * The pages of one list's select, each statement a `PageRequest.plan` names built and prepared
 * once (on PostgreSQL, parsed once per connection), the others built for the request: a list's
 * page 1 costs its SQL, not the building of it.
 */
export function preparedPages<Q extends PgSelect>(name: string, select: () => Q) {
  const plans = new Map<string, PreparedPage>();
  return (page: PageRequest): Promise<unknown[]> => {
    if (!page.plan) return withPage(select(), page);
    let plan = plans.get(page.plan);
    if (!plan) {
      const placeholders = { ...page, limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
      plan = withPlainRows(withPage(select(), placeholders).prepare(`${name}_${page.plan}`)) as unknown as PreparedPage;
      plans.set(page.plan, plan);
    }
    return plan.execute({ limit: page.limit, offset: page.offset });
  };
}

/** True when any list filter narrows the rows (an unset or false flag does not). */
const filtersApplied = (filters: unknown) =>
  typeof filters === 'object' &&
  filters !== null &&
  Object.values(filters).some((value) => value !== undefined && value !== false);

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function searchCondition(columns: PgColumn[], search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Applies a page request to a select built with `.$dynamic()` (joins included). */
export function withPage<Q extends PgSelect>(
  select: Q,
  {
    where,
    orderBy,
    limit,
    offset,
  }: Omit<PageRequest, 'limit' | 'offset'> & {
    limit: number | Placeholder;
    offset: number | Placeholder;
  },
) {
  return select
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

/**
 * How many rows match, counting no further than the list window: a count that stops after
 * 10,001 rows costs the same on a thousand rows or a million.
 */
async function countWithinWindow(db: DbOrTx, spec: ListSpec<string>, where: SQL | undefined) {
  const window = db
    .select({ one: sql`1` })
    .from(spec.table)
    .where(where)
    .limit(LIST_WINDOW + 1)
    .as('within_window');
  const [row] = await db.select({ total: count() }).from(window);
  const matched = row?.total ?? 0;
  return { total: Math.min(matched, LIST_WINDOW), totalCapped: matched > LIST_WINDOW };
}

const countStatements = new WeakMap<DbOrTx, { execute(values: { list: string }): Promise<{ total: number }[]> }>();

/** The exact total of an unfiltered list, kept by triggers as rows come and go (one prepared statement). */
async function countedRows(db: DbOrTx, list: string) {
  let statement = countStatements.get(db);
  if (!statement) {
    statement = db
      .select({ total: listCounts.rowCount })
      .from(listCounts)
      .where(eq(listCounts.list, sql.placeholder('list')))
      .prepare('list_count');
    countStatements.set(db, statement);
  }
  const [row] = await statement.execute({ list });
  return { total: row?.total ?? 0, totalCapped: false };
}

/** The rows a list shows for a search: its `where` and the search's condition. */
export function listWhere(spec: ListSpec<string>, search: string): SQL | undefined {
  const searched =
    typeof spec.searchable === 'function' ? spec.searchable(search) : searchCondition(spec.searchable, search);
  return and(spec.where, search ? searched : undefined);
}

/** The rows and ordering a list query asks for, before paging. */
function pageRequest<S extends string>(spec: ListSpec<S>, query: Omit<ListQuery<S>, 'page' | 'limit'>) {
  const where = listWhere(spec as ListSpec<string>, query.search);
  const direction = query.sortOrder === 'ASC' ? asc : desc;
  return { where, orderBy: [direction(spec.sortable[query.sortBy]), direction(spec.tieBreaker)] };
}

/**
 * One list endpoint: whitelisted sort, search, a page within the list window, and the total,
 * as `{data, total, page, limit, totalPages, totalCapped}`. `fetchPage` selects the rows (with any joins).
 */
export async function listPage<S extends string, T>(
  db: DbOrTx,
  spec: ListSpec<S>,
  query: ListQuery<S>,
  fetchPage: (request: PageRequest) => Promise<T[]>,
): Promise<ListResult<T>> {
  const offset = (query.page - 1) * query.limit;
  if (offset >= LIST_WINDOW) throw invalidField('page', LIST_WINDOW_MESSAGE);
  const { where, orderBy } = pageRequest(spec, query);
  const unfiltered = !query.search && !filtersApplied(spec.filters);
  const plan = unfiltered ? `page_${query.sortBy}_${query.sortOrder}` : undefined;
  const [data, { total, totalCapped }] = await Promise.all([
    fetchPage({ where, orderBy, limit: query.limit, offset, ...(plan ? { plan } : {}) }),
    spec.counted && unfiltered ? countedRows(db, spec.counted) : countWithinWindow(db, spec as ListSpec<string>, where),
  ]);
  // Pages past the window are refused, so they are not offered either.
  const totalPages = Math.min(totalPagesOf(total, query.limit), Math.ceil(LIST_WINDOW / query.limit));
  return { data, total, page: query.page, limit: query.limit, totalPages, totalCapped };
}

/**
 * Every row a list would show for its search, sort and filters, a batch at a time, without
 * counting them: what a CSV export streams, so a large one never sits whole in memory.
 */
export async function* allPages<S extends string, T>(
  spec: ListSpec<S>,
  query: Omit<ListQuery<S>, 'page' | 'limit'>,
  fetchPage: (request: PageRequest) => Promise<T[]>,
  batchSize = 2000,
): AsyncGenerator<T[]> {
  const { where, orderBy } = pageRequest(spec, query);
  for (let offset = 0; ; offset += batchSize) {
    const data = await fetchPage({ where, orderBy, limit: batchSize, offset });
    if (data.length > 0) yield data;
    if (data.length < batchSize) return;
  }
}
