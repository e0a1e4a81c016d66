import type { BlanketOrder } from '@lathe/shared';
import { type BlanketOrderLine, type BlanketPrice, todayIn } from '@lathe/shared';
import { TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../lib/format-date';
import { count, rupees } from '../../lib/format-figures';
import { useCan } from '../../lib/use-can';
import { RevisePricePanel } from './revise-price-panel';

const figure = `${tdClass} whitespace-nowrap text-right tabular-nums`;
const right = (label: string) => ({ label, align: 'right' as const });

/** The index of the price in force on `day`: the latest from on or before it, else the first. */
function inForce(prices: readonly BlanketPrice[], day: string) {
  let found = 0;
  prices.forEach((price, index) => {
    if (price.effectiveFrom <= day) found = index;
  });
  return found;
}

/** One line's prices, oldest first: from when, the rate, and why it changed; the one in force today marked. */
function PriceHistory({ line }: { line: BlanketOrderLine }) {
  const current = inForce(line.prices, todayIn());
  const title = `Prices of line ${line.lineNumber}: ${line.drawingNumber}`;
  return (
    <div className="rounded-xl border border-gray-200 dark:border-gray-800">
      <HorizontalScroll label={title}>
        <table className="w-full min-w-[28rem] text-sm">
          <caption className="px-4 pt-3 pb-2 text-left font-medium text-gray-800 dark:text-white/90">{title}</caption>
          <TableHead columns={['Effective from', right('Rate a piece'), 'Reason']} />
          <tbody className={tbodyClass}>
            {line.prices.map((price, index) => (
              <tr key={price.effectiveFrom}>
                <td className={`${tdClass} whitespace-nowrap`}>
                  {formatDate(price.effectiveFrom)}
                  {index === current && (
                    <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 font-medium text-green-800 text-xs dark:bg-green-500/15 dark:text-green-300">
                      In force
                    </span>
                  )}
                </td>
                <td className={figure}>{rupees(price.rate)}</td>
                <td className={tdClass}>{price.reason ?? 'The order’s first price'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </HorizontalScroll>
    </div>
  );
}

/**
 * The order's parts: each one's total (or open-ended), its price today, what has been released
 * against it, dispatched and invoiced of that, and what is left to release; on an active order,
 * "Revise price" for whoever may edit sales orders opens the line's panel. Under them, each line's
 * prices by date.
 */
export function BlanketLines({ order }: { order: BlanketOrder }) {
  const canRevise = useCan('sales-orders', 'edit') && order.status === 'active';
  const [revising, setRevising] = useState<string | null>(null);
  const line = canRevise ? order.lines.find((one) => one.id === revising) : undefined;
  return (
    <Card className="mt-6">
      <section aria-labelledby="blanket-view-lines-title">
        <h2 id="blanket-view-lines-title" className="px-4 pt-4 font-medium text-gray-800 sm:px-5 dark:text-white/90">
          Lines
        </h2>
        <HorizontalScroll label="Blanket order lines">
          <table aria-labelledby="blanket-view-lines-title" className="mt-3 w-full min-w-[56rem] text-sm">
            <TableHead
              columns={[
                right('#'),
                'Part',
                'Description',
                right('Total'),
                right('Price now'),
                right('Released'),
                right('Dispatched'),
                right('Invoiced'),
                right('Left'),
                canRevise && { label: 'Actions', srOnly: true },
              ]}
            />
            <tbody className={tbodyClass}>
              {order.lines.map((one) => (
                <tr key={one.id} aria-label={`Line ${one.lineNumber}`}>
                  <td className={figure}>{one.lineNumber}</td>
                  <td className={`${tdClass} whitespace-nowrap font-medium`}>{one.drawingNumber}</td>
                  <td className={tdClass}>{one.description}</td>
                  <td className={figure}>{one.totalQuantity === null ? 'Open-ended' : count(one.totalQuantity)}</td>
                  <td className={figure}>{rupees(one.rate)}</td>
                  <td className={figure}>{count(one.released)}</td>
                  <td className={figure}>{count(one.dispatched)}</td>
                  <td className={figure}>{count(one.invoiced)}</td>
                  <td className={figure}>{one.leftToRelease === null ? '—' : count(one.leftToRelease)}</td>
                  {canRevise && (
                    <td className={`${tdClass} whitespace-nowrap text-right`}>
                      <Button
                        variant="secondary"
                        className="h-8 px-3"
                        onClick={() => setRevising(one.id)}
                        aria-expanded={revising === one.id}
                      >
                        <TrendingUp aria-hidden="true" className="size-4" />
                        Revise price
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </HorizontalScroll>
      </section>
      <div className="pt-4">
        {line && <RevisePricePanel key={line.id} order={order} line={line} onClose={() => setRevising(null)} />}
      </div>
      <section
        aria-labelledby="blanket-prices-title"
        className="grid gap-4 border-gray-100 border-t px-4 py-4 sm:px-5 dark:border-gray-800"
      >
        <h2 id="blanket-prices-title" className="font-medium text-gray-800 dark:text-white/90">
          Price history
        </h2>
        {order.lines.map((one) => (
          <PriceHistory key={one.id} line={one} />
        ))}
      </section>
    </Card>
  );
}
