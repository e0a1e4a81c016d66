import type { TallySummary } from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** What the Tally file of a period holds; asked for only once the period and the kinds are valid. */
export const useTallySummary = (query: { from: string; to: string; kinds: string }, enabled: boolean) =>
  useQuery({
    queryKey: ['tally', 'summary', query.from, query.to, query.kinds],
    queryFn: ({ signal }) => api.get<TallySummary>('tally/summary', query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
