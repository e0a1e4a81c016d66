import { type QuotationSummary, quotationReference } from '@lathe/shared';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { CustomerLink } from '../../components/parties/party-link';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { ExpiredBadge, QuotationStatusBadge } from './quotation-badges';

const link = 'text-brand-600 hover:underline dark:text-brand-400';

/**
 * The quotations list's columns, sortable where QUOTATION_SORTABLE allows. The number opens the
 * quotation, with its revision ("QT/2026-27/0004 Rev 1"); an enquiry never sent, which has none,
 * opens by "Draft".
 */
export function quotationColumns(): Column<QuotationSummary>[] {
  return [
    {
      key: 'quotationNumber',
      header: 'Quotation No.',
      sortKey: 'quotationNumber',
      className: 'font-medium whitespace-nowrap',
      cell: (q) => {
        const reference = quotationReference(q);
        return (
          <Link
            to={`/quotations/view/${q.id}`}
            className={reference ? link : `${link} italic`}
            {...(reference ? {} : { 'aria-label': `Draft quotation to ${q.customerName}` })}
          >
            {reference ?? 'Draft'}
          </Link>
        );
      },
    },
    {
      key: 'quotationDate',
      secondary: true,
      header: 'Date',
      sortKey: 'quotationDate',
      className: 'whitespace-nowrap',
      cell: (q) => formatDate(q.quotationDate),
    },
    {
      key: 'customerName',
      header: 'Customer',
      sortKey: 'customerName',
      cell: (q) => (
        <>
          <span className="font-medium">{q.customerPartyCode} </span>
          <CustomerLink id={q.customerId} plainClassName="text-gray-600 dark:text-gray-400">
            {q.customerName}
          </CustomerLink>
        </>
      ),
    },
    {
      key: 'enquiryReference',
      secondary: true,
      header: 'Enquiry ref.',
      className: 'whitespace-nowrap',
      cell: (q) => q.enquiryReference ?? '—',
    },
    {
      key: 'validUntil',
      secondary: true,
      header: 'Valid until',
      sortKey: 'validUntil',
      className: 'whitespace-nowrap',
      cell: (q) => (
        <span className="inline-flex items-center gap-2">
          {formatDate(q.validUntil)}
          {q.expired && <ExpiredBadge />}
        </span>
      ),
    },
    {
      key: 'lineCount',
      secondary: true,
      header: 'Lines',
      className: 'text-right tabular-nums',
      cell: (q) => count(q.lineCount),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (q) => <QuotationStatusBadge status={q.status} />,
    },
  ];
}
