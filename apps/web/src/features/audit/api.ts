import type { AuditEntry, ListResult } from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditKeys } from '../../components/history/history-api';
import { api, type Query } from '../../lib/api-client';

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
