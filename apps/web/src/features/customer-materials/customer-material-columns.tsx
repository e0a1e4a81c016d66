import { type CustomerMaterialSummary, goodsQuantityText } from '@lathe/shared';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { CustomerLink } from '../../components/parties/party-link';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { CustomerMaterialStatusBadge } from './customer-material-status';

const link = 'text-brand-600 hover:underline dark:text-brand-400';

/** The list's columns, sortable where CUSTOMER_MATERIAL_SORTABLE allows; the number opens the receipt. */
export function customerMaterialColumns(): Column<CustomerMaterialSummary>[] {
  return [
    {
      key: 'receiptNumber',
      header: 'Receipt No.',
      sortKey: 'receiptNumber',
      className: 'font-medium whitespace-nowrap',
      cell: (r) => (
        <Link
          to={`/customer-materials/view/${r.id}`}
          className={r.receiptNumber ? link : `${link} italic`}
          {...(r.receiptNumber ? {} : { 'aria-label': `Draft receipt from ${r.customerName}` })}
        >
          {r.receiptNumber ?? 'Draft'}
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
      key: 'customerName',
      header: 'Customer',
      sortKey: 'customerName',
      cell: (r) => <CustomerLink id={r.customerId}>{r.customerName}</CustomerLink>,
    },
    {
      key: 'customerChallanNumber',
      secondary: true,
      header: 'Their challan',
      className: 'whitespace-nowrap',
      cell: (r) => r.customerChallanNumber,
    },
    {
      key: 'totalKg',
      header: 'Weight (kg)',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (r) => goodsQuantityText(r.totalKg),
    },
    {
      key: 'totalBars',
      secondary: true,
      header: 'Bars',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (r) => count(r.totalBars),
    },
    {
      key: 'status',
      secondary: true,
      header: 'Status',
      sortKey: 'status',
      cell: (r) => <CustomerMaterialStatusBadge status={r.status} />,
    },
  ];
}
