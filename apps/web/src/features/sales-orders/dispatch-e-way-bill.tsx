import type { SalesOrder } from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { E_WAY_BILL_ACTION, EWayBillPanel } from '../../components/e-way-bill/e-way-bill-panel';
import { formatDate } from '../../lib/format-date';
import { useCan } from '../../lib/use-can';
import { salesOrdersResource } from './api';
import { orderViewPath } from './order-format';

type Dispatch = SalesOrder['dispatches'][number];

/** The search parameters that open a dispatch's e-way bill panel over its order. */
const panelQuery = (dispatch: Dispatch) => `?action=${E_WAY_BILL_ACTION}&dispatch=${encodeURIComponent(dispatch.id)}`;

/** In a dispatch's row: its e-way bill once recorded, and the link that opens the panel. */
export function DispatchEWayBillLink({ dispatch }: { dispatch: Dispatch }) {
  const name = dispatch.challanNumber ?? 'delivery challan';
  return (
    <span className="mt-1 block whitespace-normal text-xs">
      {dispatch.eWayBillNumber && (
        <span className="block text-gray-700 dark:text-gray-300">
          e-Way Bill No.: {dispatch.eWayBillNumber}
          {dispatch.eWayBillValidUntil && (
            <span className="block">valid until {formatDate(dispatch.eWayBillValidUntil)}</span>
          )}
        </span>
      )}
      <Link
        to={panelQuery(dispatch)}
        replace
        aria-label={`e-Way Bill of challan ${name}`}
        className="text-brand-600 hover:underline dark:text-brand-400"
      >
        e-Way Bill
      </Link>
    </span>
  );
}

/**
 * A dispatch's "e-Way Bill" panel over its order (`?action=e-way-bill&dispatch={id}`): the
 * challan's JSON with the transport typed for it (whoever sees the order), and the e-way bill the
 * portal generated, recorded by whoever records dispatches (dispatches: create).
 */
export function DispatchEWayBillPanel({ order }: { order: SalesOrder }) {
  const [params] = useSearchParams();
  const client = useQueryClient();
  const canRecord = useCan('dispatches', 'create');
  const dispatch =
    params.get('action') === E_WAY_BILL_ACTION ? order.dispatches.find((d) => d.id === params.get('dispatch')) : null;
  if (!dispatch) return null;
  const name = dispatch.challanNumber ?? 'delivery challan';
  return (
    <EWayBillPanel
      target={{
        path: `sales-orders/${encodeURIComponent(order.id)}/dispatches/${encodeURIComponent(dispatch.id)}/e-way-bill`,
        history: { entity: 'sales-orders', id: order.id },
        store: (answer) => client.setQueryData(salesOrdersResource.keys.detail(order.id), answer as SalesOrder),
      }}
      what={`challan ${name}`}
      fallbackName={`e-way-bill-${name.replaceAll('/', '-').replaceAll(' ', '-')}.json`}
      recorded={dispatch}
      vehicleReference={dispatch.vehicleReference}
      canRecord={canRecord}
      closeTo={orderViewPath(order.id)}
    />
  );
}
