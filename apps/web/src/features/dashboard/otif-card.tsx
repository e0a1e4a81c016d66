import { type DeliveryPerformanceReport, formatIndianNumber } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { Target } from 'lucide-react';
import { api } from '../../lib/api-client';
import { count } from '../../lib/format-figures';
import { useCan } from '../../lib/use-can';
import { StatCard } from './stat-card';

/** Under the delivery schedules' key (the plant's month, no customer), so a dispatch or a revision makes it stale. */
const performanceKey = (month: string) => ['delivery-schedules', 'performance', month, ''] as const;

/** On time in full across every customer: the buckets in full by their day over the buckets judged, weighted by bucket. */
export function plantOtif(report: DeliveryPerformanceReport) {
  // A card never takes the dashboard down: an answer of another shape counts as nothing judged.
  const customers = Array.isArray(report.customers) ? report.customers : [];
  const counted = customers.reduce((sum, customer) => sum + customer.counted, 0);
  const onTimeInFull = customers.reduce((sum, customer) => sum + customer.onTimeInFull, 0);
  return { counted, onTimeInFull, percent: counted === 0 ? null : Math.round((onTimeInFull * 1000) / counted) / 10 };
}

/**
 * "On time in full (this month)": how the customers' delivery schedules of the month are kept,
 * from `GET delivery-schedules/performance`, for whoever may see sales orders; it opens the
 * month's delivery performance.
 */
export function OtifCard({ month }: { month: string }) {
  const seesOrders = useCan('sales-orders', 'view');
  const performance = useQuery({
    queryKey: performanceKey(month),
    queryFn: ({ signal }) => api.get<DeliveryPerformanceReport>('delivery-schedules/performance', { month }, signal),
    enabled: seesOrders,
  });
  if (!seesOrders) return null;
  const otif = performance.data ? plantOtif(performance.data) : null;
  let value = '—';
  let detail = 'Could not be worked out';
  if (performance.isLoading) detail = 'Working it out…';
  else if (otif && otif.percent === null) detail = 'No scheduled bucket is due yet this month';
  else if (otif && otif.percent !== null) {
    value = `${formatIndianNumber(otif.percent, 1)}%`;
    detail = `${count(otif.onTimeInFull)} of ${count(otif.counted)} buckets judged`;
  }
  return (
    <StatCard
      label="On time in full (this month)"
      value={value}
      detail={detail}
      icon={Target}
      to={`/delivery-schedules/performance?month=${month}`}
    />
  );
}
