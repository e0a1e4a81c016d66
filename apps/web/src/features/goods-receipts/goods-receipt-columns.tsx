import type { GoodsReceiptSummary } from '@lathe/shared';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { SupplierLink } from '../../components/parties/party-link';
import { formatDate } from '../../lib/format-date';
import { GoodsReceiptStatusBadge } from './goods-receipt-status';

const link = 'text-brand-600 hover:underline dark:text-brand-400';

/**
 * The goods receipts list's columns, sortable where GOODS_RECEIPT_SORTABLE allows. The GRN number
 * opens the receipt (a draft, which has none, opens by "Draft").
 */
export function goodsReceiptColumns(): Column<GoodsReceiptSummary>[] {
  return [
    {
      key: 'grnNumber',
      header: 'GRN No.',
      sortKey: 'grnNumber',
      className: 'font-medium whitespace-nowrap',
      cell: (r) => (
        <Link
          to={`/goods-receipts/view/${r.id}`}
          className={r.grnNumber ? link : `${link} italic`}
          {...(r.grnNumber ? {} : { 'aria-label': `Draft goods receipt against ${r.poNumber}` })}
        >
          {r.grnNumber ?? 'Draft'}
        </Link>
      ),
    },
    {
      key: 'receiptDate',
      secondary: true,
      header: 'Date',
      sortKey: 'receiptDate',
      className: 'whitespace-nowrap',
      cell: (r) => formatDate(r.receiptDate),
    },
    {
      key: 'poNumber',
      secondary: true,
      header: 'PO No.',
      className: 'whitespace-nowrap',
      cell: (r) => r.poNumber,
    },
    {
      key: 'supplierName',
      header: 'Supplier',
      sortKey: 'supplierName',
      cell: (r) => (
        <>
          <SupplierLink id={r.supplierId}>{r.supplierName}</SupplierLink>
          {/* A phone reads the order under the supplier, not in a column off the screen. */}
          <span className="mt-0.5 block text-gray-600 text-xs sm:hidden dark:text-gray-400">{r.poNumber}</span>
        </>
      ),
    },
    {
      key: 'supplierInvoiceNumber',
      secondary: true,
      header: 'Supplier Invoice',
      className: 'whitespace-nowrap',
      cell: (r) =>
        r.supplierInvoiceNumber
          ? `${r.supplierInvoiceNumber}${r.supplierInvoiceDate ? ` · ${formatDate(r.supplierInvoiceDate)}` : ''}`
          : '—',
    },
    {
      key: 'status',
      secondary: true,
      header: 'Status',
      sortKey: 'status',
      cell: (r) => <GoodsReceiptStatusBadge status={r.status} />,
    },
  ];
}
