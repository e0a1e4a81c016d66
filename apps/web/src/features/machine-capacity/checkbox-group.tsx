import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useFieldError } from '../../components/form/use-field-error';

interface CheckboxGroupProps<T extends string | number> {
  name: string;
  legend: string;
  options: readonly { value: T; label: string }[];
}

/** A set of checkboxes holding one array field of the form (working days, kinds of operation). */
export function CheckboxGroup<T extends string | number>({ name, legend, options }: CheckboxGroupProps<T>) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const id = useId();
  const selected = (field.value as T[] | null | undefined) ?? [];
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 font-medium text-gray-700 text-sm dark:text-gray-300">
        {legend}
        <span className="text-red-600 dark:text-red-400" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-gray-700 text-sm dark:text-gray-300">
            <input
              type="checkbox"
              name={name}
              value={String(option.value)}
              checked={selected.includes(option.value)}
              onChange={(event) =>
                field.onChange(
                  event.target.checked
                    ? [...selected, option.value]
                    : selected.filter((value) => value !== option.value),
                )
              }
              onBlur={field.onBlur}
              ref={option === options[0] ? field.ref : undefined}
              className="size-4 rounded border-gray-300 accent-brand-500 dark:border-gray-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
