import { type DeliverySchedule, monthName } from '@lathe/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CustomerLink } from '../../components/parties/party-link';
import { Card } from '../../components/ui/card';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { revisionLabel } from './schedule-format';

const link = 'text-brand-600 hover:underline dark:text-brand-400';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-gray-600 text-xs dark:text-gray-400">{label}</dt>
      <dd className="mt-0.5 font-medium text-gray-800 text-sm dark:text-white/90">{children}</dd>
    </div>
  );
}

/** The schedule's header: whose month, its latest revision, the firm zone, and the order it is released as. */
export function ScheduleViewHeader({ schedule }: { schedule: DeliverySchedule }) {
  return (
    <Card className="p-5 sm:p-6">
      <dl className="grid gap-4 sm:grid-cols-3 xl:grid-cols-5">
        <Fact label="Customer">
          {schedule.customerPartyCode}{' '}
          <CustomerLink id={schedule.customerId} plainClassName="font-normal">
            {schedule.customerName}
          </CustomerLink>
        </Fact>
        <Fact label="Month">{monthName(schedule.month)}</Fact>
        <Fact label="Revision">{revisionLabel(schedule.revision)}</Fact>
        <Fact label="Received On">{formatDate(schedule.receivedOn)}</Fact>
        <Fact label="Firm Until">{formatDate(schedule.firmUntil)}</Fact>
        <Fact label="Reference">{schedule.reference ?? '—'}</Fact>
        <Fact label="Release Order">
          {schedule.releaseOrder ? (
            <Link to={`/sales-orders/view/${schedule.releaseOrder.id}`} className={link}>
              {schedule.releaseOrder.orderNumber ?? 'Draft'}
            </Link>
          ) : (
            'Not released'
          )}
        </Fact>
        <Fact label="Scheduled">{count(schedule.scheduled)} pieces</Fact>
        <Fact label="Dispatched">{count(schedule.dispatched)} pieces</Fact>
      </dl>
    </Card>
  );
}
