import type { Resource } from '../../lib/resource-api';
import { useResourceRemove } from '../../lib/resource-hooks';
import { useDeleteAction } from './use-delete-action';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The spec's delete texts for one entity (§8): 'Are you sure you want to delete this machine?' and the toasts. */
export const deleteMessages = (noun: string) => ({
  confirmMessage: `Are you sure you want to delete this ${noun}?`,
  successMessage: `${capitalize(noun)} deleted successfully`,
  failureMessage: `Failed to delete ${noun}`,
});

/** Deletes a row of the resource after the confirmation, with the spec's texts for `noun`. */
export function useEntityDelete<T, C, U>(resource: Resource<T, C, U>, noun: string) {
  const { mutateAsync: remove } = useResourceRemove(resource);
  return useDeleteAction({ remove, ...deleteMessages(noun) });
}
