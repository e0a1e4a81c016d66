import {
  beatsCycleTimes,
  combineOee,
  datesOfMonth,
  type OeeDay,
  type OeeFigures,
  type OeeReport,
  todayIn,
} from '@lathe/shared';
import { format, parseISO } from 'date-fns';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { inputClass, labelClass } from '../../components/form/field-styles';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { useOee, useProductionMachines } from './api';
import { CycleTimeHint } from './cycle-time-hint';
import { OeeChart } from './oee-chart';
import { hoursText, percentText, wholeText } from './production-format';

const MONTH = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** "April 2026". */
const monthName = (month: string) => format(parseISO(`${month}-01`), 'MMMM yyyy');

/** The plant's days: each day's figures of every machine, summed and worked again. */
function plantDays(report: OeeReport): OeeDay[] {
  const [first] = report.machines;
  if (!first) return [];
  return first.days.map((day, index) => ({
    date: day.date,
    ...combineOee(report.machines.map((machine) => machine.days[index] as OeeFigures)),
  }));
}

/** A column of the month's table; `flag` marks a figure to look at (amber). */
const COLUMNS: { header: string; cell: (figures: OeeFigures) => string; flag?: (figures: OeeFigures) => boolean }[] = [
  { header: 'Planned', cell: (f) => hoursText(f.plannedMinutes) },
  { header: 'Downtime', cell: (f) => hoursText(f.downtimeMinutes) },
  { header: 'Not logged', cell: (f) => hoursText(f.unloggedMinutes) },
  { header: 'Run', cell: (f) => hoursText(f.runMinutes) },
  { header: 'Good', cell: (f) => wholeText(f.goodQuantity) },
  { header: 'Rejected', cell: (f) => wholeText(f.rejectedQuantity) },
  { header: 'Availability', cell: (f) => percentText(f.availability) },
  { header: 'Performance', cell: (f) => percentText(f.performance), flag: beatsCycleTimes },
  { header: 'Quality', cell: (f) => percentText(f.quality) },
  { header: 'OEE', cell: (f) => percentText(f.oee) },
  { header: 'Utilisation', cell: (f) => percentText(f.utilisation) },
];

/** A figure's cell in the month's table. */
function FigureCell({ column, figures }: { column: (typeof COLUMNS)[number]; figures: OeeFigures }) {
  const flagged = column.flag?.(figures) === true;
  return (
    <td
      className={`whitespace-nowrap px-2.5 py-3 text-right tabular-nums${flagged ? ' text-amber-700 dark:text-amber-300' : ''}`}
    >
      {column.cell(figures)}
    </td>
  );
}

