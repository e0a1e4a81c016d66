import type { SalesOrder, SalesOrderLine } from '@lathe/shared';
import { Card } from '../../components/ui/card';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../lib/format-date';
import { count, rupees } from '../../lib/format-figures';
import { LateBadge, ProgressBadge } from './order-badges';
import { linesInOrder } from './order-rules';
import { SectionTitle } from './section-title';

/** "40 of 100" and how far that is. */
function Progress({ done, of, progress }: { done: number; of: number; progress: SalesOrderLine['dispatchStatus'] }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2 whitespace-nowrap">
      <span className="tabular-nums">
        {count(done)} of {count(of)}
      </span>
      <ProgressBadge progress={progress} />
    </span>
  );
}

const num = `${tdClass} whitespace-nowrap text-right tabular-nums`;

/** The order's lines, read-only: what was ordered, at what rate, by when, and how far each has got. */
export function OrderLinesTable({ order }: { order: SalesOrder }) {
  return (
    <Card>
      <SectionTitle id="order-lines-title">Lines</SectionTitle>
      <HorizontalScroll label="Order lines">
        <table aria-labelledby="order-lines-title" className="min-w-full">
          <TableHead
            columns={[
              '#',
              'Product',
              { label: 'Quantity', align: 'right' },
              { label: 'Rate', align: 'right' },
              { label: 'Amount', align: 'right' },
              'Delivery',
              'Dispatched',
              'Invoiced',
            ]}
          />
          <tbody className={tbodyClass}>
            {linesInOrder(order).map((line) => {
              const due = line.deliveryDate ?? order.deliveryDate;
              return (
                <tr key={line.id}>
                  <td className={tdClass}>{line.lineNumber}</td>
                  <td className={tdClass}>
                    <span className="block font-medium text-gray-800 dark:text-white/90">{line.drawingNumber}</span>
                    <span className="block text-gray-600 text-xs dark:text-gray-400">{line.description}</span>
                  </td>
                  <td className={num}>{count(line.quantity)}</td>
                  <td className={num}>{rupees(line.rate)}</td>
                  <td className={num}>{rupees(line.amount)}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    <span className="inline-flex items-center gap-2">
                      {due ? formatDate(due) : '—'}
                      {line.late && <LateBadge />}
                    </span>
                  </td>
                  <td className={tdClass}>
                    <Progress done={line.dispatchedQuantity} of={line.quantity} progress={line.dispatchStatus} />
                  </td>
                  <td className={tdClass}>
                    <Progress done={line.invoicedQuantity} of={line.quantity} progress={line.invoiceStatus} />
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot className="border-gray-200 border-t bg-gray-50 dark:border-gray-800 dark:bg-white/[0.03]">
            <tr>
              <th scope="row" colSpan={4} className={`${tdClass} text-right font-semibold`}>
                Total
              </th>
              <td className={`${num} font-semibold`}>{rupees(order.totalAmount)}</td>
              <td colSpan={3} />
            </tr>
          </tfoot>
        </table>
      </HorizontalScroll>
    </Card>
  );
}
