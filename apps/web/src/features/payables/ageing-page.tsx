import { AGEING_BUCKETS, type PayablesAgeingRow } from '@lathe/shared';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { reportThClass, tbodyClass, reportTdClass as tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../lib/format-date';
import { days, rupees } from '../../lib/format-figures';
import { usePayablesAgeing } from './api';

const num = `${tdClass} whitespace-nowrap text-right tabular-nums`;
const figure = (amount: number) => (amount ? rupees(amount) : '—');

/**
 * `/payables/ageing`: what each supplier is owed today on its booked bills (total − TDS − paid) by
 * days past the due date, the advances paid to it beside it and what nets off, the biggest balance
 * first; each supplier opens its ledger. Printable.
 */
export function PayablesAgeingPage() {
  const ageing = usePayablesAgeing();
  return (
    <>
      <PageHeader
        title="Payables Ageing"
        description={ageing.data ? `As of ${formatDate(ageing.data.asOf)}, by days past the due date` : undefined}
        actions={
          <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        }
      />
      <LoadState query={ageing} notFoundText="No payables" backTo="/supplier-payments" backLabel="Back to Payments">
        {(data) =>
          data.rows.length === 0 ? (
            <Card className="p-6 text-gray-600 text-sm dark:text-gray-400">Nothing is owed to any supplier.</Card>
          ) : (
            <Card>
              <HorizontalScroll label="Ageing">
                <table className="min-w-full">
                  <caption className="sr-only">What each supplier is owed by days past due</caption>
                  <TableHead
                    cellClass={reportThClass}
                    columns={[
                      { label: 'Supplier', className: 'min-w-36' },
                      ...AGEING_BUCKETS.map((b) => ({ label: b.label, align: 'right' as const })),
                      { label: 'Owed', align: 'right' },
                      { label: 'Advance', align: 'right' },
                      { label: 'Net', align: 'right' },
                      { label: 'Oldest overdue', align: 'right' },
                    ]}
                  />
                  <tbody className={tbodyClass}>
                    {data.rows.map((row: PayablesAgeingRow) => (
                      <tr key={row.supplierId}>
                        <th scope="row" className={`${tdClass} text-left font-normal`}>
                          <Link
                            to={`/payables/ledger/${row.supplierId}`}
                            className="block font-medium text-brand-600 hover:underline dark:text-brand-400"
                          >
                            {row.supplierName}
                          </Link>
                          {row.supplierCode && (
                            <span className="block text-gray-600 text-xs dark:text-gray-400">{row.supplierCode}</span>
                          )}
                        </th>
                        {AGEING_BUCKETS.map((bucket) => (
                          <td key={bucket.key} className={num}>
                            {figure(row[bucket.key])}
                          </td>
                        ))}
                        <td className={`${num} font-semibold`}>{rupees(row.total)}</td>
                        <td className={num}>{figure(row.advance)}</td>
                        <td className={`${num} font-semibold`}>{rupees(row.net)}</td>
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
                      <td className={num}>{rupees(data.totals.advance)}</td>
                      <td className={num}>{rupees(data.totals.net)}</td>
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
