import {
  financialYearOf,
  goodsQuantityText,
  type Itc04Report,
  type Itc04Table4Row,
  type Itc04Table5ARow,
  todayIn,
} from '@lathe/shared';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { inputClass, labelClass } from '../../components/form/field-styles';
import { LoadState } from '../../components/form/load-state';
import { Card, PageHeader } from '../../components/ui/card';
import { DownloadButton } from '../../components/ui/download-button';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { reportThClass, tbodyClass, reportTdClass as tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../lib/format-date';
import { amountText, percentText } from '../../lib/format-figures';
import { useItc04 } from './api';

type Half = '1' | '2';
const HALVES: Record<Half, string> = { '1': 'April–September', '2': 'October–March' };

/** This financial year and the five before it, newest first. */
function recentYears(today: string) {
  const start = Number(financialYearOf(today).slice(0, 4));
  return Array.from({ length: 6 }, (_, i) => `${start - i}-${String((start - i + 1) % 100).padStart(2, '0')}`);
}

/**
 * The half-year shown: `?financialYear=2026-27&half=1`, else the last half-year that has ended
 * (the one being filed now): in October–March, April–September of this year; in April–September,
 * October–March of the last.
 */
function usePeriod(): [string, Half, (financialYear: string, half: Half) => void] {
  const [params, setParams] = useSearchParams();
  const today = todayIn();
  const month = Number(today.slice(5, 7));
  const [current, previous] = recentYears(today) as [string, string];
  const inFirstHalf = month >= 4 && month <= 9;
  const financialYear = params.get('financialYear') ?? (inFirstHalf ? previous : current);
  const given = params.get('half');
  const half: Half = given === '1' || given === '2' ? given : inFirstHalf ? '2' : '1';
  return [financialYear, half, (year, next) => setParams({ financialYear: year, half: next }, { replace: true })];
}

const num = `${tdClass} whitespace-nowrap text-right tabular-nums`;
const text = `${tdClass} whitespace-nowrap`;

function Table4({ rows }: { rows: Itc04Table4Row[] }) {
  return (
    <table className="min-w-full">
      <caption className="sr-only">Table 4: goods sent for job work</caption>
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
          {
            label: (
              <>
                SGST/
                <wbr />
                UTGST
              </>
            ),
            align: 'right',
          },
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

function Table5A({ rows }: { rows: Itc04Table5ARow[] }) {
  return (
    <table className="min-w-full">
      <caption className="sr-only">Table 5A: goods received back from the job worker</caption>
      <TableHead
        cellClass={reportThClass}
        columns={[
          'GSTIN / State of job worker',
          "Job worker's challan No.",
          "Job worker's challan date",
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
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows are fixed for the period shown
          <tr key={i}>
            <td className={text}>{row.jobWorker}</td>
            <td className={text}>{row.jobWorkerChallanNumber || '—'}</td>
            <td className={text}>{formatDate(row.jobWorkerChallanDate) || '—'}</td>
            <td className={tdClass}>{row.description}</td>
            <td className={text}>{row.uqc}</td>
            <td className={num}>{goodsQuantityText(row.quantity)}</td>
            <td className={text}>{row.originalChallanNumber}</td>
            <td className={text}>{formatDate(row.originalChallanDate)}</td>
            <td className={tdClass}>{row.natureOfJobWork}</td>
            <td className={num}>{row.lossesUqc ? `${goodsQuantityText(row.lossesQuantity)} ${row.lossesUqc}` : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Card className="mb-4">
      <section aria-labelledby={id}>
        <h2 id={id} className="px-4 pt-4 font-medium text-gray-800 sm:px-5 dark:text-white/90">
          {title}
        </h2>
        {empty ? (
          <p className="px-4 py-4 text-gray-600 text-sm sm:px-5 dark:text-gray-400">{empty}</p>
        ) : (
          <HorizontalScroll label={title} className="mt-3">
            {children}
          </HorizontalScroll>
        )}
      </section>
    </Card>
  );
}

function Report({ report }: { report: Itc04Report }) {
  return (
    <>
      <Section
        id="itc-04-table-4"
        title="Table 4: goods sent for job work"
        empty={report.table4.length ? null : 'No challan was sent in this half-year.'}
      >
        <Table4 rows={report.table4} />
      </Section>
      <Section
        id="itc-04-table-5a"
        title="Table 5A: goods received back, with losses and wastes"
        empty={report.table5A.length ? null : 'Nothing came back in this half-year.'}
      >
        <Table5A rows={report.table5A} />
      </Section>
    </>
  );
}

/**
 * `/job-work/itc-04`: FORM GST ITC-04 of a half-year from the challans sent and the goods back in
 * it (Table 4 and Table 5A), previewed and downloaded as CSV for the GST portal's offline tool.
 */
export function Itc04Page() {
  const yearId = useId();
  const halfId = useId();
  const [financialYear, half, setPeriod] = usePeriod();
  const report = useItc04(financialYear, half);
  return (
    <>
      <PageHeader
        title="ITC-04"
        description="Goods sent to job workers and received back (CGST rule 45(3))"
        actions={
          <DownloadButton
            path="job-work/itc-04/export"
            query={{ financialYear, half }}
            fallbackName={`itc-04-${financialYear}-h${half}.csv`}
            label="Download CSV"
            failure="Failed to export ITC-04"
          />
        }
      />
      <Card className="mb-4 flex flex-wrap items-end gap-4 p-4">
        <div>
          <label htmlFor={yearId} className={`${labelClass} mb-1.5`}>
            Financial year
          </label>
          <select
            id={yearId}
            className={inputClass(false, 'w-36')}
            value={financialYear}
            onChange={(e) => setPeriod(e.target.value, half)}
          >
            {recentYears(todayIn()).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={halfId} className={`${labelClass} mb-1.5`}>
            Half-year
          </label>
          <select
            id={halfId}
            className={inputClass(false, 'w-48')}
            value={half}
            onChange={(e) => setPeriod(financialYear, e.target.value as Half)}
          >
            {(Object.keys(HALVES) as Half[]).map((key) => (
              <option key={key} value={key}>
                {HALVES[key]}
              </option>
            ))}
          </select>
        </div>
        <p className="max-w-md text-gray-600 text-xs dark:text-gray-400">
          Lathe prepares the declaration; it does not file it. Copy the CSV's tables into the offline tool's worksheets,
          check them there, and file from the portal.
        </p>
      </Card>
      <LoadState query={report} notFoundText="Nothing found" backTo="/job-work" backLabel="Back to Job Work">
        {(loaded) => <Report report={loaded} />}
      </LoadState>
    </>
  );
}
