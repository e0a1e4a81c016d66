import type { Invoice, IrnData } from '@lathe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys } from '../../components/history/history-api';
import { api, apiRequest } from '../../lib/api-client';
import { invoicesResource } from './api';

/** What PUT invoices/{id}/irn is sent: the portal's answer as the form read it, and the version read. */
export type IrnBody = Omit<IrnData, 'ackDate'> & { ackDate: string; version: number };

const irnPath = (id: string) => `invoices/${encodeURIComponent(id)}/irn`;

/** The invoice as the server answered it becomes its cached copy; its History is read again. */
function useStoreInvoice() {
  const client = useQueryClient();
  return async (invoice: Invoice) => {
    client.setQueryData(invoicesResource.keys.detail(invoice.id), invoice);
    await client.invalidateQueries({ queryKey: auditKeys.history('invoices', invoice.id) });
  };
}

/** `PUT invoices/{id}/irn`: records the portal's IRN, acknowledgement and signed QR code. */
export function useRecordIrn() {
  const store = useStoreInvoice();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: IrnBody }) => api.put<Invoice>(irnPath(id), body),
    onSuccess: store,
  });
}

/** `DELETE invoices/{id}/irn?version=`: clears an IRN recorded against the wrong invoice. */
export function useRemoveIrn() {
  const store = useStoreInvoice();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiRequest<Invoice>(irnPath(id), { method: 'DELETE', query: { version } }),
    onSuccess: store,
  });
}
