import { BUCKET_STATE_LABELS, type BucketState } from '@lathe/shared';
import { clsx } from 'clsx';

const pill = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs';

const STATE_TONES: Record<BucketState, string> = {
  on_time: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  late: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  short: 'bg-red-50 text-red-700 dark:bg-red-500/15 dark:text-red-300',
  open: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
};

/** How a bucket stands: on time in full, late, short, or not yet due. */
export function BucketStateBadge({ state }: { state: BucketState }) {
  return <span className={clsx(pill, STATE_TONES[state])}>{BUCKET_STATE_LABELS[state]}</span>;
}

/** Firm (an order to dispatch) or the customer's forecast. */
export function ZoneTag({ firm }: { firm: boolean }) {
  return (
    <span
      className={clsx(
        pill,
        firm
          ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300'
          : 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
      )}
    >
      {firm ? 'Firm' : 'Forecast'}
    </span>
  );
}
