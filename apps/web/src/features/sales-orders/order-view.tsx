import type { SalesOrder } from '@lathe/shared';
import { DispatchEWayBillPanel } from './dispatch-e-way-bill';
import { DispatchForm } from './dispatch-form';
import { DispatchHistory, OrderInvoices } from './order-history';
import { OrderLinesTable } from './order-lines-table';
import { OrderSummary } from './order-summary';
import { PlantNeedsTable } from './plant-needs';

/**
 * An order's sections under its heading and buttons, read-only: its lines cannot change once it is
 * confirmed. The dispatch form opens above them (`dispatching`), then the e-way bill panel, the
 * order's summary, lines, plant needs, dispatches and invoices.
 */
export function OrderView({ order, dispatching }: { order: SalesOrder; dispatching: boolean }) {
  return (
    <>
      {dispatching && <DispatchForm order={order} />}
      <DispatchEWayBillPanel order={order} />
      <OrderSummary order={order} />
      <OrderLinesTable order={order} />
      <PlantNeedsTable order={order} />
      <DispatchHistory order={order} />
      <OrderInvoices order={order} />
    </>
  );
}
