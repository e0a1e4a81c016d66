import { GST_RATES, GST_UNITS, JOB_WORK_GOODS_LABELS, JOB_WORK_GOODS_TYPES, type StockItemOption } from '@lathe/shared';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { inputCell, RemoveLineCell, textCell } from '../../components/document/line-grid';
import { DecimalField } from '../../components/form/decimal-field';
import { digitsOnly } from '../../components/form/quantity-rate-fields';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { useFieldError } from '../../components/form/use-field-error';
import { type JobWorkFormValues, type JobWorkLineValues, lineFromStockItem, lineItemKey } from './job-work-form-values';
import { StockItemPicker } from './stock-item-picker';

const UNIT_OPTIONS = Object.keys(GST_UNITS).map((code) => ({ value: code, label: code }));
const GST_OPTIONS = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }));
/** Section 143's kinds of goods: inputs (a year), capital goods (three), moulds, dies, jigs, fixtures, tools (no limit). */
const GOODS_OPTIONS = JOB_WORK_GOODS_TYPES.map((goods) => ({ value: goods, label: JOB_WORK_GOODS_LABELS[goods] }));

/** The line's item cell: the picker, and what the schema or the server says of the item (part or bar). */
function ItemCell({ index }: { index: number }) {
  const id = useId();
  const { setValue } = useFormContext<JobWorkFormValues>();
  const line = useWatch({ name: `lines.${index}` }) as Partial<JobWorkLineValues> | undefined;
  // Each is read every render (hooks in a fixed order); the first that speaks is shown.
  const errors = [
    useFieldError(`lines.${index}.productId`),
    useFieldError(`lines.${index}.grade`),
    useFieldError(`lines.${index}.rodSize`),
    useFieldError(`lines.${index}.itemType`),
  ];
  const error = errors.find(Boolean);
  const pick = (item: StockItemOption) => {
    for (const [field, value] of Object.entries(lineFromStockItem(item))) {
      setValue(`lines.${index}.${field}` as `lines.${number}.description`, value as string, {
        shouldDirty: true,
        shouldValidate: true,
      });
    }
  };
  const saved = line?.description || [line?.grade, line?.rodSize].filter(Boolean).join(' ');
  return (
    <>
      <StockItemPicker
        value={lineItemKey(line)}
        selectedLabel={saved || undefined}
        line={index + 1}
        invalid={!!error}
        describedBy={error ? `${id}-error` : undefined}
        onPick={pick}
      />
      {error && (
        <p id={`${id}-error`} className="px-2 pb-1 text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
    </>
  );
}

interface JobWorkLineRowProps {
  index: number;
  onRemove: (() => void) | undefined;
}

/**
 * One line of the challan as one row of the grid: the stock item (bar stock or a part, picked
 * from stock with what is there), the heat it goes from, its type of goods (section 143's limit
 * follows it), its description, HSN, unit, quantity, taxable value and GST rate, as rule 55 and
 * ITC-04 state them.
 */
export function JobWorkLineRow({ index, onRemove }: JobWorkLineRowProps) {
  const name = (field: string) => `lines.${index}.${field}`;
  const material = useWatch({ name: name('itemType') }) === 'material';
  const line = index + 1;
  return (
    <tr aria-label={`Line ${line}`} className="align-top">
      <th scope="row" className={`${textCell} text-right font-normal text-gray-600 dark:text-gray-400`}>
        {line}
      </th>
      <td className={inputCell}>
        <ItemCell index={index} />
      </td>
      <td className={inputCell}>
        <TextField
          name={name('heatNumber')}
          label="Heat No."
          autoComplete="off"
          placeholder={material ? 'Oldest first' : undefined}
        />
      </td>
      <td className={inputCell}>
        <SelectField name={name('goodsType')} label="Goods" options={GOODS_OPTIONS} />
      </td>
      <td className={inputCell}>
        <TextField name={name('description')} label="Description" required autoComplete="off" />
      </td>
      <td className={inputCell}>
        <TextField name={name('hsnCode')} label="HSN" inputMode="numeric" autoComplete="off" sanitize={digitsOnly} />
      </td>
      <td className={inputCell}>
        <SelectField name={name('unit')} label="Unit" required options={UNIT_OPTIONS} />
      </td>
      <td className={inputCell}>
        <DecimalField name={name('quantity')} label="Quantity" required />
      </td>
      <td className={inputCell}>
        <DecimalField name={name('value')} label="Value (₹)" required />
      </td>
      <td className={inputCell}>
        <SelectField name={name('gstRate')} label="GST Rate" options={GST_OPTIONS} />
      </td>
      <RemoveLineCell line={line} onRemove={onRemove} />
    </tr>
  );
}
