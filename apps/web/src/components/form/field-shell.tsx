import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useCompactFields } from './compact-fields';
import { labelClass } from './field-styles';

interface FieldShellProps {
  id: string;
  label: string;
  /** The label for screen readers only, where a table's column header already names the field. */
  hideLabel?: boolean | undefined;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

export const labelId = (id: string) => `${id}-label`;
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** `aria-describedby` for an input: its hint and its error, when shown. */
export const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ') || undefined;

/**
 * Label above, the control, then a hint and the validation message under it. In a grid row
 * (CompactFields) the label and the hint are read out but not shown: the column names the field.
 */
export function FieldShell({ id, label, hideLabel, required, hint, error, children }: FieldShellProps) {
  const compact = useCompactFields();
  return (
    <div>
      {/* The asterisk sits beside the label, so the field's name stays exactly the label text. */}
      <div className={hideLabel || compact ? 'sr-only' : 'mb-1.5 flex items-baseline gap-0.5'}>
        <label id={labelId(id)} htmlFor={id} className={labelClass}>
          {label}
        </label>
        {required && (
          <span className="text-red-600 text-sm dark:text-red-400" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={hintId(id)} className={compact ? 'sr-only' : 'mt-1.5 text-gray-600 text-xs dark:text-gray-400'}>
          {hint}
        </p>
      )}
      {error && (
        <p
          id={errorId(id)}
          className={clsx('text-red-600 text-xs dark:text-red-400', compact ? 'px-2 py-1' : 'mt-1.5')}
        >
          {error}
        </p>
      )}
    </div>
  );
}
