import type { Customer, CustomerCreateData, CustomerOption } from '@lathe/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchOption } from '../../components/form/search-select';
import { api } from '../../lib/api-client';
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

/** `GET customers/all`: every customer that is not deleted, for pickers. */
export const allCustomers = (signal?: AbortSignal) => api.get<CustomerOption[]>('customers/all', undefined, signal);

/** `GET customers/all`, shared by the lists' customer filter and the invoice form (state and terms of a customer named by id). */
export function useAllCustomers() {
  return useQuery({
    queryKey: ['customers', 'all'],
    queryFn: ({ signal }) => allCustomers(signal),
  });
}

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
