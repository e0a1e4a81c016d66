import { CUSTOMER_MATERIAL_STATUS_LABELS, CUSTOMER_MATERIAL_STATUSES } from '@lathe/shared';
import { useMemo } from 'react';
import { FilterSelect } from '../../components/data-table/filter-select';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useListParams } from '../../components/data-table/use-list-params';
import { CustomerFilter } from '../../components/pickers/customer-filter';
import { useCan } from '../../lib/use-can';
import { useCustomerMaterialList } from './api';
import { customerMaterialColumns } from './customer-material-columns';

const FILTERS = ['status', 'customerId'] as const;

/** Customers' free-issue material: search, status and customer filters (in the URL), sort, CSV export. */
export function CustomerMaterialsListPage() {
  const params = useListParams({ filters: FILTERS });
  const list = useCustomerMaterialList(params.query);
  const canCreate = useCan('goods-receipts', 'create');
  const columns = useMemo(() => customerMaterialColumns(), []);
  return (
    <ResourceListPage
      title="Customer Material"
      {...(canCreate ? { addLabel: 'Receive Material', addTo: '/customer-materials/new' } : {})}
      searchPlaceholder="Search by receipt number, customer or their challan..."
      emptyText="No customer material received"
      columns={columns}
      params={params}
      list={list}
      toolbar={
        <>
          <FilterSelect params={params} name="status" label="Status" className="sm:w-40">
            <option value="">All statuses</option>
            {CUSTOMER_MATERIAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {CUSTOMER_MATERIAL_STATUS_LABELS[status]}
              </option>
            ))}
          </FilterSelect>
          <CustomerFilter params={params} />
        </>
      }
      exportResource="customer-materials"
    />
  );
}
