import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The list query every list endpoint takes (contract §2):
 * page, limit 1–100, search, sortBy from the resource's own columns, sortOrder in either case.
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
    search: z.string().trim().max(200, 'Search is too long').default(''),
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
}

export function listResultSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
  });
}

export const totalPagesOf = (total: number, limit: number) => Math.ceil(total / limit);
