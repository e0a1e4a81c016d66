import { formatRupees, type GstLine, MAX_INVOICE_LINES, quantityText } from '@lathe/shared';
import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { RemoveLineCell } from '../../components/document/line-grid';
import { CompactFields } from '../../components/form/compact-fields';
import { QuantityField, RateField } from '../../components/form/quantity-rate-fields';
import { SelectField } from '../../components/form/select-field';
import { Button } from '../../components/ui/button';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { TableHead } from '../../components/ui/table-head';
import { percentText, rupees } from '../../lib/format-figures';
import { blankNoteLine, type InvoiceLine, type NoteFormValues } from './note-form-values';

/** The rules of the grid's cells, on every side. */
const gridRule = 'border border-gray-200 dark:border-gray-800';
/** A cell an input fills. */
const inputCell = `${gridRule} p-0`;
/** A cell of text, as tall as an input's. */
const textCell = `${gridRule} whitespace-nowrap px-2 py-1.5 tabular-nums`;
const head = `${gridRule} whitespace-nowrap bg-gray-50 px-2 py-1.5 text-left font-medium text-gray-600 text-xs uppercase tracking-wide dark:bg-gray-900 dark:text-gray-400`;

/**
 * "#1 Impeller hub — 1,000 NOS @ ₹42.50", "#3 MS turning scrap — 12.5 KGS @ ₹86.40": which line of
 * the invoice, and what it invoiced.
 */
export const invoiceLineLabel = (line: InvoiceLine) =>
  `#${line.lineNumber} ${line.description} — ${quantityText(line.quantity)} ${line.unit} @ ${rupees(line.rate)}`;

/** The asterisk of a required column; each input's own name says it too. */
function Required() {
  return (
    <span aria-hidden="true" className="text-red-600 dark:text-red-400">
      {' '}
      *
    </span>
  );
}

interface NoteLineRowProps {
  index: number;
  invoiceLines: readonly InvoiceLine[];
  figures: GstLine | null | undefined;
  onRemove: (() => void) | undefined;
}

/**
 * One line of the note as a row: the invoice's line it adjusts, its GST rate (the invoice's),
 * quantity in its unit (the invoice line's), rate and the taxable value as the server will store
 * it. Picking a line for returned pieces fills in the rate the invoice charged for them.
 */
function NoteLineRow({ index, invoiceLines, figures, onRemove }: NoteLineRowProps) {
  const name = (field: string) => `lines.${index}.${field}`;
  const { getValues, setValue } = useFormContext<NoteFormValues>();
  const pickedId = useWatch({ name: name('invoiceLineId') }) as string | undefined;
  const picked = invoiceLines.find((line) => line.id === pickedId);
  const onPick = (id: string) => {
    const of = invoiceLines.find((line) => line.id === id);
    if (of && getValues('reason') === 'goods_returned') {
      setValue(`lines.${index}.rate`, String(of.rate), { shouldDirty: true, shouldValidate: true });
    }
  };
  const line = index + 1;
  return (
    <tr aria-label={`Line ${line}`} className="align-top">
      <th scope="row" className={`${textCell} text-right font-normal text-gray-600 dark:text-gray-400`}>
        {line}
      </th>
      <td className={inputCell}>
        <SelectField
          name={name('invoiceLineId')}
          label="Invoice line"
          required
          placeholder="Choose a line of the invoice"
          options={invoiceLines.map((of) => ({ value: of.id, label: invoiceLineLabel(of) }))}
          onPick={onPick}
        />
      </td>
      <td className={`${textCell} text-right text-gray-600 dark:text-gray-400`}>
        {picked ? percentText(picked.gstRate) : '—'}
      </td>
      <td className={inputCell}>
        {/* In the invoice line's unit: decimals where it measures (2.25 KGS), whole pieces otherwise. */}
        <QuantityField prefix={`lines.${index}`} unit={picked?.unit ?? ''} />
      </td>
      <td className={`${textCell} text-gray-600 dark:text-gray-400`}>{picked?.unit ?? '—'}</td>
      <td className={inputCell}>
        <RateField prefix={`lines.${index}`} />
      </td>
      <td className={`${textCell} text-right`}>
        <output className="font-medium text-gray-800 dark:text-white/90">
          {figures ? formatRupees(figures.taxable) : '—'}
        </output>
      </td>
      <RemoveLineCell line={line} onRemove={onRemove} />
    </tr>
  );
}

/** A message on the lines as a whole ("Add at least one line"), from the schema or the server. */
function LinesError() {
  const { errors } = useFormState<NoteFormValues>({ name: 'lines' });
  const message = errors.lines?.message ?? errors.lines?.root?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <p role="alert" className="text-red-600 text-sm dark:text-red-400">
      {message}
    </p>
  );
}

interface NoteLinesGridProps {
  invoiceLines: readonly InvoiceLine[];
  /** Each form line's live figures; null until it names a line and its numbers are valid. */
  figures: readonly (GstLine | null)[] | undefined;
}

/** The note's lines as a compact grid, one ruled row a line, with "Add line" under it. */
export function NoteLinesGrid({ invoiceLines, figures }: NoteLinesGridProps) {
  const { control } = useFormContext<NoteFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  return (
    <>
      <HorizontalScroll label="Note lines">
        <table aria-labelledby="note-lines-title" className="w-full min-w-[44rem] border-collapse text-sm">
          <TableHead
            className=""
            cellClass={head}
            columns={[
              { label: '#', align: 'right', className: 'w-10' },
              {
                label: (
                  <>
                    Invoice line
                    <Required />
                  </>
                ),
                className: 'min-w-64',
              },
              { label: 'GST', align: 'right', className: 'w-16' },
              {
                label: (
                  <>
                    Quantity
                    <Required />
                  </>
                ),
                className: 'w-24',
              },
              { label: 'Unit', className: 'w-14' },
              {
                label: (
                  <>
                    Rate (₹)
                    <Required />
                  </>
                ),
                className: 'w-28',
              },
              { label: 'Taxable value', align: 'right', className: 'w-32' },
              { label: 'Remove', srOnly: true, className: 'w-10' },
            ]}
          />
          <tbody>
            <CompactFields value>
              {fields.map((field, index) => (
                <NoteLineRow
                  key={field.id}
                  index={index}
                  invoiceLines={invoiceLines}
                  figures={figures?.[index]}
                  onRemove={fields.length > 1 ? () => remove(index) : undefined}
                />
              ))}
            </CompactFields>
          </tbody>
        </table>
      </HorizontalScroll>
      <LinesError />
      <div>
        <Button
          variant="secondary"
          onClick={() => append(blankNoteLine())}
          disabled={fields.length >= MAX_INVOICE_LINES}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add line
        </Button>
      </div>
    </>
  );
}
