import type { OpenOrderLine } from '@lathe/shared';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { FilterSelect } from '../../components/data-table/filter-select';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useListParams } from '../../components/data-table/use-list-params';
import { CustomerFilter } from '../../components/pickers/customer-filter';
import { defineResource } from '../../lib/resource-api';
import { useResourceList } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { DispatchDeskDialog } from './dispatch-desk-dialog';
import { openLineColumns } from './open-lines-columns';

/** `/api/sales-orders/open-lines`: read-only rows; a dispatch or an order's change refreshes them. */
export const openLinesResource = defineResource<OpenOrderLine>('sales-orders/open-lines');

const OPEN_LINE_FILTERS = ['customerId', 'due'] as const;
/** The URL key of the line whose dispatch dialog is open. */
const DISPATCH = 'dispatch';

/** The desk's URL with the dialog's key set (a line's id) or removed (null). */
function withDispatch(pathname: string, search: URLSearchParams, lineId: string | null) {
  const next = new URLSearchParams(search);
  if (lineId) next.set(DISPATCH, lineId);
  else next.delete(DISPATCH);
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * `/sales-orders/open-lines`, the dispatch desk: every line still to dispatch across the confirmed
 * orders, due first, filtered by customer and by when it is due (overdue, today, this week:
 * plant time), each with its pending pieces, the product's finished pieces in stock and its PDI
 * on record, and the machine hours they take; exported as CSV. Whoever records dispatches
 * dispatches a line from here, in the order's own dispatch form over the list (`?dispatch=`).
 * What the planner works from, and what the dashboard's machining hours count.
 */
export function OpenLinesPage() {
  const params = useListParams({ filters: OPEN_LINE_FILTERS, defaultSortBy: 'dueDate', defaultSortOrder: 'ASC' });
  const list = useResourceList(openLinesResource, params.query);
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const canDispatch = useCan('dispatches', 'create');
  const canOpenPdi = useCan('inspection', 'view');
  const columns = useMemo(
    () =>
      openLineColumns({
        canDispatch,
        canOpenPdi,
        dispatchTo: (line) => withDispatch(pathname, search, line.id),
      }),
    [canDispatch, canOpenPdi, pathname, search],
  );
  const toolbar = useMemo(
    () => (
      <>
        <CustomerFilter params={params} />
        <FilterSelect params={params} name="due" label="Due" className="sm:w-40">
          <option value="">Any day</option>
          <option value="overdue">Overdue</option>
          <option value="today">Today</option>
          <option value="week">This week</option>
        </FilterSelect>
      </>
    ),
    [params],
  );
  const dispatching = canDispatch ? search.get(DISPATCH) : null;
  const line = dispatching ? list.data?.data.find((row) => row.id === dispatching) : undefined;
  return (
    <>
      <ResourceListPage<OpenOrderLine>
        title="Open Order Lines"
        searchPlaceholder="Search by order, customer or part..."
        emptyText="No open order lines"
        columns={columns}
        params={params}
        list={list}
        toolbar={toolbar}
        exportResource="sales-orders/open-lines"
      />
      {line && <DispatchDeskDialog key={line.id} line={line} back={withDispatch(pathname, search, null)} />}
    </>
  );
}
