import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { inputClass, labelClass } from '../form/field-styles';
import type { ListParams } from './use-list-params';

interface FilterSelectProps {
  params: ListParams;
  /** The URL key it sets; the empty option clears it. */
  name: string;
  label: string;
  className?: string;
  children: ReactNode;
}

/** A list filter's label beside its control, which gets the label's id. */
export function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <label htmlFor={id} className={clsx(labelClass, 'shrink-0')}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A list filter as a labelled select, kept in the URL: choosing the empty option removes the key. */
export function FilterSelect({ params, name, label, className, children }: FilterSelectProps) {
  return (
    <FilterField label={label}>
      {(id) => (
        <select
          id={id}
          value={params.filters[name] ?? ''}
          onChange={(event) => params.setFilter(name, event.target.value || null)}
          className={clsx(inputClass(false), 'appearance-auto sm:w-52', className)}
        >
          {children}
        </select>
      )}
    </FilterField>
  );
}

/**
 * "One record only · Show all": shown while a link narrowed the list to one record (an order's
 * inspections, a work order's boxes) by keys no filter control shows; clears them all.
 */
export function OneRecordChip({ params, keys }: { params: ListParams; keys: readonly string[] }) {
  const narrowed = keys.filter((key) => params.filters[key]);
  if (narrowed.length === 0) return null;
  return (
    <button
      type="button"
      onClick={() => {
        for (const key of narrowed) params.setFilter(key, null);
      }}
      className="rounded-full bg-brand-50 px-3 py-1 text-brand-700 text-xs hover:bg-brand-100 dark:bg-brand-500/15 dark:text-brand-300"
    >
      One record only · Show all
    </button>
  );
}
