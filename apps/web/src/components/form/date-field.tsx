import { useId } from 'react';
import { useController } from 'react-hook-form';
import { DateInput } from './date-input';
import { describedBy, FieldShell } from './field-shell';
import { useFieldError } from './use-field-error';

export interface DateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string | undefined;
  /** Shown while the field is empty, instead of dd/mm/yyyy. */
  placeholder?: string | undefined;
  /** Called with what the user typed or picked (not what the form filled in). */
  onEdit?: ((value: string) => void) | undefined;
}

/** A labelled form date, typed and shown as dd/mm/yyyy; the form holds yyyy-MM-dd. */
export function DateField({ name, label, required, hint, placeholder, onEdit }: DateFieldProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const id = `${useId()}-${name}`;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      <DateInput
        id={id}
        name={field.name}
        inputRef={field.ref}
        value={field.value as string | null | undefined}
        keepTyped
        invalid={!!error}
        required={required}
        describedBy={describedBy(id, hint, error)}
        placeholder={placeholder}
        onChange={(value) => {
          field.onChange(value);
          onEdit?.(value);
        }}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}
