import { type DeliveryPerformanceReport, monthName } from '@lathe/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { count } from '../../lib/format-figures';
import { PerformanceChart } from './performance-chart';
import { PerformanceTable } from './performance-table';
import { percentFigure } from './schedule-format';

type CustomerFigures = DeliveryPerformanceReport['customers'][number];

function Figure({ label, value, detail }: { label: string; value: string; detail: ReactNode }) {
  return (
    <div className="rounded-xl border border-gray-200 p-4 dark:border-gray-800">
      <dt className="text-gray-600 text-sm dark:text-gray-400">{label}</dt>
      <dd className="mt-1 font-semibold text-2xl text-gray-800 tabular-nums dark:text-white/90">{value}</dd>
      <dd className="mt-1 text-gray-600 text-xs dark:text-gray-400">{detail}</dd>
    </div>
  );
}

/**
 * One customer's month: on time in full and delivery %, the backlog and what the month before
 * left, the pieces due against those dispatched day by day, and the buckets behind the figures.
 */
export function CustomerPerformance({ customer, month }: { customer: CustomerFigures; month: string }) {
  const headingId = `performance-${customer.customerId}`;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <div className="flex flex-wrap items-baseline justify-between gap-2 px-5 pt-5">
          <h2 id={headingId} className="font-semibold text-gray-800 text-lg dark:text-white/90">
            {customer.customerName}
          </h2>
          <Link
            to={`/delivery-schedules/view/${customer.scheduleId}`}
            className="font-medium text-brand-700 text-sm hover:underline dark:text-brand-300"
          >
            Open the schedule
          </Link>
        </div>
        <dl className="grid gap-4 p-5 sm:grid-cols-2 xl:grid-cols-4">
          <Figure
            label="On time in full"
            value={percentFigure(customer.otifPercent)}
            detail={`${count(customer.onTimeInFull)} of ${count(customer.counted)} buckets judged`}
          />
          <Figure
            label="Delivery"
            value={percentFigure(customer.deliveryPercent)}
            detail={`${count(customer.onTime)} of ${count(customer.scheduled)} pieces on time`}
          />
          <Figure label="Backlog" value={count(customer.backlog)} detail="Pieces past due, not dispatched" />
          <Figure
            label="Carried over"
            value={count(customer.carriedOver)}
            detail="Past due from last month when this one began"
          />
        </dl>
        <div className="px-5 pb-5">
          <PerformanceChart
            days={customer.days}
            caption={`Pieces due and dispatched by day, ${customer.customerName}, ${monthName(month)}`}
          />
        </div>
        <PerformanceTable buckets={customer.buckets} caption={`Buckets of ${customer.customerName}`} />
      </Card>
    </section>
  );
}
