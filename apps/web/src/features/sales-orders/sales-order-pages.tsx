import type { SalesOrder } from '@lathe/shared';
import { Navigate, useLocation } from 'react-router';
import { RecordHistory } from '../../components/history/record-history';
import { PageHeader } from '../../components/ui/card';
import { LoadedOrder } from './loaded-order';
import { OrderActions } from './order-actions';
import { StatusWithLate } from './order-badges';
import { SalesOrderForm } from './order-form';
import { orderViewPath } from './order-format';
import { PlantNeedsTable } from './plant-needs';

/*
 * The order's form pages: a new draft and a draft's edit. The read-only page (with dispatches,
 * e-way bills and PDI reports) is a chunk of its own, sales-order-view-page.tsx, so neither screen
 * loads the other's code.
 */

/** `/sales-orders/new`: an empty draft. */
export function NewSalesOrderPage() {
  return (
    <>
      <PageHeader title="New Sales Order" />
      <SalesOrderForm />
    </>
  );
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
