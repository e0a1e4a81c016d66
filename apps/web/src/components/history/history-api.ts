import type { AuditEntity, AuditEntry, ListResult } from '@lathe/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
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
