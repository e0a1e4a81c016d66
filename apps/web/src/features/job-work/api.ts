import {
  type Customer,
  type DeemedSupplyProposal,
  type Itc04PeriodKey,
  type Itc04ReportAnswer,
  JOB_WORK_CHALLAN_FLOW,
  type JobWorkChallan,
  type JobWorkChallanData,
  type JobWorkChallanSummary,
  type JobWorkReceipt,
  type JobWorkReceiptData,
  type ListResult,
  type StockItemOption,
} from '@lathe/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api } from '../../lib/api-client';
import { defineDocumentResource } from '../../lib/resource-api';

/** POST job-work-challans and PUT job-work-challans/{id}: the whole draft, and on PUT the version read. */
export type JobWorkBody = JobWorkChallanData & { version?: number };

/** POST job-work-challans/{id}/receipts: what came back, with the challan's version read. */
export type JobWorkReceiptBody = JobWorkReceiptData & { version?: number };

/**
 * `/api/job-work-challans`, every step the flow routes (send, close, cancel) and goods back
 * (`receipts`, the challan's own) answering the challan as it now stands, and save-and-send.
 * Sending a challan, goods coming back and cancelling move stock: the stock screens read it again.
 */
export const jobWorkResource = defineDocumentResource<JobWorkChallan, JobWorkBody, string, 'receive'>(
  'job-work-challans',
  JOB_WORK_CHALLAN_FLOW,
  {
    updateMethod: 'PUT',
    alsoRefresh: [['stock'], ['job-work', 'itc-04']],
    // Goods back: good into stock, rejected counted apart, scrap in kg.
    actions: { receive: { path: 'receipts' } },
  },
);

/** One page of challans, keyed under the resource's lists so every change refreshes it. */
export function useJobWorkList(query: ListRequest) {
  return useQuery({
    queryKey: jobWorkResource.keys.list(query),
    queryFn: ({ signal }) => api.get<ListResult<JobWorkChallanSummary>>('job-work-challans', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

/** What came back against a challan, oldest first; read again whenever the challan changes. */
export function useJobWorkReceipts(challan: Pick<JobWorkChallan, 'id' | 'version'>) {
  return useQuery({
    queryKey: [...jobWorkResource.keys.detail(challan.id), 'receipts', challan.version],
    queryFn: ({ signal }) =>
      api.get<JobWorkReceipt[]>(`job-work-challans/${encodeURIComponent(challan.id)}/receipts`, undefined, signal),
  });
}

/** ITC-04 of a period (a half-year or the year; left out, the one the company files): Tables 4, 5A, 5B and 5C. */
export function useItc04(financialYear: string, period: Itc04PeriodKey | undefined) {
  return useQuery({
    queryKey: ['job-work', 'itc-04', financialYear, period ?? 'filed'],
    queryFn: ({ signal }) => api.get<Itc04ReportAnswer>('job-work/itc-04', { financialYear, period }, signal),
  });
}

const deemedSupplyPath = (challanId: string) => `job-work-challans/${encodeURIComponent(challanId)}/deemed-supply`;

/** The invoice proposed for the goods kept past their limit: lines, date, and the customer that is the job worker. */
export function useDeemedSupplyProposal(challan: Pick<JobWorkChallan, 'id' | 'version'>) {
  return useQuery({
    queryKey: [...jobWorkResource.keys.detail(challan.id), 'deemed-supply', challan.version],
    queryFn: ({ signal }) => api.get<DeemedSupplyProposal>(deemedSupplyPath(challan.id), undefined, signal),
    retry: false,
  });
}

/**
 * Drafts the proposed invoice: first the customer that is the job worker when the user confirmed
 * making one (`POST customers`, as the customer form would), then `POST …/deemed-supply`; answers
 * the draft invoice's id. The challan, its list and the invoices are read again.
 */
export function useDraftDeemedSupply(challan: Pick<JobWorkChallan, 'id' | 'version'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ customerId, newCustomer }: { customerId?: string; newCustomer?: object }) => {
      const buyer = customerId ?? (await api.post<Customer>('customers', newCustomer)).id;
      return api.post<{ invoiceId: string }>(deemedSupplyPath(challan.id), {
        customerId: buyer,
        version: challan.version,
      });
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: jobWorkResource.keys.all }),
        client.invalidateQueries({ queryKey: ['invoices'] }),
        client.invalidateQueries({ queryKey: ['customers'] }),
      ]),
  });
}

/**
 * `GET stock/items/options?search=&itemType=`: bar stock and products' parts a challan line may
 * send, with what is in stock of each. A failed lookup gives an empty list.
 */
export async function searchStockItems(text: string, signal?: AbortSignal): Promise<StockItemOption[]> {
  try {
    return await api.get<StockItemOption[]>('stock/items/options', { search: text.trim() }, signal);
  } catch {
    return [];
  }
}
