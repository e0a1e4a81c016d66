import {
  INVOICE_FLOW,
  type Invoice,
  type InvoiceData,
  type InvoiceProposal,
  type InvoiceStep,
  type InvoiceSummary,
  type InvoiceTotals,
  type ListResult,
} from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api } from '../../lib/api-client';
import { MONEY_FIGURES } from '../../lib/money-figures';
import { defineDocumentResource } from '../../lib/resource-api';

/** POST invoices (a draft) and PUT invoices/{id} (the whole draft with the version read). */
export type InvoiceBody = InvoiceData & { version?: number };

/**
 * `/api/invoices`, every step the flow routes (issue, cancel) and save-and-issue, and the
 * payments (recorded, or removed by DELETE payments/{paymentId}), each answering the invoice as
 * it now stands.
 */
export const invoicesResource = defineDocumentResource<Invoice, InvoiceBody, InvoiceStep, 'pay' | 'removePayment'>(
  'invoices',
  INVOICE_FLOW,
  {
    updateMethod: 'PUT',
    alsoRefresh: MONEY_FIGURES,
    actions: { pay: { path: 'payments' }, removePayment: { path: 'payments', method: 'DELETE' } },
  },
);

/** `GET invoices`: a page of summaries and what the matching invoices still owe. */
export type InvoiceList = ListResult<InvoiceSummary> & { totals: InvoiceTotals };

/** One page of invoices, keyed under the resource's lists so every change refreshes it. */
export function useInvoiceList(query: ListRequest) {
  return useQuery({
    queryKey: invoicesResource.keys.list(query),
    queryFn: ({ signal }) => api.get<InvoiceList>('invoices', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

/** A line of `GET invoices/proposal`: an order line with what remains to invoice as its quantity. */
export type ProposalLine = InvoiceProposal['lines'][number];

export const proposalKey = (salesOrderId: string, dispatchId?: string | null) =>
  ['invoices', 'proposal', salesOrderId, dispatchId ?? null] as const;

/** What an order still has to invoice; never reused from the cache, since each issue changes it. */
export function useInvoiceProposal(salesOrderId: string | null | undefined, dispatchId?: string | null) {
  return useQuery({
    queryKey: proposalKey(salesOrderId ?? '', dispatchId),
    queryFn: ({ signal }) =>
      api.get<InvoiceProposal>(
        'invoices/proposal',
        { salesOrderId: salesOrderId ?? '', ...(dispatchId ? { dispatchId } : {}) },
        signal,
      ),
    enabled: !!salesOrderId,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}
