import {
  formatRupees,
  GST_RATES,
  type GstLine,
  ITC_STATUS_LABELS,
  ITC_STATUSES,
  type MatchField,
  type ProposedBillLine,
  purchaseQuantityText,
} from '@lathe/shared';
import { clsx } from 'clsx';
import { useWatch } from 'react-hook-form';
import { inputCell, RemoveLineCell, textCell } from '../../components/document/line-grid';
import { DecimalField } from '../../components/form/decimal-field';
import { digitsOnly, RateField } from '../../components/form/quantity-rate-fields';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { rupees } from '../../lib/format-figures';

const GST_OPTIONS = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }));
const ITC_OPTIONS = ITC_STATUSES.map((status) => ({ value: status, label: ITC_STATUS_LABELS[status] }));
const flagged = 'bg-amber-50 dark:bg-amber-500/10';

interface SupplierBillLineRowProps {
  index: number;
  /** The proposal's line it bills: the receipt, what is left to bill, the order's rate. */
  proposed: ProposedBillLine | undefined;
  figures: GstLine | null | undefined;
  /** The fields the match would flag on this line now. */
  mismatched: ReadonlySet<MatchField>;
  onRemove: (() => void) | undefined;
}

/**
 * One bill line as one row of the grid: what it bills (the receipt and what is left of it, or
 * the order line for a service), its description and HSN as the supplier invoiced it, quantity,
 * rate and GST rate (a cell the match would flag is tinted), the input tax credit taken on it
 * (with why, when not) and the taxable value as the server will store it.
 */
export function SupplierBillLineRow({ index, proposed, figures, mismatched, onRemove }: SupplierBillLineRowProps) {
  const name = (field: string) => `lines.${index}.${field}`;
  const itcStatus = useWatch({ name: name('itcStatus') }) as string | undefined;
  const line = index + 1;
  return (
    <tr aria-label={`Line ${line}`} className="align-top">
      <th scope="row" className={`${textCell} text-right font-normal text-gray-600 dark:text-gray-400`}>
        {line}
      </th>
      <td className={textCell}>
        <span className="block font-medium">{proposed?.grnNumber ?? 'Order line (service)'}</span>
        <span className="block text-gray-600 text-xs dark:text-gray-400">
          {proposed
            ? `${purchaseQuantityText(proposed.quantity)} ${proposed.unit} to bill at ${rupees(proposed.ordered.rate)}, ${proposed.ordered.gstRate}%`
            : 'Nothing left to bill'}
        </span>
      </td>
      <td className={inputCell}>
        <TextField name={name('description')} label="Description" required autoComplete="off" />
      </td>
      <td className={inputCell}>
        <TextField name={name('hsnCode')} label="HSN" inputMode="numeric" autoComplete="off" sanitize={digitsOnly} />
      </td>
      <td className={clsx(inputCell, mismatched.has('quantity') && flagged)}>
        <DecimalField name={name('quantity')} label={`Quantity${proposed ? ` (${proposed.unit})` : ''}`} required />
      </td>
      <td className={clsx(inputCell, mismatched.has('rate') && flagged)}>
        <RateField prefix={`lines.${index}`} />
      </td>
      <td className={clsx(inputCell, mismatched.has('gstRate') && flagged)}>
        <SelectField name={name('gstRate')} label="GST Rate" options={GST_OPTIONS} />
      </td>
      <td className={inputCell}>
        <SelectField name={name('itcStatus')} label="Input Tax Credit" options={ITC_OPTIONS} />
      </td>
      <td className={inputCell}>
        <TextField
          name={name('itcReason')}
          label="ITC Reason"
          required={itcStatus !== undefined && itcStatus !== 'eligible'}
          disabled={itcStatus === undefined || itcStatus === 'eligible'}
          autoComplete="off"
          placeholder={itcStatus === 'eligible' ? undefined : 'e.g. 17(5), rule 42'}
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
