import { clsx } from 'clsx';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';

const TONES = {
  neutral: 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-200',
  warning: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
  danger: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-200',
} as const;

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A line under the figure: what it is worth, or how it compares. */
  detail?: ReactNode;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** Warning and danger colour the icon when the figure needs attention. */
  tone?: keyof typeof TONES;
  /** The list the figure summarises; the whole card links there. */
  to?: string;
}

/** One figure of the dashboard, linking to the list behind it. */
export function StatCard({ label, value, detail, icon: Icon, tone = 'neutral', to }: StatCardProps) {
  // The label and icon share the top line, so the figure below has the card's whole width.
  const body = (
    <>
      <span className="flex items-start justify-between gap-3">
        <span className="text-gray-600 text-sm dark:text-gray-400">{label}</span>
        <span className={clsx('flex size-9 shrink-0 items-center justify-center rounded-lg', TONES[tone])}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </span>
      {/* The figure's size follows the card's width (a tenth of it, at most text-2xl), so a lakh or crore
          amount stays on one line in the four narrow cards of a 1280 px screen; only a figure longer
          still breaks. */}
      <span className="mt-1 block break-words font-semibold text-[min(1.5rem,10cqw)] text-gray-800 tabular-nums leading-snug dark:text-white/90">
        {value}
      </span>
      {detail && <span className="mt-1 block text-gray-600 text-xs dark:text-gray-400">{detail}</span>}
    </>
  );
  return (
    <Card className={clsx(to && 'transition-colors hover:border-brand-300 dark:hover:border-brand-700')}>
      {to ? (
        <Link
          to={to}
          className="@container block h-full rounded-2xl p-5 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {body}
        </Link>
      ) : (
        <div className="@container h-full p-5">{body}</div>
      )}
    </Card>
  );
}
