import {
  DEFAULT_PAGE_SIZE,
  type ListQuery,
  MAX_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  SORT_ORDERS,
  type SortOrder,
} from '@lathe/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParamsOptions {
  defaultSortBy?: string;
  defaultSortOrder?: SortOrder;
  /** Rows per page unless the URL names another (`?limit=50`). */
  limit?: number;
  /** Extra URL-kept filters the list call sends as they are, e.g. `['departmentId']` or `['includeDeleted']`. */
  filters?: readonly string[];
}

/** The list query plus the list's non-empty filters. */
export type ListRequest = ListQuery & Record<string, string | number>;

export interface ListParams {
  page: number;
  search: string;
  sortBy: string;
  sortOrder: SortOrder;
  limit: number;
  /** The declared filters that have a value. */
  filters: Record<string, string>;
  /** What the list call sends: page, limit, search, sort and the filters. */
  query: ListRequest;
  setPage: (page: number) => void;
  /** Sets the search text and goes back to page 1. */
  setSearch: (search: string) => void;
  /** A new column sorts ascending; the active column flips direction. */
  toggleSort: (column: string) => void;
  /** Sets (or with null or '' removes) a filter and goes back to page 1. */
  setFilter: (key: string, value: string | null) => void;
}

const parsePage = (raw: string | null) => {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** A `limit` the API accepts (1–100); anything else is the list's own page size. */
const parseLimit = (raw: string | null, fallback: number) => {
  const limit = Number(raw);
  return raw && Number.isInteger(limit) && limit >= 1 && limit <= MAX_PAGE_SIZE ? limit : fallback;
};

const parseOrder = (raw: string | null, fallback: SortOrder): SortOrder => {
  const upper = raw?.toUpperCase();
  return SORT_ORDERS.find((o) => o === upper) ?? fallback;
};

const NO_FILTERS: readonly string[] = [];

/**
 * Page, search, sort and filters live in the URL, so reload and back keep them (default createdAt DESC, page 1).
 * The page size may be given there too (`?limit=50`, kept while paging), though no control sets it.
 */
export function useListParams({
  defaultSortBy = 'createdAt',
  defaultSortOrder = 'DESC',
  limit: defaultLimit = DEFAULT_PAGE_SIZE,
  filters: filterKeys = NO_FILTERS,
}: ListParamsOptions = {}): ListParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const limit = parseLimit(searchParams.get('limit'), defaultLimit);
  // A longer search in a pasted link is cut to what the API takes, rather than failing the list.
  const search = (searchParams.get('search') ?? '').slice(0, SEARCH_MAX_LENGTH);
  const sortBy = searchParams.get('sortBy') || defaultSortBy;
  const sortOrder = parseOrder(searchParams.get('sortOrder'), defaultSortOrder);
  // Keyed by text, so a list that passes a new array each render keeps the same object.
  const filterText = JSON.stringify(filterKeys.map((key) => [key, searchParams.get(key) ?? '']));
  const filters = useMemo(
    () => Object.fromEntries((JSON.parse(filterText) as [string, string][]).filter(([, value]) => value !== '')),
    [filterText],
  );

  const update = useCallback(
    (changes: Record<string, string | number | null>, replace = false) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const setPage = useCallback((next: number) => update({ page: next > 1 ? next : null }), [update]);
  const setSearch = useCallback((text: string) => update({ search: text.trim(), page: null }, true), [update]);
  const toggleSort = useCallback(
    (column: string) => {
      const order: SortOrder = column === sortBy && sortOrder === 'ASC' ? 'DESC' : 'ASC';
      const isDefault = column === defaultSortBy && order === defaultSortOrder;
      update({ sortBy: isDefault ? null : column, sortOrder: isDefault ? null : order, page: null });
    },
    [update, sortBy, sortOrder, defaultSortBy, defaultSortOrder],
  );
  const setFilter = useCallback((key: string, value: string | null) => update({ [key]: value, page: null }), [update]);

  const query = useMemo<ListRequest>(
    () => ({ ...filters, page, limit, search, sortBy, sortOrder }),
    [filters, page, limit, search, sortBy, sortOrder],
  );
  return { page, search, sortBy, sortOrder, limit, filters, query, setPage, setSearch, toggleSort, setFilter };
}
