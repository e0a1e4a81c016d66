import { INSPECTION_KIND_LABELS, INSPECTION_KINDS, INSPECTION_RESULT_LABELS, INSPECTION_RESULTS } from '@lathe/shared';
import { FilterField, FilterSelect, OneRecordChip } from '../../components/data-table/filter-select';
import type { ListParams } from '../../components/data-table/use-list-params';
import { DateInput } from '../../components/form/date-input';

/** The URL keys the list sends as they are; a link may name a product, work order, dispatch or sales order. */
export const INSPECTION_FILTERS = [
  'kind',
  'result',
  'from',
  'to',
  'productId',
  'workOrderId',
  'dispatchId',
  'salesOrderId',
] as const;

/** An inclusive day bound of the list, kept in the URL as YYYY-MM-DD. */
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

/** Kind, result and a date range; a link's narrower filter (one product, work order, order) can be widened again. */
export function InspectionFilters({ params }: { params: ListParams }) {
  return (
    <>
      <FilterSelect params={params} name="kind" label="Kind" className="sm:w-48">
        <option value="">All kinds</option>
        {INSPECTION_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {INSPECTION_KIND_LABELS[kind]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect params={params} name="result" label="Result" className="sm:w-32">
        <option value="">All</option>
        {INSPECTION_RESULTS.map((result) => (
          <option key={result} value={result}>
            {INSPECTION_RESULT_LABELS[result]}
          </option>
        ))}
      </FilterSelect>
      <DateFilter params={params} name="from" label="From" />
      <DateFilter params={params} name="to" label="To" />
      <OneRecordChip params={params} keys={['productId', 'workOrderId', 'dispatchId', 'salesOrderId']} />
    </>
  );
}
