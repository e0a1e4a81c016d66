import type { SalesOrder, SalesOrderLine } from '@lathe/shared';
import { PhoneLine } from '../../components/parties/phone-line';
import { Card } from '../../components/ui/card';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../lib/format-date';
import { count, rupees } from '../../lib/format-figures';
import { useFromSmall } from '../../lib/use-media';
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
/** A column a phone leaves out: its product cell says it on lines of its own. */
const wide = 'hidden sm:table-cell';

/**
 * The order's lines, read-only: what was ordered, at what rate, by when, and how far each has got.
 * A phone keeps the product and the amount as columns, the rest on lines under the product.
 */
export function OrderLinesTable({ order }: { order: SalesOrder }) {
  const fromSmall = useFromSmall();
  return (
    <Card>
      <SectionTitle id="order-lines-title">Lines</SectionTitle>
      <HorizontalScroll label="Order lines">
        <table aria-labelledby="order-lines-title" className="min-w-full">
          <TableHead
            columns={[
              { label: '#', className: wide },
              'Product',
              { label: 'Quantity', align: 'right', className: wide },
              { label: 'Rate', align: 'right', className: wide },
              { label: 'Amount', align: 'right' },
              { label: 'Delivery', className: wide },
              { label: 'Dispatched', className: wide },
              { label: 'Invoiced', className: wide },
            ]}
          />
          <tbody className={tbodyClass}>
            {linesInOrder(order).map((line) => {
              const due = line.deliveryDate ?? order.deliveryDate;
              return (
                <tr key={line.id}>
                  <td className={`${tdClass} ${wide}`}>{line.lineNumber}</td>
                  <td className={tdClass}>
                    <span className="block font-medium text-gray-800 dark:text-white/90">{line.drawingNumber}</span>
                    <span className="block text-gray-600 text-xs dark:text-gray-400">{line.description}</span>
                    <PhoneLine>
                      {count(line.quantity)} × {rupees(line.rate)}, due {due ? formatDate(due) : '—'}
                      {line.late && ' (late)'}
                    </PhoneLine>
                    <PhoneLine>
                      Dispatched {count(line.dispatchedQuantity)}, invoiced {count(line.invoicedQuantity)}
                    </PhoneLine>
                  </td>
                  <td className={`${num} ${wide}`}>{count(line.quantity)}</td>
                  <td className={`${num} ${wide}`}>{rupees(line.rate)}</td>
                  <td className={num}>{rupees(line.amount)}</td>
                  <td className={`${tdClass} ${wide} whitespace-nowrap`}>
                    <span className="inline-flex items-center gap-2">
                      {due ? formatDate(due) : '—'}
                      {line.late && <LateBadge />}
                    </span>
                  </td>
                  <td className={`${tdClass} ${wide}`}>
                    <Progress done={line.dispatchedQuantity} of={line.quantity} progress={line.dispatchStatus} />
                  </td>
                  <td className={`${tdClass} ${wide}`}>
                    <Progress done={line.invoicedQuantity} of={line.quantity} progress={line.invoiceStatus} />
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot className="border-gray-200 border-t bg-gray-50 dark:border-gray-800 dark:bg-white/[0.03]">
            <tr>
              {/* Over the number, product, quantity and rate; a phone shows the product's column alone. */}
              <th scope="row" colSpan={fromSmall ? 4 : 1} className={`${tdClass} text-right font-semibold`}>
                Total
              </th>
              <td className={`${num} font-semibold`}>{rupees(order.totalAmount)}</td>
              <td colSpan={3} className={wide} />
            </tr>
          </tfoot>
        </table>
      </HorizontalScroll>
    </Card>
  );
}
