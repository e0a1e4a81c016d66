import { deliveryAddressLine, type SalesOrder } from '@lathe/shared';
import type { ReactNode } from 'react';
import { CustomerLink } from '../../components/parties/party-link';
import { useDeliveryAddresses } from '../../components/pickers/delivery-address-options';
import { Card } from '../../components/ui/card';
import { formatDate } from '../../lib/format-date';
import { rupees } from '../../lib/format-figures';
import { ProgressBadge } from './order-badges';

function Item({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2 lg:col-span-4' : undefined}>
      <dt className="text-gray-600 text-xs uppercase tracking-wide dark:text-gray-400">{term}</dt>
      <dd className="mt-1 text-gray-800 text-sm dark:text-white/90">{children}</dd>
    </div>
  );
}

const dateOrDash = (value: string | null) => (value ? formatDate(value) : '—');

/** Why and when an order stopped, for a closed or cancelled one. */
function stoppedText(order: SalesOrder): { term: string; when: string | null } | null {
  if (order.status === 'closed') return { term: 'Short-closed', when: order.closedAt };
  if (order.status === 'cancelled') return { term: 'Cancelled', when: order.cancelledAt };
  return null;
}

/** Where the order's goods go: its delivery address, or the customer's own shipping address. */
function OrderShipTo({ order }: { order: SalesOrder }) {
  const addresses = useDeliveryAddresses(order.deliveryAddressId ? order.customerId : null);
  if (!order.deliveryAddressId) return <>The customer's shipping address</>;
  const address = addresses.data?.find((a) => a.id === order.deliveryAddressId);
  return <>{address ? `${address.label} — ${deliveryAddressLine(address)}` : '…'}</>;
}

/** The order's header: customer, dates, PO, value, progress, notes and, once stopped, why. */
export function OrderSummary({ order }: { order: SalesOrder }) {
  const stopped = stoppedText(order);
  const po = [order.customerPoNumber, order.customerPoDate && `dated ${formatDate(order.customerPoDate)}`]
    .filter(Boolean)
    .join(', ');
  return (
    <Card className="p-5 sm:p-6">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
        <Item term="Customer">
          <span className="font-medium">{order.customerPartyCode}</span> —{' '}
          <CustomerLink id={order.customerId}>{order.customerName}</CustomerLink>
        </Item>
        <Item term="Order Date">{formatDate(order.orderDate)}</Item>
        <Item term="Customer PO">{po || '—'}</Item>
        <Item term="Requested Delivery">{dateOrDash(order.deliveryDate)}</Item>
        <Item term="Value">
          <span className="font-semibold tabular-nums">{rupees(order.totalAmount)}</span>
        </Item>
        <Item term="Dispatched">
          <ProgressBadge progress={order.dispatchStatus} />
        </Item>
        <Item term="Invoiced">
          <ProgressBadge progress={order.invoiceStatus} />
        </Item>
        <Item term="Confirmed On">{dateOrDash(order.confirmedAt)}</Item>
        <Item term="Delivery Address" wide>
          <OrderShipTo order={order} />
        </Item>
        {stopped && (
          <Item term={stopped.term} wide>
            {dateOrDash(stopped.when)}
            {order.statusReason && <span className="block text-gray-700 dark:text-gray-300">{order.statusReason}</span>}
          </Item>
        )}
        {order.notes && (
          <Item term="Notes" wide>
            <span className="whitespace-pre-line">{order.notes}</span>
          </Item>
        )}
      </dl>
    </Card>
  );
}
