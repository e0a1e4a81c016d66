import type { Customer, CustomerCreateData, CustomerOption } from '@lathe/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchOption } from '../../components/form/search-select';
import { api } from '../../lib/api-client';
import { CACHE_TIME_MS } from '../../lib/query-client';
import { defineResource } from '../../lib/resource-api';

/** POST customers; PUT customers/{id} sends the whole record and the version read (spec §7, contract §4). */
export type CustomerBody = CustomerCreateData & { version?: number };

export const customersResource = defineResource<Customer, CustomerBody>('customers', { updateMethod: 'PUT' });

/** `DELETE customers/{id}/restore`: brings back a soft-deleted customer (the verb is the spec's). */
export const restoreCustomer = (id: string) => api.delete<Customer>(`customers/${encodeURIComponent(id)}/restore`);

/** Restores a customer, then refreshes the customer lists. */
export function useRestoreCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreCustomer,
    onSuccess: async (restored) => {
      client.setQueryData(customersResource.keys.detail(restored.id), restored);
      await client.invalidateQueries({ queryKey: customersResource.keys.lists() });
    },
  });
}

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
 * The party-code search as a picker's lookup, never cached: options valued by the customer's id
 * (orders, invoices) or by its party code (products, which store the code).
 */
export const customerFinder =
  (valueBy: 'id' | 'partyCode') =>
  async (text: string, signal: AbortSignal): Promise<CustomerPick[]> =>
    (await searchPartyCodes(text, signal)).map((customer) => ({
      value: customer[valueBy],
      label: customerOptionLabel(customer.partyCode, customer.name),
      customer,
    }));
