import { SALES_ORDER_FLOW, type SalesOrder } from '@lathe/shared';
import { useSearchParams } from 'react-router';
import { RecordHistory } from '../../components/history/record-history';
import { useOffered } from '../../lib/use-can';
import { LoadedOrder } from './loaded-order';
import { OrderActions } from './order-actions';
import { OrderView } from './order-view';
import { ReasonDialog } from './reason-dialog';

/** The step `?action=` opens, when the order allows it now and the user may take it. */
function useOpenStep(order: SalesOrder) {
  const [searchParams] = useSearchParams();
  const offered = useOffered(SALES_ORDER_FLOW, order);
  const action = searchParams.get('action');
  if (action !== 'dispatch' && action !== 'close' && action !== 'cancel') return null;
  return offered(action) ? action : null;
}

/** Any order read-only, with the steps the user may take on it now (a draft's edit among them). */
function ReadOnlyPage({ order }: { order: SalesOrder }) {
  const step = useOpenStep(order);
  return (
    <>
      <OrderView order={order} actions={<OrderActions order={order} editLink />} dispatching={step === 'dispatch'} />
      <RecordHistory entity="sales-orders" id={order.id} />
      {(step === 'close' || step === 'cancel') && <ReasonDialog key={step} order={order} step={step} />}
    </>
  );
}

/** `/sales-orders/view/:id`: the order read-only, for whoever may view orders (sales-orders: view). */
export function SalesOrderViewPage() {
  return <LoadedOrder>{(order) => <ReadOnlyPage order={order} />}</LoadedOrder>;
}
