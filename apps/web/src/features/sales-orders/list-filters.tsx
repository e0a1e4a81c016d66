import { SALES_ORDER_STATUSES } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import type { ListParams } from '../../components/data-table/use-list-params';
import { inputClass, labelClass } from '../../components/form/field-styles';
import { CACHE_TIME_MS } from '../../lib/query-client';
import { allCustomers } from '../customers/api';
import { customerOptionLabel } from '../products/api';
import { statusLabel } from './order-badges';

/** The list's filters as URL parameters; the dashboard links to `?status=confirmed` and `?late=true`. */
export const ORDER_FILTERS = ['status', 'customerId', 'late'] as const;

const selectClass = clsx(inputClass(false), 'appearance-auto sm:w-52');

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string | null) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <label htmlFor={id} className={clsx(labelClass, 'shrink-0')}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value || null)} className={selectClass}>
        {children}
      </select>
    </div>
  );
}

/** Status, customer (every customer, from `customers/all`) and "Late only", kept in the URL. */
export function OrderListFilters({ params }: { params: ListParams }) {
  const { status = '', customerId = '', late } = params.filters;
  const lateId = useId();
  const customers = useQuery({
    queryKey: ['customers', 'all'],
    queryFn: ({ signal }) => allCustomers(signal),
    staleTime: CACHE_TIME_MS,
  });
  const known = customers.data ?? [];
  return (
    <>
      <FilterSelect label="Status" value={status} onChange={(value) => params.setFilter('status', value)}>
        <option value="">All statuses</option>
        {SALES_ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Customer" value={customerId} onChange={(value) => params.setFilter('customerId', value)}>
        <option value="">All customers</option>
        {/* A customer from the URL shows before the list arrives (or when it is no longer listed). */}
        {customerId && !known.some((c) => c.id === customerId) && <option value={customerId}>Chosen customer</option>}
        {known.map((c) => (
          <option key={c.id} value={c.id}>
            {customerOptionLabel(c.partyCode, c.name)}
          </option>
        ))}
      </FilterSelect>
      <div className="flex items-center gap-2">
        <input
          id={lateId}
          type="checkbox"
          checked={late === 'true'}
          onChange={(event) => params.setFilter('late', event.target.checked ? 'true' : null)}
          className="size-4 rounded border-gray-300 accent-brand-500 dark:border-gray-700"
        />
        <label htmlFor={lateId} className="whitespace-nowrap text-gray-700 text-sm dark:text-gray-300">
          Late only
        </label>
      </div>
    </>
  );
}
