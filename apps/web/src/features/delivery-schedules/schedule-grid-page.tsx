import { type DeliverySchedule, monthName, todayIn } from '@lathe/shared';
import { useSearchParams } from 'react-router';
import { customerOptionLabel, useCustomerOption } from '../../components/pickers/customer-options';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { useMonthSchedule } from './api';
import { gridFromSchedule } from './grid-body';
import { defaultFirmUntil, isMonth, revisionLabel, thisMonth } from './schedule-format';
import { type GridStart, ScheduleGridForm } from './schedule-grid-form';

/** The grid's start: the month's latest revision when it has one, else an empty month. */
function startOf(customerId: string, month: string, schedule: DeliverySchedule | null, label?: string): GridStart {
  const receivedOn = todayIn();
  if (!schedule) {
    return {
      customerId,
      customerLabel: label,
      month,
      receivedOn,
      firmUntil: defaultFirmUntil(month),
      rows: [],
      cells: {},
      bucket: 'week',
    };
  }
  return {
    customerId,
    customerLabel: customerOptionLabel(schedule.customerPartyCode, schedule.customerName),
    month,
    receivedOn,
    firmUntil: schedule.firmUntil,
    ...gridFromSchedule(schedule),
    revising: { version: schedule.version, revision: schedule.revision, customerId, month: schedule.month },
  };
}

/**
 * `/delivery-schedules/new`: a month typed on the grid; `?customerId=&month=` revises that month,
 * the grid filled from its latest revision.
 */
export function ScheduleGridPage() {
  const [params] = useSearchParams();
  const customerId = params.get('customerId') ?? '';
  const asked = params.get('month');
  const month = isMonth(asked) ? asked : thisMonth();
  const existing = useMonthSchedule(customerId || null, isMonth(asked) ? asked : null);
  const customer = useCustomerOption(customerId || null);
  const loading = (customerId && isMonth(asked) && existing.isLoading) || (customerId && customer.isLoading);
  const schedule = existing.data ?? null;
  const label = customer.data ? customerOptionLabel(customer.data.partyCode, customer.data.name) : undefined;
  return (
    <>
      <PageHeader
        title={schedule ? 'Revise Delivery Schedule' : 'Type a Delivery Schedule'}
        description={
          schedule
            ? `${monthName(schedule.month)} of ${schedule.customerName}: the grid starts from ${revisionLabel(schedule.revision)}; saving makes ${revisionLabel(schedule.revision + 1)}`
            : 'A customer’s month by week or by day: the first weeks firm, the rest its forecast'
        }
      />
      {loading ? (
        <PageSpinner />
      ) : existing.isError ? (
        <Card className="p-6">
          <Alert>{errorMessage(existing.error, 'The schedule of this month could not be loaded')}</Alert>
          <Button className="mt-4" onClick={() => void existing.refetch()}>
            Retry
          </Button>
        </Card>
      ) : (
        <ScheduleGridForm
          key={`${customerId}|${month}|${schedule?.version ?? 'new'}`}
          start={startOf(customerId, month, schedule, label)}
        />
      )}
    </>
  );
}
