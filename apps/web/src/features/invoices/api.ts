import type {
  CompanySettings,
  Invoice,
  InvoiceData,
  InvoiceSummary,
  InvoiceTotals,
  ListResult,
  PaymentData,
} from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api, download } from '../../lib/api-client';
import { defineResource } from '../../lib/resource-api';
import { MONEY_FIGURES } from '../dashboard/api';

/** POST invoices (a draft) and PUT invoices/{id} (the whole draft with the version read). */
export type InvoiceBody = InvoiceData & { version?: number };

export const invoicesResource = defineResource<Invoice, InvoiceBody>('invoices', {
  updateMethod: 'PUT',
  alsoRefresh: MONEY_FIGURES,
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
export interface ProposalLine {
  salesOrderLineId: string;
  productId: string | null;
  description: string;
  drawingNumber: string | null;
  hsnCode: string | null;
  unit: string;
  quantity: number;
  rate: number;
  gstRate: number;
  /** The order's own line number, when the server names it. */
  lineNumber?: number;
}

/** `GET invoices/proposal?salesOrderId=`: a draft's body prefilled from the order (409 when nothing remains). */
export interface InvoiceProposal {
  customerId: string;
  salesOrderId: string;
  salesOrderNumber: string | null;
  invoiceDate: string;
  dueDate?: string | null;
  customerPoNumber: string | null;
  customerPoDate: string | null;
  vehicleReference?: string | null;
  notes?: string | null;
  lines: ProposalLine[];
}

export const proposalKey = (salesOrderId: string) => ['invoices', 'proposal', salesOrderId] as const;

/** What an order still has to invoice; never reused from the cache, since each issue changes it. */
export function useInvoiceProposal(salesOrderId: string | null | undefined) {
  return useQuery({
    queryKey: proposalKey(salesOrderId ?? ''),
    queryFn: ({ signal }) =>
      api.get<InvoiceProposal>('invoices/proposal', { salesOrderId: salesOrderId ?? '' }, signal),
    enabled: !!salesOrderId,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

const itemPath = (id: string, rest = '') => `invoices/${encodeURIComponent(id)}${rest}`;

/** `POST invoices/{id}/issue`: numbers the draft (INV/2026-27/0001) and freezes it. */
export const issueInvoice = ({ id, version }: { id: string; version: number }) =>
  api.post<Invoice>(itemPath(id, '/issue'), { version });

/** `POST invoices/{id}/cancel`: an issued invoice without payments, with why. */
export const cancelInvoice = ({ id, version, reason }: { id: string; version: number; reason: string }) =>
  api.post<Invoice>(itemPath(id, '/cancel'), { version, reason });

/** `POST invoices/{id}/payments`: answers the invoice with its new balance and status. */
export const recordPayment = ({ id, body }: { id: string; body: PaymentData }) =>
  api.post<Invoice>(itemPath(id, '/payments'), body);

/** `DELETE invoices/{id}/payments/{paymentId}`: answers the invoice as it now stands. */
export const removePayment = ({ id, paymentId }: { id: string; paymentId: string }) =>
  api.delete<Invoice>(itemPath(id, `/payments/${encodeURIComponent(paymentId)}`));

/** `GET invoices/{id}/pdf`, with the signed-in user's token; the name is the server's. */
export const downloadInvoicePdf = (id: string) => download(itemPath(id, '/pdf'));

/** `GET company-settings`: the seller's state decides CGST+SGST against IGST in the live totals. */
export function useCompanySettings() {
  return useQuery({
    queryKey: ['company-settings'],
    queryFn: ({ signal }) => api.get<CompanySettings>('company-settings', undefined, signal),
  });
}
