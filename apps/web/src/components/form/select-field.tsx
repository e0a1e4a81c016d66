import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { useController } from 'react-hook-form';
import { useCompactFields } from './compact-fields';
import { describedBy, FieldShell } from './field-shell';
import { inputClass } from './field-styles';
import { useFieldError } from './use-field-error';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: string;
  options: SelectOption[];
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  /** Called with the value the user chose (not what the form filled in). */
  onPick?: (value: string) => void;
}

/** A labelled native select registered with the surrounding form; a grid row's cell in CompactFields. */
export function SelectField({ name, label, options, placeholder, required, disabled, hint, onPick }: SelectFieldProps) {
  // Controlled, so the choice shows once options that arrive later include it.
  const { field } = useController({ name });
  const compact = useCompactFields();
  const error = useFieldError(name);
  const id = `${useId()}-${name}`;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      <select
        id={id}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={clsx(inputClass(!!error, undefined, compact), 'appearance-auto')}
        name={field.name}
        ref={field.ref}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={(event) => {
          field.onChange(event);
          onPick?.(event.target.value);
        }}
        onBlur={field.onBlur}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
