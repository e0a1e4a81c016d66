import { NOTE_KIND_LABELS, type NoteSummary } from '@lathe/shared';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { NoteStatusBadge } from '../../components/notes/note-status';
import { CustomerLink } from '../../components/parties/party-link';
import { formatDate } from '../../lib/format-date';
import { rupees } from '../../lib/format-figures';

const link = 'text-brand-600 hover:underline dark:text-brand-400';
/** "credit note", as a sentence names it. */
const kindNoun = (n: NoteSummary) => NOTE_KIND_LABELS[n.kind].toLowerCase();

/**
 * The notes list's columns, sortable where NOTE_SORTABLE allows. The note's number opens it (a
 * draft, which has none, opens by "Draft"); the invoice's number opens the invoice.
 */
export function noteColumns(): Column<NoteSummary>[] {
  return [
    {
      key: 'noteNumber',
      header: 'Note No.',
      sortKey: 'noteNumber',
      className: 'font-medium whitespace-nowrap',
      cell: (n) => (
        <>
          <Link
            to={`/notes/view/${n.id}`}
            className={n.noteNumber ? link : `${link} italic`}
            {...(n.noteNumber ? {} : { 'aria-label': `Draft ${kindNoun(n)} for ${n.invoiceNumber}` })}
          >
            {n.noteNumber ?? 'Draft'}
          </Link>
          {/* A phone reads the kind under the number, not in a column off the screen. */}
          <span className="mt-0.5 block font-normal text-gray-600 text-xs sm:hidden dark:text-gray-400">
            {NOTE_KIND_LABELS[n.kind]}
          </span>
        </>
      ),
    },
    {
      key: 'kind',
      secondary: true,
      header: 'Kind',
      className: 'whitespace-nowrap',
      cell: (n) => NOTE_KIND_LABELS[n.kind],
    },
    {
      key: 'noteDate',
      secondary: true,
      header: 'Date',
      sortKey: 'noteDate',
      className: 'whitespace-nowrap',
      cell: (n) => formatDate(n.noteDate),
    },
    {
      key: 'invoiceNumber',
      secondary: true,
      header: 'Invoice No.',
      className: 'whitespace-nowrap',
      cell: (n) => (
        <Link to={`/invoices/view/${n.invoiceId}`} className={link}>
          {n.invoiceNumber}
        </Link>
      ),
    },
    {
      key: 'customerName',
      header: 'Customer',
      sortKey: 'customerName',
      cell: (n) => (
        <>
          <span className="font-medium">{n.customerPartyCode}</span>{' '}
          <CustomerLink id={n.customerId} plainClassName="text-gray-600 dark:text-gray-400">
            {n.customerName}
          </CustomerLink>
          {/* A phone shows the value here, beside whom it is for, not in a column off the screen. */}
          <span className="mt-0.5 block font-medium tabular-nums sm:hidden">{rupees(n.grandTotal)}</span>
        </>
      ),
    },
    {
      key: 'grandTotal',
      secondary: true,
      header: 'Value',
      sortKey: 'grandTotal',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (n) => rupees(n.grandTotal),
    },
    {
      key: 'status',
      secondary: true,
      header: 'Status',
      sortKey: 'status',
      cell: (n) => <NoteStatusBadge status={n.status} />,
    },
  ];
}
