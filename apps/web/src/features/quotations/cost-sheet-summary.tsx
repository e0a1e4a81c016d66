import type { CostedLine } from '@lathe/shared';
import { useWatch } from 'react-hook-form';
import { count } from '../../lib/format-figures';
import { CostSheetTable } from './cost-sheet-table';
import { breakQuantityOf, sheetAt } from './quotation-form-values';

/**
 * The line's cost sheet at its first quantity, as the clerk types: what each piece costs, line by
 * line, and the price it makes. The plant's own figures: the customer's quotation never prints them.
 */
export function CostSheetSummary({ line, costed }: { line: number; costed: CostedLine | null }) {
  const quantity = useWatch({ name: `lines.${line}.breaks.0.quantity` }) as unknown;
  const batch = breakQuantityOf(quantity);
  const sheet = sheetAt(costed, quantity);
  const headingId = `line-${line}-sheet`;
  let note: string | null = null;
  if (!costed) note = 'Complete the bar, operations, outside operations and allowances to see the cost.';
  else if (batch === null) note = 'Type the first quantity to see the cost a piece.';
  return (
    <section
      aria-labelledby={headingId}
      className="grid content-start gap-2 rounded-lg border border-gray-300 border-dashed bg-gray-50 p-3 dark:border-gray-700 dark:bg-white/[0.03]"
    >
      <h4 id={headingId} className="font-medium text-gray-700 text-sm dark:text-gray-300">
        Cost sheet (not printed)
      </h4>
      {note ? (
        <p className="text-gray-600 text-sm dark:text-gray-400">{note}</p>
      ) : (
        <CostSheetTable
          label={`Cost a piece of line ${line + 1}`}
          columns={[{ heading: `${count(batch ?? 0)} pcs`, sheet }]}
        />
      )}
    </section>
  );
}
