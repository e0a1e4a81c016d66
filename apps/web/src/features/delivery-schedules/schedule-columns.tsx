import { type DeliveryScheduleSummary, monthName } from '@lathe/shared';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { CustomerLink } from '../../components/parties/party-link';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { revisionLabel } from './schedule-format';

const link = 'text-brand-600 hover:underline dark:text-brand-400';
const figure = 'whitespace-nowrap text-right tabular-nums';

/** The delivery schedules list's columns: the month opens the schedule, the release order its order. */
export function scheduleColumns(): Column<DeliveryScheduleSummary>[] {
  return [
    {
      key: 'month',
      header: 'Month',
      sortKey: 'month',
      className: 'font-medium whitespace-nowrap',
      cell: (s) => (
        <Link
          to={`/delivery-schedules/view/${s.id}`}
          className={link}
          aria-label={`${monthName(s.month)}, ${s.customerName}`}
        >
          {monthName(s.month)}
        </Link>
      ),
    },
    {
      key: 'customerName',
      header: 'Customer',
      sortKey: 'customerName',
      cell: (s) => (
        <>
          <span className="font-medium">{s.customerPartyCode} </span>
          <CustomerLink id={s.customerId} plainClassName="text-gray-600 dark:text-gray-400">
            {s.customerName}
          </CustomerLink>
        </>
      ),
    },
    { key: 'revision', header: 'Revision', className: 'whitespace-nowrap', cell: (s) => revisionLabel(s.revision) },
    {
      key: 'receivedOn',
      header: 'Received On',
      secondary: true,
      className: 'whitespace-nowrap',
      cell: (s) => formatDate(s.receivedOn),
    },
    {
      key: 'firmUntil',
      header: 'Firm Until',
      secondary: true,
      className: 'whitespace-nowrap',
      cell: (s) => formatDate(s.firmUntil),
    },
    { key: 'lineCount', header: 'Lines', secondary: true, className: figure, cell: (s) => count(s.lineCount) },
    { key: 'scheduled', header: 'Scheduled', className: figure, cell: (s) => count(s.scheduled) },
    { key: 'dispatched', header: 'Dispatched', secondary: true, className: figure, cell: (s) => count(s.dispatched) },
    {
      key: 'releaseOrder',
      header: 'Release Order',
      secondary: true,
      className: 'whitespace-nowrap',
      cell: (s) =>
        s.releaseOrder ? (
          <Link to={`/sales-orders/view/${s.releaseOrder.id}`} className={link}>
            {s.releaseOrder.orderNumber ?? 'Draft'}
          </Link>
        ) : (
          '—'
        ),
    },
  ];
}
