import { AGEING_BUCKETS, type AgeingRow } from '@lathe/shared';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { CustomerLink } from '../../components/parties/party-link';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { DownloadButton } from '../../components/ui/download-button';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { reportThClass, tbodyClass, reportTdClass as tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../lib/format-date';
import { days, rupees } from '../../lib/format-figures';
import { useAgeing } from './api';

const num = `${tdClass} whitespace-nowrap text-right tabular-nums`;

/**
 * `/receivables/ageing`: what each customer owes today by days past due, the biggest balance
 * first, with the totals; each customer opens its statement. Printable and as a PDF.
 */
export function AgeingPage() {
  const ageing = useAgeing();
  return (
    <>
      <PageHeader
        title="Receivables Ageing"
        description={ageing.data ? `As of ${formatDate(ageing.data.asOf)}, by days past the due date` : undefined}
        actions={
          <>
            <DownloadButton path="receivables/ageing/pdf" fallbackName="ageing.pdf" className="print:hidden" />
            <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
          </>
        }
      />
      <LoadState query={ageing} notFoundText="No receivables" backTo="/invoices" backLabel="Back to Invoices">
        {(data) =>
          data.rows.length === 0 ? (
            <Card className="p-6 text-gray-600 text-sm dark:text-gray-400">Nothing is owed by any customer.</Card>
          ) : (
            <Card>
              <HorizontalScroll label="Ageing">
                <table className="min-w-full">
                  <caption className="sr-only">What each customer owes by days past due</caption>
                  <TableHead
                    cellClass={reportThClass}
                    columns={[
                      { label: 'Customer', className: 'min-w-36' },
                      ...AGEING_BUCKETS.map((b) => ({ label: b.label, align: 'right' as const })),
                      { label: 'Total', align: 'right' },
                      { label: 'Oldest overdue', align: 'right' },
                    ]}
                  />
                  <tbody className={tbodyClass}>
                    {data.rows.map((row: AgeingRow) => (
                      <tr key={row.customerId}>
                        <th scope="row" className={`${tdClass} text-left font-normal`}>
                          <Link
                            to={`/receivables/statement/${row.customerId}`}
                            className="block font-medium text-brand-600 hover:underline dark:text-brand-400"
                          >
                            {row.partyCode}
                          </Link>
                          <CustomerLink
                            id={row.customerId}
                            className="block text-xs"
                            plainClassName="text-gray-600 dark:text-gray-400"
                          >
                            {row.customerName}
                          </CustomerLink>
                        </th>
                        {AGEING_BUCKETS.map((bucket) => (
                          <td key={bucket.key} className={num}>
                            {row[bucket.key] ? rupees(row[bucket.key]) : '—'}
                          </td>
                        ))}
                        <td className={`${num} font-semibold`}>{rupees(row.total)}</td>
                        <td className={num}>{row.oldestDaysOverdue > 0 ? days(row.oldestDaysOverdue) : '—'}</td>
                      </tr>
                    ))}
                    <tr className="bg-gray-50 font-semibold dark:bg-white/[0.03]">
                      <th scope="row" className={`${tdClass} text-left`}>
                        Total
                      </th>
                      {AGEING_BUCKETS.map((bucket) => (
                        <td key={bucket.key} className={num}>
                          {rupees(data.totals[bucket.key])}
                        </td>
                      ))}
                      <td className={num}>{rupees(data.totals.total)}</td>
                      <td className={num} />
                    </tr>
                  </tbody>
                </table>
              </HorizontalScroll>
            </Card>
          )
        }
      </LoadState>
    </>
  );
}
