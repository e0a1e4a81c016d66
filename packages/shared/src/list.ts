import { z } from 'zod';
import { safeText } from './schemas/common.js';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Longest search text a list or picker takes: longer says nothing more and costs a wider scan. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG_MESSAGE = `Search must be at most ${SEARCH_MAX_LENGTH} characters`;
/** The `search` parameter of every list, export and picker. */
export const searchQueryField = safeText(z.string().trim().max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE)).default('');
/**
 * How many of a list's matching rows are counted and paged through. Past it the total is
 * shown as "more than 10,000" and deeper pages are refused: counting or skipping a million
 * rows on every request costs more than any reader gets from page 50,000. Narrowing the
 * search, a filter or the reversed sort reaches every row.
 */
export const LIST_WINDOW = 10_000;
export const LIST_WINDOW_MESSAGE = `Only the first ${LIST_WINDOW.toLocaleString('en-IN')} results can be paged through; narrow the search or reverse the sort`;
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The list query every list endpoint takes (contract §2):
 * page, limit 1–100, search up to 100 characters, sortBy from the resource's own columns, sortOrder in either case.
 */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(sortable: S) {
  return z.object({
    page: z.coerce
      .number({ error: 'Page must be a whole number' })
      .int('Page must be a whole number')
      .min(1, 'Page must be 1 or more')
      .default(1),
    limit: z.coerce
      .number({ error: 'Limit must be a whole number' })
      .int('Limit must be a whole number')
      .min(1, `Limit must be between 1 and ${MAX_PAGE_SIZE}`)
      .max(MAX_PAGE_SIZE, `Limit must be between 1 and ${MAX_PAGE_SIZE}`)
      .default(DEFAULT_PAGE_SIZE),
    search: searchQueryField,
    sortBy: z
      .enum(sortable, { error: `Sort by one of: ${sortable.join(', ')}` })
      .default((sortable.includes('createdAt') ? 'createdAt' : sortable[0]) as S[number]),
    sortOrder: z
      .string()
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(SORT_ORDERS, { error: 'Sort order must be ASC or DESC' }))
      .default('DESC'),
  });
}

export interface ListQuery<S extends string = string> {
  page: number;
  limit: number;
  search: string;
  sortBy: S;
  sortOrder: SortOrder;
}

export interface ListResult<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  /** True when more rows match than the list counts (LIST_WINDOW): `total` is then that window. */
  totalCapped: boolean;
}

export function listResultSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    totalCapped: z.boolean(),
  });
}

export const totalPagesOf = (total: number, limit: number) => Math.ceil(total / limit);
