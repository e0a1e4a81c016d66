import { indianDate, type LateWorkOrder, type LateWorkOrders } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-error';
import { useCan } from '../../lib/use-can';

/** How many the card lists; the schedule shows them all. */
export const LATE_SHOWN = 5;

/** Under the schedule's key, so a move on the board makes it stale. */
const lateKey = ['schedule', 'late'] as const;

const daysText = (days: number) => (days === 1 ? '1 day late' : `${days} days late`);

/**
 * Due when, and what makes it late: when it will finish and how late, or the operation the
 * schedule cannot place and why (then it has no finish).
 */
function LatenessText({ order }: { order: LateWorkOrder }) {
  const [cause] = order.blocked;
  return (
    <span className="text-gray-600 text-xs dark:text-gray-400">
      {cause || order.finish === null ? (
        <>
          Due {indianDate(order.dueDate)} ·{' '}
          <span className="font-medium text-red-700 dark:text-red-400">
            {cause ? `${cause.label || 'An operation'} not placed: ${cause.reason}` : 'Not placed'}
          </span>
        </>
      ) : (
        <>
          Due {indianDate(order.dueDate)}, finishes {indianDate(order.finish.slice(0, 10))} {order.finish.slice(11)} ·{' '}
          <span className="font-medium text-red-700 dark:text-red-400">{daysText(order.daysLate)}</span>
        </>
      )}
    </span>
  );
}

/** `GET schedule/late`: open work orders the machine schedule will finish after their due date, or cannot finish. */
function useLateWorkOrders(enabled: boolean) {
  return useQuery({
    queryKey: lateKey,
    queryFn: ({ signal }) => api.get<LateWorkOrders>('schedule/late', undefined, signal),
    enabled,
  });
}

/** "Work orders running late": for whoever may see the schedule, the earliest due first. */
export function LateWorkOrdersCard() {
  const seesSchedule = useCan('schedule', 'view');
  const late = useLateWorkOrders(seesSchedule);
  if (!seesSchedule) return null;
  const data = late.data;
  return (
    <section aria-labelledby="late-work-orders-heading">
      <Card>
        <div className="flex flex-wrap items-baseline justify-between gap-2 px-5 pt-5 pb-3">
          <h2 id="late-work-orders-heading" className="font-semibold text-gray-800 text-lg dark:text-white/90">
            Work orders running late
          </h2>
          <Link to="/schedule" className="font-medium text-brand-700 text-sm hover:underline dark:text-brand-300">
            Open the schedule
          </Link>
        </div>
        <div className="px-5 pb-5">
          {late.isLoading ? (
            <div className="flex justify-center py-4">
              <Spinner size="sm" label="Loading late work orders" />
            </div>
          ) : !data ? (
            <Alert>{errorMessage(late.error, 'The late work orders could not be loaded')}</Alert>
          ) : data.total === 0 ? (
            <p className="text-gray-600 text-sm dark:text-gray-400">
              None: every open work order will finish by its due date.
            </p>
          ) : (
            <>
              <ul className="divide-y divide-gray-200 dark:divide-gray-800">
                {data.items.slice(0, LATE_SHOWN).map((order) => (
                  <li
                    key={order.workOrderId}
                    className="flex flex-wrap items-baseline justify-between gap-x-4 py-2 text-sm"
                  >
                    <span className="min-w-0">
                      <Link
                        to={`/work-orders/view/${order.workOrderId}`}
                        className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                      >
                        {order.woNumber}
                      </Link>
                      <span className="text-gray-700 dark:text-gray-300">
                        {' '}
                        {order.product}
                        {order.customerName ? ` · ${order.customerName}` : ''}
                      </span>
                    </span>
                    <LatenessText order={order} />
                  </li>
                ))}
              </ul>
              {data.total > LATE_SHOWN && (
                <p className="mt-2 text-gray-600 text-xs dark:text-gray-400">
                  {LATE_SHOWN} of {data.total}; the schedule lists them all.
                </p>
              )}
            </>
          )}
        </div>
      </Card>
    </section>
  );
}
