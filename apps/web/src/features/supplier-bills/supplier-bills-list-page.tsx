import { Landmark } from 'lucide-react';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useListParams } from '../../components/data-table/use-list-params';
import { ButtonLink } from '../../components/ui/button';
import { useCan } from '../../lib/use-can';
import { useSupplierBillList } from './api';
import { supplierBillColumns } from './supplier-bill-columns';
import { SUPPLIER_BILL_FILTERS, SupplierBillFilters } from './supplier-bill-filters';

/**
 * Supplier bills: search by our number, the supplier's invoice number, the supplier or the PO;
 * filter by status (held for approval among them), supplier and dates; sort; CSV export.
 */
export function SupplierBillsListPage() {
  const params = useListParams({ filters: SUPPLIER_BILL_FILTERS });
  const list = useSupplierBillList(params.query);
  const canCreate = useCan('supplier-bills', 'create');
  const columns = useMemo(() => supplierBillColumns(), []);
  return (
    <ResourceListPage
      title="Supplier Bills"
      {...(canCreate ? { addLabel: 'New Supplier Bill', addTo: '/supplier-bills/new' } : {})}
      searchPlaceholder="Search by bill, invoice or PO number, or supplier..."
      emptyText="No supplier bills found"
      columns={columns}
      params={params}
      list={list}
      toolbar={<SupplierBillFilters params={params} />}
      exportResource="supplier-bills"
      headerActions={
        <ButtonLink to="/gst/gstr-2b" variant="secondary">
          <Landmark aria-hidden="true" className="size-4" />
          GSTR-2B reconciliation
        </ButtonLink>
      }
    />
  );
}
