import { type ListQuery, type ListResult, totalPagesOf } from '@lathe/shared';
import { type AnyColumn, and, asc, count, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';

export interface ListSpec<S extends string> {
  /** The table the rows and the count come from. */
  table: PgTable;
  /** Text columns `search` matches, case-insensitively, anywhere in the value. */
  searchable: PgColumn[];
  /** The whitelisted sort keys and what they sort by. */
  sortable: Record<S, AnyColumn | SQL>;
  /** Tie-breaker that makes pages stable: the primary key. */
  tieBreaker: PgColumn;
  /** Always-on filter (e.g. not deleted). */
  where?: SQL | undefined;
}

export interface PageRequest {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function searchCondition(columns: PgColumn[], search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Applies a page request to a select built with `.$dynamic()` (joins included). */
export function withPage<Q extends PgSelect>(select: Q, { where, orderBy, limit, offset }: PageRequest) {
  return select
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

/**
 * One list endpoint: whitelisted sort, search, page, and the total, as
 * `{data, total, page, limit, totalPages}`. `fetchPage` selects the rows (with any joins).
 */
export async function listPage<S extends string, T>(
  db: DbOrTx,
  spec: ListSpec<S>,
  query: ListQuery<S>,
  fetchPage: (request: PageRequest) => Promise<T[]>,
  { withTotal = true }: { withTotal?: boolean } = {},
): Promise<ListResult<T>> {
  const where = and(spec.where, searchCondition(spec.searchable, query.search));
  const direction = query.sortOrder === 'ASC' ? asc : desc;
  const orderBy = [direction(spec.sortable[query.sortBy]), direction(spec.tieBreaker)];
  const offset = (query.page - 1) * query.limit;
  const [data, totals] = await Promise.all([
    fetchPage({ where, orderBy, limit: query.limit, offset }),
    withTotal ? db.select({ total: count() }).from(spec.table).where(where) : [],
  ]);
  const total = totals[0]?.total ?? 0;
  return { data, total, page: query.page, limit: query.limit, totalPages: totalPagesOf(total, query.limit) };
}

/**
 * Every row a list would show for its search, sort and filters, a batch at a time, without
 * counting them: what a CSV export streams, so a large one never sits whole in memory.
 */
export async function* allPages<S extends string, T>(
  db: DbOrTx,
  spec: ListSpec<S>,
  query: Omit<ListQuery<S>, 'page' | 'limit'>,
  fetchPage: (request: PageRequest) => Promise<T[]>,
  batchSize = 2000,
): AsyncGenerator<T[]> {
  for (let page = 1; ; page++) {
    const { data } = await listPage(db, spec, { ...query, page, limit: batchSize }, fetchPage, { withTotal: false });
    if (data.length > 0) yield data;
    if (data.length < batchSize) return;
  }
}
