import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { CompactFields } from '../form/compact-fields';
import { Button } from '../ui/button';
import { HorizontalScroll } from '../ui/horizontal-scroll';
import { type HeadColumn, TableHead } from '../ui/table-head';
import { usePinnedColumns } from './pinned-columns';

/*
 * The pieces of a document form's compact line grid (a purchase order's, a GRN's, a challan's, a
 * customer material receipt's): one ruled row a line, a remove button at its end, "Add line" under it.
 */

/** The rules of the grid's cells, on every side. */
export const gridRule = 'border border-gray-200 dark:border-gray-800';
/** A cell an input fills. */
export const inputCell = `${gridRule} p-0`;
/** A cell of text, as tall as an input's. */
export const textCell = `${gridRule} whitespace-nowrap px-2 py-1.5 tabular-nums`;
/** A column header cell: a long header wraps at its spaces rather than widen its column. */
export const headCell = `${gridRule} align-bottom bg-gray-50 px-2 py-1.5 text-left font-medium text-gray-600 text-xs uppercase tracking-wide dark:bg-gray-900 dark:text-gray-400`;

/** A required column's header, with its asterisk; each input's own name says it too. */
export const requiredLabel = (label: string): ReactNode => (
  <>
    {label}
    <span aria-hidden="true" className="text-red-600 dark:text-red-400">
      {' '}
      *
    </span>
  </>
);

/**
 * The message on the lines as a whole ("Add at least one line"), from the schema or the server:
 * the resolver puts it on `lines`, or on `lines.root` once lines have fields of their own.
 */
export function LinesError() {
  const { errors } = useFormState({ name: 'lines' });
  const lines = errors.lines as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = lines?.message ?? lines?.root?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <p role="alert" className="text-red-600 text-sm dark:text-red-400">
      {message}
    </p>
  );
}

interface LineGridTableProps {
  /** What the scrolling region is called ("Receipt lines"). */
  label: string;
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The table's least width, a whole class ("min-w-[72rem]"), so narrow screens scroll it. */
  minWidth: string;
  /** The columns, the last one "Remove" for the remove buttons. */
  columns: HeadColumn[];
  /**
   * How many of the last columns stay in view while the rest scroll beneath them (the money
   * columns and the remove button), where the grid is wider than a laptop's page.
   */
  pinned?: number;
  /** One row a line. */
  children: ReactNode;
}

/** The ruled table of the lines, scrolling sideways on narrow screens; its inputs compact. */
export function LineGridTable({ label, labelledBy, minWidth, columns, pinned = 0, children }: LineGridTableProps) {
  const table = useRef<HTMLTableElement>(null);
  usePinnedColumns(table, pinned);
  return (
    <HorizontalScroll label={label}>
      <table ref={table} aria-labelledby={labelledBy} className={`w-full ${minWidth} border-collapse text-sm`}>
        <TableHead className="" cellClass={headCell} columns={columns} />
        <tbody>
          <CompactFields value>{children}</CompactFields>
        </tbody>
      </table>
    </HorizontalScroll>
  );
}

/** The row's last cell: "Remove line {n}", left empty while the line is the only one. */
export function RemoveLineCell({ line, onRemove }: { line: number; onRemove: (() => void) | undefined }) {
  return (
    <td className={inputCell}>
      {onRemove && (
        <Button
          variant="ghost"
          // As tall as the inputs, filling its cell.
          className="h-8 w-full rounded-none align-top"
          aria-label={`Remove line ${line}`}
          title={`Remove line ${line}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      )}
    </td>
  );
}

/** "Add line" (or "Add item"), refused once the document has as many lines as it may. */
export function AddLineButton({
  onClick,
  disabled,
  children = 'Add line',
}: {
  onClick: () => void;
  disabled: boolean;
  children?: ReactNode;
}) {
  return (
    <Button variant="secondary" onClick={onClick} disabled={disabled}>
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
