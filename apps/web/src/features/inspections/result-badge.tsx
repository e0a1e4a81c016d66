import { INSPECTION_RESULT_LABELS, type InspectionResult } from '@lathe/shared';
import { clsx } from 'clsx';

const TONES: Record<InspectionResult, string> = {
  pass: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  fail: 'bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-300',
};

const badge = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs';

/** Pass in green, fail in red; "Pending" in grey while it cannot be judged yet. */
export function ResultBadge({ result }: { result: InspectionResult | null }) {
  if (!result) {
    return <span className={clsx(badge, 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300')}>Pending</span>;
  }
  return <span className={clsx(badge, TONES[result], 'print:px-0')}>{INSPECTION_RESULT_LABELS[result]}</span>;
}
