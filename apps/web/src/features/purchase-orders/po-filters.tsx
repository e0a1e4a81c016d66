import { PURCHASE_ORDER_STATUS_LABELS, PURCHASE_ORDER_STATUSES } from '@lathe/shared';
import { FilterSelect } from '../../components/data-table/filter-select';
import type { ListParams } from '../../components/data-table/use-list-params';
import { SupplierFilter } from '../../components/pickers/supplier-filter';

/** The URL keys the list sends as they are; a supplier's link may name `?supplierId=`. */
export const PURCHASE_ORDER_FILTERS = ['status', 'supplierId'] as const;

/** Status and supplier. */
export function PurchaseOrderFilters({ params }: { params: ListParams }) {
  return (
    <>
      <FilterSelect params={params} name="status" label="Status" className="sm:w-44">
        <option value="">All statuses</option>
        {PURCHASE_ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {PURCHASE_ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </FilterSelect>
      <SupplierFilter params={params} />
    </>
  );
}
