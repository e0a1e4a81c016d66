import { financialYearOf, ITC04_PERIOD_LABELS, ITC04_PERIODS, type Itc04PeriodKey, todayIn } from '@lathe/shared';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { inputClass, labelClass } from '../../components/form/field-styles';
import { LoadState } from '../../components/form/load-state';
import { Alert } from '../../components/ui/alert';
import { Card, PageHeader } from '../../components/ui/card';
import { DownloadButton } from '../../components/ui/download-button';
import { useItc04 } from './api';
import { Itc04Tables } from './itc-04-tables';

/** This financial year and the five before it, newest first. */
function recentYears(today: string) {
  const start = Number(financialYearOf(today).slice(0, 4));
  return Array.from({ length: 6 }, (_, i) => `${start - i}-${String((start - i + 1) % 100).padStart(2, '0')}`);
}

const isPeriod = (value: string | null): value is Itc04PeriodKey =>
  (ITC04_PERIODS as readonly (string | null)[]).includes(value);

/**
 * The period shown: `?financialYear=2026-27&period=h1`. Without a year, the one being filed now:
 * in October–March this year's (its first half is due), in April–September last year's (its
 * second half, or the whole year, is due). Without a period, the server answers the one the
 * company files (annual up to ₹5 crore of turnover, else the half-year being filed).
 */
function usePeriod(): [string, Itc04PeriodKey | undefined, (financialYear: string, period?: Itc04PeriodKey) => void] {
  const [params, setParams] = useSearchParams();
  const today = todayIn();
  const month = Number(today.slice(5, 7));
  const [current, previous] = recentYears(today) as [string, string];
  const financialYear = params.get('financialYear') ?? (month >= 4 && month <= 9 ? previous : current);
  const given = params.get('period');
  return [
    financialYear,
    isPeriod(given) ? given : undefined,
    (year, period) => setParams(period ? { financialYear: year, period } : { financialYear: year }, { replace: true }),
  ];
}

/**
 * `/job-work/itc-04`: FORM GST ITC-04 of a half-year or a year from the challans sent and the
 * goods back (or supplied from a job worker's premises) in it: Tables 4, 5A, 5B and 5C, previewed
 * and downloaded as CSV, whole or a table at a time, for the GST portal's offline tool.
 */
export function Itc04Page() {
  const yearId = useId();
  const periodId = useId();
  const [financialYear, period, setPeriod] = usePeriod();
  const report = useItc04(financialYear, period);
  const shown = period ?? report.data?.period;
  const filing = report.data?.halfYearly;
  return (
    <>
      <PageHeader
        title="ITC-04"
        description="Goods sent to job workers and received back (CGST rule 45(3))"
        actions={
          shown && (
            <DownloadButton
              path="job-work/itc-04/export"
              query={{ financialYear, period: shown }}
              fallbackName={`itc-04-${financialYear}-${shown}.csv`}
              label="Download CSV"
              failure="Failed to export ITC-04"
            />
          )
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
            onChange={(e) => setPeriod(e.target.value, period)}
          >
            {recentYears(todayIn()).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={periodId} className={`${labelClass} mb-1.5`}>
            Period
          </label>
          <select
            id={periodId}
            className={inputClass(false, 'w-52')}
            value={shown ?? ''}
            onChange={(e) => setPeriod(financialYear, e.target.value as Itc04PeriodKey)}
          >
            {!shown && <option value="">As the company files</option>}
            {ITC04_PERIODS.map((key) => (
              <option key={key} value={key}>
                {ITC04_PERIOD_LABELS[key]}
              </option>
            ))}
          </select>
        </div>
        <p className="max-w-md text-gray-600 text-xs dark:text-gray-400">
          Lathe prepares the declaration; it does not file it. Copy each table's CSV into the offline tool's worksheet,
          check them there, and file from the portal.
        </p>
      </Card>
      {filing !== undefined && shown && (filing ? shown === 'annual' : shown !== 'annual') && (
        <Alert tone="info" className="mb-4">
          {filing
            ? 'The company files ITC-04 for each half-year: its turnover last year was above ₹5 crore (e-invoicing is on in Settings).'
            : 'The company files ITC-04 once a year: its turnover last year was up to ₹5 crore (e-invoicing is off in Settings).'}
        </Alert>
      )}
      <LoadState query={report} notFoundText="Nothing found" backTo="/job-work" backLabel="Back to Job Work">
        {(loaded) => <Itc04Tables report={loaded} />}
      </LoadState>
    </>
  );
}
