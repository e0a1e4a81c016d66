import { BOX_STATE_LABELS, BOX_STATES } from '@lathe/shared';
import { FilterSelect, OneRecordChip } from '../../components/data-table/filter-select';
import type { ListParams } from '../../components/data-table/use-list-params';

/** The URL keys the list sends as they are; a link may name a work order, a product or a dispatch. */
export const BOX_FILTERS = ['state', 'workOrderId', 'productId', 'dispatchId'] as const;

/** In the stores or dispatched; a link's narrower filter (one work order, product, dispatch) can be widened again. */
export function BoxFilters({ params }: { params: ListParams }) {
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
      <OneRecordChip params={params} keys={['workOrderId', 'productId', 'dispatchId']} />
    </>
  );
}
