import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dropdown, headerIconButton } from './dropdown';
import { SAMPLE_NOTIFICATIONS } from './notification-samples';

/** The bell and its panel of sample notifications. */
export function NotificationMenu() {
  const [unseen, setUnseen] = useState(true);
  return (
    <Dropdown
      panelClassName="w-[320px] sm:w-[360px]"
      trigger={({ onClick, ...props }) => (
        <button
          type="button"
          aria-label="Notifications"
          aria-haspopup="true"
          className={headerIconButton}
          onClick={() => {
            setUnseen(false);
            onClick();
          }}
          {...props}
        >
          {unseen && <span className="absolute top-0.5 right-0 size-2.5 rounded-full bg-orange-500" />}
          <Bell aria-hidden="true" className="size-5" />
        </button>
      )}
    >
      {(close) => (
        <div>
          <h2 className="mb-3 border-gray-100 border-b px-2 pb-3 font-semibold text-gray-800 text-lg dark:border-gray-800 dark:text-white/90">
            Notification
          </h2>
          <ul className="max-h-80 space-y-1 overflow-y-auto">
            {SAMPLE_NOTIFICATIONS.map((n) => (
              <li key={n.id} className="flex gap-3 rounded-lg px-2 py-2.5 hover:bg-gray-50 dark:hover:bg-white/5">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 text-sm dark:bg-brand-900 dark:text-brand-100">
                  {n.initials}
                </span>
                <span className="block text-sm">
                  <span className="text-gray-700 dark:text-gray-300">
                    <span className="font-medium text-gray-900 dark:text-white">{n.who}</span> {n.text}
                  </span>
                  <span className="mt-1 block text-gray-600 text-xs dark:text-gray-400">
                    {n.area} · {n.time}
                  </span>
                </span>
              </li>
            ))}
          </ul>
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
