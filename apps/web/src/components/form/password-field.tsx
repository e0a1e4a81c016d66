import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, FieldShell } from './field-shell';
import { inputClass } from './field-styles';
import { useFieldError } from './use-field-error';

interface PasswordFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'placeholder' | 'required'> {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: ReactNode;
}

/** A labelled password input registered with the surrounding form. */
export function PasswordField({ name, label, autoComplete, placeholder, required, hint }: PasswordFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = `${useId()}-${name}`;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        required={required}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass(!!error)}
        {...register(name)}
      />
    </FieldShell>
  );
}
