import { CUSTOMER_MATERIAL_STATUS_LABELS, type CustomerMaterialStatus } from '@lathe/shared';
import { clsx } from 'clsx';

const TONES: Record<CustomerMaterialStatus, string> = {
  draft: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
  received: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  cancelled: 'bg-gray-100 text-gray-600 line-through dark:bg-white/5 dark:text-gray-400',
};

/** A receipt's status, as the list and the receipt's page show it. */
export function CustomerMaterialStatusBadge({ status }: { status: CustomerMaterialStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs',
        TONES[status],
      )}
    >
      {CUSTOMER_MATERIAL_STATUS_LABELS[status]}
    </span>
  );
}
