import { type FieldError, get, useFormContext } from 'react-hook-form';

/** The validation message of a (possibly nested) field of the surrounding form. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as FieldError | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}
