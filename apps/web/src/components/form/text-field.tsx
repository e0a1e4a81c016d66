import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useCompactFields } from './compact-fields';
import { describedBy, FieldShell } from './field-shell';
import { inputClass } from './field-styles';
import { useFieldError } from './use-field-error';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'className'> {
  name: string;
  label: string;
  hint?: ReactNode;
  /** Turns what the input holds into the form's value (a number input's number). */
  setValueAs?: (value: unknown) => unknown;
  /** Rewrites what is typed or pasted before the form sees it (digits only). */
  sanitize?: (text: string) => string;
  /** The label for screen readers only (a table's column header names the field). */
  hideLabel?: boolean;
}

/** A labelled input registered with the surrounding form; number inputs are this with their own value rules. */
export function TextField({
  name,
  label,
  hint,
  required,
  type = 'text',
  setValueAs,
  sanitize,
  hideLabel,
  ...props
}: TextFieldProps) {
  const { register } = useFormContext();
  const compact = useCompactFields();
  const error = useFieldError(name);
  const id = `${useId()}-${name}`;
  const field = register(name, setValueAs ? { setValueAs } : undefined);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const clean = sanitize ? sanitize(input.value) : input.value;
    if (clean !== input.value) input.value = clean;
    return field.onChange(event);
  };
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} hint={hint} error={error}>
      <input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass(!!error, undefined, compact)}
        {...props}
        {...field}
        onChange={onChange}
      />
    </FieldShell>
  );
}
