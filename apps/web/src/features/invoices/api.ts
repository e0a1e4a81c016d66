import type { Invoice, InvoiceData, InvoiceProposal, InvoiceSummary, InvoiceTotals, ListResult } from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api } from '../../lib/api-client';
import { MONEY_FIGURES } from '../../lib/money-figures';
import { defineResource } from '../../lib/resource-api';

/** POST invoices (a draft) and PUT invoices/{id} (the whole draft with the version read). */
export type InvoiceBody = InvoiceData & { version?: number };

export type InvoiceAction = 'issue' | 'cancel' | 'pay' | 'removePayment';

/** `/api/invoices`, with every action answering the invoice as it now stands. */
export const invoicesResource = defineResource<Invoice, InvoiceBody, InvoiceBody, InvoiceAction>('invoices', {
  updateMethod: 'PUT',
  alsoRefresh: MONEY_FIGURES,
  actions: {
    // Numbers the draft (INV/2026-27/0001) and freezes it.
    issue: { path: 'issue' },
    // An issued invoice without payments, with why.
    cancel: { path: 'cancel' },
    // Answers the invoice with its new balance and status.
    pay: { path: 'payments' },
    // DELETE payments/{paymentId}: a payment recorded by mistake.
    removePayment: { path: 'payments', method: 'DELETE' },
  },
  // Save Draft's twin: the draft saved and issued in one request.
  saveAnd: 'issue',
});

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

const itemPath = (id: string, rest = '') => `invoices/${encodeURIComponent(id)}${rest}`;

/** `GET invoices/{id}/pdf`, with the signed-in user's token; the name is the server's. */
/** `GET invoices/{id}/pdf`: the GST tax invoice as a PDF. */
export const invoicePdfPath = (id: string) => itemPath(id, '/pdf');
