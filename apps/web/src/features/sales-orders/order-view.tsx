import type { SalesOrder } from '@lathe/shared';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/card';
import { DispatchEWayBillPanel } from './dispatch-e-way-bill';
import { DispatchForm } from './dispatch-form';
import { StatusWithLate } from './order-badges';
import { DispatchHistory, OrderInvoices } from './order-history';
import { OrderLinesTable } from './order-lines-table';
import { OrderSummary } from './order-summary';
import { PlantNeedsTable } from './plant-needs';

/**
 * A confirmed, completed, closed or cancelled order, read-only: its lines cannot change. What
 * can still happen (dispatch, invoice, short-close, cancel) is offered above it.
 */
export function OrderView({
  order,
  actions,
  dispatching,
}: {
  order: SalesOrder;
  actions: ReactNode;
  dispatching: boolean;
}) {
  return (
    <>
      <PageHeader
        title={`Sales Order ${order.orderNumber ?? ''}`.trim()}
        description={<StatusWithLate status={order.status} late={order.late} />}
      />
      <div className="grid grid-cols-1 gap-6">
        {actions}
        {dispatching && <DispatchForm order={order} />}
        <DispatchEWayBillPanel order={order} />
        <OrderSummary order={order} />
        <OrderLinesTable order={order} />
        <PlantNeedsTable order={order} />
        <DispatchHistory order={order} />
        <OrderInvoices order={order} />
      </div>
    </>
  );
}
