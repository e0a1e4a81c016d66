import { BLANKET_ORDER_STATUS_LABELS, BLANKET_ORDER_STATUSES } from '@lathe/shared';
import { FilterSelect } from '../../components/data-table/filter-select';
import type { ListParams } from '../../components/data-table/use-list-params';
import { CustomerFilter } from '../../components/pickers/customer-filter';

/** The URL keys the list sends as they are; a customer's link may name `?customerId=`. */
export const BLANKET_ORDER_FILTERS = ['status', 'customerId'] as const;

/** Status and customer. */
export function BlanketOrderFilters({ params }: { params: ListParams }) {
  return (
    <>
      <FilterSelect params={params} name="status" label="Status" className="sm:w-44">
        <option value="">All statuses</option>
        {BLANKET_ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {BLANKET_ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </FilterSelect>
      <CustomerFilter params={params} />
    </>
  );
}
