import { type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFieldError } from './use-field-error';

interface CheckboxFieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
}

/** A checkbox with its label on the right, registered with the surrounding form. */
export function CheckboxField({ name, label, hint, disabled }: CheckboxFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = `${useId()}-${name}`;
  return (
    <div>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="checkbox"
          disabled={disabled}
          className="size-4 rounded border-gray-300 accent-brand-500 dark:border-gray-700"
          {...register(name)}
        />
        <label htmlFor={id} className="font-medium text-gray-700 text-sm dark:text-gray-300">
          {label}
        </label>
      </div>
      {hint && <p className="mt-1.5 text-gray-600 text-xs dark:text-gray-400">{hint}</p>}
      {error && <p className="mt-1.5 text-red-600 text-xs dark:text-red-400">{error}</p>}
    </div>
  );
}
