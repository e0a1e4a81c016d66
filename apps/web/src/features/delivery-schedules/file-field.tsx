import { useId } from 'react';
import { useController } from 'react-hook-form';
import { describedBy, FieldShell } from '../../components/form/field-shell';
import { inputClass } from '../../components/form/field-styles';
import { useFieldError } from '../../components/form/use-field-error';

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** The customer's schedule file, held by the form as a File (or null). */
export function FileField({ name, label, onPick }: { name: string; label: string; onPick?: () => void }) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const id = `${useId()}-${name}`;
  const hint = 'An Excel workbook (.xlsx) or a CSV file, up to 20 MB';
  return (
    <FieldShell id={id} label={label} required hint={hint} error={error}>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        name={field.name}
        ref={field.ref}
        onBlur={field.onBlur}
        onChange={(event) => {
          field.onChange(event.target.files?.[0] ?? null);
          onPick?.();
        }}
        aria-invalid={error ? true : undefined}
        required
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass(
          !!error,
          'h-auto file:mr-3 file:border-0 file:bg-transparent file:font-medium file:text-brand-700 dark:file:text-brand-300',
        )}
      />
    </FieldShell>
  );
}
