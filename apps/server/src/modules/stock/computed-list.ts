import { LIST_WINDOW, LIST_WINDOW_MESSAGE, type ListQuery, type ListResult, totalPagesOf } from '@lathe/shared';
import { invalidField } from '../../lib/errors.js';

/*
 * A list worked out rather than read row by row (balances as of a day, material planning): its
 * rows are few (one per item, owner or bar), so they are searched, sorted and paged here, with
 * the same query, window and answer as every list read through lib/list.ts.
 */

export interface ComputedList<T, S extends string> {
  /** What each sort key orders by. */
  sortBy: Record<S, (row: T) => string | number>;
  /** The text a search is looked for in (every word must be found). */
  text: (row: T) => string;
  /** Breaks ties, so pages are stable. */
  key: (row: T) => string;
}

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/** The rows the search finds, in the query's order. */
export function searchAndSort<T, S extends string>(
  rows: readonly T[],
  spec: ComputedList<T, S>,
  query: Omit<ListQuery<S>, 'page' | 'limit'>,
): T[] {
  const words = query.search.toLowerCase().split(/\s+/).filter(Boolean);
  const found = words.length
    ? rows.filter((row) => {
        const text = spec.text(row).toLowerCase();
        return words.every((word) => text.includes(word));
      })
    : [...rows];
  const sortOf = spec.sortBy[query.sortBy];
  const direction = query.sortOrder === 'ASC' ? 1 : -1;
  return found.sort((a, b) => direction * (compare(sortOf(a), sortOf(b)) || compare(spec.key(a), spec.key(b))));
}

/** One page of the rows, as `listPage` answers: a page past the list window is refused. */
export function computedPage<T, S extends string>(
  rows: readonly T[],
  spec: ComputedList<T, S>,
  query: ListQuery<S>,
): ListResult<T> {
  const offset = (query.page - 1) * query.limit;
  if (offset >= LIST_WINDOW) throw invalidField('page', LIST_WINDOW_MESSAGE);
  const sorted = searchAndSort(rows, spec, query);
  const total = Math.min(sorted.length, LIST_WINDOW);
  return {
    data: sorted.slice(offset, offset + query.limit),
    total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.min(totalPagesOf(total, query.limit), Math.ceil(LIST_WINDOW / query.limit)),
    totalCapped: sorted.length > LIST_WINDOW,
  };
}
