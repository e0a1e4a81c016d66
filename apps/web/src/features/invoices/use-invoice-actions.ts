import type { Invoice } from '@lathe/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelInvoice, invoicesResource, issueInvoice, recordPayment, removePayment } from './api';

/** Every action answers the invoice as it now stands: show it at once and refresh the lists' totals. */
async function stored(client: QueryClient, invoice: Invoice) {
  client.setQueryData(invoicesResource.keys.detail(invoice.id), invoice);
  await client.invalidateQueries({ queryKey: invoicesResource.keys.lists() });
}

function useInvoiceMutation<V>(action: (variables: V) => Promise<Invoice>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: (invoice) => stored(client, invoice) });
}

export const useIssueInvoice = () => useInvoiceMutation(issueInvoice);
export const useCancelInvoice = () => useInvoiceMutation(cancelInvoice);
export const useRecordPayment = () => useInvoiceMutation(recordPayment);
export const useRemovePayment = () => useInvoiceMutation(removePayment);
