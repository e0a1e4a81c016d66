import { SUPPLIER_BILL_STATUS_LABELS, SUPPLIER_BILL_STATUSES } from '@lathe/shared';
import { FilterField, FilterSelect } from '../../components/data-table/filter-select';
import type { ListParams } from '../../components/data-table/use-list-params';
import { DateInput } from '../../components/form/date-input';
import { SupplierFilter } from '../../components/pickers/supplier-filter';

/** The URL keys the list sends as they are; a supplier's or an order's link may name one. */
export const SUPPLIER_BILL_FILTERS = ['status', 'supplierId', 'purchaseOrderId', 'from', 'to'] as const;

/** An inclusive bound of the bill dates, kept in the URL as YYYY-MM-DD. */
function DateFilter({ params, name, label }: { params: ListParams; name: 'from' | 'to'; label: string }) {
  const { filters } = params;
  return (
    <FilterField label={label}>
      {(id) => (
        <DateInput
          id={id}
          value={filters[name] ?? ''}
          min={name === 'to' ? filters.from : undefined}
          max={name === 'from' ? filters.to : undefined}
          onChange={(value) => params.setFilter(name, value || null)}
          className="sm:w-44"
        />
      )}
    </FilterField>
  );
}

/** Status (held for approval among them), supplier and bill dates. */
export function SupplierBillFilters({ params }: { params: ListParams }) {
  return (
    <>
      <FilterSelect params={params} name="status" label="Status" className="sm:w-48">
        <option value="">All statuses</option>
        {SUPPLIER_BILL_STATUSES.map((status) => (
          <option key={status} value={status}>
            {SUPPLIER_BILL_STATUS_LABELS[status]}
          </option>
        ))}
      </FilterSelect>
      <SupplierFilter params={params} />
      <DateFilter params={params} name="from" label="From" />
      <DateFilter params={params} name="to" label="To" />
    </>
  );
}
