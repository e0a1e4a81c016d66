import { useId } from 'react';
import type { ListParams } from './use-list-params';

/** A yes-or-nothing list filter ("Late only", "Show deleted"), kept in the URL as `{name}={value}` (`true` unless given). */
export function FilterCheckbox({
  params,
  name,
  label,
  value = 'true',
}: {
  params: ListParams;
  name: string;
  label: string;
  value?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={params.filters[name] === value}
        onChange={(event) => params.setFilter(name, event.target.checked ? value : null)}
        className="size-4 rounded border-gray-300 accent-brand-500 dark:border-gray-700"
      />
      <label htmlFor={id} className="whitespace-nowrap text-gray-700 text-sm dark:text-gray-300">
        {label}
      </label>
    </div>
  );
}
