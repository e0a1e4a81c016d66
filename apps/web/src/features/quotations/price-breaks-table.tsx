import { type CostedLine, MAX_PRICE_BREAKS } from '@lathe/shared';
import { type FocusEvent, useEffect, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { AddLineButton, inputCell, LineGridTable, requiredLabel, textCell } from '../../components/document/line-grid';
import { DecimalField } from '../../components/form/decimal-field';
import { digitsOnly } from '../../components/form/quantity-rate-fields';
import { TextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { rupees } from '../../lib/format-figures';
import { ArrayError, RemoveCell } from './grid-parts';
import { blankBreak, type QuotationFormValues, sheetAt } from './quotation-form-values';

interface BreakRowProps {
  /** The break's path: `lines.0.breaks.1`. */
  prefix: string;
  index: number;
  costed: CostedLine | null;
  onRemove: (() => void) | undefined;
}

/**
 * One quantity the line is priced at: the quantity, the price a piece offered, the price the cost
 * sheet works out there, and "Use ₹x" to offer exactly that. A price left blank takes the computed
 * one once the clerk has left the row (never while they are typing in it, where a quantity of "1"
 * on the way to "1000" would price a batch of one); a price typed is theirs.
 */
function BreakRow({ prefix, index, costed, onRemove }: BreakRowProps) {
  const { getValues, setValue } = useFormContext();
  const row = useRef<HTMLTableRowElement>(null);
  const quantity = useWatch({ name: `${prefix}.quantity` }) as unknown;
  const computed = sheetAt(costed, quantity)?.price ?? null;
  const offer = computed === null ? null : computed.toFixed(2);
  const priceName = `${prefix}.price`;
  const use = (shouldValidate: boolean) =>
    offer !== null && setValue(priceName, offer, { shouldDirty: true, shouldValidate });
  const fillBlank = () => {
    const blank = String(getValues(priceName) ?? '').trim() === '';
    if (blank && !row.current?.contains(document.activeElement)) use(false);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the computed price is what a blank price follows
  useEffect(fillBlank, [offer]);
  const onBlur = (event: FocusEvent<HTMLTableRowElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) fillBlank();
  };
  return (
    <tr ref={row} aria-label={`Quantity ${index + 1}`} className="align-top" onBlur={onBlur}>
      <td className={inputCell}>
        <TextField
          name={`${prefix}.quantity`}
          label="Quantity"
          required
          inputMode="numeric"
          autoComplete="off"
          sanitize={digitsOnly}
        />
      </td>
      <td className={inputCell}>
        <DecimalField name={priceName} label="Price a piece (₹)" required />
      </td>
      <td className={`${textCell} text-right`}>
        <output aria-label="Computed price" className="text-gray-800 dark:text-white/90">
          {computed === null ? '—' : rupees(computed)}
        </output>
      </td>
      <td className={inputCell}>
        {computed !== null && (
          <Button variant="ghost" className="h-8 w-full whitespace-nowrap rounded-none px-2" onClick={() => use(true)}>
            Use {rupees(computed)}
          </Button>
        )}
      </td>
      <RemoveCell label={`Remove quantity ${index + 1}`} onRemove={onRemove} />
    </tr>
  );
}

/**
 * The quantities the line is priced at, one to five, each larger than the one before: what the
 * customer asked for, with the setups spread over each.
 */
export function PriceBreaksTable({ line, costed }: { line: number; costed: CostedLine | null }) {
  const { control } = useFormContext<QuotationFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `lines.${line}.breaks` });
  const headingId = `line-${line}-breaks`;
  return (
    <div className="grid content-start gap-2">
      <h4 id={headingId} className="font-medium text-gray-700 text-sm dark:text-gray-300">
        Prices by quantity
      </h4>
      <LineGridTable
        label={`Prices of line ${line + 1}`}
        labelledBy={headingId}
        minWidth="min-w-[30rem]"
        columns={[
          { label: requiredLabel('Quantity'), className: 'w-28' },
          { label: requiredLabel('Price a piece (₹)'), className: 'w-32' },
          { label: 'Computed', align: 'right', className: 'w-28' },
          { label: 'Use the computed price', srOnly: true, className: 'w-28' },
          { label: 'Remove', srOnly: true, className: 'w-10' },
        ]}
      >
        {fields.map((field, index) => (
          <BreakRow
            key={field.id}
            prefix={`lines.${line}.breaks.${index}`}
            index={index}
            costed={costed}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </LineGridTable>
      <ArrayError name={`lines.${line}.breaks`} />
      <div>
        <AddLineButton onClick={() => append(blankBreak())} disabled={fields.length >= MAX_PRICE_BREAKS}>
          Add quantity
        </AddLineButton>
      </div>
    </div>
  );
}
