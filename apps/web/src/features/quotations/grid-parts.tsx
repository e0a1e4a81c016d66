import { Trash2 } from 'lucide-react';
import { type FieldError, get, useFormState } from 'react-hook-form';
import { inputCell } from '../../components/document/line-grid';
import { Button } from '../../components/ui/button';

/** A row's last cell: its remove button, named for what it removes ("Remove operation 2"). */
export function RemoveCell({ label, onRemove }: { label: string; onRemove: (() => void) | undefined }) {
  return (
    <td className={inputCell}>
      {onRemove && (
        <Button
          variant="ghost"
          className="h-8 w-full rounded-none align-top"
          aria-label={label}
          title={label}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      )}
    </td>
  );
}

/**
 * The message on a list as a whole ("Add at least one quantity", "At most 10 operations"), from
 * the schema or the server: on the list's path, or on its `root` once its rows have fields.
 */
export function ArrayError({ name }: { name: string }) {
  const { errors } = useFormState({ name });
  const error = get(errors, name) as (FieldError & { root?: FieldError }) | undefined;
  const message = error?.message ?? error?.root?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <p role="alert" className="text-red-600 text-sm dark:text-red-400">
      {message}
    </p>
  );
}
