import { WORK_ORDER_STATUS_LABELS, WORK_ORDER_STATUSES } from '@lathe/shared';
import { FilterField, FilterSelect } from '../../components/data-table/filter-select';
import type { ListParams } from '../../components/data-table/use-list-params';
import { DateInput } from '../../components/form/date-input';
import { Button } from '../../components/ui/button';

/** The URL keys the list sends as they are; a product's link may name `?productId=`. */
export const WORK_ORDER_FILTERS = ['status', 'productId', 'dueFrom', 'dueTo'] as const;

/** A day of the due-date range, kept in the URL (yyyy-MM-dd), typed as dd/mm/yyyy. */
function DueDay({ params, name, label }: { params: ListParams; name: 'dueFrom' | 'dueTo'; label: string }) {
  return (
    <FilterField label={label}>
      {(id) => (
        <DateInput
          id={id}
          value={params.filters[name] ?? ''}
          onChange={(value) => params.setFilter(name, value || null)}
          className="w-40"
        />
      )}
    </FilterField>
  );
}

/** Status, and when the work orders are due; one product's, when a link asked for it. */
export function WorkOrderFilters({ params }: { params: ListParams }) {
  return (
    <>
      <FilterSelect params={params} name="status" label="Status" className="sm:w-44">
        <option value="">All statuses</option>
        {WORK_ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {WORK_ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </FilterSelect>
      <DueDay params={params} name="dueFrom" label="Due from" />
      <DueDay params={params} name="dueTo" label="to" />
      {params.filters.productId && (
        <Button variant="ghost" onClick={() => params.setFilter('productId', null)}>
          One product only · show all
        </Button>
      )}
    </>
  );
}
