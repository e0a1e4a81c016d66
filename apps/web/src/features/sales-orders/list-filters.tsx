import { SALES_ORDER_STATUSES } from '@lathe/shared';
import { FilterCheckbox } from '../../components/data-table/filter-checkbox';
import { FilterSelect } from '../../components/data-table/filter-select';
import type { ListParams } from '../../components/data-table/use-list-params';
import { CustomerFilter } from '../../components/pickers/customer-filter';
import { statusLabel } from './order-badges';

/** The list's filters as URL parameters; the dashboard links to `?status=confirmed`, `?late=true` and `?due=week`. */
export const ORDER_FILTERS = ['status', 'customerId', 'late', 'due'] as const;

/** Status, customer (searched by party code) and "Late only", kept in the URL. */
export function OrderListFilters({ params }: { params: ListParams }) {
  return (
    <>
      <FilterSelect params={params} name="status" label="Status">
        <option value="">All statuses</option>
        {SALES_ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </FilterSelect>
      <CustomerFilter params={params} />
      <FilterCheckbox params={params} name="late" label="Late only" />
      <FilterCheckbox params={params} name="due" value="week" label="Due this week" />
    </>
  );
}
