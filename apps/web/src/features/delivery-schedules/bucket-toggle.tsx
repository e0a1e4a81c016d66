import type { ScheduleBucket } from '@lathe/shared';
import { clsx } from 'clsx';

const VIEWS: { bucket: ScheduleBucket; label: string }[] = [
  { bucket: 'week', label: 'By week' },
  { bucket: 'day', label: 'By day' },
];

/** The grid's columns: the month's ISO weeks, or its days. */
export function BucketToggle({
  value,
  onChange,
}: {
  value: ScheduleBucket;
  onChange: (bucket: ScheduleBucket) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Buckets</legend>
      <div className="inline-flex rounded-lg border border-gray-300 p-0.5 dark:border-gray-700">
        {VIEWS.map((view) => (
          <label
            key={view.bucket}
            className={clsx(
              'cursor-pointer rounded-md px-3 py-1.5 font-medium text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
              value === view.bucket
                ? 'bg-brand-500 text-white'
                : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800',
            )}
          >
            <input
              type="radio"
              name="schedule-buckets"
              value={view.bucket}
              checked={value === view.bucket}
              onChange={() => onChange(view.bucket)}
              className="sr-only"
            />
            {view.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
