import type { Gstr2bActionInput, Gstr2bImportResult, Gstr2bReconciliation, Gstr2bView } from '@lathe/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../lib/api-client';

/** Under the supplier bills' keys: booking or cancelling a bill reads the reconciliation again. */
const GSTR2B_KEY = ['supplier-bills', 'gstr-2b'] as const;

/** `GET gst/gstr-2b`: the month's reconciliation at the tolerance, with the rows of the view. */
export const useGstr2b = (month: string, tolerance: number, view: Gstr2bView) =>
  useQuery({
    queryKey: [...GSTR2B_KEY, month, tolerance, view],
    queryFn: ({ signal }) => api.get<Gstr2bReconciliation>('gst/gstr-2b', { month, tolerance, view }, signal),
    placeholderData: keepPreviousData,
  });

/**
 * What changes the month: an import, an action, its undoing. Each reads the reconciliation again.
 * The import is offered while the page's first read is still on its way: that read, answered from
 * before the import, is called off first (an invalidation alone would wait for it and keep it).
 */
function useGstr2bWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: async () => {
      await client.cancelQueries({ queryKey: GSTR2B_KEY });
      await client.invalidateQueries({ queryKey: GSTR2B_KEY });
    },
  });
}

/** `POST gst/gstr-2b/import?month=`: the portal's file as read from disk, checked JSON. */
export const useGstr2bImport = () =>
  useGstr2bWrite(({ month, file }: { month: string; file: unknown }) =>
    apiRequest<Gstr2bImportResult>('gst/gstr-2b/import', { method: 'POST', query: { month }, body: file }),
  );

/** `POST gst/gstr-2b/actions`: accept, link or defer a row. */
export const useGstr2bAction = () =>
  useGstr2bWrite((input: Gstr2bActionInput) => api.post<{ id: string }>('gst/gstr-2b/actions', input));

/** `DELETE gst/gstr-2b/actions/{id}`: undo. */
export const useGstr2bUndo = () => useGstr2bWrite((id: string) => api.delete(`gst/gstr-2b/actions/${id}`));
