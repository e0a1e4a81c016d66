import { LIST_WINDOW_MESSAGE, type ListResult } from '@lathe/shared';
import { Plus } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { errorMessage } from '../../lib/api-error';
import { ButtonLink } from '../ui/button';
import { Card, PageHeader } from '../ui/card';
import { DataTable } from './data-table';
import { ExportButton } from './export-button';
import { Pagination } from './pagination';
import { showingText } from './pagination-window';
import { SearchBox } from './search-box';
import type { Column } from './types';
import type { ListParams } from './use-list-params';

/** The part of a list query result the page reads. */
export interface ListQueryState<T> {
  data: ListResult<T> | undefined;
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

interface ResourceListPageProps<T> {
  title: string;
  columns: Column<T>[];
  params: ListParams;
  list: ListQueryState<T>;
  emptyText: string;
  searchPlaceholder: string;
  addLabel?: string;
  addTo?: string;
  rowKey?: (row: T) => string;
  /** Filter controls beside the search box: selects, a "Show deleted" checkbox. */
  toolbar?: ReactNode;
  /** Shows an Export CSV button for `/api/{exportResource}/export` with the list's current query. */
  exportResource?: string;
  /** Extra header buttons beside the add button, e.g. an import link. */
  headerActions?: ReactNode;
  /** Extra classes for a row, e.g. greyed out when deleted. */
  rowClassName?: (row: T) => string | undefined;
}

const idOf = (row: unknown) => String((row as { id: unknown }).id);

/** A list screen: title, add button, debounced search, filters, export, sortable table, pagination and footer. */
export function ResourceListPage<T>(props: ResourceListPageProps<T>) {
  const { title, columns, params, list, emptyText, searchPlaceholder, addLabel, addTo, rowKey = idOf } = props;
  const { toolbar, exportResource, headerActions, rowClassName } = props;
  const result = list.data;
  const totalPages = result?.totalPages ?? 0;
  const { page, setPage } = params;

  // Deleting the last row of the last page leaves an empty page: step back to the new last page.
  useEffect(() => {
    if (result && result.data.length === 0 && totalPages >= 1 && page > totalPages) setPage(totalPages);
  }, [result, totalPages, page, setPage]);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          (headerActions || (addLabel && addTo)) && (
            <>
              {headerActions}
              {addLabel && addTo && (
                <ButtonLink to={addTo}>
                  <Plus aria-hidden="true" className="size-4" />
                  {addLabel}
                </ButtonLink>
              )}
            </>
          )
        }
      />
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3 p-4 sm:px-5">
          <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto sm:min-w-0 sm:flex-1">
            <SearchBox value={params.search} onSearch={params.setSearch} placeholder={searchPlaceholder} />
            {toolbar}
          </div>
          {exportResource && <ExportButton resource={exportResource} query={params.query} />}
        </div>
        <DataTable
          caption={title}
          columns={columns}
          rows={result?.data ?? []}
          rowKey={rowKey}
          sort={{ sortBy: params.sortBy, sortOrder: params.sortOrder, onSort: params.toggleSort }}
          isLoading={list.isLoading}
          isStale={list.isPlaceholderData}
          emptyText={emptyText}
          error={list.isError ? errorMessage(list.error, `Could not load ${title.toLowerCase()}`) : null}
          onRetry={() => void list.refetch()}
          rowClassName={rowClassName}
        />
        {result && result.total > 0 && !list.isError && (
          <div className="flex flex-wrap items-center justify-between gap-3 border-gray-200 border-t px-4 py-3 sm:px-5 dark:border-gray-800">
            <p className="text-gray-600 text-sm dark:text-gray-400">
              {showingText(page, params.limit, result.total, result.totalCapped)}
              {page >= totalPages && (result.totalCapped || page * params.limit < result.total) && (
                <span className="block">{LIST_WINDOW_MESSAGE}</span>
              )}
            </p>
            <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
          </div>
        )}
      </Card>
    </>
  );
}
