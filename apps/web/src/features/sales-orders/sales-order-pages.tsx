import { SALES_ORDER_FLOW, type SalesOrder } from '@lathe/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { RecordHistory } from '../../components/history/record-history';
import { PageHeader } from '../../components/ui/card';
import { useResourceItem } from '../../lib/resource-hooks';
import { useOffered } from '../../lib/use-can';
import { salesOrdersResource } from './api';
import { OrderActions } from './order-actions';
import { StatusWithLate } from './order-badges';
import { SalesOrderForm } from './order-form';
import { orderViewPath } from './order-format';
import { OrderView } from './order-view';
import { PlantNeedsTable } from './plant-needs';
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

/** The draft's form, with what can be done to it (delete) above and the plant's needs, as saved, below. */
function DraftPage({ order }: { order: SalesOrder }) {
  return (
    <>
      <PageHeader title="Edit Sales Order" description={<StatusWithLate status={order.status} late={false} />} />
      <div className="grid grid-cols-1 gap-6">
        <OrderActions order={order} />
        <SalesOrderForm order={order} />
        <PlantNeedsTable order={order} />
      </div>
      <RecordHistory entity="sales-orders" id={order.id} />
    </>
  );
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

/** Loads the order by the path's id (spinner, or "Sales order not found" with a way back). */
function LoadedOrder({ children }: { children: (order: SalesOrder) => ReactNode }) {
  const { id } = useParams();
  const order = useResourceItem(salesOrdersResource, id);
  return (
    <LoadState
      query={order}
      notFoundText="Sales order not found"
      backTo="/sales-orders"
      backLabel="Back to Sales Orders"
    >
      {children}
    </LoadState>
  );
}

/** `/sales-orders/edit/:id`: a draft's form; any other order moves to its read-only page, keeping `?action=`. */
export function SalesOrderEditPage() {
  const { search } = useLocation();
  return (
    <LoadedOrder>
      {(order) =>
        order.status === 'draft' ? (
          <DraftPage order={order} />
        ) : (
          <Navigate to={`${orderViewPath(order.id)}${search}`} replace />
        )
      }
    </LoadedOrder>
  );
}

/** `/sales-orders/view/:id`: the order read-only, for whoever may view orders (sales-orders: view). */
export function SalesOrderViewPage() {
  return <LoadedOrder>{(order) => <ReadOnlyPage order={order} />}</LoadedOrder>;
}
