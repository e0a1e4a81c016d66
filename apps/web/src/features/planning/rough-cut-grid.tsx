import {
  hoursText,
  indianDate,
  OPERATION_KIND_LABELS,
  type RoughCutCellView,
  type RoughCutRowView,
} from '@lathe/shared';
import { clsx } from 'clsx';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { hoursOf, weekShort } from './plan-format';

/** Which cell is open: a row and a week. */
export interface CellPick {
  rowId: string;
  week: number;
}

/** A cell as a screen reader hears it: "CNC-1, week of 02/03/2026: 41.5 h of 96 h, 43%, over by 4 h". */
export function cellText(row: RoughCutRowView, monday: string, cell: RoughCutCellView): string {
  const use = cell.utilisation === null ? 'no working time' : `${cell.utilisation}%`;
  const over = cell.overloaded ? `, over by ${hoursText(cell.overMinutes)}` : '';
  return `${row.label}, week of ${indianDate(monday)}: ${hoursText(cell.loadMinutes)} of ${hoursText(cell.capacityMinutes)}, ${use}${over}`;
}

/** Under a row's label: a machine's name and kinds of work (and that it is not working), or a kind no machine runs. */
function rowNote(row: RoughCutRowView): string {
  if (row.name === null) return row.working ? '' : 'No working machine runs it';
  const kinds = row.kinds.map((kind) => OPERATION_KIND_LABELS[kind]).join(', ');
  return [row.name, kinds, row.working ? '' : 'not working'].filter(Boolean).join(' · ');
}

function Cell({
  row,
  monday,
  cell,
  open,
  onOpen,
}: {
  row: RoughCutRowView;
  monday: string;
  cell: RoughCutCellView;
  open: boolean;
  onOpen: () => void;
}) {
  const empty = cell.loadMinutes === 0 && cell.capacityMinutes === 0;
  return (
    <td className="border border-gray-200 p-0 dark:border-gray-800">
      <button
        type="button"
        aria-label={cellText(row, monday, cell)}
        aria-expanded={open}
        onClick={onOpen}
        className={clsx(
          'block h-full w-full px-2 py-1.5 text-right text-xs tabular-nums focus-visible:outline-2 focus-visible:outline-brand-500',
          cell.overloaded
            ? 'bg-red-50 text-red-800 hover:bg-red-100 dark:bg-red-950 dark:text-red-200'
            : 'text-gray-700 hover:bg-gray-50 dark:text-gray-300 dark:hover:bg-gray-800',
          open && 'ring-2 ring-brand-500 ring-inset',
        )}
      >
        <span className="block whitespace-nowrap">
          {empty ? '—' : `${hoursOf(cell.loadMinutes)} / ${hoursOf(cell.capacityMinutes)}`}
        </span>
        <span className={clsx('block whitespace-nowrap', cell.overloaded ? 'font-semibold' : 'text-gray-500')}>
          {cell.overloaded
            ? `Over ${hoursText(cell.overMinutes)}`
            : cell.utilisation === null
              ? ''
              : `${cell.utilisation}%`}
        </span>
      </button>
    </td>
  );
}

interface RoughCutGridProps {
  caption: string;
  /** "Machine" or "Kind of machine". */
  rowHeading: string;
  rows: readonly RoughCutRowView[];
  weeks: readonly string[];
  picked: CellPick | null;
  onPick: (pick: CellPick | null) => void;
}

/**
 * Rows × weeks of hours loaded against hours of working time, each cell a button that opens the
 * jobs in it; an overloaded week is red and says "Over … h", so it reads without colour too.
 */
export function RoughCutGrid({ caption, rowHeading, rows, weeks, picked, onPick }: RoughCutGridProps) {
  const head =
    'border border-gray-200 bg-gray-50 px-2 py-1.5 text-xs font-medium text-gray-600 dark:border-gray-800 dark:bg-gray-900 dark:text-gray-400';
  return (
    <HorizontalScroll label={caption}>
      <table className="w-full min-w-[48rem] border-collapse text-sm">
        <caption className="sr-only">{caption}: hours loaded / hours of working time, each week</caption>
        <thead>
          <tr>
            <th scope="col" className={clsx(head, 'text-left')}>
              {rowHeading}
            </th>
            {weeks.map((monday) => (
              <th key={monday} scope="col" className={clsx(head, 'whitespace-nowrap text-right')}>
                <span aria-hidden="true">w/c {weekShort(monday)}</span>
                <span className="sr-only">Week of {indianDate(monday)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th
                scope="row"
                className="border border-gray-200 px-2 py-1.5 text-left align-top font-normal dark:border-gray-800"
              >
                <span className="block whitespace-nowrap font-medium text-gray-800 dark:text-white/90">
                  {row.label}
                </span>
                <span className="block whitespace-nowrap text-gray-500 text-xs">{rowNote(row)}</span>
              </th>
              {row.cells.map((cell, week) => (
                <Cell
                  key={weeks[week]}
                  row={row}
                  monday={weeks[week] as string}
                  cell={cell}
                  open={picked?.rowId === row.id && picked.week === week}
                  onOpen={() =>
                    onPick(picked?.rowId === row.id && picked.week === week ? null : { rowId: row.id, week })
                  }
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}
