import { todayIn } from '@lathe/shared';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useNotifications } from '../../lib/notifications';
import { Spinner } from '../ui/spinner';
import { Dropdown, headerIconButton } from './dropdown';
import { NotificationList } from './notification-list';

/** How many the panel shows; "View All Notifications" leads to the dashboard's full list. */
export const BELL_ITEMS = 5;

/** The bell: a count of what needs attention, and a panel with the most urgent entries. */
export function NotificationMenu() {
  const notifications = useNotifications();
  const total = notifications.data?.total ?? 0;
  const items = notifications.data?.items.slice(0, BELL_ITEMS) ?? [];
  return (
    <Dropdown
      panelClassName="w-[320px] sm:w-[360px]"
      trigger={(props) => (
        <button
          type="button"
          aria-label={total > 0 ? `Notifications (${total})` : 'Notifications'}
          aria-haspopup="true"
          className={headerIconButton}
          {...props}
        >
          {total > 0 && (
            <span
              aria-hidden="true"
              className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-orange-600 px-1 font-semibold text-[11px] text-white"
            >
              {total > 99 ? '99+' : total}
            </span>
          )}
          <Bell aria-hidden="true" className="size-5" />
        </button>
      )}
    >
      {(close) => (
        <div>
          <h2 className="mb-3 border-gray-100 border-b px-2 pb-3 font-semibold text-gray-800 text-lg dark:border-gray-800 dark:text-white/90">
            Notification
          </h2>
          <div className="max-h-80 overflow-y-auto">
            {notifications.isLoading ? (
              <div className="flex justify-center py-6">
                <Spinner size="sm" label="Loading notifications" />
              </div>
            ) : notifications.isError && !notifications.data ? (
              <p className="px-2 py-4 text-center text-red-700 text-sm dark:text-red-300">
                Notifications could not be loaded
              </p>
            ) : items.length === 0 ? (
              <p className="px-2 py-4 text-center text-gray-600 text-sm dark:text-gray-400">No notifications</p>
            ) : (
              <NotificationList items={items} today={todayIn()} onNavigate={close} />
            )}
          </div>
          <Link
            to="/"
            onClick={close}
            className="mt-3 block rounded-lg border border-gray-300 bg-white px-4 py-2 text-center font-medium text-gray-700 text-sm hover:bg-gray-100 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-300 dark:hover:bg-gray-700"
          >
            View All Notifications
          </Link>
        </div>
      )}
    </Dropdown>
  );
}
