import { BLANKET_ORDER_STATUS_LABELS, type BlanketOrderStatus, type BlanketOrderSummary } from '@lathe/shared';
import { clsx } from 'clsx';

const pill = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs';

const TONES: Record<BlanketOrderStatus, string> = {
  draft: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
  active: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  closed: 'bg-blue-50 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300',
  cancelled: 'bg-rose-50 text-rose-700 line-through dark:bg-rose-500/15 dark:text-rose-300',
};

/** The blanket order's status, one colour each. */
export function BlanketOrderStatusBadge({ status }: { status: BlanketOrderStatus }) {
  return <span className={clsx(pill, TONES[status])}>{BLANKET_ORDER_STATUS_LABELS[status]}</span>;
}

/** "Expired": an active order past its validity today. */
export function ExpiredBadge() {
  return (
    <span className={clsx(pill, 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300')}>Expired</span>
  );
}

/** The status, and Expired beside it when an active order has run past its validity. */
export function BlanketOrderBadges({
  status,
  document,
}: {
  status: BlanketOrderStatus;
  document: Pick<BlanketOrderSummary, 'expired'>;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <BlanketOrderStatusBadge status={status} />
      {document.expired && <ExpiredBadge />}
    </span>
  );
}
