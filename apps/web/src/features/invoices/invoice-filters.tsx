import { INVOICE_DISPLAY_STATUSES } from '@lathe/shared';
import { FilterCheckbox } from '../../components/data-table/filter-checkbox';
import { FilterSelect } from '../../components/data-table/filter-select';
import type { ListParams } from '../../components/data-table/use-list-params';
import { CustomerFilter } from '../../components/pickers/customer-filter';
import { INVOICE_STATUS_LABELS } from './invoice-status';

/** The URL keys the list sends as they are; the dashboard links to `?overdue=true`, `?outstanding=true` and `?month=yyyy-MM`. */
export const INVOICE_FILTERS = ['status', 'customerId', 'overdue', 'outstanding', 'month', 'salesOrderId'] as const;

/** "November 2026" for `2026-11`. */
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Status (overdue included), customer, "Overdue only" and, when a sales order linked here, that order. */
export function InvoiceFilters({ params }: { params: ListParams }) {
  const { filters, setFilter } = params;
  return (
    <>
      <FilterSelect params={params} name="status" label="Status">
        <option value="">All statuses</option>
        {INVOICE_DISPLAY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {INVOICE_STATUS_LABELS[status]}
          </option>
        ))}
      </FilterSelect>
      <CustomerFilter params={params} />
      <FilterCheckbox params={params} name="overdue" label="Overdue only" />
      <FilterCheckbox params={params} name="outstanding" label="Still to collect" />
      {filters.month && (
        <button
          type="button"
          onClick={() => setFilter('month', null)}
          className="rounded-full bg-brand-50 px-3 py-1 text-brand-700 text-xs hover:bg-brand-100 dark:bg-brand-500/15 dark:text-brand-300"
        >
          Sales of {monthName(filters.month)} · Show all
        </button>
      )}
      {filters.salesOrderId && (
        <button
          type="button"
          onClick={() => setFilter('salesOrderId', null)}
          className="rounded-full bg-brand-50 px-3 py-1 text-brand-700 text-xs hover:bg-brand-100 dark:bg-brand-500/15 dark:text-brand-300"
        >
          One sales order only · Show all
        </button>
      )}
    </>
  );
}