/** The month per machine, with the plant's total when there are several. */
function MonthTable({ report }: { report: OeeReport }) {
  const total = report.machines.length > 1 ? combineOee(report.machines.map((machine) => machine.month)) : null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{`OEE per machine, ${monthName(report.month)}`}</caption>
        <thead>
          <tr className="border-gray-200 border-b text-left text-gray-600 dark:border-gray-800 dark:text-gray-400">
            <th scope="col" className="px-2.5 py-3 font-medium">
              Machine
            </th>
            {COLUMNS.map((column) => (
              <th key={column.header} scope="col" className="px-2.5 py-3 text-right font-medium">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
          {report.machines.map((machine) => (
            <tr key={machine.machineId}>
              <th scope="row" className="px-2.5 py-3 text-left font-medium text-gray-800 dark:text-white/90">
                {machine.machineNo}
                <span className="block font-normal text-gray-600 text-xs dark:text-gray-400">
                  {machine.machineName}
                </span>
              </th>
              {COLUMNS.map((column) => (
                <FigureCell key={column.header} column={column} figures={machine.month} />
              ))}
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr className="border-gray-200 border-t font-semibold dark:border-gray-800">
              <th scope="row" className="px-2.5 py-3 text-left">
                All machines
              </th>
              {COLUMNS.map((column) => (
                <FigureCell key={column.header} column={column} figures={total} />
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/**
 * `/production/oee`: a month's OEE (availability × performance × quality) and utilisation by day
 * as a chart, for one machine or the whole plant, and per machine for the month as a table. The
 * month and machine are kept in the URL.
 */
export function OeePage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : todayIn().slice(0, 7);
  const machineId = params.get('machineId') || undefined;
  const machines = useProductionMachines().data ?? [];
  const oee = useOee(month, machineId);
  const monthId = useId();
  const machineFieldId = useId();

  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const report = oee.data;
  const chosen = report && machineId ? report.machines[0] : undefined;
  const days = chosen ? chosen.days : report ? plantDays(report) : [];
  const caption = `${chosen ? chosen.machineNo : 'All machines'}, ${monthName(month)}`;
  // Something recorded: a run, or downtime (an entry's, or a breakdown); shifts not logged alone are not.
  const anything = days.some((day) => day.runMinutes > 0 || day.downtimeMinutes > 0);
  const fastDays = days.filter(beatsCycleTimes).map((day) => formatDate(day.date));
  const fastMachines = report?.machines.filter((machine) => beatsCycleTimes(machine.month)) ?? [];

  return (
    <>
      <PageHeader
        title="OEE"
        description="Availability × performance × quality, and utilisation of the shift time, from the production entries"
        actions={
          <ButtonLink to="/production" variant="secondary">
            Production Entries
          </ButtonLink>
        }
      />
      <Card className="mb-6 p-5">
        <div className="flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor={monthId} className={`${labelClass} mb-1.5`}>
              Month
            </label>
            <input
              id={monthId}
              type="month"
              value={month}
              onChange={(event) => set('month', MONTH.test(event.target.value) ? event.target.value : '')}
              className={inputClass(false, 'w-48')}
            />
          </div>
          <div>
            <label htmlFor={machineFieldId} className={`${labelClass} mb-1.5`}>
              Machine
            </label>
            <select
              id={machineFieldId}
              value={machineId ?? ''}
              onChange={(event) => set('machineId', event.target.value)}
              className={inputClass(false, 'w-60 appearance-auto')}
            >
              <option value="">All machines</option>
              {machines.map((machine) => (
                <option key={machine.id} value={machine.id}>
                  {machine.machineNo} — {machine.machineName}
                </option>
              ))}
            </select>
          </div>
        </div>
      </Card>
      {oee.isLoading && <PageSpinner />}
      {oee.isError && <Alert>{errorMessage(oee.error, 'OEE could not be worked out')}</Alert>}
      {report && (
        <div className="grid grid-cols-1 gap-6">
          <Card className="p-5">
            <h2 className="mb-3 font-semibold text-gray-800 dark:text-white/90">OEE by day</h2>
            {anything ? (
              <>
                <OeeChart days={days} caption={caption} />
                <CycleTimeHint where={fastDays} />
              </>
            ) : (
              <p className="text-gray-600 text-sm dark:text-gray-400">{`No production recorded: ${caption}.`}</p>
            )}
          </Card>
          <Card>
            <h2 className="px-5 pt-5 font-semibold text-gray-800 dark:text-white/90">The month per machine</h2>
            <p className="px-5 pt-1 text-gray-600 text-sm dark:text-gray-400">
              Planned time is the calendar’s shifts up to now, less breaks, holidays and maintenance; the time of a
              shift nobody logged is shown as not logged and counts as lost, as downtime does. A shift logged on a
              holiday or a day off counts as time worked that day.
            </p>
            <p className="px-5 pt-1 text-gray-600 text-sm dark:text-gray-400">
              Utilisation is run time over the shift time of the machine’s working days
              {report.until >= `${report.month}-01` && report.until < (datesOfMonth(report.month).at(-1) ?? '')
                ? ` up to ${formatDate(report.until)}`
                : ''}
              , holidays left out unless worked.
            </p>
            <MonthTable report={report} />
            {fastMachines.length > 0 && (
              <div className="px-5 pb-5">
                <CycleTimeHint where={fastMachines.map((machine) => machine.machineNo)} />
              </div>
            )}
          </Card>
        </div>
      )}
    </>
  );
}
