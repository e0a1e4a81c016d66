import {
  MATCH_TOLERANCE,
  type MatchField,
  mismatchedFields,
  purchaseQuantityText,
  type SupplierBill,
} from '@lathe/shared';
import { clsx } from 'clsx';
import { Card } from '../../components/ui/card';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { TableHead } from '../../components/ui/table-head';
import { rupees } from '../../lib/format-figures';

const cell = 'px-4 py-2.5 align-top';
const figure = `${cell} text-right tabular-nums whitespace-nowrap`;
const flagged = 'bg-amber-50 font-semibold text-amber-900 dark:bg-amber-500/15 dark:text-amber-200';

const right = (label: string) => ({ label, align: 'right' as const });

/**
 * The three-way match per line, never printed: ordered, received and billed side by side for the
 * quantity, the rate and the GST rate, each cell the match flagged marked (and named for screen
 * readers), with the tolerances it allows.
 */
export function SupplierBillMatch({ bill }: { bill: SupplierBill }) {
  const mark = (fields: ReadonlySet<MatchField>, field: MatchField, base: string) =>
    clsx(base, fields.has(field) && flagged);
  const label = (fields: ReadonlySet<MatchField>, field: MatchField, text: string) =>
    fields.has(field) ? `${text} (does not match)` : undefined;
  return (
    <Card className="mt-6 print:hidden">
      <section aria-labelledby="bill-match-title">
        <h2 id="bill-match-title" className="px-4 pt-4 font-medium text-gray-800 sm:px-5 dark:text-white/90">
          Three-way match
        </h2>
        <p className="px-4 text-gray-600 text-sm sm:px-5 dark:text-gray-400">
          Weighed and measured units may pass what was received by {MATCH_TOLERANCE.measuredQuantityPercent}%, counted
          ones not at all; a rate may differ by {MATCH_TOLERANCE.ratePercent}% (at least a paisa); the GST rate must be
          the order's; the invoice total may differ from its lines by ₹1.
        </p>
        <HorizontalScroll label="Match per line">
          <table className="mt-3 w-full min-w-[56rem] text-sm">
            <caption className="sr-only">Ordered, received and billed per line</caption>
            <TableHead
              columns={[
                '#',
                'Description',
                right('Ordered'),
                right('Received'),
                right('Billed'),
                right('Order rate'),
                right('Billed rate'),
                right('Order GST'),
                right('Billed GST'),
              ]}
            />
            <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
              {bill.lines.map((line) => {
                const fields = mismatchedFields(bill.mismatches, line.lineNumber);
                const qty = (quantity: number | null | undefined) =>
                  quantity === null || quantity === undefined ? '—' : `${purchaseQuantityText(quantity)} ${line.unit}`;
                return (
                  <tr key={line.id} aria-label={`Line ${line.lineNumber}`}>
                    <td className={cell}>{line.lineNumber}</td>
                    <td className={cell}>
                      {line.description}
                      {line.grnNumber && (
                        <span className="block text-gray-600 text-xs dark:text-gray-400">{line.grnNumber}</span>
                      )}
                    </td>
                    <td className={figure}>{qty(line.ordered?.quantity)}</td>
                    <td className={figure}>{qty(line.received)}</td>
                    <td
                      className={mark(fields, 'quantity', figure)}
                      aria-label={label(fields, 'quantity', qty(line.quantity))}
                    >
                      {qty(line.quantity)}
                    </td>
                    <td className={figure}>{line.ordered ? rupees(line.ordered.rate) : '—'}</td>
                    <td className={mark(fields, 'rate', figure)} aria-label={label(fields, 'rate', rupees(line.rate))}>
                      {rupees(line.rate)}
                    </td>
                    <td className={figure}>{line.ordered ? `${line.ordered.gstRate}%` : '—'}</td>
                    <td
                      className={mark(fields, 'gstRate', figure)}
                      aria-label={label(fields, 'gstRate', `${line.gstRate}%`)}
                    >
                      {line.gstRate}%
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </HorizontalScroll>
        <p className="px-4 py-3 text-sm sm:px-5">
          Invoice total {rupees(bill.grandTotal)} against the lines' {rupees(bill.linesTotal)}
          {bill.mismatches.some((m) => m.field === 'total') ? (
            <strong className="ml-1 text-amber-800 dark:text-amber-300">— more than ₹1 apart</strong>
          ) : null}
          .
        </p>
      </section>
    </Card>
  );
}
