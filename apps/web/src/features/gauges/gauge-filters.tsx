import { GAUGE_STATE_LABELS, GAUGE_STATES, GAUGE_TYPES } from '@lathe/shared';
import { FilterSelect } from '../../components/data-table/filter-select';
import type { ListParams } from '../../components/data-table/use-list-params';

/** The URL keys the list sends as they are: today's state and the type. */
export const GAUGE_FILTERS = ['state', 'type'] as const;

/** State today and type (the offered types, and one typed of its own when a link names it). */
export function GaugeFilters({ params }: { params: ListParams }) {
  const chosenType = params.filters.type;
  const types: readonly string[] =
    chosenType && !(GAUGE_TYPES as readonly string[]).includes(chosenType) ? [...GAUGE_TYPES, chosenType] : GAUGE_TYPES;
  return (
    <>
      <FilterSelect params={params} name="state" label="State" className="sm:w-40">
        <option value="">All states</option>
        {GAUGE_STATES.map((state) => (
          <option key={state} value={state}>
            {GAUGE_STATE_LABELS[state]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect params={params} name="type" label="Type" className="sm:w-48">
        <option value="">All types</option>
        {types.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </FilterSelect>
    </>
  );
}
