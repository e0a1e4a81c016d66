import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useListParams } from '../../components/data-table/use-list-params';
import { useCan } from '../../lib/use-can';
import { useBlanketOrderList } from './api';
import { blanketOrderColumns } from './blanket-columns';
import { BLANKET_ORDER_FILTERS, BlanketOrderFilters } from './blanket-filters';

/**
 * Blanket orders: search by number, customer or their order number, filter by status and customer
 * (in the URL), sort, CSV export; each shows its validity and whether an active one has run past it.
 */
export function BlanketOrdersListPage() {
  const params = useListParams({ filters: BLANKET_ORDER_FILTERS });
  const list = useBlanketOrderList(params.query);
  const canCreate = useCan('sales-orders', 'create');
  const columns = useMemo(() => blanketOrderColumns(), []);
  return (
    <ResourceListPage
      title="Blanket Orders"
      {...(canCreate ? { addLabel: 'New Blanket Order', addTo: '/blanket-orders/new' } : {})}
      searchPlaceholder="Search by number, customer or their order number..."
      emptyText="No blanket orders found"
      columns={columns}
      params={params}
      list={list}
      toolbar={<BlanketOrderFilters params={params} />}
      exportResource="blanket-orders"
    />
  );
}
