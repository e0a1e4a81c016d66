import { useCallback } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api-error';
import { withGlobalLoading } from '../../lib/loading-store';

interface DeleteActionOptions {
  remove: (id: string) => Promise<unknown>;
  confirmMessage: string;
  successMessage: string;
  failureMessage: string;
}

/** Asks for confirmation, deletes under the global loading overlay and toasts the outcome. */
export function useDeleteAction({ remove, confirmMessage, successMessage, failureMessage }: DeleteActionOptions) {
  return useCallback(
    async (id: string) => {
      if (!window.confirm(confirmMessage)) return;
      try {
        await withGlobalLoading(() => remove(id));
        toast.success(successMessage);
      } catch (error) {
        toast.error(errorMessage(error, failureMessage));
      }
    },
    [remove, confirmMessage, successMessage, failureMessage],
  );
}
