import { clsx } from 'clsx';
import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, FieldShell } from './field-shell';
import { inputClass } from './field-styles';
import { useFieldError } from './use-field-error';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'className'> {
  name: string;
  label: string;
  hint?: ReactNode;
}

/** A labelled multi-line text input (an address, a note) registered with the surrounding form. */
export function TextareaField({ name, label, hint, required, rows = 3, ...props }: TextareaFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = `${useId()}-${name}`;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={clsx(inputClass(!!error), 'h-auto resize-y')}
        {...props}
        {...register(name)}
      />
    </FieldShell>
  );
}
