import { INVOICE_DISPLAY_STATUSES } from '@lathe/shared';
import { useId } from 'react';
import type { ListParams } from '../../components/data-table/use-list-params';
import { customerOptionLabel } from '../products/api';
import { useAllCustomers } from './api';
import { INVOICE_STATUS_LABELS } from './invoice-status';

/** The URL keys the list sends as they are; the dashboard links to `/invoices?overdue=true`. */
export const INVOICE_FILTERS = ['status', 'customerId', 'overdue', 'salesOrderId'] as const;

const selectClass =
  'h-10 rounded-lg border border-gray-300 bg-white px-3 text-gray-800 text-sm shadow-theme-xs focus:border-brand-400 focus:outline-none focus:ring-3 focus:ring-brand-500/15 dark:border-gray-700 dark:bg-gray-900 dark:text-white/90';

/** Status (overdue included), customer, "Overdue only" and, when a sales order linked here, that order. */
export function InvoiceFilters({ params }: { params: ListParams }) {
  const overdueId = useId();
  const customers = useAllCustomers();
  const { filters, setFilter } = params;
  return (
    <>
      <select
        aria-label="Status"
        value={filters.status ?? ''}
        onChange={(event) => setFilter('status', event.target.value || null)}
        className={selectClass}
      >
        <option value="">All statuses</option>
        {INVOICE_DISPLAY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {INVOICE_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      <select
        aria-label="Customer"
        value={filters.customerId ?? ''}
        onChange={(event) => setFilter('customerId', event.target.value || null)}
        className={`${selectClass} max-w-full sm:max-w-56`}
      >
        <option value="">All customers</option>
        {/* A customer chosen from a link keeps showing while the list loads. */}
        {filters.customerId && !customers.data?.some((c) => c.id === filters.customerId) && (
          <option value={filters.customerId}>{customers.isLoading ? 'Loading…' : 'Unknown customer'}</option>
        )}
        {customers.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {customerOptionLabel(c.partyCode, c.name)}
          </option>
        ))}
      </select>
      <div className="flex items-center gap-2">
        <input
          id={overdueId}
          type="checkbox"
          checked={filters.overdue === 'true'}
          onChange={(event) => setFilter('overdue', event.target.checked ? 'true' : null)}
          className="size-4 rounded border-gray-300 accent-brand-500 dark:border-gray-700"
        />
        <label htmlFor={overdueId} className="whitespace-nowrap text-gray-700 text-sm dark:text-gray-300">
          Overdue only
        </label>
      </div>
      {filters.salesOrderId && (
        <button
          type="button"
          onClick={() => setFilter('salesOrderId', null)}
          className="rounded-full bg-brand-50 px-3 py-1 text-brand-700 text-xs hover:bg-brand-100 dark:bg-brand-500/15 dark:text-brand-300"
        >
          One sales order only · Show all
        </button>
      )}
    </>
  );
}
