import { useCallback } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../lib/api-error';
import { withGlobalLoading } from '../../lib/loading-store';
import { confirmAction } from '../ui/confirm-action';

interface DeleteActionOptions {
  remove: (id: string) => Promise<unknown>;
  confirmMessage: string;
  successMessage: string;
  failureMessage: string;
}

/** Asks for confirmation, deletes under the global loading overlay and toasts the outcome (spec §8). */
export function useDeleteAction({ remove, confirmMessage, successMessage, failureMessage }: DeleteActionOptions) {
  return useCallback(
    async (id: string) => {
      if (!(await confirmAction({ message: confirmMessage, confirmLabel: 'Delete', danger: true }))) return;
      try {
        await withGlobalLoading(() => remove(id));
        toast.success(successMessage);
      } catch (error) {
        // The spec's failure text, and the server's reason when it gave one (a 409 on a referenced row).
        const reason = isApiError(error) ? error.serverMessage : undefined;
        toast.error(reason ? `${failureMessage}: ${reason}` : failureMessage);
      }
    },
    [remove, confirmMessage, successMessage, failureMessage],
  );
}
