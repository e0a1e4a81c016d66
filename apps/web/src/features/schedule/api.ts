import type { ScheduleBoard } from '@lathe/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../lib/api-client';

/** The board's window: from a day, so many days; none asks the server for today and two weeks. */
export interface BoardWindow {
  from?: string | undefined;
  days: number;
}

export const SCHEDULE_KEY = ['schedule'] as const;
const boardKey = (window: BoardWindow) => [...SCHEDULE_KEY, 'board', window.from ?? 'today', window.days] as const;

/** How soon a board the server calls stale is asked for again: its newer plan is computing. */
export const STALE_BOARD_REFETCH_MS = 2_000;

/**
 * `GET schedule?from&days`: the board, the server's plan for the window. While the server says the
 * plan is stale (a newer one is computing), it is asked for again shortly, until the new one comes.
 */
export function useScheduleBoard(window: BoardWindow) {
  return useQuery({
    queryKey: boardKey(window),
    queryFn: ({ signal }) => api.get<ScheduleBoard>('schedule', { from: window.from, days: window.days }, signal),
    // Moving the window keeps the old board on screen until the new one comes.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.stale ? STALE_BOARD_REFETCH_MS : false),
  });
}

export interface LockChange {
  operationId: string;
  /** A pin to set, or null to unpin. */
  lock: { machineId: string; start: string; version?: number | undefined } | null;
  window: BoardWindow;
}

/**
 * `PUT` / `DELETE schedule/operations/{id}/lock`: pins an operation or lets it go. The server
 * answers the board recomputed, which replaces the one on screen (and the preview).
 */
export function useLockOperation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ operationId, lock, window }: LockChange) =>
      apiRequest<ScheduleBoard>(`schedule/operations/${encodeURIComponent(operationId)}/lock`, {
        method: lock ? 'PUT' : 'DELETE',
        body: lock ?? undefined,
        query: { from: window.from, days: window.days },
      }),
    onSuccess: (board, { window }) => {
      client.setQueryData(boardKey(window), board);
      // Other windows, and the lists of what will be late, are computed afresh when next shown.
      void client.invalidateQueries({
        queryKey: SCHEDULE_KEY,
        predicate: (query) => query.queryKey[2] !== (window.from ?? 'today') || query.queryKey[3] !== window.days,
      });
    },
  });
}
