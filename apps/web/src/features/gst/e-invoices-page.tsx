import { type EInvoiceCheck, type EInvoiceCheckRow, todayIn } from '@lathe/shared';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { PeriodDay } from '../../components/form/period-day';
import { Alert } from '../../components/ui/alert';
import { Card, PageHeader } from '../../components/ui/card';
import { DownloadButton } from '../../components/ui/download-button';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../lib/format-date';
import { rupees } from '../../lib/format-figures';
import { useEInvoiceCheck } from './api';

/** This month so far, India time: what the page shows until another period is chosen. */
function monthToDate() {
  const today = todayIn();
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** An invoice opens on its page, a note on its own. */
const pathOf = (row: EInvoiceCheckRow) => (row.type === 'INV' ? `/invoices/view/${row.id}` : `/notes/view/${row.id}`);

function CheckTable({ check }: { check: EInvoiceCheck }) {
  if (check.documents.length === 0) {
    return (
      <p className="p-5 text-gray-600 text-sm dark:text-gray-400">No issued B2B invoices or notes in this period</p>
    );
  }
  return (
    <HorizontalScroll label="Invoices of the period">
      <table className="min-w-full">
        <caption className="sr-only">Issued B2B invoices and notes of the period and their e-invoices</caption>
        <TableHead
          columns={['Document No.', 'Date', 'Customer', { label: 'Value', align: 'right' }, 'IRN', 'e-Invoice']}
        />
        <tbody className={tbodyClass}>
          {check.documents.map((row) => (
            <tr key={row.id}>
              <td className={`${tdClass} whitespace-nowrap`}>
                <Link to={pathOf(row)} className="text-brand-600 hover:underline dark:text-brand-400">
                  {row.number}
                </Link>
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>{formatDate(row.date)}</td>
              <td className={tdClass}>
                {row.customerName}
                <span className="block text-gray-600 text-xs dark:text-gray-400">{row.customerGstin}</span>
              </td>
              <td className={`${tdClass} whitespace-nowrap text-right tabular-nums`}>{rupees(row.grandTotal)}</td>
              <td className={`${tdClass} whitespace-nowrap`}>
                {row.irn ? (
                  <span title={row.irn}>Recorded</span>
                ) : (
                  <span className="text-amber-700 dark:text-amber-400">Pending</span>
                )}
              </td>
              <td className={tdClass}>
                {row.problems.length === 0 ? (
                  <span className="inline-flex items-center gap-1.5 text-green-700 dark:text-green-400">
                    <CircleCheck aria-hidden="true" className="size-4" />
                    Ready
                  </span>
                ) : (
                  <ul className="space-y-1 text-red-700 text-sm dark:text-red-400">
                    {row.problems.map((problem) => (
                      <li key={problem} className="flex gap-1.5">
                        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                        {problem}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}

/**
 * `/gst/e-invoices?from=&to=`: the period's issued B2B invoices and notes, each ready for the Invoice
 * Registration Portal or with what keeps it from it, and the one JSON file of them all for the
 * portal's bulk upload (offered only when every one is ready).
 */
export function EInvoicesPage() {
  const [params] = useSearchParams();
  const fallback = monthToDate();
  const period = { from: params.get('from') || fallback.from, to: params.get('to') || fallback.to };
  const check = useEInvoiceCheck(period);
  const documents = check.data?.documents ?? [];
  const unready = documents.filter((row) => row.problems.length > 0).length;
  return (
    <>
      <PageHeader
        title="e-Invoices"
        description={`Issued B2B invoices and notes dated ${formatDate(period.from)} to ${formatDate(period.to)}`}
        actions={
          documents.length > 0 &&
          unready === 0 && (
            <DownloadButton
              path="gst/e-invoices/export"
              query={period}
              fallbackName={`e-invoices-${period.from}-to-${period.to}.json`}
              label={`Download e-Invoice JSON (${documents.length})`}
              failure="Failed to make the e-invoices"
            />
          )
        }
      />
      <Card className="mb-4 flex flex-wrap items-end gap-4 p-4">
        <PeriodDay name="from" label="From" />
        <PeriodDay name="to" label="To" />
        <p className="max-w-md text-gray-600 text-xs dark:text-gray-400">
          Upload the file on the Invoice Registration Portal, then record each invoice's IRN on its page.
        </p>
      </Card>
      {unready > 0 && (
        <Alert tone="warning" className="mb-4">
          {unready === 1 ? '1 document cannot' : `${unready} documents cannot`} be reported yet: mend what it says below
          (the customer, the company settings or the invoice), and the file can be downloaded.
        </Alert>
      )}
      <LoadState query={check} notFoundText="Nothing found" backTo="/invoices" backLabel="Back to Invoices">
        {(loaded) => (
          <Card>
            <CheckTable check={loaded} />
          </Card>
        )}
      </LoadState>
    </>
  );
}
