import type { SalesOrder, SalesOrderLine } from '@lathe/shared';
import { useWatch } from 'react-hook-form';
import { Card } from '../../components/ui/card';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { type OrderLineValues, validQuantity } from './order-form-values';
import { needsFigures } from './order-format';
import { linesInOrder } from './order-rules';
import { SectionTitle } from './section-title';

type Needs = SalesOrder['needs'];

const UNKNOWN = 'Not known: the product lacks the figure';

/**
 * Under the line grid: the plant's needs (machining hours, raw material, packs) are the server's,
 * worked out from product figures the picker does not carry, so they show for what is saved. A
 * line whose product or quantity is not saved yet says so until the next save.
 */
export function UnsavedNeedsNote({ savedLines }: { savedLines: readonly SalesOrderLine[] }) {
  const lines = (useWatch({ name: 'lines' }) ?? []) as OrderLineValues[];
  const unsaved = lines.some((line) => {
    const pieces = validQuantity(line.quantity);
    if (!line.productId || pieces === null) return false;
    return !savedLines.some((saved) => saved.productId === line.productId && saved.quantity === pieces);
  });
  if (!unsaved) return null;
  return (
    <p className="text-gray-600 text-xs dark:text-gray-400">
      Plant needs (machining hours, raw material, packing) show once the draft is saved.
    </p>
  );
}

function NeedsCells({ needs }: { needs: Needs }) {
  const cell = `${tdClass} text-right tabular-nums`;
  const unknown = (value: number | null) => (value === null ? UNKNOWN : undefined);
  return (
    <>
      <td className={cell}>{needsFigures.machiningHours(needs.machiningHours)}</td>
      <td className={cell} title={unknown(needs.rawMaterialKg)}>
        {needsFigures.rawMaterialKg(needs.rawMaterialKg)}
      </td>
      <td className={cell} title={unknown(needs.bags)}>
        {needsFigures.count(needs.bags)}
      </td>
      <td className={cell} title={unknown(needs.boxes)}>
        {needsFigures.count(needs.boxes)}
      </td>
      <td className={cell} title={unknown(needs.cartons)}>
        {needsFigures.count(needs.cartons)}
      </td>
    </>
  );
}

/**
 * What making the order takes, per line and in total: machining hours, raw material and packs.
 * A dash is a figure the product lacks; the total then sums the lines that know it.
 */
export function PlantNeedsTable({ order }: { order: SalesOrder }) {
  return (
    <Card>
      <SectionTitle id="plant-needs-title">Plant needs</SectionTitle>
      <HorizontalScroll label="Plant needs">
        <table aria-labelledby="plant-needs-title" className="min-w-full">
          <TableHead
            columns={[
              'Line',
              ...['Machining (h)', 'Raw material (kg)', 'Bags', 'Boxes', 'Cartons'].map((label) => ({
                label,
                align: 'right' as const,
              })),
            ]}
          />
          <tbody className={tbodyClass}>
            {linesInOrder(order).map((line) => (
              <tr key={line.id}>
                <th scope="row" className={`${tdClass} text-left font-normal`}>
                  #{line.lineNumber} {line.drawingNumber}
                </th>
                <NeedsCells needs={line.needs} />
              </tr>
            ))}
          </tbody>
          <tfoot className="border-gray-200 border-t bg-gray-50 font-semibold dark:border-gray-800 dark:bg-white/[0.03]">
            <tr>
              <th scope="row" className={`${tdClass} text-left`}>
                Total
              </th>
              <NeedsCells needs={order.needs} />
            </tr>
          </tfoot>
        </table>
      </HorizontalScroll>
    </Card>
  );
}
