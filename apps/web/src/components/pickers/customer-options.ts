import type { CustomerOption } from '@lathe/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { CACHE_TIME_MS } from '../../lib/query-client';
import type { SearchOption } from '../form/search-select';

/*
 * The customer pickers' lookups, shared by every form and filter that names a customer (orders,
 * invoices, products): the party-code search, one customer by id, and their labels.
 */

/** A customer as pickers and filters list it: "DAC01 — Deccan Auto Components". */
export const customerOptionLabel = (partyCode: string, name: string | null) =>
  name ? `${partyCode} — ${name}` : partyCode;

/**
 * `GET customers/party-code/{code}`: customers whose party code contains the trimmed text.
 * Empty text asks nothing; a failed lookup gives an empty list (spec §7). Not cached.
 */
export async function searchPartyCodes(code: string, signal?: AbortSignal): Promise<CustomerOption[]> {
  const text = code.trim();
  if (text === '') return [];
  try {
    return await api.get<CustomerOption[]>(`customers/party-code/${encodeURIComponent(text)}`, undefined, signal);
  } catch {
    return [];
  }
}

/**
 * `GET customers/search?search=`: customers whose party code or name contains the trimmed text
 * ("kaveri" finds Kaveri Pumps), for the order and invoice forms and the list filters. Empty text
 * asks nothing; a failed lookup gives an empty list, as the party-code search does.
 */
export async function searchCustomers(text: string, signal?: AbortSignal): Promise<CustomerOption[]> {
  const search = text.trim();
  if (search === '') return [];
  try {
    return await api.get<CustomerOption[]>('customers/search', { search }, signal);
  } catch {
    return [];
  }
}

/** The query key of one customer's picker option, by id. */
export const customerOptionKey = (id: string) => ['customers', 'option', id] as const;

/** `GET customers/options/{id}`: one customer as the pickers show it, deleted or not (old records name it). */
export const fetchCustomerOption = (id: string, signal?: AbortSignal) =>
  api.get<CustomerOption>(`customers/options/${encodeURIComponent(id)}`, undefined, signal);

/**
 * The customer a filter or a form names by id (a link, a reload, a saved draft): its label, state
 * and terms, one small cached request. Nothing is asked without an id.
 */
export function useCustomerOption(id: string | null | undefined) {
  return useQuery({
    queryKey: customerOptionKey(id ?? ''),
    queryFn: ({ signal }) => fetchCustomerOption(id ?? '', signal),
    enabled: !!id,
    staleTime: CACHE_TIME_MS,
  });
}

/** Keeps a customer just picked from the search, so its lookup by id asks nothing more. */
export const rememberCustomerOption = (client: QueryClient, customer: CustomerOption) =>
  client.setQueryData(customerOptionKey(customer.id), customer);

/** A customer offered by the party-code search, carrying what a form may need of it (state, terms). */
export interface CustomerPick extends SearchOption {
  customer: CustomerOption;
}

/**
 * A picker's lookup, never cached: options valued by the customer's id and found by code or name
 * (orders, invoices, filters), or valued and found by party code (the product form, spec §7).
 */
export const customerFinder =
  (valueBy: 'id' | 'partyCode') =>
  async (text: string, signal: AbortSignal): Promise<CustomerPick[]> =>
    (valueBy === 'id' ? await searchCustomers(text, signal) : await searchPartyCodes(text, signal)).map((customer) => ({
      value: customer[valueBy],
      label: customerOptionLabel(customer.partyCode, customer.name),
      code: customer.partyCode,
      customer,
    }));

/** How every customer picker searches: by typed text only, never from the cache (spec §7). */
export const PARTY_CODE_SEARCH = { searchOnEmpty: false, cache: false, noOptionsText: 'No customers found' } as const;
