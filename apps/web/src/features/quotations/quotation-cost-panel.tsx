import { BAR_RATE_SOURCE_LABELS, type Quotation, type QuotationLine } from '@lathe/shared';
import { Card } from '../../components/ui/card';
import { count, rupees } from '../../lib/format-figures';
import { CostSheetTable } from './cost-sheet-table';

const figure = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 3 });

/** What the line was costed on: the bar, each operation on its machine, the job work and the allowances. */
function CostBasisFacts({ line }: { line: QuotationLine }) {
  return (
    <ul className="grid gap-1 text-gray-700 text-sm dark:text-gray-300">
      <li>
        Bar {figure(line.barKgPerPiece)} kg a piece at {rupees(line.barRate)}/kg (
        {BAR_RATE_SOURCE_LABELS[line.barRateSource]})
      </li>
      {line.operations.map((operation, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a kept quotation's operations never change order
        <li key={index}>
          {operation.label}
          {operation.machineNo ? ` on ${operation.machineNo}` : ''}: {figure(operation.cycleTimeSec)} s at{' '}
          {operation.efficiencyPercent} %, setup {operation.setupMinutes} min, {rupees(operation.hourRate)}/hour
        </li>
      ))}
      {line.outside.map((one, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a kept quotation's outside operations never change order
        <li key={`outside-${index}`}>
          {one.process}: {rupees(one.ratePerPiece)} a piece
        </li>
      ))}
      <li>
        Packing {rupees(line.packingPerPiece)} a piece; rejection {line.rejectionPercent} %, overheads{' '}
        {line.overheadPercent} %, margin {line.marginPercent} %
      </li>
    </ul>
  );
}

/**
 * "Cost sheet (internal)": for each line, what it was costed on and its sheet at each quantity
 * offered, with the price offered under the one worked out. Kept with the quotation as quoted;
 * never printed (the customer's copy, on screen and as a PDF, has none of it).
 */
export function QuotationCostPanel({ quotation }: { quotation: Quotation }) {
  return (
    <section aria-labelledby="quotation-cost-title" className="mt-6 print:hidden">
      <Card className="grid gap-5 p-5 sm:p-6">
        <div>
          <h2 id="quotation-cost-title" className="font-semibold text-gray-800 text-lg dark:text-white/90">
            Cost sheet (internal)
          </h2>
          <p className="text-gray-600 text-sm dark:text-gray-400">
            The plant's own figures behind each price, as quoted. Not printed on the customer's quotation.
          </p>
        </div>
        {quotation.lines.map((line) => (
          <section
            key={line.id}
            aria-label={`Cost of line ${line.lineNumber}`}
            className="grid gap-3 border-gray-200 border-t pt-4 dark:border-gray-800"
          >
            <h3 className="font-medium text-gray-800 dark:text-white/90">
              Line {line.lineNumber}: {line.drawingNumber} — {line.description}
            </h3>
            <CostBasisFacts line={line} />
            <div className="overflow-x-auto">
              <CostSheetTable
                label={`Cost a piece of line ${line.lineNumber}`}
                columns={line.breaks.map((one) => ({
                  heading: `${count(one.quantity)} pcs`,
                  sheet: one.sheet,
                  offered: one.price,
                }))}
              />
            </div>
          </section>
        ))}
      </Card>
    </section>
  );
}
