import type { BlanketOrder } from '@lathe/shared';
import { monthName } from '@lathe/shared';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';

const link = 'font-medium text-brand-600 hover:underline dark:text-brand-400';

/** "Confirmed", "Short closed": a sales order's status as read. */
const statusText = (status: string) => {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The sales orders the delivery schedules made against the order, each with its month, opening
 * the order's page. Nothing for a draft, which releases nothing.
 */
export function BlanketReleases({ order }: { order: BlanketOrder }) {
  if (order.status === 'draft') return null;
  return (
    <Card className="mt-6 p-4 sm:p-5">
      <section aria-labelledby="blanket-releases-title">
        <h2 id="blanket-releases-title" className="font-medium text-gray-800 dark:text-white/90">
          Releases
        </h2>
        {order.releases.length === 0 ? (
          <p className="mt-1 text-gray-600 text-sm dark:text-gray-400">
            Nothing released yet: a customer's delivery schedule releases its month against this order.
          </p>
        ) : (
          <ul className="mt-2 grid gap-1 text-sm">
            {order.releases.map((release) => (
              <li key={release.orderId} className="flex flex-wrap gap-x-3">
                <Link to={`/sales-orders/view/${release.orderId}`} className={link}>
                  {release.orderNumber ? `Sales order ${release.orderNumber}` : 'Draft sales order'}
                </Link>
                <span className="text-gray-600 dark:text-gray-400">
                  {release.month ? monthName(release.month) : 'No schedule month'}
                </span>
                <span className="text-gray-600 dark:text-gray-400">{statusText(release.status)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
