import {
  fromPaise,
  type Invoice,
  type ListResult,
  MAX_PAGE_SIZE,
  NOTE_KIND_LABELS,
  type NoteKind,
  type NoteSummary,
  REPORTED_INVOICE_STATUSES,
  sumPaise,
  toPaise,
} from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { FileMinus, FilePlus } from 'lucide-react';
import { Link } from 'react-router';
import { api } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { rupees } from '../../lib/format-figures';
import { useCan } from '../../lib/use-can';
import { ButtonLink } from '../ui/button';
import { Card } from '../ui/card';
import { HorizontalScroll } from '../ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../ui/table-cells';
import { TableHead } from '../ui/table-head';
import { NoteStatusBadge } from './note-status';

/*
 * What an invoice's page shows of its credit and debit notes (the notes feature owns their
 * screens): the buttons that start one, and the notes raised against it.
 */

/** An invoice that stands (issued, however far paid) takes credit and debit notes. */
const takesNotes = (invoice: Pick<Invoice, 'status'>) =>
  (REPORTED_INVOICE_STATUSES as readonly string[]).includes(invoice.status);

/** Where a new note against the invoice starts. */
export const newNotePath = (invoiceId: string, kind: NoteKind) =>
  `/notes/new?invoiceId=${encodeURIComponent(invoiceId)}&kind=${kind}`;

/**
 * "Credit Note" and "Debit Note", for whoever makes invoices, on an invoice that stands. A credit
 * note takes off what is still due, so a paid invoice offers none (the server would refuse it).
 */
export function RaiseNoteButtons({ invoice }: { invoice: Pick<Invoice, 'id' | 'status' | 'balanceDue'> }) {
  const canCreate = useCan('invoices', 'create');
  if (!canCreate || !takesNotes(invoice)) return null;
  return (
    <>
      {invoice.balanceDue > 0 && (
        <ButtonLink to={newNotePath(invoice.id, 'credit')} variant="secondary">
          <FileMinus aria-hidden="true" className="size-4" />
          Credit Note
        </ButtonLink>
      )}
      <ButtonLink to={newNotePath(invoice.id, 'debit')} variant="secondary">
        <FilePlus aria-hidden="true" className="size-4" />
        Debit Note
      </ButtonLink>
    </>
  );
}

/** `GET notes?invoiceId=`: every note against the invoice (a page holds them all), oldest first. */
const invoiceNotesQuery = (invoiceId: string) => ({
  invoiceId,
  page: 1,
  limit: MAX_PAGE_SIZE,
  sortBy: 'noteDate',
  sortOrder: 'ASC',
});

/** Keyed under the notes' lists, so any change to a note refreshes it. */
export function useInvoiceNotes(invoiceId: string, enabled = true) {
  const query = invoiceNotesQuery(invoiceId);
  return useQuery({
    queryKey: ['notes', 'list', query],
    queryFn: ({ signal }) => api.get<ListResult<NoteSummary>>('notes', query, signal),
    enabled,
  });
}

/** What the issued notes of one kind change on the invoice, in rupees. */
const issuedTotal = (notes: readonly NoteSummary[], kind: NoteKind) =>
  fromPaise(
    sumPaise(notes.filter((note) => note.kind === kind && note.status === 'issued').map((n) => toPaise(n.grandTotal))),
  );

/**
 * "Credit and debit notes" on the invoice's page, when it has any: each note's number (to its
 * page), kind, date, value and status, and what the issued ones change. Never printed.
 */
export function InvoiceNotes({ invoice }: { invoice: Pick<Invoice, 'id' | 'status'> }) {
  const notes = useInvoiceNotes(invoice.id, invoice.status !== 'draft');
  const rows = notes.data?.data ?? [];
  if (rows.length === 0) return null;
  const credited = issuedTotal(rows, 'credit');
  const debited = issuedTotal(rows, 'debit');
  return (
    <Card className="mt-6 print:hidden">
      <section aria-labelledby="invoice-notes-title" className="grid gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="invoice-notes-title" className="font-semibold text-gray-800 text-lg dark:text-white/90">
            Credit and debit notes
          </h2>
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-2">
              <dt className="text-gray-600 dark:text-gray-400">Credited</dt>
              <dd className="font-medium text-gray-800 tabular-nums dark:text-white/90">{rupees(credited)}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-gray-600 dark:text-gray-400">Debited</dt>
              <dd className="font-medium text-gray-800 tabular-nums dark:text-white/90">{rupees(debited)}</dd>
            </div>
          </dl>
        </div>
        <HorizontalScroll label="Credit and debit notes">
          <table className="min-w-full">
            <caption className="sr-only">Credit and debit notes</caption>
            <TableHead columns={['Note No.', 'Kind', 'Date', { label: 'Value', align: 'right' }, 'Status']} />
            <tbody className={tbodyClass}>
              {rows.map((note) => (
                <tr key={note.id}>
                  <td className={`${tdClass} whitespace-nowrap font-medium`}>
                    <Link to={`/notes/view/${note.id}`} className="text-brand-600 hover:underline dark:text-brand-400">
                      {note.noteNumber ?? 'Draft'}
                    </Link>
                  </td>
                  <td className={tdClass}>{NOTE_KIND_LABELS[note.kind]}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatDate(note.noteDate)}</td>
                  <td className={`${tdClass} whitespace-nowrap text-right tabular-nums`}>{rupees(note.grandTotal)}</td>
                  <td className={tdClass}>
                    <NoteStatusBadge status={note.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </HorizontalScroll>
      </section>
    </Card>
  );
}
