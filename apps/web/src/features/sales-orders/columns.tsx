import { SALES_ORDER_FLOW, type SalesOrderSummary, startsFrom } from '@lathe/shared';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { RowActions } from '../../components/data-table/row-actions';
import type { Column } from '../../components/data-table/types';
import { CustomerLink } from '../../components/parties/party-link';
import { ButtonLink } from '../../components/ui/button';
import { formatDate } from '../../lib/format-date';
import { rupees } from '../../lib/format-figures';
import { Muted, ProgressBadge, StatusWithLate } from './order-badges';
import { orderEditPath, orderViewPath } from './order-format';

/** The row's name in tooltips: its number, or "draft for …" before it has one. */
const orderLabel = (o: SalesOrderSummary) => o.orderNumber ?? `draft for ${o.customerPartyCode}`;

/** A draft is edited by whoever may edit orders; every other order, and a draft for anyone else, opens read-only. */
function OrderActions({
  order,
  canEdit,
  onDelete,
}: {
  order: SalesOrderSummary;
  canEdit: boolean;
  onDelete?: (() => void) | undefined;
}) {
  const label = orderLabel(order);
  if (canEdit && startsFrom(SALES_ORDER_FLOW, 'edit', order.status)) {
    return <RowActions label={label} editTo={orderEditPath(order.id)} onDelete={onDelete} />;
  }
  return (
    <div className="flex items-center gap-1">
      <ButtonLink
        to={orderViewPath(order.id)}
        variant="ghost"
        aria-label="Open"
        title={`Open ${label}`}
        className="px-2 py-2"
      >
        <Eye aria-hidden="true" className="size-4" />
      </ButtonLink>
      {onDelete && <RowActions label={label} onDelete={onDelete} />}
    </div>
  );
}

/** The sales order list's columns; `onDelete` is left out for users who may not delete. */
export function salesOrderColumns(
  canEdit: boolean,
  onDelete?: (order: SalesOrderSummary) => void,
): Column<SalesOrderSummary>[] {
  return [
    {
      key: 'orderNumber',
      header: 'Order #',
      sortKey: 'orderNumber',
      className: 'whitespace-nowrap font-medium',
      cell: (o) =>
        o.orderNumber ? (
          <Link to={orderViewPath(o.id)} className="text-brand-600 hover:underline dark:text-brand-400">
            {o.orderNumber}
          </Link>
        ) : (
          <Muted>Draft</Muted>
        ),
    },
    {
      key: 'orderDate',
      secondary: true,
      header: 'Order Date',
      sortKey: 'orderDate',
      className: 'whitespace-nowrap',
      cell: (o) => formatDate(o.orderDate),
    },
    {
      key: 'customer',
      header: 'Customer',
      sortKey: 'customerName',
      cell: (o) => (
        <>
          <span className="block font-medium text-gray-800 dark:text-white/90">{o.customerPartyCode}</span>
          <CustomerLink id={o.customerId} className="block text-xs" plainClassName="text-gray-600 dark:text-gray-400">
            {o.customerName}
          </CustomerLink>
        </>
      ),
    },
    { key: 'customerPoNumber', secondary: true, header: 'Customer PO' },
    {
      key: 'deliveryDate',
      secondary: true,
      header: 'Delivery Date',
      sortKey: 'deliveryDate',
      className: 'whitespace-nowrap',
      cell: (o) => (o.deliveryDate ? formatDate(o.deliveryDate) : null),
    },
    {
      key: 'totalAmount',
      header: 'Value',
      sortKey: 'totalAmount',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (o) => rupees(o.totalAmount),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (o) => <StatusWithLate status={o.status} late={o.late} />,
    },
    {
      key: 'dispatchStatus',
      secondary: true,
      header: 'Dispatched',
      cell: (o) => <ProgressBadge progress={o.dispatchStatus} />,
    },
    {
      key: 'invoiceStatus',
      secondary: true,
      header: 'Invoiced',
      cell: (o) => <ProgressBadge progress={o.invoiceStatus} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (o) => (
        <OrderActions
          order={o}
          canEdit={canEdit}
          onDelete={onDelete && startsFrom(SALES_ORDER_FLOW, 'delete', o.status) ? () => onDelete(o) : undefined}
        />
      ),
    },
  ];
}
