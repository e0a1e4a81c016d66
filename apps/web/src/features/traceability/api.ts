import type { Recall, Trace, TraceFound } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/*
 * `/api/traceability`: what a typed number is, the backward trace of a dispatch, an invoice or a
 * box, and a heat's recall list. Reads only: each screen asks once and keeps the answer a minute.
 */

export type TracedKind = 'dispatch' | 'invoice' | 'box';

/** The path of a trace or a recall list, its key in the path made safe. */
const pathOf = (kind: TracedKind | 'heat', key: string) => `traceability/${kind}/${encodeURIComponent(key)}`;

/** The API path of its PDF. */
export const pdfPathOf = (kind: TracedKind | 'heat', key: string) => `${pathOf(kind, key)}/pdf`;

export const useTrace = (kind: TracedKind, key: string) =>
  useQuery({
    queryKey: ['traceability', kind, key],
    queryFn: ({ signal }) => api.get<Trace>(pathOf(kind, key), {}, signal),
    staleTime: 60_000,
  });

export const useRecall = (heatNumber: string) =>
  useQuery({
    queryKey: ['traceability', 'heat', heatNumber],
    queryFn: ({ signal }) => api.get<Recall>(pathOf('heat', heatNumber), {}, signal),
    staleTime: 60_000,
  });

/** What a typed number is (404 when nothing has it). */
export const findTraceable = (q: string) => api.get<TraceFound>('traceability/find', { q });
