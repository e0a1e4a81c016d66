import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Unused data stays 60 seconds; no refetch on focus or reconnect (spec §4). */
export const CACHE_TIME_MS = 60_000;

/** One retry for reads that failed on the network or the server; never for 4xx answers. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !(isApiError(error) && typeof error.status === 'number' && error.status < 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: CACHE_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: shouldRetryQuery,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
