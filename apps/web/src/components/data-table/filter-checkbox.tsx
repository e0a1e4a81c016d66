import { useId } from 'react';
import type { ListParams } from './use-list-params';

/** A yes-or-nothing list filter ("Late only", "Show deleted"), kept in the URL as `{name}=true`. */
export function FilterCheckbox({ params, name, label }: { params: ListParams; name: string; label: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={params.filters[name] === 'true'}
        onChange={(event) => params.setFilter(name, event.target.checked ? 'true' : null)}
        className="size-4 rounded border-gray-300 accent-brand-500 dark:border-gray-700"
      />
      <label htmlFor={id} className="whitespace-nowrap text-gray-700 text-sm dark:text-gray-300">
        {label}
      </label>
    </div>
  );
}
