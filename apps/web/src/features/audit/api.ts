import type { AuditEntity, AuditEntry, ListResult } from '@lathe/shared';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../lib/api-client';

/** How many entries the History panel shows at first, and adds with each "Load more". */
export const HISTORY_PAGE_SIZE = 5;

export const auditKeys = {
  all: ['audit'] as const,
  log: (query: Query) => ['audit', 'log', query] as const,
  history: (entity: AuditEntity, id: string) => ['audit', 'history', entity, id] as const,
};

/** `GET /api/{entity}/{id}/history`; the company's one record is `GET /api/company/history`. */
export const historyPath = (entity: AuditEntity, id: string) =>
  entity === 'company' ? 'company/history' : `${entity}/${encodeURIComponent(id)}/history`;

/** `GET /api/audit`: the admin's search of the whole log. */
export const fetchAuditLog = (query: Query, signal?: AbortSignal) =>
  api.get<ListResult<AuditEntry>>('audit', query, signal);

/** One page of the log, the previous page kept on screen while the next loads. */
export function useAuditLog(query: Query) {
  return useQuery({
    queryKey: auditKeys.log(query),
    queryFn: ({ signal }) => fetchAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A record's history, newest first, a page at a time; idle while there is no record. */
export function useRecordHistory(entity: AuditEntity, id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: auditKeys.history(entity, id),
    queryFn: ({ pageParam, signal }) =>
      api.get<ListResult<AuditEntry>>(
        historyPath(entity, id),
        { page: pageParam, limit: HISTORY_PAGE_SIZE, sortBy: 'at', sortOrder: 'DESC' },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    enabled,
  });
}
