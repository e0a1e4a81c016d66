import type { BlanketOrder, NoteKind, OldPriceBilling } from '@lathe/shared';
import { Link } from 'react-router';
import { newNotePath } from '../../components/notes/invoice-notes';
import { Card } from '../../components/ui/card';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../lib/format-date';
import { count, rupees } from '../../lib/format-figures';
import { useCan } from '../../lib/use-can';

const link = 'text-brand-600 hover:underline dark:text-brand-400';
const figure = `${tdClass} whitespace-nowrap text-right tabular-nums`;
const right = (label: string) => ({ label, align: 'right' as const });

/** The note a difference calls for: a debit note when the price rose, a credit note when it fell. */
const kindOf = (row: OldPriceBilling): NoteKind => (row.difference > 0 ? 'debit' : 'credit');
const KIND_TEXT: Record<NoteKind, string> = { debit: 'Debit note', credit: 'Credit note' };

/** The row's note: the one made (opened for whoever sees notes), or the way to make it (for whoever makes them). */
function NoteCell({ row }: { row: OldPriceBilling }) {
  const canView = useCan('invoices', 'view');
  const canCreate = useCan('invoices', 'create');
  const kind = kindOf(row);
  const words = KIND_TEXT[kind].toLowerCase();
  if (row.noteId) {
    return canView ? (
      <Link to={`/notes/view/${row.noteId}`} className={link}>
        Open the {words}
      </Link>
    ) : (
      <span>Made</span>
    );
  }
  return canCreate ? (
    <Link to={newNotePath(row.invoiceId, kind)} className={link}>
      Make {words}
    </Link>
  ) : (
    <span className="text-gray-600 dark:text-gray-400">Not made yet</span>
  );
}

/**
 * Invoice lines billed at another price than the one in force on their invoice date (a price
 * revised back to a date): the difference before GST, in rupees, and the supplementary note each
 * calls for, made or to make. Nothing when every invoice was billed at its day's price.
 */
export function BilledAtOldPrice({ order }: { order: BlanketOrder }) {
  const canViewInvoices = useCan('invoices', 'view');
  const rows = order.billedAtOldPrice;
  if (rows.length === 0) return null;
  return (
    <Card className="mt-6">
      <section aria-labelledby="blanket-old-price-title">
        <h2 id="blanket-old-price-title" className="px-4 pt-4 font-medium text-gray-800 sm:px-5 dark:text-white/90">
          Billed at the old price
        </h2>
        <p className="px-4 pt-1 text-gray-600 text-sm sm:px-5 dark:text-gray-400">
          Invoice lines billed at another price than the one now in force on their date. Each calls for a supplementary
          note for the difference (before GST): a debit note where the price rose, a credit note where it fell.
        </p>
        <HorizontalScroll label="Billed at the old price">
          <table aria-labelledby="blanket-old-price-title" className="mt-3 w-full min-w-[60rem] text-sm">
            <TableHead
              columns={[
                'Invoice No.',
                'Date',
                'Part',
                right('Qty'),
                right('Billed rate'),
                right('Rate in force'),
                right('Difference'),
                'Calls for',
                'Note',
              ]}
            />
            <tbody className={tbodyClass}>
              {rows.map((row) => (
                <tr key={row.invoiceLineId} aria-label={`Invoice ${row.invoiceNumber}, ${row.drawingNumber}`}>
                  <td className={`${tdClass} whitespace-nowrap font-medium`}>
                    {canViewInvoices ? (
                      <Link to={`/invoices/view/${row.invoiceId}`} className={link}>
                        {row.invoiceNumber}
                      </Link>
                    ) : (
                      row.invoiceNumber
                    )}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatDate(row.invoiceDate)}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{row.drawingNumber}</td>
                  <td className={figure}>{count(row.quantity)}</td>
                  <td className={figure}>{rupees(row.billedRate)}</td>
                  <td className={figure}>{rupees(row.rate)}</td>
                  <td className={`${figure} font-medium`}>{rupees(row.difference)}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{KIND_TEXT[kindOf(row)]}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    <NoteCell row={row} />
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
