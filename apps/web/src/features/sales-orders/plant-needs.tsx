import type { SalesOrder } from '@lathe/shared';
import { Card } from '../../components/ui/card';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass, thClass, theadClass } from '../../components/ui/table-cells';
import { needsFigures } from './order-format';
import { linesInOrder } from './order-rules';
import { SectionTitle } from './section-title';

type Needs = SalesOrder['needs'];

const UNKNOWN = 'Not known: the product lacks the figure';

/** A line's needs in one row of small print, under the line in the draft form. */
export function NeedsInline({ needs }: { needs: Needs }) {
  const items: [string, string][] = [
    ['Machining', `${needsFigures.machiningHours(needs.machiningHours)} h`],
    ['Raw material', needs.rawMaterialKg === null ? '—' : `${needsFigures.rawMaterialKg(needs.rawMaterialKg)} kg`],
    ['Bags', needsFigures.count(needs.bags)],
    ['Boxes', needsFigures.count(needs.boxes)],
    ['Cartons', needsFigures.count(needs.cartons)],
  ];
  return (
    <dl aria-label="Plant needs" className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
      {items.map(([label, value]) => (
        <div key={label} className="flex gap-1">
          <dt className="text-gray-600 dark:text-gray-400">{label}</dt>
          <dd className="font-medium text-gray-800 tabular-nums dark:text-white/90">{value}</dd>
        </div>
      ))}
    </dl>
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
  const right = `${thClass} text-right`;
  return (
    <Card>
      <SectionTitle id="plant-needs-title">Plant needs</SectionTitle>
      <HorizontalScroll label="Plant needs">
        <table aria-labelledby="plant-needs-title" className="min-w-full">
          <thead className={theadClass}>
            <tr>
              <th scope="col" className={thClass}>
                Line
              </th>
              <th scope="col" className={right}>
                Machining (h)
              </th>
              <th scope="col" className={right}>
                Raw material (kg)
              </th>
              <th scope="col" className={right}>
                Bags
              </th>
              <th scope="col" className={right}>
                Boxes
              </th>
              <th scope="col" className={right}>
                Cartons
              </th>
            </tr>
          </thead>
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
