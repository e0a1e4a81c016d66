import { SALES_ORDER_FLOW, type SalesOrder } from '@lathe/shared';
import { useParams, useSearchParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { RecordHistory } from '../../components/history/record-history';
import { PageHeader } from '../../components/ui/card';
import { useResourceItem } from '../../lib/resource-hooks';
import { useOffered } from '../../lib/use-can';
import { salesOrdersResource } from './api';
import { OrderActions } from './order-actions';
import { StatusWithLate } from './order-badges';
import { SalesOrderForm } from './order-form';
import { OrderView } from './order-view';
import { ReasonDialog } from './reason-dialog';

/** `/sales-orders/new`: an empty draft. */
export function NewSalesOrderPage() {
  return (
    <>
      <PageHeader title="New Sales Order" />
      <SalesOrderForm />
    </>
  );
}

/** The step `?action=` opens, when the order allows it now and the user may take it. */
function useOpenStep(order: SalesOrder) {
  const [searchParams] = useSearchParams();
  const offered = useOffered(SALES_ORDER_FLOW, order);
  const action = searchParams.get('action');
  if (action !== 'dispatch' && action !== 'close' && action !== 'cancel') return null;
  return offered(action) ? action : null;
}

/** A loaded order: a draft is edited; any other status is shown read-only. */
function OrderPage({ order }: { order: SalesOrder }) {
  const step = useOpenStep(order);
  const actions = <OrderActions order={order} />;
  return (
    <>
      {order.status === 'draft' ? (
        <>
          <PageHeader title="Edit Sales Order" description={<StatusWithLate status={order.status} late={false} />} />
          <div className="grid grid-cols-1 gap-6">
            {actions}
            <SalesOrderForm order={order} />
          </div>
        </>
      ) : (
        <OrderView order={order} actions={actions} dispatching={step === 'dispatch'} />
      )}
      <RecordHistory entity="sales-orders" id={order.id} />
      {(step === 'close' || step === 'cancel') && <ReasonDialog key={step} order={order} step={step} />}
    </>
  );
}

/** `/sales-orders/edit/:id`: loads the order (spinner, or "Sales order not found" with a way back). */
export function SalesOrderEditPage() {
  const { id } = useParams();
  const order = useResourceItem(salesOrdersResource, id);
  return (
    <LoadState
      query={order}
      notFoundText="Sales order not found"
      backTo="/sales-orders"
      backLabel="Back to Sales Orders"
    >
      {(loaded) => <OrderPage order={loaded} />}
    </LoadState>
  );
}
