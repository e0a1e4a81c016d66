import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, FieldShell } from '../../components/form/field-shell';
import { inputClass } from '../../components/form/field-styles';
import { useFieldError } from '../../components/form/use-field-error';

interface MonthFieldProps {
  name: string;
  label?: string;
  required?: boolean;
  /** Called with what the user chose (yyyy-mm, or '' when cleared). */
  onEdit?: (value: string) => void;
}

/** The month a schedule is for, picked as yyyy-mm (the browser's month picker, or typed where it has none). */
export function MonthField({ name, label = 'Month', required, onEdit }: MonthFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = `${useId()}-${name}`;
  const hint = 'yyyy-mm, such as 2026-12';
  const field = register(name, {
    onChange: (event: { target: { value: string } }) => onEdit?.(event.target.value),
  });
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <input
        id={id}
        type="month"
        placeholder="yyyy-mm"
        title={hint}
        aria-invalid={error ? true : undefined}
        required={required}
        aria-describedby={describedBy(id, undefined, error)}
        className={inputClass(!!error)}
        {...field}
      />
    </FieldShell>
  );
}
