import { type AuditEntry, SEARCH_MAX_LENGTH } from '@lathe/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { type ListParams, useListParams } from '../../components/data-table/use-list-params';
import type { Query } from '../../lib/api-client';
import { useAuditLog } from './api';
import { auditColumns } from './audit-columns';
import { AuditEntryPanel } from './audit-entry-panel';
import { AUDIT_FILTERS, AuditFilters } from './audit-filters';

/** The list's search box is the user filter: its text is sent as `actor`, part of the e-mail. */
function useActorSearch(params: ListParams): ListParams {
  const { filters, setFilter } = params;
  const setSearch = useCallback((text: string) => setFilter('actor', text.trim() || null), [setFilter]);
  return useMemo(() => ({ ...params, search: filters.actor ?? '', setSearch }), [params, filters.actor, setSearch]);
}

/**
 * The audit log, for admins: every change to a record and every sign-in, refusal and reused
 * token, newest first, filtered by event, record type, user and dates; a row's changed fields
 * open in a side panel.
 */
export function AuditLogPage() {
  const listParams = useListParams({ defaultSortBy: 'at', filters: AUDIT_FILTERS });
  const params = useActorSearch(listParams);
  const { page, limit, sortBy, sortOrder, filters } = params;
  const query = useMemo<Query>(
    // A longer e-mail in a pasted link is cut to what the API takes, rather than failing the list.
    () => ({ page, limit, sortBy, sortOrder, ...filters, actor: filters.actor?.slice(0, SEARCH_MAX_LENGTH) }),
    [page, limit, sortBy, sortOrder, filters],
  );
  const list = useAuditLog(query);
  const [shown, setShown] = useState<AuditEntry | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const columns = useMemo(
    () =>
      auditColumns((entry, button) => {
        trigger.current = button;
        setShown(entry);
      }),
    [],
  );
  const close = () => {
    setShown(null);
    trigger.current?.focus();
  };

  return (
    <>
      <ResourceListPage
        title="Audit log"
        searchPlaceholder="Filter by user e-mail..."
        emptyText="No audit entries found"
        columns={columns}
        params={params}
        list={list}
        toolbar={<AuditFilters params={params} />}
      />
      {shown && <AuditEntryPanel entry={shown} onClose={close} />}
    </>
  );
}
