import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useListParams } from '../../components/data-table/use-list-params';
import { useInspectionsList } from './api';
import { inspectionColumns } from './inspection-columns';
import { INSPECTION_FILTERS, InspectionFilters } from './inspection-filters';

/**
 * First-piece and pre-dispatch inspections, newest first: search by drawing, product, work order
 * or challan; filter by kind, result and dates (in the URL); CSV export. An inspection is recorded
 * from its work order or from the sales order's dispatch.
 */
export function InspectionsListPage() {
  const params = useListParams({ filters: INSPECTION_FILTERS, defaultSortBy: 'inspectedOn' });
  const list = useInspectionsList(params.query);
  const columns = useMemo(() => inspectionColumns(), []);
  return (
    <ResourceListPage
      title="Inspections"
      searchPlaceholder="Search by drawing, product, work order or challan..."
      emptyText="No inspections found"
      columns={columns}
      params={params}
      list={list}
      toolbar={<InspectionFilters params={params} />}
      exportResource="inspections"
      rowClassName={(row) => (row.result === 'fail' ? 'bg-red-50/60 dark:bg-red-500/5' : undefined)}
    />
  );
}
