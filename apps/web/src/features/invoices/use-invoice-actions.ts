import type { Invoice } from '@lathe/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshDependents } from '../../lib/resource-hooks';
import { cancelInvoice, invoicesResource, issueInvoice, recordPayment, removePayment } from './api';

/**
 * Every action answers the invoice as it now stands: show it at once, and refresh the lists'
 * totals and the dashboard and notifications (issuing or a payment moves what is owed).
 */
async function stored(client: QueryClient, invoice: Invoice) {
  client.setQueryData(invoicesResource.keys.detail(invoice.id), invoice);
  await Promise.all([
    client.invalidateQueries({ queryKey: invoicesResource.keys.lists() }),
    refreshDependents(client, invoicesResource),
  ]);
}

function useInvoiceMutation<V>(action: (variables: V) => Promise<Invoice>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: (invoice) => stored(client, invoice) });
}

export const useIssueInvoice = () => useInvoiceMutation(issueInvoice);
export const useCancelInvoice = () => useInvoiceMutation(cancelInvoice);
export const useRecordPayment = () => useInvoiceMutation(recordPayment);
export const useRemovePayment = () => useInvoiceMutation(removePayment);
