import type { SalesOrderSummary } from '@lathe/shared';
import { ListChecks } from 'lucide-react';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useEntityDelete } from '../../components/data-table/use-entity-delete';
import { useListParams } from '../../components/data-table/use-list-params';
import { ButtonLink } from '../../components/ui/button';
import { useResourceList } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { salesOrdersResource } from './api';
import { salesOrderColumns } from './columns';
import { ORDER_FILTERS, OrderListFilters } from './list-filters';

/**
 * Sales orders: search by number, customer or PO; filter by status, customer and lateness
 * (in the URL); sort; export; drafts are edited or deleted, the rest open read-only.
 */
export function SalesOrdersListPage() {
  const params = useListParams({ filters: ORDER_FILTERS });
  const list = useResourceList(salesOrdersResource, params.query);
  const canCreate = useCan('sales-orders', 'create');
  const canEdit = useCan('sales-orders', 'edit');
  const canDelete = useCan('sales-orders', 'delete');
  const deleteOrder = useEntityDelete(salesOrdersResource, 'sales order');
  const columns = useMemo(
    () => salesOrderColumns(canEdit, canDelete ? (o) => void deleteOrder(o.id) : undefined),
    [deleteOrder, canEdit, canDelete],
  );

  return (
    <ResourceListPage<SalesOrderSummary>
      title="Sales Orders"
      {...(canCreate ? { addLabel: 'New Sales Order', addTo: '/sales-orders/new' } : {})}
      searchPlaceholder="Search by number, customer or PO..."
      emptyText="No sales orders found"
      columns={columns}
      params={params}
      list={list}
      toolbar={<OrderListFilters params={params} />}
      exportResource="sales-orders"
      headerActions={
        <ButtonLink to="/sales-orders/open-lines" variant="secondary">
          <ListChecks aria-hidden="true" className="size-4" />
          Open order lines
        </ButtonLink>
      }
    />
  );
}
