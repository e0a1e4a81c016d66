import { clsx } from 'clsx';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { count } from '../../lib/format-figures';
import { type BucketColumn, cellKey, isForecast } from './bucket-columns';
import type { GridCells, GridRow } from './grid-body';

interface ScheduleGridProps {
  rows: readonly GridRow[];
  cells: GridCells;
  columns: readonly BucketColumn[];
  firmUntil: string;
  /** Messages by `cellKey`. */
  cellErrors: Record<string, string>;
  /** Messages by product id. */
  rowErrors: Record<string, string>;
  onCell: (key: string, text: string) => void;
  onRemove: (row: GridRow) => void;
}

const forecastShade = 'bg-amber-50 dark:bg-amber-500/10';
const th = 'px-2 py-2 text-left font-medium text-gray-600 text-xs dark:text-gray-400';

const piecesOf = (text: string | undefined) => {
  const value = Number(text ?? '');
  return Number.isFinite(value) ? value : 0;
};

/**
 * The month typed as a grid: a row a part, a column a bucket, each cell its pieces (empty is
 * none). Buckets past the firm-until day are shaded and marked as the customer's forecast; a
 * refused cell shows its message under it, a refused part under its name.
 */
export function ScheduleGrid({
  rows,
  cells,
  columns,
  firmUntil,
  cellErrors,
  rowErrors,
  onCell,
  onRemove,
}: ScheduleGridProps) {
  const id = useId();
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-gray-300 border-dashed p-4 text-gray-600 text-sm dark:border-gray-700 dark:text-gray-400">
        No parts yet: choose the customer, then add each part it schedules.
      </p>
    );
  }
  const rowTotal = (row: GridRow) =>
    columns.reduce((sum, column) => sum + piecesOf(cells[cellKey(row.productId, column.bucket, column.date)]), 0);
  return (
    <HorizontalScroll label="Schedule grid" className="rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Pieces by part and {columns[0]?.bucket === 'day' ? 'day' : 'week'}</caption>
        <thead className="border-gray-200 border-b bg-gray-50 dark:border-gray-800 dark:bg-gray-900">
          <tr>
            <th scope="col" className={clsx(th, 'sticky left-0 z-10 min-w-48 bg-gray-50 dark:bg-gray-900')}>
              Part
            </th>
            {columns.map((column) => {
              const forecast = isForecast(column.bucket, column.date, firmUntil);
              return (
                <th
                  key={column.date}
                  scope="col"
                  data-zone={forecast ? 'forecast' : 'firm'}
                  className={clsx(th, 'min-w-20 text-right', forecast && forecastShade)}
                >
                  {column.header}
                  {forecast && <span className="block font-normal text-amber-800 dark:text-amber-300">Forecast</span>}
                </th>
              );
            })}
            <th scope="col" className={clsx(th, 'text-right')}>
              Total
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {rows.map((row, r) => (
            <tr key={row.productId} aria-label={row.partNumber}>
              <th
                scope="row"
                className="sticky left-0 z-10 bg-white px-2 py-1.5 text-left font-medium text-gray-800 dark:bg-gray-900 dark:text-white/90"
              >
                {row.label}
                {rowErrors[row.productId] && (
                  <span role="alert" className="block font-normal text-red-600 text-xs dark:text-red-400">
                    {rowErrors[row.productId]}
                  </span>
                )}
              </th>
              {columns.map((column, c) => {
                const key = cellKey(row.productId, column.bucket, column.date);
                const error = cellErrors[key];
                const forecast = isForecast(column.bucket, column.date, firmUntil);
                const errorId = `${id}-${r}-${c}-error`;
                return (
                  <td
                    key={column.date}
                    data-zone={forecast ? 'forecast' : 'firm'}
                    className={clsx('p-0 align-top', forecast && forecastShade)}
                  >
                    <input
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      value={cells[key] ?? ''}
                      onChange={(event) => onCell(key, event.target.value)}
                      aria-label={`${row.partNumber}, ${column.header}${forecast ? ', forecast' : ''}`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      className={clsx(
                        'block h-9 w-full min-w-20 bg-transparent px-2 text-right text-gray-800 tabular-nums focus:outline-none focus:ring-2 focus:ring-brand-500 focus:ring-inset dark:text-white/90',
                        error && 'bg-red-50 ring-1 ring-red-500 ring-inset dark:bg-red-500/10',
                      )}
                    />
                    {error && (
                      <p id={errorId} className="max-w-40 px-2 pb-1 text-red-600 text-xs dark:text-red-400">
                        {error}
                      </p>
                    )}
                  </td>
                );
              })}
              <td className="px-2 py-1.5 text-right font-medium tabular-nums">{count(rowTotal(row))}</td>
              <td className="px-1 py-1">
                <button
                  type="button"
                  onClick={() => onRemove(row)}
                  aria-label={`Remove ${row.partNumber}`}
                  className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-red-600 dark:hover:bg-gray-800"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}
