import type { ControlPlanSummary } from '@lathe/shared';
import { Link } from 'react-router';
import { FilterSelect } from '../../components/data-table/filter-select';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import type { Column } from '../../components/data-table/types';
import { useListParams } from '../../components/data-table/use-list-params';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { useControlPlansList } from './api';

const link = 'text-brand-600 hover:underline dark:text-brand-400';

const COLUMNS: Column<ControlPlanSummary>[] = [
  {
    key: 'drawingNumber',
    header: 'Drawing #',
    sortKey: 'drawingNumber',
    className: 'font-medium whitespace-nowrap',
    cell: (row) => (
      <Link to={`/control-plans/${row.productId}`} className={link} aria-label={`Control plan of ${row.drawingNumber}`}>
        {row.drawingNumber}
      </Link>
    ),
  },
  { key: 'productDescription', header: 'Description', sortKey: 'productDescription' },
  { key: 'partyCode', header: 'Party Code', sortKey: 'partyCode', secondary: true },
  {
    key: 'revision',
    header: 'Plan',
    className: 'whitespace-nowrap',
    cell: (row) =>
      row.hasPlan ? `Rev ${row.revision}` : <span className="text-gray-600 dark:text-gray-400">No plan yet</span>,
  },
  {
    key: 'revisedOn',
    header: 'Revised On',
    secondary: true,
    className: 'whitespace-nowrap',
    cell: (row) => (row.revisedOn ? formatDate(row.revisedOn) : '—'),
  },
  {
    key: 'characteristicCount',
    header: 'Characteristics',
    className: 'text-right tabular-nums',
    cell: (row) => (row.hasPlan ? count(row.characteristicCount) : '—'),
  },
];

/**
 * `/control-plans`: every product with its control plan's revision, revision date and how many
 * characteristics it lists, or "No plan yet"; search by drawing, description or party code,
 * filter by whether it has a plan. A drawing number opens the plan (or starts one).
 */
export function ControlPlansListPage() {
  const params = useListParams({ filters: ['plan'] as const, defaultSortBy: 'drawingNumber', defaultSortOrder: 'ASC' });
  const list = useControlPlansList(params.query);
  return (
    <ResourceListPage
      title="Control Plans"
      searchPlaceholder="Search by drawing, description or party code..."
      emptyText="No products found"
      columns={COLUMNS}
      params={params}
      list={list}
      rowKey={(row) => row.productId}
      toolbar={
        <FilterSelect params={params} name="plan" label="Plan" className="sm:w-44">
          <option value="">All products</option>
          <option value="with">With a plan</option>
          <option value="without">Without a plan</option>
        </FilterSelect>
      }
    />
  );
}
