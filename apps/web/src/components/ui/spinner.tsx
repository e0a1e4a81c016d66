import { clsx } from 'clsx';

const SIZES = { sm: 'size-4 border-2', md: 'size-8 border-3', lg: 'size-12 border-4' } as const;

export type SpinnerSize = keyof typeof SIZES;

interface SpinnerProps {
  size?: SpinnerSize;
  label?: string;
  className?: string;
}

/** A spinning ring in three sizes (spec §2 "Layouts"). */
export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" className={clsx('inline-flex items-center justify-center', className)}>
      <span
        aria-hidden="true"
        className={clsx(
          'animate-spin rounded-full border-brand-500 border-t-transparent dark:border-brand-400 dark:border-t-transparent',
          SIZES[size],
        )}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The large centred spinner the route guard shows. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}
