import { type Gstr1Report, monthName } from '@lathe/shared';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { LoadState } from '../../components/form/load-state';
import { Alert } from '../../components/ui/alert';
import { Card, PageHeader } from '../../components/ui/card';
import { DownloadButton } from '../../components/ui/download-button';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { rupees } from '../../lib/format-figures';
import { useGstr1 } from './api';
import { MonthPicker, useMonth } from './month-picker';

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
  const [month, setMonth] = useMonth();
  const report = useGstr1(month);
  const [year, mm] = month.split('-');
  return (
    <>
      <PageHeader
        title="GSTR-1"
        description={`Outward supplies of ${monthName(month)}, from the issued invoices and notes`}
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
        <MonthPicker month={month} onChange={setMonth} />
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
