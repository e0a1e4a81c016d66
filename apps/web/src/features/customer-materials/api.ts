import type { CustomerMaterial, CustomerMaterialData, CustomerMaterialSummary, ListResult } from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource-api';

/** POST customer-materials and PUT customer-materials/{id}: the whole draft, and on PUT the version read. */
export type CustomerMaterialBody = CustomerMaterialData & { version?: number };

export type CustomerMaterialAction = 'receive' | 'cancel';

/**
 * `/api/customer-materials`, every action answering the receipt as it now stands. Receiving and
 * cancelling move the customer's stock: the stock screens read it again.
 */
export const customerMaterialsResource = defineResource<
  CustomerMaterial,
  CustomerMaterialBody,
  CustomerMaterialBody,
  CustomerMaterialAction
>('customer-materials', {
  updateMethod: 'PUT',
  alsoRefresh: [['stock']],
  actions: {
    // Numbers the draft (CMR/2026-27/0001); the bars go into stock as the customer's.
    receive: { path: 'receive' },
    // With the version read and why; the bars come out again.
    cancel: { path: 'cancel' },
  },
  saveAnd: 'receive',
});

/** One page of receipts, keyed under the resource's lists so every change refreshes it. */
export function useCustomerMaterialList(query: ListRequest) {
  return useQuery({
    queryKey: customerMaterialsResource.keys.list(query),
    queryFn: ({ signal }) => api.get<ListResult<CustomerMaterialSummary>>('customer-materials', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}
