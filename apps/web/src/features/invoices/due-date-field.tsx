import { useId } from 'react';
import { useController } from 'react-hook-form';
import { describedBy, FieldShell } from '../../components/form/field-shell';
import { inputClass } from '../../components/form/field-styles';
import { useFieldError } from '../../components/form/use-field-error';

interface DueDateFieldProps {
  /** A date the user typed or picked (not one the form filled in). */
  onEdit: (value: string) => void;
  hint?: string | undefined;
}

/** The due date: a date input that tells the form when the user, not the payment terms, set it. */
export function DueDateField({ onEdit, hint }: DueDateFieldProps) {
  const { field } = useController({ name: 'dueDate' });
  const error = useFieldError('dueDate');
  const id = `${useId()}-dueDate`;
  return (
    <FieldShell id={id} label="Due Date" hint={hint} error={error}>
      <input
        id={id}
        type="date"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass(!!error)}
        name={field.name}
        ref={field.ref}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={(event) => {
          field.onChange(event);
          onEdit(event.target.value);
        }}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}
