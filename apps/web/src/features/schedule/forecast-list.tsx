import { type BoardForecast, indianDate } from '@lathe/shared';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { plantTimeText } from './board-moves';

const lateText = (days: number) => (days === 1 ? '1 day late' : `${days} days late`);

/**
 * Every open work order with its projected finish against its due date; late ones in red, each
 * linking to the order; an order with operations the schedule could not place says why for each.
 */
export function ForecastList({ forecasts }: { forecasts: readonly BoardForecast[] }) {
  const late = forecasts.filter((f) => f.late).length;
  return (
    <Card>
      <div className="px-4 pt-4 pb-2">
        <h2 id="forecasts-heading" className="font-semibold text-gray-800 dark:text-white/90">
          Open work orders
        </h2>
        <p className="text-gray-600 text-xs dark:text-gray-400">
          {forecasts.length === 0
            ? 'None released yet'
            : late === 0
              ? 'All on time'
              : `${late} of ${forecasts.length} running late`}
        </p>
      </div>
      <ul aria-labelledby="forecasts-heading" className="divide-y divide-gray-200 dark:divide-gray-800">
        {forecasts.map((f) => (
          <li key={f.workOrderId} className="px-4 py-2.5 text-sm">
            <Link
              to={`/work-orders/view/${f.workOrderId}`}
              className="font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              {f.woNumber}
            </Link>
            <span className="block truncate text-gray-700 dark:text-gray-300">
              {f.product}
              {f.customerName ? ` · ${f.customerName}` : ''}
            </span>
            <span className="block text-gray-600 text-xs dark:text-gray-400">Due {indianDate(f.dueDate)}</span>
            <span
              className={clsx(
                'block text-xs',
                f.late ? 'font-medium text-red-700 dark:text-red-400' : 'text-gray-600 dark:text-gray-400',
              )}
            >
              {f.finish === null
                ? 'Not placed'
                : `Finishes ${plantTimeText(f.finish)}${f.late ? `, ${lateText(f.daysLate)}` : ', on time'}`}
            </span>
            {(f.blocked ?? []).length > 0 ? (
              <ul className="mt-0.5 text-amber-700 text-xs dark:text-amber-400">
                {(f.blocked ?? []).map((b) => (
                  <li key={b.operationId}>
                    {b.label ? `${b.label}: ` : ''}
                    {b.reason}
                  </li>
                ))}
              </ul>
            ) : (
              f.unplaced.length > 0 && (
                <span className="block text-amber-700 text-xs dark:text-amber-400">
                  No available machine runs: {f.unplaced.map((op) => op.label).join(', ')}
                </span>
              )
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
