import type { OpenOrderLine } from '@lathe/shared';
import { formatIndianNumber } from '@lathe/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { FilterCheckbox } from '../../components/data-table/filter-checkbox';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import type { Column } from '../../components/data-table/types';
import { useListParams } from '../../components/data-table/use-list-params';
import { CustomerFilter } from '../../components/pickers/customer-filter';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { defineResource } from '../../lib/resource-api';
import { useResourceList } from '../../lib/resource-hooks';
import { LateBadge } from './order-badges';
import { orderViewPath } from './order-format';

/** `/api/sales-orders/open-lines`: read-only rows; a dispatch or an order's change refreshes them. */
export const openLinesResource = defineResource<OpenOrderLine>('sales-orders/open-lines');

const OPEN_LINE_FILTERS = ['customerId', 'late'] as const;

const columns: Column<OpenOrderLine>[] = [
  {
    key: 'orderNumber',
    header: 'Order #',
    sortKey: 'orderNumber',
    className: 'whitespace-nowrap font-medium',
    cell: (line) => (
      <Link to={orderViewPath(line.orderId)} className="text-brand-600 hover:underline dark:text-brand-400">
        {line.orderNumber}
      </Link>
    ),
  },
  {
    key: 'customer',
    header: 'Customer',
    sortKey: 'customerName',
    cell: (line) => (
      <>
        <span className="block font-medium text-gray-800 dark:text-white/90">{line.customerPartyCode}</span>
        <span className="block text-gray-600 text-xs dark:text-gray-400">{line.customerName}</span>
      </>
    ),
  },
  {
    key: 'part',
    header: 'Part',
    sortKey: 'drawingNumber',
    cell: (line) => (
      <>
        <span className="block font-medium text-gray-800 dark:text-white/90">
          #{line.lineNumber} {line.drawingNumber}
        </span>
        <span className="block text-gray-600 text-xs dark:text-gray-400">{line.description}</span>
      </>
    ),
  },
  {
    key: 'pendingQuantity',
    header: 'Pending',
    className: 'whitespace-nowrap text-right tabular-nums',
    cell: (line) => (
      <>
        <span className="block font-medium">{count(line.pendingQuantity)}</span>
        <span className="block text-gray-600 text-xs dark:text-gray-400">of {count(line.quantity)}</span>
      </>
    ),
  },
  {
    key: 'dueDate',
    header: 'Due',
    sortKey: 'dueDate',
    className: 'whitespace-nowrap',
    cell: (line) => (
      <span className="flex items-center gap-2">
        {line.dueDate ? formatDate(line.dueDate) : '—'}
        {line.late && <LateBadge />}
      </span>
    ),
  },
  {
    key: 'machiningHours',
    header: 'Machining (h)',
    className: 'whitespace-nowrap text-right tabular-nums',
    cell: (line) => formatIndianNumber(line.machiningHours, 2),
  },
];

/**
 * `/sales-orders/open-lines`: every line still to dispatch across the confirmed orders, due first,
 * with its pending pieces and the machine hours they take; filtered by customer and lateness,
 * exported as CSV. What the planner works from, and what the dashboard's machining hours count.
 */
export function OpenLinesPage() {
  const params = useListParams({ filters: OPEN_LINE_FILTERS, defaultSortBy: 'dueDate', defaultSortOrder: 'ASC' });
  const list = useResourceList(openLinesResource, params.query);
  const toolbar = useMemo(
    () => (
      <>
        <CustomerFilter params={params} />
        <FilterCheckbox params={params} name="late" label="Late only" />
      </>
    ),
    [params],
  );
  return (
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
  );
}
