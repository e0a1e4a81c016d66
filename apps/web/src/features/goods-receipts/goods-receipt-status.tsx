import { GOODS_RECEIPT_STATUS_LABELS, type GoodsReceiptStatus } from '@lathe/shared';
import { clsx } from 'clsx';

const TONES: Record<GoodsReceiptStatus, string> = {
  draft: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
  received: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  cancelled: 'bg-gray-100 text-gray-600 line-through dark:bg-white/5 dark:text-gray-400',
};

/** A goods receipt's status, as the list and the receipt show it. */
export function GoodsReceiptStatusBadge({ status }: { status: GoodsReceiptStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs',
        TONES[status],
      )}
    >
      {GOODS_RECEIPT_STATUS_LABELS[status]}
    </span>
  );
}
