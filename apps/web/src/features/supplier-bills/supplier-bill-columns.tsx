import type { SupplierBillSummary } from '@lathe/shared';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { SupplierLink } from '../../components/parties/party-link';
import { formatDate } from '../../lib/format-date';
import { rupees } from '../../lib/format-figures';
import { SupplierBillStatusBadge } from './supplier-bill-badges';

const link = 'text-brand-600 hover:underline dark:text-brand-400';

/** The supplier bills list's columns, sortable where SUPPLIER_BILL_SORTABLE allows; the number opens the bill. */
export function supplierBillColumns(): Column<SupplierBillSummary>[] {
  return [
    {
      key: 'billNumber',
      header: 'Bill No.',
      sortKey: 'billNumber',
      className: 'font-medium whitespace-nowrap',
      cell: (b) => (
        <Link
          to={`/supplier-bills/view/${b.id}`}
          className={b.billNumber ? link : `${link} italic`}
          {...(b.billNumber ? {} : { 'aria-label': `Draft bill from ${b.supplierName}` })}
        >
          {b.billNumber ?? 'Draft'}
        </Link>
      ),
    },
    {
      key: 'billDate',
      secondary: true,
      header: 'Date',
      sortKey: 'billDate',
      className: 'whitespace-nowrap',
      cell: (b) => formatDate(b.billDate),
    },
    {
      key: 'supplierName',
      header: 'Supplier',
      sortKey: 'supplierName',
      cell: (b) => (
        <>
          {b.supplierCode && <span className="font-medium">{b.supplierCode} </span>}
          <SupplierLink id={b.supplierId} plainClassName="text-gray-600 dark:text-gray-400">
            {b.supplierName}
          </SupplierLink>
          <span className="mt-0.5 block text-gray-600 text-xs dark:text-gray-400">
            Invoice {b.supplierInvoiceNumber}
          </span>
        </>
      ),
    },
    {
      key: 'status',
      secondary: true,
      header: 'Status',
      sortKey: 'status',
      cell: (b) => (
        <>
          <SupplierBillStatusBadge status={b.status} />
          {b.status === 'held' && (
            <span className="mt-0.5 block text-amber-800 text-xs dark:text-amber-300">
              {b.mismatchCount} {b.mismatchCount === 1 ? 'mismatch' : 'mismatches'}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'dueDate',
      secondary: true,
      header: 'Due',
      sortKey: 'dueDate',
      className: 'whitespace-nowrap',
      cell: (b) => (b.dueDate ? formatDate(b.dueDate) : '—'),
    },
    {
      key: 'grandTotal',
      secondary: true,
      header: 'Total',
      sortKey: 'grandTotal',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (b) => rupees(b.grandTotal),
    },
    {
      key: 'owed',
      secondary: true,
      header: 'Owed',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (b) => (b.status === 'draft' || b.status === 'cancelled' ? '—' : rupees(b.owed)),
    },
  ];
}
