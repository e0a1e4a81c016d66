import type { SalesOrder } from '@lathe/shared';
import { useSearchParams } from 'react-router';
import { DocumentViewPage } from '../../components/document/document-view-page';
import { useOffered } from '../../lib/use-can';
import { OrderView } from './order-view';
import { salesOrderScreens } from './sales-order-screens';

/** The dispatch form, opened by `?action=dispatch` where the flow offers the order a dispatch by this user. */
function OrderSections({ order }: { order: SalesOrder }) {
  const [searchParams] = useSearchParams();
  const offered = useOffered(salesOrderScreens.flow, order);
  return <OrderView order={order} dispatching={searchParams.get('action') === 'dispatch' && offered('dispatch')} />;
}

/**
 * `/sales-orders/view/:id`: any order read-only for whoever may view orders (sales-orders: view),
 * with the steps the user may take on it now (a draft's edit among them), the step `?action=` opens,
 * and its history.
 */
export function SalesOrderViewPage() {
  return <DocumentViewPage screens={salesOrderScreens}>{(order) => <OrderSections order={order} />}</DocumentViewPage>;
}
