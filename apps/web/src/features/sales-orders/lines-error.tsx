import { useFormState } from 'react-hook-form';

/**
 * The message for a form's line set as a whole ("Add at least one line", "Enter a quantity to
 * dispatch"): the resolver puts it on `lines`, or on `lines.root` once lines have fields of their own.
 */
export function LinesError() {
  const { errors } = useFormState({ name: 'lines' });
  const error = errors.lines as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = error?.message ?? error?.root?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <p role="alert" className="text-red-600 text-sm dark:text-red-400">
      {message}
    </p>
  );
}
