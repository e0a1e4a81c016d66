import { clsx } from 'clsx';

/** 'Active' in green or 'Inactive' in grey. */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 font-medium text-xs',
        active
          ? 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300'
          : 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
      )}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
