import type { WorkOrderSummary } from '@lathe/shared';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { CustomerLink } from '../../components/parties/party-link';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { WorkOrderStatusBadge } from './wo-status';

const link = 'text-brand-600 hover:underline dark:text-brand-400';
const figure = 'whitespace-nowrap text-right tabular-nums';

/** Whom the pieces are for: the customer and the sales order, or stock. */
export function ForWhom({
  order,
}: {
  order: Pick<WorkOrderSummary, 'salesOrderId' | 'salesOrderNumber' | 'customerId' | 'customerName'>;
}) {
  if (!order.salesOrderId) return <span className="text-gray-600 dark:text-gray-400">For stock</span>;
  return (
    <>
      {order.customerId ? (
        <CustomerLink id={order.customerId} className="block">
          {order.customerName ?? '—'}
        </CustomerLink>
      ) : (
        <span className="block">{order.customerName ?? '—'}</span>
      )}
      <Link to={`/sales-orders/view/${order.salesOrderId}`} className={`block text-xs ${link}`}>
        {order.salesOrderNumber ?? 'Sales order'}
      </Link>
    </>
  );
}

/**
 * The work orders list's columns, sortable where WORK_ORDER_SORTABLE allows. The number opens the
 * work order (a draft, which has none, opens by "Draft").
 */
export function workOrderColumns(): Column<WorkOrderSummary>[] {
  return [
    {
      key: 'woNumber',
      header: 'WO No.',
      sortKey: 'woNumber',
      className: 'font-medium whitespace-nowrap',
      cell: (o) => (
        <Link
          to={`/work-orders/view/${o.id}`}
          className={o.woNumber ? link : `${link} italic`}
          {...(o.woNumber ? {} : { 'aria-label': `Draft work order for ${o.productDescription}` })}
        >
          {o.woNumber ?? 'Draft'}
        </Link>
      ),
    },
    {
      key: 'woDate',
      secondary: true,
      header: 'Date',
      sortKey: 'woDate',
      className: 'whitespace-nowrap',
      cell: (o) => formatDate(o.woDate),
    },
    {
      key: 'productDescription',
      header: 'Product',
      sortKey: 'productDescription',
      cell: (o) => (
        <>
          <span className="block">{o.productDescription}</span>
          {o.drawingNumber && <span className="block text-gray-600 text-xs dark:text-gray-400">{o.drawingNumber}</span>}
        </>
      ),
    },
    { key: 'for', secondary: true, header: 'For', cell: (o) => <ForWhom order={o} /> },
    {
      key: 'quantity',
      secondary: true,
      header: 'Quantity',
      className: figure,
      cell: (o) => count(o.quantity),
    },
    { key: 'goodQuantity', secondary: true, header: 'Good', className: figure, cell: (o) => count(o.goodQuantity) },
    { key: 'leftToMake', header: 'Left to make', className: figure, cell: (o) => count(o.leftToMake) },
    {
      key: 'dueDate',
      header: 'Due',
      sortKey: 'dueDate',
      className: 'whitespace-nowrap',
      cell: (o) => formatDate(o.dueDate),
    },
    {
      key: 'status',
      secondary: true,
      header: 'Status',
      sortKey: 'status',
      cell: (o) => <WorkOrderStatusBadge status={o.status} />,
    },
  ];
}
