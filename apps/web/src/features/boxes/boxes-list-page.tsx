import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useListParams } from '../../components/data-table/use-list-params';
import { useBoxesList } from './api';
import { boxColumns } from './box-columns';
import { BOX_FILTERS, BoxFilters } from './box-filters';

/**
 * Packed boxes, newest first: search by box code (or its digits), work order, part or challan;
 * filter by in the stores or dispatched (in the URL); CSV export. Boxes are packed from their
 * work order's page, and dispatched by scanning them on the dispatch form.
 */
export function BoxesListPage() {
  const params = useListParams({ filters: BOX_FILTERS });
  const list = useBoxesList(params.query);
  const columns = useMemo(() => boxColumns(), []);
  return (
    <ResourceListPage
      title="Boxes"
      searchPlaceholder="Search by box code, work order, part or challan..."
      emptyText="No boxes found"
      columns={columns}
      params={params}
      list={list}
      toolbar={<BoxFilters params={params} />}
      exportResource="boxes"
    />
  );
}
