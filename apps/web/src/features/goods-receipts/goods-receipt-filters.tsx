import { GOODS_RECEIPT_STATUS_LABELS, GOODS_RECEIPT_STATUSES } from '@lathe/shared';
import { FilterSelect } from '../../components/data-table/filter-select';
import type { ListParams } from '../../components/data-table/use-list-params';

/** The URL keys the list sends as they are; a purchase order's page may link to `?purchaseOrderId=`. */
export const GOODS_RECEIPT_FILTERS = ['status', 'purchaseOrderId', 'supplierId'] as const;

/** Status, and, when a link named one order or supplier, a way back to every receipt. */
export function GoodsReceiptFilters({ params }: { params: ListParams }) {
  const { filters, setFilter } = params;
  const narrowed = filters.purchaseOrderId ? 'purchaseOrderId' : filters.supplierId ? 'supplierId' : null;
  return (
    <>
      <FilterSelect params={params} name="status" label="Status" className="sm:w-40">
        <option value="">All statuses</option>
        {GOODS_RECEIPT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {GOODS_RECEIPT_STATUS_LABELS[status]}
          </option>
        ))}
      </FilterSelect>
      {narrowed && (
        <button
          type="button"
          onClick={() => setFilter(narrowed, null)}
          className="rounded-full bg-brand-50 px-3 py-1 text-brand-700 text-xs hover:bg-brand-100 dark:bg-brand-500/15 dark:text-brand-300"
        >
          {narrowed === 'purchaseOrderId' ? 'One purchase order only' : 'One supplier only'} · Show all
        </button>
      )}
    </>
  );
}
