import { monthName } from '@lathe/shared';
import { useListParams } from '../../components/data-table/use-list-params';
import { CustomerFilter } from '../../components/pickers/customer-filter';
import { Alert } from '../../components/ui/alert';
import { Card, PageHeader } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { usePerformance } from './api';
import { CustomerPerformance } from './customer-performance';
import { MonthFilter } from './schedule-filters';
import { isMonth, thisMonth } from './schedule-format';

const FILTERS = ['month', 'customerId'] as const;

/**
 * `/delivery-schedules/performance`: how each customer's schedule of the month was kept (on time
 * in full, delivery %, backlog, what last month carried over), day by day and bucket by bucket.
 * The month (this one unless chosen) and the customer are kept in the URL.
 */
export function PerformancePage() {
  const params = useListParams({ filters: FILTERS });
  const month = isMonth(params.filters.month) ? params.filters.month : thisMonth();
  const performance = usePerformance(month, params.filters.customerId);
  const report = performance.data;
  return (
    <>
      <PageHeader
        title="Delivery Performance"
        description={
          report
            ? `${monthName(report.month)}, as of ${formatDate(report.asOf)}: a bucket is judged once it is due or dispatched in full`
            : 'How each customer’s delivery schedule is kept'
        }
      />
      <Card className="mb-6 p-5">
        <div className="flex flex-wrap items-center gap-4">
          <MonthFilter params={params} fallback={month} />
          <CustomerFilter params={params} />
        </div>
      </Card>
      {performance.isLoading ? (
        <PageSpinner />
      ) : !report ? (
        <Alert>{errorMessage(performance.error, 'The delivery performance could not be worked out')}</Alert>
      ) : report.customers.length === 0 ? (
        <Card className="p-6">
          <p className="text-gray-600 text-sm dark:text-gray-400">No delivery schedule for {monthName(month)}.</p>
        </Card>
      ) : (
        <div className="grid gap-6">
          {report.customers.map((customer) => (
            <CustomerPerformance key={customer.customerId} customer={customer} month={report.month} />
          ))}
        </div>
      )}
    </>
  );
}
