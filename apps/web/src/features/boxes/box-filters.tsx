import { BOX_STATE_LABELS, BOX_STATES } from '@lathe/shared';
import { FilterSelect } from '../../components/data-table/filter-select';
import type { ListParams } from '../../components/data-table/use-list-params';

/** The URL keys the list sends as they are; a link may name a work order, a product or a dispatch. */
export const BOX_FILTERS = ['state', 'workOrderId', 'productId', 'dispatchId'] as const;

/** In the stores or dispatched; a link's narrower filter (one work order, product, dispatch) can be widened again. */
export function BoxFilters({ params }: { params: ListParams }) {
  const { filters, setFilter } = params;
  const narrowed = (['workOrderId', 'productId', 'dispatchId'] as const).filter((key) => filters[key]);
  return (
    <>
      <FilterSelect params={params} name="state" label="State" className="sm:w-40">
        <option value="">All boxes</option>
        {BOX_STATES.map((state) => (
          <option key={state} value={state}>
            {BOX_STATE_LABELS[state]}
          </option>
        ))}
      </FilterSelect>
      {narrowed.length > 0 && (
        <button
          type="button"
          onClick={() => {
            for (const key of narrowed) setFilter(key, null);
          }}
          className="rounded-full bg-brand-50 px-3 py-1 text-brand-700 text-xs hover:bg-brand-100 dark:bg-brand-500/15 dark:text-brand-300"
        >
          One record only · Show all
        </button>
      )}
    </>
  );
}
