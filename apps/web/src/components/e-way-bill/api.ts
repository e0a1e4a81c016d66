import type { AuditEntity, EWayBillEntry, EWayBillTransport } from '@lathe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, download, type Query } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';
import { auditKeys } from '../history/history-api';

/**
 * Where a document's e-way bill lives: `invoices/{id}/e-way-bill`, or a dispatch's
 * `sales-orders/{id}/dispatches/{dispatchId}/e-way-bill`, and the record whose History records it.
 */
export interface EWayBillTarget {
  path: string;
  history: { entity: AuditEntity; id: string };
  /** The document as the server answers it (the invoice, the order) becomes the screen's copy. */
  store: (answer: unknown) => void;
}

/** The transport as the query of the download: what was given, nothing blank. */
export const transportQuery = (transport: EWayBillTransport): Query =>
  Object.fromEntries(
    Object.entries(transport).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );

/** `GET …/e-way-bill?transMode…`: the JSON for the portal, saved under the server's name (else `fallbackName`). */
export function useEWayBillDownload(path: string, fallbackName: string) {
  return useMutation({
    mutationFn: (transport: EWayBillTransport) => download(path, transportQuery(transport)),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? fallbackName),
  });
}

/** After a change: the answer is the screen's copy, and the record's History is read again. */
function useStore(target: EWayBillTarget) {
  const client = useQueryClient();
  return async (answer: unknown) => {
    target.store(answer);
    await client.invalidateQueries({ queryKey: auditKeys.history(target.history.entity, target.history.id) });
  };
}

/** `PUT …/e-way-bill`: records the e-way bill the portal generated. */
export function useRecordEWayBill(target: EWayBillTarget) {
  const store = useStore(target);
  return useMutation({
    mutationFn: (entry: EWayBillEntry) => apiRequest<unknown>(target.path, { method: 'PUT', body: entry }),
    onSuccess: store,
  });
}

/** `DELETE …/e-way-bill`: clears an e-way bill recorded against the wrong document. */
export function useClearEWayBill(target: EWayBillTarget) {
  const store = useStore(target);
  return useMutation({
    mutationFn: () => apiRequest<unknown>(target.path, { method: 'DELETE' }),
    onSuccess: store,
  });
}
