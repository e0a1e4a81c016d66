import { type Notification, todayIn } from '@lathe/shared';
import { NotificationList } from '../../components/layout/notification-list';
import { CustomerLink } from '../../components/parties/party-link';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { useNotifications } from '../../lib/notifications';

/** Work orders made for stock concern no customer: they are grouped on their own. */
const FOR_STOCK = { id: 'for-stock', name: 'For stock' };

/** The notifications by customer: the customer with the most urgent first, each customer's in urgency order. */
function GroupedNotifications({ items }: { items: readonly Notification[] }) {
  const today = todayIn();
  const groups = new Map<string, { name: string; items: Notification[] }>();
  for (const item of items) {
    const key = item.customerId ?? FOR_STOCK.id;
    const group = groups.get(key) ?? { name: item.customerName ?? FOR_STOCK.name, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return (
    <div className="grid gap-4">
      {[...groups].map(([customerId, group]) => (
        <section key={customerId} aria-label={group.name}>
          <h3 className="px-2 pb-1 font-medium text-gray-800 text-sm dark:text-white/90">
            {customerId === FOR_STOCK.id ? group.name : <CustomerLink id={customerId}>{group.name}</CustomerLink>}{' '}
            <span className="font-normal text-gray-600 dark:text-gray-400">({group.items.length})</span>
          </h3>
          <NotificationList items={group.items} today={today} />
        </section>
      ))}
    </div>
  );
}

/** Every notification, grouped by customer, where the bell's "View All Notifications" leads. */
export function NotificationsSection() {
  const notifications = useNotifications();
  const data = notifications.data;
  return (
    <section id="notifications" aria-labelledby="notifications-heading" className="scroll-mt-24">
      <Card>
        <div className="flex flex-wrap items-baseline justify-between gap-2 px-5 pt-5 pb-3">
          <h2 id="notifications-heading" className="font-semibold text-gray-800 text-lg dark:text-white/90">
            Notifications
          </h2>
          {data && data.total > data.items.length && (
            <p className="text-gray-600 text-sm dark:text-gray-400">
              The {data.items.length} most urgent of {data.total}
            </p>
          )}
        </div>
        <div className="px-3 pb-4">
          {notifications.isLoading ? (
            <div className="flex justify-center py-6">
              <Spinner size="sm" label="Loading notifications" />
            </div>
          ) : !data ? (
            <div className="px-2">
              <Alert>{errorMessage(notifications.error, 'Notifications could not be loaded')}</Alert>
              <Button variant="secondary" className="mt-3" onClick={() => void notifications.refetch()}>
                Retry
              </Button>
            </div>
          ) : data.items.length === 0 ? (
            <p className="px-2 py-2 text-gray-600 text-sm dark:text-gray-400">No notifications</p>
          ) : (
            <GroupedNotifications items={data.items} />
          )}
        </div>
      </Card>
    </section>
  );
}
