import type { Notification } from '@lathe/shared';
import { clsx } from 'clsx';
import { Activity, CalendarClock, Factory, Gauge, IndianRupee, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { formatCalendarDay, relativeDay } from '../../lib/relative-day';

const KIND_LOOK: Record<Notification['kind'], { icon: typeof IndianRupee; className: string }> = {
  invoice_overdue: { icon: IndianRupee, className: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-200' },
  order_late: {
    icon: TriangleAlert,
    className: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
  },
  order_due: { icon: CalendarClock, className: 'bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100' },
  work_order_late: { icon: Factory, className: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-200' },
  gauge_overdue: { icon: Gauge, className: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-200' },
  gauge_due_soon: { icon: Gauge, className: 'bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100' },
  spc_out_of_control: { icon: Activity, className: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-200' },
};

interface NotificationListProps {
  items: readonly Notification[];
  /** India's today (yyyy-MM-dd), which the dates are read against. */
  today: string;
  /** Called when an entry is followed (the bell closes its panel). */
  onNavigate?: () => void;
}

/** Notifications as links to the screens that deal with them: title, message and when it was due. */
export function NotificationList({ items, today, onNavigate }: NotificationListProps) {
  return (
    <ul className="space-y-1">
      {items.map((n) => {
        const look = KIND_LOOK[n.kind];
        const Icon = look.icon;
        return (
          <li key={n.id}>
            <Link
              to={n.link}
              onClick={onNavigate}
              className="flex gap-3 rounded-lg px-2 py-2.5 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-white/5"
            >
              <span className={clsx('flex size-10 shrink-0 items-center justify-center rounded-full', look.className)}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="block min-w-0 text-sm">
                <span className="block font-medium text-gray-900 dark:text-white">{n.title}</span>
                <span className="block text-gray-700 dark:text-gray-300">{n.message}</span>
                <time dateTime={n.date} className="mt-1 block text-gray-600 text-xs dark:text-gray-400">
                  {relativeDay(n.date, today)} · {formatCalendarDay(n.date)}
                </time>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
