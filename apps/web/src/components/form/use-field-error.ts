import { type FieldError, get, useFormContext, useWatch } from 'react-hook-form';
import { useCompactFields } from './compact-fields';

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * The validation message of a (possibly nested) field of the surrounding form. In a grid row
 * (CompactFields), before the form is submitted, a cell speaks only once it was left with
 * something in it: adding a line validates every line, and a line just added or passed over is
 * not wrong yet, only empty (nor does its row grow under the pointer on the way to "Add line").
 */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const compact = useCompactFields();
  const value = useWatch({ name, disabled: !compact });
  const error = get(formState.errors, name) as FieldError | undefined;
  const left = !!get(formState.touchedFields, name);
  if (compact && !formState.isSubmitted && (!left || isBlank(value))) return undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}
