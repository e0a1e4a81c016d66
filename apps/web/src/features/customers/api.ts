import type { Customer, CustomerCreateData } from '@lathe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
