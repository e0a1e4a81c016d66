import { Scale } from 'lucide-react';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useListParams } from '../../components/data-table/use-list-params';
import { ButtonLink } from '../../components/ui/button';
import { useCan } from '../../lib/use-can';
import { useSupplierPaymentsList } from './api';
import { paymentColumns } from './payment-columns';
import { PAYMENT_FILTERS, PaymentFilters } from './payment-filters';

/**
 * `/supplier-payments`: payments to suppliers, newest first: search by number, supplier or
 * reference; filter by supplier, days and an advance still open; CSV export. "Record Payment"
 * for whoever may; the ageing of what is owed beside it.
 */
export function SupplierPaymentsListPage() {
  const params = useListParams({ filters: PAYMENT_FILTERS });
  const list = useSupplierPaymentsList(params.query);
  const columns = useMemo(() => paymentColumns(), []);
  const canCreate = useCan('supplier-payments', 'create');
  return (
    <ResourceListPage
      title="Supplier Payments"
      searchPlaceholder="Search by payment number, supplier or reference..."
      emptyText="No supplier payments found"
      columns={columns}
      params={params}
      list={list}
      toolbar={<PaymentFilters params={params} />}
      exportResource="supplier-payments"
      headerActions={
        <ButtonLink to="/payables/ageing" variant="secondary">
          <Scale aria-hidden="true" className="size-4" />
          Payables Ageing
        </ButtonLink>
      }
      {...(canCreate ? { addLabel: 'Record Payment', addTo: '/supplier-payments/new' } : {})}
    />
  );
}
