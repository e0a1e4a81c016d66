import type { ListResult } from '@lathe/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-error';
import { count } from '../../lib/format-figures';
import { DataTable } from '../data-table/data-table';
import type { Column, SortState } from '../data-table/types';
import { Card } from '../ui/card';

/** The rows come in the order the section asked for; its headers do not sort. */
const UNSORTED: SortState = { sortBy: '', sortOrder: 'DESC', onSort: () => {} };

interface PartySectionProps<T> {
  title: string;
  /** A page of the records, as the list endpoint answers it. */
  query: Pick<UseQueryResult<ListResult<T>>, 'data' | 'isLoading' | 'error' | 'refetch'>;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  emptyText: string;
  /** The full list, filtered to the party: where "View all" leads when there are more than shown. */
  allTo?: string;
  /** A line under the title: what the figures add up to. */
  summary?: ReactNode;
}

/**
 * One section of a customer's or supplier's page: a titled card with the few most relevant
 * records of one kind, "N of M" when there are more, and a link to the whole list filtered to
 * the party. Loading, failure (with Retry) and nothing-to-show read as the lists do.
 */
export function PartySection<T>({ title, query, columns, rowKey, emptyText, allTo, summary }: PartySectionProps<T>) {
  const titleId = useId();
  const page = query.data;
  const more = page !== undefined && page.total > page.data.length;
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-4 sm:px-5">
          <div>
            <h2 id={titleId} className="font-semibold text-base text-gray-800 dark:text-white/90">
              {title}
            </h2>
            {summary && <p className="mt-0.5 text-gray-600 text-sm dark:text-gray-400">{summary}</p>}
          </div>
          {allTo && (
            <Link to={allTo} className="text-brand-600 text-sm hover:underline dark:text-brand-400">
              {more ? `View all ${count(page.total)}${page.totalCapped ? '+' : ''}` : 'Open the list'}
            </Link>
          )}
        </div>
        <DataTable
          columns={columns}
          rows={page?.data ?? []}
          rowKey={rowKey}
          sort={UNSORTED}
          isLoading={query.isLoading}
          error={page === undefined && query.error ? errorMessage(query.error, `${title} could not be loaded`) : null}
          onRetry={() => void query.refetch()}
          emptyText={emptyText}
          caption={title}
        />
        {more && (
          <p className="border-gray-200 border-t px-4 py-3 text-gray-600 text-xs sm:px-5 dark:border-gray-800 dark:text-gray-400">
            The {count(page.data.length)} latest of {count(page.total)}
            {page.totalCapped ? '+' : ''}
          </p>
        )}
      </section>
    </Card>
  );
}
