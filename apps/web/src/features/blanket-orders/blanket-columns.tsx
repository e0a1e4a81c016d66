import type { BlanketOrderSummary } from '@lathe/shared';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { CustomerLink } from '../../components/parties/party-link';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { BlanketOrderStatusBadge, ExpiredBadge } from './blanket-badges';

const link = 'text-brand-600 hover:underline dark:text-brand-400';

/**
 * The blanket orders list's columns, sortable where BLANKET_ORDER_SORTABLE allows. The number opens
 * the order (a draft, which has none, opens by "Draft").
 */
export function blanketOrderColumns(): Column<BlanketOrderSummary>[] {
  return [
    {
      key: 'blanketNumber',
      header: 'Blanket Order No.',
      sortKey: 'blanketNumber',
      className: 'font-medium whitespace-nowrap',
      cell: (o) => (
        <Link
          to={`/blanket-orders/view/${o.id}`}
          className={o.blanketNumber ? link : `${link} italic`}
          {...(o.blanketNumber ? {} : { 'aria-label': `Draft blanket order for ${o.customerName}` })}
        >
          {o.blanketNumber ?? 'Draft'}
        </Link>
      ),
    },
    {
      key: 'customerName',
      header: 'Customer',
      sortKey: 'customerName',
      cell: (o) => (
        <>
          <span className="font-medium">{o.customerPartyCode} </span>
          <CustomerLink id={o.customerId} plainClassName="text-gray-600 dark:text-gray-400">
            {o.customerName}
          </CustomerLink>
        </>
      ),
    },
    {
      key: 'customerPoNumber',
      secondary: true,
      header: "Customer's Order No.",
      sortKey: 'customerPoNumber',
      className: 'whitespace-nowrap',
      cell: (o) => o.customerPoNumber,
    },
    {
      key: 'validFrom',
      secondary: true,
      header: 'Valid From',
      sortKey: 'validFrom',
      className: 'whitespace-nowrap',
      cell: (o) => formatDate(o.validFrom),
    },
    {
      key: 'validTo',
      secondary: true,
      header: 'Valid To',
      sortKey: 'validTo',
      className: 'whitespace-nowrap',
      cell: (o) => formatDate(o.validTo),
    },
    {
      key: 'lineCount',
      secondary: true,
      header: 'Lines',
      className: 'text-right tabular-nums',
      cell: (o) => count(o.lineCount),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (o) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <BlanketOrderStatusBadge status={o.status} />
          {o.expired && <ExpiredBadge />}
        </span>
      ),
    },
  ];
}
