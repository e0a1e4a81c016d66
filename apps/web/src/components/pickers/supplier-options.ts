import type { SupplierOption } from '@lathe/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { CACHE_TIME_MS } from '../../lib/query-client';
import type { SearchOption } from '../form/search-select';

/*
 * The supplier pickers' lookups, shared by every form and filter that names a supplier (purchase
 * orders, job-work challans): the search of active suppliers, one supplier by id, and their labels.
 */

/** A supplier as pickers and filters list it: "SS01 — Shree Steels", or the name alone without a code. */
export const supplierOptionLabel = (supplier: Pick<SupplierOption, 'supplierCode' | 'name'>) =>
  supplier.supplierCode ? `${supplier.supplierCode} — ${supplier.name}` : supplier.name;

/**
 * `GET suppliers/options?search=`: active suppliers whose name or code contains the trimmed text;
 * empty text lists the first of them by name. A failed lookup gives an empty list.
 */
export async function searchSuppliers(text: string, signal?: AbortSignal): Promise<SupplierOption[]> {
  try {
    return await api.get<SupplierOption[]>('suppliers/options', { search: text.trim() }, signal);
  } catch {
    return [];
  }
}

/** The query key of one supplier's picker option, by id. */
export const supplierOptionKey = (id: string) => ['suppliers', 'option', id] as const;

/** `GET suppliers/options/{id}`: one supplier as the pickers show it, active or not (old orders name it). */
export const fetchSupplierOption = (id: string, signal?: AbortSignal) =>
  api.get<SupplierOption>(`suppliers/options/${encodeURIComponent(id)}`, undefined, signal);

/** The supplier a filter or a form names by id (a link, a reload): one small cached request; none without an id. */
export function useSupplierOption(id: string | null | undefined) {
  return useQuery({
    queryKey: supplierOptionKey(id ?? ''),
    queryFn: ({ signal }) => fetchSupplierOption(id ?? '', signal),
    enabled: !!id,
    staleTime: CACHE_TIME_MS,
  });
}

/** Keeps a supplier just picked from the search, so its lookup by id asks nothing more. */
export const rememberSupplierOption = (client: QueryClient, supplier: SupplierOption) =>
  client.setQueryData(supplierOptionKey(supplier.id), supplier);

/** A supplier offered by the search, carrying what a form may need of it (its state, for the tax type). */
export interface SupplierPick extends SearchOption {
  supplier: SupplierOption;
}

/** A picker's lookup: options valued by the supplier's id, found by code or name. */
export const findSuppliers = async (text: string, signal: AbortSignal): Promise<SupplierPick[]> =>
  (await searchSuppliers(text, signal)).map((supplier) => ({
    value: supplier.id,
    label: supplierOptionLabel(supplier),
    ...(supplier.supplierCode ? { code: supplier.supplierCode } : {}),
    supplier,
  }));

/** The query key prefix of the supplier searches. */
export const SUPPLIER_SEARCH_KEY = ['suppliers', 'options'] as const;
