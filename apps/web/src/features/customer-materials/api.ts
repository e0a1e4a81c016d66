import {
  CUSTOMER_MATERIAL_FLOW,
  type CustomerMaterial,
  type CustomerMaterialData,
  type CustomerMaterialSummary,
  type ListResult,
} from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api } from '../../lib/api-client';
import { defineDocumentResource } from '../../lib/resource-api';

/** POST customer-materials and PUT customer-materials/{id}: the whole draft, and on PUT the version read. */
export type CustomerMaterialBody = CustomerMaterialData & { version?: number };

/**
 * `/api/customer-materials`, every step the flow routes (receive, cancel) answering the receipt
 * as it now stands, and save-and-receive. Receiving and cancelling move the customer's stock: the
 * stock screens read it again.
 */
export const customerMaterialsResource = defineDocumentResource<CustomerMaterial, CustomerMaterialBody, string>(
  'customer-materials',
  CUSTOMER_MATERIAL_FLOW,
  { updateMethod: 'PUT', alsoRefresh: [['stock']] },
);

/** One page of receipts, keyed under the resource's lists so every change refreshes it. */
export function useCustomerMaterialList(query: ListRequest) {
  return useQuery({
    queryKey: customerMaterialsResource.keys.list(query),
    queryFn: ({ signal }) => api.get<ListResult<CustomerMaterialSummary>>('customer-materials', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}
