import type { TaxType } from '@lathe/shared';
import { MAX_INVOICE_LINES } from '@lathe/shared';
import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { GstTotalsPanel } from '../../components/form/gst-totals-panel';
import { Button } from '../../components/ui/button';
import { blankLine, type InvoiceFormValues, type OrderLineInfo } from './invoice-form-values';
import { InvoiceLineFields } from './invoice-line-fields';
import { previewInvoice } from './invoice-preview';

interface InvoiceLinesEditorProps {
  customerId: string;
  taxType: TaxType | null;
  orderLines: ReadonlyMap<string, OrderLineInfo>;
  totalsNote?: string | undefined;
  /** An export or SEZ supply under the LUT: the lines keep their rates, no tax is charged. */
  zeroRated?: boolean;
}

/** A message on the lines as a whole ("Add at least one line"), from the schema or the server. */
function LinesError() {
  const { errors } = useFormState<InvoiceFormValues>({ name: 'lines' });
  const message = errors.lines?.message ?? errors.lines?.root?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <p role="alert" className="text-red-600 text-sm dark:text-red-400">
      {message}
    </p>
  );
}

/** The lines of the draft, each with its live figures, then the draft's totals. */
export function InvoiceLinesEditor({
  customerId,
  taxType,
  orderLines,
  totalsNote,
  zeroRated = false,
}: InvoiceLinesEditorProps) {
  const { control } = useFormContext<InvoiceFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  // Until the tax type is known the taxes are not shown; the total is worked out as the server
  // would store it while a state is unknown (CGST+SGST).
  const preview = previewInvoice(lines as Record<string, unknown>[], taxType ?? 'intra', zeroRated);

  return (
    <section aria-labelledby="invoice-lines-title" className="grid gap-4">
      <h2 id="invoice-lines-title" className="font-medium text-gray-800 dark:text-white/90">
        Lines
      </h2>
      {fields.map((field, index) => {
        const orderLineId = lines[index]?.salesOrderLineId;
        return (
          <InvoiceLineFields
            key={field.id}
            index={index}
            customerId={customerId}
            orderLine={orderLineId ? orderLines.get(orderLineId) : undefined}
            figures={preview?.lines[index]}
            taxType={taxType}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        );
      })}
      <LinesError />
      <div>
        <Button variant="secondary" onClick={() => append(blankLine())} disabled={fields.length >= MAX_INVOICE_LINES}>
          <Plus aria-hidden="true" className="size-4" />
          Add line
        </Button>
      </div>
      <GstTotalsPanel preview={preview} taxType={taxType} note={totalsNote} />
    </section>
  );
}
