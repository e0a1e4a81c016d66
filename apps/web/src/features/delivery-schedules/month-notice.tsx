import { monthName } from '@lathe/shared';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { useMonthSchedule } from './api';
import { revisionLabel } from './schedule-format';

const link = 'font-medium text-brand-700 underline dark:text-brand-300';

/**
 * When the customer's month already has a schedule and the grid does not start from it: saving
 * makes its next revision of what the grid holds alone, so the clerk may start from its lines.
 */
export function MonthNotice({
  customerId,
  month,
  revising,
}: {
  customerId: string | null;
  month: string | null;
  revising: boolean;
}) {
  const existing = useMonthSchedule(revising ? null : customerId, month);
  const schedule = existing.data;
  if (revising || !schedule || !customerId || !month) return null;
  const search = new URLSearchParams({ customerId, month }).toString();
  return (
    <Alert tone="info">
      {monthName(month)} of {schedule.customerName} already has a schedule ({revisionLabel(schedule.revision)}): saving
      makes its next revision of this grid alone.{' '}
      <Link to={`/delivery-schedules/new?${search}`} className={link}>
        Start from its latest revision
      </Link>
    </Alert>
  );
}
