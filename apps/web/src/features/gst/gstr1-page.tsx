import { type Gstr1Report, todayIn } from '@lathe/shared';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { inputClass, labelClass } from '../../components/form/field-styles';
import { LoadState } from '../../components/form/load-state';
import { Alert } from '../../components/ui/alert';
import { Card, PageHeader } from '../../components/ui/card';
import { DownloadButton } from '../../components/ui/download-button';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { rupees } from '../../lib/format-figures';
import { useGstr1 } from './api';

const MONTH_NAMES = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string) => MONTH_NAMES.format(new Date(`${month}-01T00:00:00Z`));

/** The last 24 months, newest first: the returns one may still prepare or look back at. */
function recentMonths(today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 24 }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The month whose return is shown: `?month=yyyy-MM`, else last month (the one being filed now). */
function useMonth(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const months = recentMonths(todayIn());
  const month = params.get('month') ?? (months[1] as string);
  return [month, (next) => setParams({ month: next }, { replace: true })];
}

type Row = Gstr1Report['reconciliation']['books'][number];

function Rows({ rows, heading }: { rows: Row[]; heading: string }) {
  const num = `${tdClass} whitespace-nowrap text-right tabular-nums`;
  return (
    <>
      <tr className="bg-gray-50 dark:bg-white/[0.03]">
        <th colSpan={6} scope="rowgroup" className={`${tdClass} text-left font-semibold`}>
          {heading}
        </th>
      </tr>
      {rows.map((row, i) => {
        const total = i === rows.length - 1 && rows.length > 1;
        return (
          <tr key={row.label} className={total ? 'font-semibold' : undefined}>
            <th scope="row" className={`${tdClass} text-left font-normal ${total ? 'font-semibold' : ''}`}>
              {row.label}
            </th>
            <td className={num}>{row.count}</td>
            <td className={num}>{rupees(row.taxable)}</td>
            <td className={num}>{rupees(row.igst)}</td>
            <td className={num}>{rupees(row.cgst)}</td>
            <td className={num}>{rupees(row.sgst)}</td>
          </tr>
        );
      })}
    </>
  );
}

function Reconciliation({ report }: { report: Gstr1Report }) {
  const { books, returns, hsn, balanced } = report.reconciliation;
  return (
    <>
      {balanced ? (
        <Alert tone="success" className="mb-4">
          <span className="inline-flex items-center gap-2">
            <CircleCheck aria-hidden="true" className="size-4" />
            The return agrees with the books and the HSN summary, to the paisa.
          </span>
        </Alert>
      ) : (
        <Alert tone="error" className="mb-4">
          <span className="inline-flex items-center gap-2">
            <TriangleAlert aria-hidden="true" className="size-4" />
            The return does not agree with the books: compare the rows below before filing.
          </span>
        </Alert>
      )}
      <Card>
        <HorizontalScroll label="Reconciliation">
          <table className="min-w-full">
            <caption className="sr-only">GSTR-1 reconciled with the books</caption>
            <TableHead
              columns={[
                '',
                { label: 'Documents', align: 'right' },
                { label: 'Taxable value', align: 'right' },
                { label: 'IGST', align: 'right' },
                { label: 'CGST', align: 'right' },
                { label: 'SGST', align: 'right' },
              ]}
            />
            <tbody className={tbodyClass}>
              <Rows heading="Books: invoices and notes of the month" rows={books} />
              <Rows heading="GSTR-1 tables" rows={returns} />
              <Rows heading="HSN-wise summary" rows={[hsn]} />
            </tbody>
          </table>
        </HorizontalScroll>
      </Card>
    </>
  );
}

/**
 * `/gst/gstr-1?month=yyyy-MM`: the month's GSTR-1 from the books, reconciled with them, as the
 * JSON the portal's offline tool uploads and as CSV for the accountant.
 */
export function Gstr1Page() {
  const id = useId();
  const [month, setMonth] = useMonth();
  const report = useGstr1(month);
  const [year, mm] = month.split('-');
  return (
    <>
      <PageHeader
        title="GSTR-1"
        description={`Outward supplies of ${monthLabel(month)}, from the issued invoices and notes`}
        actions={
          report.data && (
            <>
              <DownloadButton
                path="gst/gstr-1/export"
                query={{ month }}
                fallbackName={`gstr-1-${month}.csv`}
                label="Download CSV"
                failure="Failed to export GSTR-1"
              />
              <DownloadButton
                path="gst/gstr-1/json"
                query={{ month }}
                fallbackName={`GSTR1_${report.data.gstin}_${mm}${year}.json`}
                label="Download GSTR-1 JSON"
                variant="primary"
                failure="Failed to make GSTR-1"
              />
            </>
          )
        }
      />
      <Card className="mb-4 flex flex-wrap items-end gap-4 p-4">
        <div>
          <label htmlFor={id} className={`${labelClass} mb-1.5`}>
            Month
          </label>
          <select
            id={id}
            className={inputClass(false, 'w-48')}
            value={month}
            onChange={(e) => setMonth(e.target.value)}
          >
            {recentMonths(todayIn()).map((m) => (
              <option key={m} value={m}>
                {monthLabel(m)}
              </option>
            ))}
          </select>
        </div>
        <p className="max-w-md text-gray-600 text-xs dark:text-gray-400">
          Lathe prepares the return; it does not file it. Upload the JSON in the GST portal's offline tool, check it
          there, and file from the portal.
        </p>
      </Card>
      <LoadState query={report} notFoundText="Nothing found" backTo="/invoices" backLabel="Back to Invoices">
        {(loaded) => <Reconciliation report={loaded} />}
      </LoadState>
    </>
  );
}
