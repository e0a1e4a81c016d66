import {
  goodsQuantityText,
  ITC04_TABLE_TITLES,
  type Itc04ReportAnswer,
  type Itc04Table,
  itc04FileName,
} from '@lathe/shared';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { DownloadButton } from '../../components/ui/download-button';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { reportThClass, tbodyClass, reportTdClass as tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../lib/format-date';
import { amountText, percentText } from '../../lib/format-figures';

/*
 * ITC-04's tables on screen, each with its own CSV (its headings and rows, for its worksheet of
 * the offline tool): 4 what was sent, 5A back from the job worker, 5B back from another job
 * worker, 5C supplied from the job worker's premises.
 */

type Report = Itc04ReportAnswer;
type Table5Row = Report['table5A'][number] | Report['table5C'][number];

const num = `${tdClass} whitespace-nowrap text-right tabular-nums`;
const text = `${tdClass} whitespace-nowrap`;

function Table4({ rows }: { rows: Report['table4'] }) {
  return (
    <table className="min-w-full">
      <caption className="sr-only">{ITC04_TABLE_TITLES['4']}</caption>
      <TableHead
        cellClass={reportThClass}
        columns={[
          'GSTIN / State of job worker',
          'Challan No.',
          'Challan date',
          'Description',
          'UQC',
          { label: 'Quantity', align: 'right' },
          { label: 'Taxable value (₹)', align: 'right' },
          'Type of goods',
          { label: 'CGST', align: 'right' },
          { label: 'SGST/UTGST', align: 'right' },
          { label: 'IGST', align: 'right' },
        ]}
      />
      <tbody className={tbodyClass}>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows are fixed for the period shown
          <tr key={i}>
            <td className={text}>{row.jobWorker}</td>
            <td className={text}>{row.challanNumber}</td>
            <td className={text}>{formatDate(row.challanDate)}</td>
            <td className={tdClass}>{row.description}</td>
            <td className={text}>{row.uqc}</td>
            <td className={num}>{goodsQuantityText(row.quantity)}</td>
            <td className={num}>{amountText(row.taxableValue)}</td>
            <td className={text}>{row.typeOfGoods}</td>
            <td className={num}>{percentText(row.centralTaxRate)}</td>
            <td className={num}>{percentText(row.stateTaxRate)}</td>
            <td className={num}>{percentText(row.integratedTaxRate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Tables 5A, 5B (the job worker's challan) and 5C (our invoice) share every column but two. */
function Table5({ table, rows }: { table: Exclude<Itc04Table, '4'>; rows: readonly Table5Row[] }) {
  const supplied = table === '5C';
  return (
    <table className="min-w-full">
      <caption className="sr-only">{ITC04_TABLE_TITLES[table]}</caption>
      <TableHead
        cellClass={reportThClass}
        columns={[
          'GSTIN / State of job worker',
          supplied ? 'Invoice No.' : "Job worker's challan No.",
          supplied ? 'Invoice date' : "Job worker's challan date",
          'Description',
          'UQC',
          { label: 'Quantity', align: 'right' },
          'Original challan No.',
          'Original challan date',
          'Nature of job work',
          { label: 'Losses & wastes', align: 'right' },
        ]}
      />
      <tbody className={tbodyClass}>
        {rows.map((row, i) => {
          const [number, date] =
            'invoiceNumber' in row
              ? [row.invoiceNumber, row.invoiceDate]
              : [row.jobWorkerChallanNumber, row.jobWorkerChallanDate];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows are fixed for the period shown
            <tr key={i}>
              <td className={text}>{row.jobWorker}</td>
              <td className={text}>{number || '—'}</td>
              <td className={text}>{formatDate(date) || '—'}</td>
              <td className={tdClass}>{row.description}</td>
              <td className={text}>{row.uqc}</td>
              <td className={num}>{goodsQuantityText(row.quantity)}</td>
              <td className={text}>{row.originalChallanNumber}</td>
              <td className={text}>{formatDate(row.originalChallanDate)}</td>
              <td className={tdClass}>{row.natureOfJobWork}</td>
              <td className={num}>
                {row.lossesUqc ? `${goodsQuantityText(row.lossesQuantity)} ${row.lossesUqc}` : '—'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const EMPTY: Record<Itc04Table, string> = {
  '4': 'No challan was sent in this period.',
  '5A': 'Nothing came back from the job workers in this period.',
  '5B': 'Nothing came back from another job worker in this period.',
  '5C': "Nothing was supplied from a job worker's premises in this period.",
};

function Section({
  report,
  table,
  count,
  children,
}: {
  report: Report;
  table: Itc04Table;
  count: number;
  children: ReactNode;
}) {
  const id = `itc-04-table-${table.toLowerCase()}`;
  const title = ITC04_TABLE_TITLES[table];
  return (
    <Card className="mb-4">
      <section aria-labelledby={id}>
        <div className="flex flex-wrap items-start justify-between gap-3 px-4 pt-4 sm:px-5">
          <h2 id={id} className="max-w-3xl font-medium text-gray-800 dark:text-white/90">
            {title}
          </h2>
          <DownloadButton
            path="job-work/itc-04/export"
            query={{ financialYear: report.financialYear, period: report.period, table }}
            fallbackName={itc04FileName(report, table)}
            label={`Table ${table} CSV`}
            ariaLabel={`Download Table ${table} as CSV`}
            failure="Failed to export ITC-04"
            variant="secondary"
          />
        </div>
        {count === 0 ? (
          <p className="px-4 py-4 text-gray-600 text-sm sm:px-5 dark:text-gray-400">{EMPTY[table]}</p>
        ) : (
          <HorizontalScroll label={title} className="mt-3">
            {children}
          </HorizontalScroll>
        )}
      </section>
    </Card>
  );
}

/** The four tables of the period, each under the form's own title. */
export function Itc04Tables({ report }: { report: Report }) {
  return (
    <>
      <Section report={report} table="4" count={report.table4.length}>
        <Table4 rows={report.table4} />
      </Section>
      <Section report={report} table="5A" count={report.table5A.length}>
        <Table5 table="5A" rows={report.table5A} />
      </Section>
      <Section report={report} table="5B" count={report.table5B.length}>
        <Table5 table="5B" rows={report.table5B} />
      </Section>
      <Section report={report} table="5C" count={report.table5C.length}>
        <Table5 table="5C" rows={report.table5C} />
      </Section>
    </>
  );
}
