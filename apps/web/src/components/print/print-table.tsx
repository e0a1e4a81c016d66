import type { PrintCell, PrintColumn, PrintRow, PrintTable } from '@lathe/shared';
import { clsx } from 'clsx';
import { HorizontalScroll } from '../ui/horizontal-scroll';
import { TableHead } from '../ui/table-head';
import type { PrintDecorations } from './print-decorations';

/*
 * A printed document's table on screen, ruled black on white as it prints: figures in tabular
 * digits that never wrap, a cell's own line breaks kept (a tolerance's upper over its lower), a
 * line's detail under it, a strong row in bold, rows that do not break across printed pages; a
 * wide table scrolls sideways on a narrow screen.
 */

const th = 'border border-gray-300 px-2 py-1.5 text-left font-semibold';
const td = 'border border-gray-300 px-2 py-1.5 align-top';
const figure = 'tabular-nums whitespace-pre';

const cellClass = (column: PrintColumn | undefined) =>
  clsx(
    td,
    column?.kind === 'text' ? 'whitespace-pre-line' : figure,
    column?.align === 'right' && 'text-right',
    column?.align === 'center' && 'text-center',
  );

function Cell({
  cell,
  column,
  rowKey,
  decorate,
  header = false,
}: {
  cell: PrintCell;
  column: PrintColumn | undefined;
  rowKey: string;
  decorate?: PrintDecorations;
  /** The cell names its row (a total's "Total"). */
  header?: boolean;
}) {
  const decorated = column ? decorate?.cells?.[column.key] : undefined;
  const content = (
    <>
      {decorated ? decorated(rowKey, cell.text) : cell.text}
      {cell.detail && <span className="block text-gray-600">{cell.detail}</span>}
    </>
  );
  return header ? (
    <th
      scope="row"
      className={clsx(cellClass(column), column?.align === 'left' && 'text-left', 'font-semibold')}
      colSpan={cell.span}
    >
      {content}
    </th>
  ) : (
    <td className={cellClass(column)} colSpan={cell.span}>
      {content}
    </td>
  );
}

/** A row of the table; a row of its foot (a total) is named by its first cell. */
function Row({
  table,
  row,
  decorate,
  foot = false,
}: {
  table: PrintTable;
  row: PrintRow;
  decorate?: PrintDecorations;
  foot?: boolean;
}) {
  let column = 0;
  return (
    <tr aria-label={row.label} className={clsx('break-inside-avoid', row.strong && 'font-semibold')}>
      {row.cells.map((cell) => {
        const at = column;
        column += cell.span ?? 1;
        return (
          <Cell
            key={at}
            cell={cell}
            column={table.columns[at]}
            rowKey={row.key}
            decorate={decorate}
            header={foot && at === 0}
          />
        );
      })}
    </tr>
  );
}

export function PrintTableView({ table, decorate }: { table: PrintTable; decorate?: PrintDecorations }) {
  const wide = table.columns.length >= 8;
  // Money tables are set small, as the GST tables always were; a wide one scrolls on a narrow screen.
  const small = wide || table.columns.some((c) => c.kind === 'money');
  return (
    <div className="mt-4 break-inside-avoid first:mt-0">
      <HorizontalScroll label={table.label} className="print:overflow-visible">
        <table
          className={clsx(
            'w-full border-collapse',
            small ? 'text-xs' : 'text-sm',
            wide && 'min-w-[720px] print:min-w-0',
          )}
        >
          <caption className={table.title ? 'mb-1 text-left font-semibold text-sm' : 'sr-only'}>
            {table.title ?? table.label}
          </caption>
          <TableHead
            className="bg-gray-100 print:bg-transparent"
            cellClass={th}
            columns={table.columns.map((c) => ({
              label: c.header,
              ...(c.align === 'right' ? { align: 'right' } : {}),
            }))}
          />
          <tbody>
            {table.rows.map((row) => (
              <Row key={row.key} table={table} row={row} decorate={decorate} />
            ))}
          </tbody>
          {table.foot.length > 0 && (
            <tfoot className="font-semibold">
              {table.foot.map((row) => (
                <Row key={row.key} table={table} row={row} decorate={decorate} foot />
              ))}
            </tfoot>
          )}
        </table>
      </HorizontalScroll>
    </div>
  );
}
