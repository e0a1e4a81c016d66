import { GAUGE_STATE_LABELS, type GaugeState } from '@lathe/shared';
import { clsx } from 'clsx';

const TONES: Record<GaugeState, string> = {
  calibrated: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  due_soon: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  overdue: 'bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-300',
  uncalibrated: 'bg-orange-50 text-orange-800 dark:bg-orange-500/15 dark:text-orange-300',
  retired: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
};

/** A gauge's state today: calibrated in green, due soon in amber, overdue in red, not calibrated in orange, retired in grey. */
export function GaugeStateBadge({ state }: { state: GaugeState }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs',
        TONES[state],
      )}
    >
      {GAUGE_STATE_LABELS[state]}
    </span>
  );
}
