import type { PurchaseOrderSummary } from '@lathe/shared';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { SupplierLink } from '../../components/parties/party-link';
import { formatDate } from '../../lib/format-date';
import { count, rupees } from '../../lib/format-figures';
import { PurchaseOrderStatusBadge } from './po-badges';

const link = 'text-brand-600 hover:underline dark:text-brand-400';

/** "2 of 3 lines in": how far the goods have come, counted in whole lines; nothing for a draft. */
export function receivedText(order: Pick<PurchaseOrderSummary, 'status' | 'lineCount' | 'linesReceived'>) {
  if (order.status === 'draft') return '—';
  return `${count(order.linesReceived)} of ${count(order.lineCount)} ${order.lineCount === 1 ? 'line' : 'lines'} in`;
}

/**
 * The purchase orders list's columns, sortable where PURCHASE_ORDER_SORTABLE allows. The order's
 * number opens it (a draft, which has none, opens by "Draft").
 */
export function purchaseOrderColumns(): Column<PurchaseOrderSummary>[] {
  return [
    {
      key: 'poNumber',
      header: 'PO No.',
      sortKey: 'poNumber',
      className: 'font-medium whitespace-nowrap',
      cell: (o) => (
        <Link
          to={`/purchase-orders/view/${o.id}`}
          className={o.poNumber ? link : `${link} italic`}
          {...(o.poNumber ? {} : { 'aria-label': `Draft purchase order to ${o.supplierName}` })}
        >
          {o.poNumber ?? 'Draft'}
        </Link>
      ),
    },
    {
      key: 'poDate',
      secondary: true,
      header: 'Date',
      sortKey: 'poDate',
      className: 'whitespace-nowrap',
      cell: (o) => formatDate(o.poDate),
    },
    {
      key: 'supplierName',
      header: 'Supplier',
      sortKey: 'supplierName',
      cell: (o) => (
        <>
          {o.supplierCode && <span className="font-medium">{o.supplierCode} </span>}
          <SupplierLink id={o.supplierId} plainClassName="text-gray-600 dark:text-gray-400">
            {o.supplierName}
          </SupplierLink>
          {/* A phone shows the value here, beside whom it is for, not in a column off the screen. */}
          <span className="mt-0.5 block font-medium tabular-nums sm:hidden">{rupees(o.grandTotal)}</span>
        </>
      ),
    },
    {
      key: 'status',
      secondary: true,
      header: 'Status',
      sortKey: 'status',
      cell: (o) => <PurchaseOrderStatusBadge status={o.status} />,
    },
    {
      key: 'grandTotal',
      secondary: true,
      header: 'Total',
      sortKey: 'grandTotal',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (o) => rupees(o.grandTotal),
    },
    {
      key: 'received',
      secondary: true,
      header: 'Received',
      className: 'whitespace-nowrap',
      cell: (o) => receivedText(o),
    },
  ];
}
