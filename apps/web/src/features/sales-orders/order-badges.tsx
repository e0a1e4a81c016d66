import type { SalesOrder, SalesOrderStatus } from '@lathe/shared';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const pill = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs';

const STATUS: Record<SalesOrderStatus, { label: string; tone: string }> = {
  draft: { label: 'Draft', tone: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300' },
  confirmed: { label: 'Confirmed', tone: 'bg-blue-50 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300' },
  completed: { label: 'Completed', tone: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300' },
  closed: { label: 'Closed', tone: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300' },
  cancelled: { label: 'Cancelled', tone: 'bg-rose-50 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300' },
};

export const statusLabel = (status: SalesOrderStatus) => STATUS[status].label;

/** The order's status, one colour each. */
export function OrderStatusBadge({ status }: { status: SalesOrderStatus }) {
  return <span className={clsx(pill, STATUS[status].tone)}>{STATUS[status].label}</span>;
}

/** Solid red, so a late order stands out beside any status colour. */
export function LateBadge() {
  return (
    <span className={clsx(pill, 'bg-red-600 text-white dark:bg-red-500')} title="A line is past its delivery date">
      Late
    </span>
  );
}

const PROGRESS_TONES: Record<string, string> = {
  Not: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
  Partly: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  Fully: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
};

/** Not / Partly / Fully dispatched or invoiced. */
export function ProgressBadge({ progress }: { progress: 'Not' | 'Partly' | 'Fully' }) {
  return <span className={clsx(pill, PROGRESS_TONES[progress])}>{progress}</span>;
}

/** A status badge with the Late badge beside it when the order is late. */
export function StatusWithLate({ status, late }: { status: SalesOrderStatus; late: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <OrderStatusBadge status={status} />
      {late && <LateBadge />}
    </span>
  );
}

/** The order page's badges: its status, with Late beside it when a line is past its date. */
export function SalesOrderBadges({ document: order }: { document: SalesOrder }) {
  return <StatusWithLate status={order.status} late={order.late} />;
}

/** Text set in the muted grey of an empty value ("Draft" where a number would be). */
export function Muted({ children }: { children: ReactNode }) {
  return <span className="text-gray-500 dark:text-gray-400">{children}</span>;
}
