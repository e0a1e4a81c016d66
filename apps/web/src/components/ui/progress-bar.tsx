import { clsx } from 'clsx';
import { useId } from 'react';

interface ProgressBarProps {
  /** Shown above the bar; it also names the bar for screen readers. */
  label: string;
  /** How far along, out of `max`; leave it out when the end cannot be known. */
  value?: number;
  max?: number;
}

/** A labelled progress bar; without a value it is indeterminate. */
export function ProgressBar({ label, value, max = 100 }: ProgressBarProps) {
  const labelId = useId();
  const isKnown = value !== undefined && max > 0;
  const percent = isKnown ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div>
      <p id={labelId} className="mb-1.5 text-gray-700 text-sm dark:text-gray-300">
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={isKnown ? max : undefined}
        aria-valuenow={isKnown ? value : undefined}
        className="h-2 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
      >
        <div
          className={clsx('h-full rounded-full bg-brand-500 transition-[width]', !isKnown && 'w-1/3 animate-pulse')}
          style={isKnown ? { width: `${percent}%` } : undefined}
        />
      </div>
    </div>
  );
}
