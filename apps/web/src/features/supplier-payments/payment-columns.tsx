import { PAYMENT_MODE_LABELS, type SupplierPaymentSummary } from '@lathe/shared';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { formatDate } from '../../lib/format-date';
import { rupees } from '../../lib/format-figures';

const link = 'text-brand-600 hover:underline dark:text-brand-400';
const money = 'whitespace-nowrap text-right tabular-nums';

/** The payments list's columns: number, date, supplier, mode and reference, amount, set against bills, advance open. */
export function paymentColumns(): Column<SupplierPaymentSummary>[] {
  return [
    {
      key: 'paymentNumber',
      header: 'Payment',
      sortKey: 'paymentNumber',
      className: 'font-medium whitespace-nowrap',
      cell: (p) => (
        <Link to={`/supplier-payments/view/${p.id}`} className={link}>
          {p.paymentNumber}
        </Link>
      ),
    },
    {
      key: 'paymentDate',
      header: 'Date',
      sortKey: 'paymentDate',
      className: 'whitespace-nowrap',
      cell: (p) => formatDate(p.paymentDate),
    },
    {
      key: 'supplierName',
      header: 'Supplier',
      sortKey: 'supplierName',
      cell: (p) => (
        <>
          <span className="font-medium">{p.supplierName}</span>
          {p.supplierCode && <span className="block text-gray-600 text-xs dark:text-gray-400">{p.supplierCode}</span>}
        </>
      ),
    },
    {
      key: 'mode',
      header: 'Mode',
      secondary: true,
      cell: (p) => (
        <>
          {PAYMENT_MODE_LABELS[p.mode]}
          {p.reference && <span className="block text-gray-600 text-xs dark:text-gray-400">{p.reference}</span>}
        </>
      ),
    },
    { key: 'amount', header: 'Amount', sortKey: 'amount', className: money, cell: (p) => rupees(p.amount) },
    {
      key: 'allocatedAmount',
      header: 'Against Bills',
      secondary: true,
      className: money,
      cell: (p) => rupees(p.allocatedAmount),
    },
    {
      key: 'advance',
      header: 'Advance Open',
      className: money,
      cell: (p) => (p.advance > 0 ? <span className="font-medium">{rupees(p.advance)}</span> : '—'),
    },
  ];
}
