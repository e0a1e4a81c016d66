import { MAX_QUOTATION_LINES, type QuotationLine } from '@lathe/shared';
import type { UseFieldArrayReturn } from 'react-hook-form';
import { AddLineButton, LinesError } from '../../components/document/line-grid';
import { blankQuotationLine, type QuotationFormValues } from './quotation-form-values';
import { QuotationLineCard } from './quotation-line-card';

interface QuotationLinesProps {
  lines: UseFieldArrayReturn<QuotationFormValues, 'lines'>;
  customerId: string;
  savedLines: readonly QuotationLine[];
}

/** The parts offered, a card each, with "Add line" under them. */
export function QuotationLines({ lines, customerId, savedLines }: QuotationLinesProps) {
  const { fields, append, remove } = lines;
  return (
    <section aria-labelledby="quotation-lines-title" className="grid gap-4">
      <h2 id="quotation-lines-title" className="font-medium text-gray-800 dark:text-white/90">
        Lines
      </h2>
      {fields.map((field, index) => (
        <QuotationLineCard
          key={field.id}
          index={index}
          customerId={customerId}
          savedLines={savedLines}
          onRemove={fields.length > 1 ? () => remove(index) : undefined}
        />
      ))}
      <LinesError />
      <div>
        <AddLineButton onClick={() => append(blankQuotationLine())} disabled={fields.length >= MAX_QUOTATION_LINES} />
      </div>
    </section>
  );
}
