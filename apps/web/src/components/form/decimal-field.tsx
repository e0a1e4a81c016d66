import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, FieldShell } from './field-shell';
import { inputClass } from './field-styles';
import { useFieldError } from './use-field-error';

interface DecimalFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'className'> {
  name: string;
  label: string;
  hint?: ReactNode;
}

/** Keeps digits and the first decimal point; everything else typed or pasted is dropped. */
export function digitsAndOnePoint(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replaceAll('.', '');
}

/**
 * A labelled number input that accepts only digits and one decimal point (spec §5). The form
 * holds the text; the schema turns it into a number, or null when empty.
 */
export function DecimalField({ name, label, hint, required, ...props }: DecimalFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = `${useId()}-${name}`;
  const field = register(name);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const clean = digitsAndOnePoint(input.value);
    if (clean !== input.value) input.value = clean;
    return field.onChange(event);
  };
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass(!!error)}
        {...props}
        {...field}
        onChange={onChange}
      />
    </FieldShell>
  );
}
