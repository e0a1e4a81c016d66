import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, FieldShell } from './field-shell';
import { inputClass } from './field-styles';
import { useFieldError } from './use-field-error';

interface NumberFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'className'> {
  name: string;
  label: string;
  hint?: ReactNode;
}

/** What the input holds as the form's value: a number, or null when blank (the schema decides if blank is allowed). */
const toNumberOrNull = (value: unknown) => {
  if (typeof value === 'number' || value === null) return value;
  const text = String(value ?? '').trim();
  return text === '' ? null : Number(text);
};

/** A labelled number input registered with the surrounding form; the form holds a number, never text. */
export function NumberField({ name, label, hint, required, ...props }: NumberFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = `${useId()}-${name}`;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        type="number"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass(!!error)}
        {...props}
        {...register(name, { setValueAs: toNumberOrNull })}
      />
    </FieldShell>
  );
}
