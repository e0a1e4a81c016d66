import {
  type CostBasis,
  type ListResult,
  QUOTATION_FLOW,
  type Quotation,
  type QuotationData,
  type QuotationSummary,
} from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api } from '../../lib/api-client';
import { defineDocumentResource } from '../../lib/resource-api';

/** POST quotations and PUT quotations/{id}: the whole enquiry, header and lines, and on PUT the version read. */
export type QuotationBody = QuotationData & { version?: number };

/**
 * `/api/quotations`, every step the flow routes (send, win, lose, revise, convert) answering the
 * quotation as it now stands, and save-and-send. Converting makes a draft sales order: the order
 * lists read again.
 */
export const quotationsResource = defineDocumentResource<Quotation, QuotationBody, string>(
  'quotations',
  QUOTATION_FLOW,
  { updateMethod: 'PUT', alsoRefresh: [['sales-orders']] },
);

/** One page of quotations, keyed under the resource's lists so every change refreshes it. */
export function useQuotationList(query: ListRequest) {
  return useQuery({
    queryKey: quotationsResource.keys.list(query),
    queryFn: ({ signal }) => api.get<ListResult<QuotationSummary>>('quotations', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

export const costBasisKey = (productId: string) => ['quotations', 'cost-basis', productId] as const;

/** What a line's cost sheet starts from for a product: `quotations/cost-basis?productId=`. */
export const costBasisQuery = (productId: string) => ({
  queryKey: costBasisKey(productId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => api.get<CostBasis>('quotations/cost-basis', { productId }, signal),
  // The machines and rates move slowly; a line picked again within minutes reads them once.
  staleTime: 5 * 60_000,
});

/** The cost basis of a line's product (its machines to choose from, job work bought before), once one is chosen. */
export const useCostBasis = (productId: string | null | undefined) =>
  useQuery({ ...costBasisQuery(productId ?? ''), enabled: !!productId });
