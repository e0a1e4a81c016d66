import { MACHINE_STATUS_LABELS, type MachineCapacity } from '@lathe/shared';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { PageSpinner } from '../../components/ui/spinner';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { errorMessage } from '../../lib/api-error';
import { useCan } from '../../lib/use-can';
import { useMachineCapacities } from './api';
import { breaksText, daysText, kindsText, plantTimeText, rateText, shiftsText } from './capacity-format';

/** Running and idle in green and grey; a machine that takes no work in red or amber. */
const STATUS_LOOK: Record<MachineCapacity['status'], string> = {
  running: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  idle: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
  breakdown: 'bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-300',
  maintenance: 'bg-amber-50 text-amber-900 dark:bg-amber-500/15 dark:text-amber-300',
};

/**
 * Every machine with what it gives the schedule: shifts and breaks, days, the operations it runs,
 * setup, planning efficiency beside what the last 90 days measured, and status (with the expected
 * return of a downtime window holding now).
 */
export function CapacityListPage() {
  const query = useMachineCapacities();
  const mayEdit = useCan('schedule', 'edit');
  return (
    <>
      <PageHeader
        title="Machine Capacity"
        description="What each machine gives the schedule. A machine not set up yet works 2 shifts of 8 hours from 08:00, Monday to Saturday."
        actions={
          <ButtonLink to="/production/holidays" variant="secondary">
            Plant Holidays
          </ButtonLink>
        }
      />
      {query.isLoading ? (
        <PageSpinner />
      ) : !query.data ? (
        <Card className="p-6">
          <Alert>{errorMessage(query.error, 'The machines could not be loaded')}</Alert>
          <Button className="mt-4" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Card>
      ) : (
        <Card>
          <HorizontalScroll label="Machine capacity">
            <table className="w-full">
              <TableHead
                columns={[
                  'Machine',
                  'Shifts',
                  'Working days',
                  'Operations',
                  { label: 'Setup', align: 'right' },
                  { label: 'Efficiency', align: 'right' },
                  'Status',
                  mayEdit && { label: 'Actions', srOnly: true },
                ]}
              />
              <tbody className={tbodyClass}>
                {query.data.map((m) => (
                  <tr key={m.id}>
                    <td className={tdClass}>
                      <span className="block font-medium text-gray-800 dark:text-white/90">{m.machineNo}</span>
                      <span className="block text-gray-600 text-xs dark:text-gray-400">{m.machineName}</span>
                    </td>
                    <td className={tdClass}>
                      {shiftsText(m)}
                      {m.breaks.length > 0 && (
                        <span className="block text-gray-600 text-xs dark:text-gray-400">{breaksText(m.breaks)}</span>
                      )}
                      {!m.saved && <span className="block text-gray-600 text-xs dark:text-gray-400">Defaults</span>}
                    </td>
                    <td className={tdClass}>{daysText(m.workingDays)}</td>
                    <td className={tdClass}>{kindsText(m.operationKinds)}</td>
                    <td className={clsx(tdClass, 'whitespace-nowrap text-right tabular-nums')}>{m.setupMinutes} min</td>
                    <td className={clsx(tdClass, 'whitespace-nowrap text-right tabular-nums')}>
                      {m.efficiencyPercent} %
                      {m.measured?.rate != null && (
                        <span className="block text-gray-600 text-xs dark:text-gray-400">
                          measured {rateText(m.measured.rate)}
                        </span>
                      )}
                    </td>
                    <td className={tdClass}>
                      <span
                        className={clsx(
                          'inline-flex rounded-full px-2.5 py-0.5 font-medium text-xs',
                          STATUS_LOOK[m.status],
                        )}
                      >
                        {MACHINE_STATUS_LABELS[m.status]}
                      </span>
                      {m.statusNote && (
                        <span className="block text-gray-600 text-xs dark:text-gray-400">{m.statusNote}</span>
                      )}
                      {m.back && (
                        <span className="block text-gray-600 text-xs dark:text-gray-400">
                          back {plantTimeText(m.back)}
                        </span>
                      )}
                    </td>
                    {mayEdit && (
                      <td className={clsx(tdClass, 'text-right')}>
                        <Link
                          to={`/production/capacity/${m.id}`}
                          aria-label={`Edit capacity of ${m.machineNo}`}
                          className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                        >
                          Edit
                        </Link>
                      </td>
                    )}
                  </tr>
                ))}
                {query.data.length === 0 && (
                  <tr>
                    <td colSpan={8} className={clsx(tdClass, 'text-center')}>
                      No machines yet: add them under Machines.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </HorizontalScroll>
        </Card>
      )}
    </>
  );
}
