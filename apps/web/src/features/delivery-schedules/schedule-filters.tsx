import { clsx } from 'clsx';
import { FilterField } from '../../components/data-table/filter-select';
import type { ListParams } from '../../components/data-table/use-list-params';
import { inputClass } from '../../components/form/field-styles';
import { CustomerFilter } from '../../components/pickers/customer-filter';
import { isMonth } from './schedule-format';

/** The URL keys the list sends as they are: a customer's schedules, a month's. */
export const SCHEDULE_FILTERS = ['customerId', 'month'] as const;

/** A month, kept in the URL as yyyy-mm; cleared, every month (or `fallback`, shown while the URL names none). */
export function MonthFilter({ params, fallback }: { params: ListParams; fallback?: string }) {
  return (
    <FilterField label="Month">
      {(id) => (
        <input
          id={id}
          type="month"
          placeholder="yyyy-mm"
          value={params.filters.month ?? fallback ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            if (value === '' || isMonth(value)) params.setFilter('month', value || null);
          }}
          className={clsx(inputClass(false), 'sm:w-48')}
        />
      )}
    </FilterField>
  );
}

/** Customer and month. */
export function ScheduleFilters({ params }: { params: ListParams }) {
  return (
    <>
      <CustomerFilter params={params} />
      <MonthFilter params={params} />
    </>
  );
}
