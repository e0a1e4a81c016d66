import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useListParams } from '../../components/data-table/use-list-params';
import { useCan } from '../../lib/use-can';
import { useWorkOrderList } from './api';
import { workOrderColumns } from './wo-columns';
import { WORK_ORDER_FILTERS, WorkOrderFilters } from './wo-filters';

/**
 * Work orders: search by number, product or drawing, filter by status and due dates (in the URL),
 * sort, CSV export; each shows whom it is for and how many are left to make.
 */
export function WorkOrdersListPage() {
  const params = useListParams({ filters: WORK_ORDER_FILTERS });
  const list = useWorkOrderList(params.query);
  const canCreate = useCan('work-orders', 'create');
  const columns = useMemo(() => workOrderColumns(), []);
  return (
    <ResourceListPage
      title="Work Orders"
      {...(canCreate ? { addLabel: 'New Work Order', addTo: '/work-orders/new' } : {})}
      searchPlaceholder="Search by WO number, product or drawing..."
      emptyText="No work orders found"
      columns={columns}
      params={params}
      list={list}
      toolbar={<WorkOrderFilters params={params} />}
      exportResource="work-orders"
    />
  );
}
