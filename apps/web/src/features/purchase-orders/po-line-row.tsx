import {
  barStockDescription,
  formatRupees,
  GST_RATES,
  GST_UNITS,
  type GstLine,
  PURCHASE_LINE_KIND_LABELS,
  PURCHASE_LINE_KINDS,
} from '@lathe/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { inputCell, RemoveLineCell, textCell } from '../../components/document/line-grid';
import { DateField } from '../../components/form/date-field';
import { DecimalField } from '../../components/form/decimal-field';
import { digitsOnly, RateField } from '../../components/form/quantity-rate-fields';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { typedDateText } from '../../lib/typed-date';
import { type PurchaseOrderFormValues, unitPlaceholder } from './po-form-values';

const KIND_OPTIONS = PURCHASE_LINE_KINDS.map((kind) => ({ value: kind, label: PURCHASE_LINE_KIND_LABELS[kind] }));
const UNIT_OPTIONS = Object.keys(GST_UNITS).map((code) => ({ value: code, label: code }));
const GST_OPTIONS = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }));

interface PurchaseLineRowProps {
  index: number;
  figures: GstLine | null | undefined;
  onRemove: (() => void) | undefined;
}

/**
 * One purchase order line as one row of the grid: what it is (bar stock by grade and rod size, a
 * bought-out item or a service), its description, HSN and unit, quantity, bars, rate, GST rate,
 * delivery date and the taxable value as the server will store it. A bar-stock line's blank
 * description and unit show what they will be saved as.
 */
export function PurchaseLineRow({ index, figures, onRemove }: PurchaseLineRowProps) {
  const name = (field: string) => `lines.${index}.${field}`;
  const { setValue } = useFormContext<PurchaseOrderFormValues>();
  const [kind, grade, rodSize] = useWatch({ name: [name('kind'), name('grade'), name('rodSize')] }) as string[];
  const bar = kind === 'bar_stock';
  const orderDue = typedDateText(useWatch({ name: 'deliveryDate' }) as string | undefined);
  // Only bar stock has a grade and a rod size: another kind drops them.
  const onKind = (picked: string) => {
    if (picked === 'bar_stock') return;
    setValue(`lines.${index}.grade`, '', { shouldDirty: true });
    setValue(`lines.${index}.rodSize`, '', { shouldDirty: true });
  };
  const barDescription = bar && grade?.trim() && rodSize?.trim() ? barStockDescription(grade, rodSize) : undefined;
  const line = index + 1;
  return (
    <tr aria-label={`Line ${line}`} className="align-top">
      <th scope="row" className={`${textCell} text-right font-normal text-gray-600 dark:text-gray-400`}>
        {line}
      </th>
      <td className={inputCell}>
        <SelectField name={name('kind')} label="Kind" required options={KIND_OPTIONS} onPick={onKind} />
      </td>
      <td className={inputCell}>
        <TextField name={name('grade')} label="Grade" required={bar} disabled={!bar} autoComplete="off" />
      </td>
      <td className={inputCell}>
        <TextField
          name={name('rodSize')}
          label="Rod Size"
          required={bar}
          disabled={!bar}
          autoComplete="off"
          placeholder={bar ? 'Ø25, Hex 17' : undefined}
        />
      </td>
      <td className={inputCell}>
        <TextField
          name={name('description')}
          label="Description"
          required={!bar}
          autoComplete="off"
          placeholder={barDescription}
          hint={barDescription ? `Blank: ${barDescription}` : undefined}
        />
      </td>
      <td className={inputCell}>
        <TextField name={name('hsnCode')} label="HSN" inputMode="numeric" autoComplete="off" sanitize={digitsOnly} />
      </td>
      <td className={inputCell}>
        <SelectField name={name('unit')} label="Unit" placeholder={unitPlaceholder(kind)} options={UNIT_OPTIONS} />
      </td>
      <td className={inputCell}>
        <DecimalField name={name('quantity')} label="Quantity" required />
      </td>
      <td className={inputCell}>
        <TextField name={name('bars')} label="Bars" inputMode="numeric" autoComplete="off" sanitize={digitsOnly} />
      </td>
      <td className={inputCell}>
        <RateField prefix={`lines.${index}`} />
      </td>
      <td className={inputCell}>
        <SelectField name={name('gstRate')} label="GST Rate" options={GST_OPTIONS} />
      </td>
      <td className={inputCell}>
        <DateField
          name={name('deliveryDate')}
          label="Delivery Date"
          hint={orderDue ? `Blank: ${orderDue}, the order's` : undefined}
          placeholder={orderDue || undefined}
        />
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
