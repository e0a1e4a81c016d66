import type { BlanketOrder } from '@lathe/shared';
import type { ReactNode } from 'react';
import { CustomerLink } from '../../components/parties/party-link';
import { Card } from '../../components/ui/card';
import { formatDate } from '../../lib/format-date';
import { ExpiredBadge } from './blanket-badges';

function Item({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2 lg:col-span-4' : undefined}>
      <dt className="text-gray-600 text-xs uppercase tracking-wide dark:text-gray-400">{term}</dt>
      <dd className="mt-1 text-gray-800 text-sm dark:text-white/90">{children}</dd>
    </div>
  );
}

/** Why and when the order stopped, for a closed or cancelled one. */
function stopped(order: BlanketOrder): { term: string; when: string | null } | null {
  if (order.status === 'closed') return { term: 'Closed', when: order.closedAt };
  if (order.status === 'cancelled') return { term: 'Cancelled', when: order.cancelledAt };
  return null;
}

/**
 * The order's header card: its number, the customer, their order number and date, the validity
 * (with "Expired" once an active order has run past it), the terms and remarks, and once stopped,
 * when and why.
 */
export function BlanketSummary({ order }: { order: BlanketOrder }) {
  const stop = stopped(order);
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-4 font-semibold text-gray-800 text-lg dark:text-white/90">
        Blanket Order {order.blanketNumber ?? '(draft)'}
      </h2>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
        <Item term="Blanket order no.">{order.blanketNumber ?? 'Draft'}</Item>
        <Item term="Customer">
          <span className="font-medium">{order.customerPartyCode}</span> —{' '}
          <CustomerLink id={order.customerId}>{order.customerName}</CustomerLink>
          {order.customerGstin && (
            <span className="block text-gray-600 text-xs dark:text-gray-400">GSTIN {order.customerGstin}</span>
          )}
        </Item>
        <Item term="Customer's order">
          {order.customerPoNumber}
          {order.customerPoDate && <span> dated {formatDate(order.customerPoDate)}</span>}
        </Item>
        <Item term="Valid">
          <span className="inline-flex flex-wrap items-center gap-2">
            {formatDate(order.validFrom)} to {formatDate(order.validTo)}
            {order.expired && <ExpiredBadge />}
          </span>
        </Item>
        <Item term="Payment terms">{order.paymentTerms ?? '—'}</Item>
        <Item term="Activated on">{order.activatedAt ? formatDate(order.activatedAt) : '—'}</Item>
        {stop && (
          <Item term={stop.term} wide>
            {stop.when ? formatDate(stop.when) : '—'}
            {order.statusReason && <span className="block text-gray-700 dark:text-gray-300">{order.statusReason}</span>}
          </Item>
        )}
        {order.remarks && (
          <Item term="Remarks" wide>
            <span className="whitespace-pre-line">{order.remarks}</span>
          </Item>
        )}
      </dl>
    </Card>
  );
}
