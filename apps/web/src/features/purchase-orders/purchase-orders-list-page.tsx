import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useListParams } from '../../components/data-table/use-list-params';
import { useCan } from '../../lib/use-can';
import { usePurchaseOrderList } from './api';
import { purchaseOrderColumns } from './po-columns';
import { PURCHASE_ORDER_FILTERS, PurchaseOrderFilters } from './po-filters';

/**
 * Purchase orders: search by number or supplier, filter by status and supplier (in the URL),
 * sort, CSV export; each shows how many of its lines have come in.
 */
export function PurchaseOrdersListPage() {
  const params = useListParams({ filters: PURCHASE_ORDER_FILTERS });
  const list = usePurchaseOrderList(params.query);
  const canCreate = useCan('purchase-orders', 'create');
  const columns = useMemo(() => purchaseOrderColumns(), []);
  return (
    <ResourceListPage
      title="Purchase Orders"
      {...(canCreate ? { addLabel: 'New Purchase Order', addTo: '/purchase-orders/new' } : {})}
      searchPlaceholder="Search by PO number or supplier..."
      emptyText="No purchase orders found"
      columns={columns}
      params={params}
      list={list}
      toolbar={<PurchaseOrderFilters params={params} />}
      exportResource="purchase-orders"
    />
  );
}
