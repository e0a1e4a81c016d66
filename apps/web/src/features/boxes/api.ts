import type { Box, BoxPackData, ListResult, Packing, PackTemplate } from '@lathe/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api } from '../../lib/api-client';

/**
 * `/api/boxes`: the list, a work order's pack form and its packings, packing and unpacking. Every
 * box query sits under ['boxes'], so packing or unpacking refreshes the list and the pack form;
 * a work order's page reads nothing of boxes.
 */
const KEY = ['boxes'] as const;

/** One page of boxes, newest first unless asked otherwise. */
export function useBoxesList(query: ListRequest) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) => api.get<ListResult<Box>>('boxes', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The pack form's start: the work order's made, packed and left, the parts per box, its packings. */
export const usePackTemplate = (workOrderId: string) =>
  useQuery({
    queryKey: [...KEY, 'pack', workOrderId],
    queryFn: ({ signal }) => api.get<PackTemplate>(`boxes/pack/${encodeURIComponent(workOrderId)}`, {}, signal),
  });

function useBoxesChange<Variables, Answer>(change: (variables: Variables) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** Packs pieces of a work order; answers the packing made. */
export const usePack = () => useBoxesChange((body: BoxPackData) => api.post<Packing>('boxes/pack', body));

/** Unpacks a packing none of whose boxes is dispatched. */
export const useUnpack = () =>
  useBoxesChange((packingId: string) => api.delete(`boxes/packings/${encodeURIComponent(packingId)}`));
