import { QUOTATION_STATUS_LABELS, type QuotationStatus, type QuotationSummary } from '@lathe/shared';
import { clsx } from 'clsx';

const pill = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs';

const TONES: Record<QuotationStatus, string> = {
  enquiry: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
  sent: 'bg-blue-50 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300',
  won: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  lost: 'bg-rose-50 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300',
  revised: 'bg-gray-100 text-gray-600 italic dark:bg-white/5 dark:text-gray-400',
  converted: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
};

/** The quotation's status, one colour each. */
export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  return <span className={clsx(pill, TONES[status])}>{QUOTATION_STATUS_LABELS[status]}</span>;
}

/** "Expired": a sent offer past its validity today. */
export function ExpiredBadge() {
  return (
    <span className={clsx(pill, 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300')}>Expired</span>
  );
}

/** The view's badges: the status, and Expired beside it when the offer has lapsed. */
export function QuotationBadges({
  status,
  document,
}: {
  status: QuotationStatus;
  document: Pick<QuotationSummary, 'expired'>;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <QuotationStatusBadge status={status} />
      {document.expired && <ExpiredBadge />}
    </span>
  );
}
