import type { CostSheet } from '@lathe/shared';
import { clsx } from 'clsx';
import { rupees } from '../../lib/format-figures';

/** The cost sheet's lines, a piece's rupees each, in the order the formula adds them up. */
const ROWS: { key: keyof CostSheet; label: string; total?: true }[] = [
  { key: 'material', label: 'Material' },
  { key: 'machining', label: 'Machining' },
  { key: 'setup', label: 'Setup' },
  { key: 'rejection', label: 'Rejection' },
  { key: 'outside', label: 'Outside operations' },
  { key: 'packing', label: 'Packing' },
  { key: 'works', label: 'Works cost', total: true },
  { key: 'overheads', label: 'Overheads' },
  { key: 'margin', label: 'Margin' },
  { key: 'price', label: 'Price', total: true },
];

export interface SheetColumn {
  /** "1,000 pcs". */
  heading: string;
  /** The sheet at that quantity; null while the figures typed are incomplete. */
  sheet: CostSheet | null;
  /** The price a piece offered there, when it is shown beside the computed one. */
  offered?: number | undefined;
}

const cell = 'px-2 py-1 text-right tabular-nums whitespace-nowrap';

/**
 * A piece's cost sheet, one column a quantity: material, machining, setup, rejection, outside
 * operations, packing, works cost, overheads, margin and the price they make; with the price
 * offered under it where given. The plant's own figures: never printed for the customer.
 */
export function CostSheetTable({ label, columns }: { label: string; columns: SheetColumn[] }) {
  const offers = columns.some((column) => column.offered !== undefined);
  return (
    <table aria-label={label} className="w-full border-collapse text-sm">
      <thead>
        <tr className="border-gray-200 border-b text-gray-600 text-xs dark:border-gray-800 dark:text-gray-400">
          <th scope="col" className="px-2 py-1 text-left font-medium">
            <span className="sr-only">Cost a piece</span>
          </th>
          {columns.map((column) => (
            <th key={column.heading} scope="col" className={clsx(cell, 'font-medium')}>
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="text-gray-700 dark:text-gray-300">
        {ROWS.map((row) => (
          <tr
            key={row.key}
            className={clsx(
              row.total && 'border-gray-200 border-t font-medium text-gray-800 dark:border-gray-800 dark:text-white/90',
            )}
          >
            <th scope="row" className="px-2 py-1 text-left font-normal">
              {row.label}
            </th>
            {columns.map((column) => (
              <td key={column.heading} className={cell}>
                {column.sheet ? rupees(column.sheet[row.key] as number) : '—'}
              </td>
            ))}
          </tr>
        ))}
        {offers && (
          <tr className="border-gray-200 border-t font-semibold text-gray-800 dark:border-gray-800 dark:text-white/90">
            <th scope="row" className="px-2 py-1 text-left">
              Price offered
            </th>
            {columns.map((column) => (
              <td key={column.heading} className={cell}>
                {column.offered === undefined ? '—' : rupees(column.offered)}
              </td>
            ))}
          </tr>
        )}
      </tbody>
    </table>
  );
}
