import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, FieldShell } from './field-shell';
import { inputClass } from './field-styles';
import { useFieldError } from './use-field-error';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: ReactNode;
}

/** A labelled text input registered with the surrounding form. */
export function TextField({ name, label, hint, required, type = 'text', ...props }: TextFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = `${useId()}-${name}`;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass(!!error)}
        {...props}
        {...register(name)}
      />
    </FieldShell>
  );
}
