import { MAX_CUSTOMER_MATERIAL_LINES } from '@lathe/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { CompactFields } from '../../components/form/compact-fields';
import { DecimalField } from '../../components/form/decimal-field';
import { digitsOnly } from '../../components/form/quantity-rate-fields';
import { TextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { TableHead } from '../../components/ui/table-head';
import { blankMaterialLine, type CustomerMaterialFormValues } from './customer-material-form-values';

const gridRule = 'border border-gray-200 dark:border-gray-800';
const inputCell = `${gridRule} p-0`;
const textCell = `${gridRule} whitespace-nowrap px-2 py-1.5 tabular-nums`;
const head = `${gridRule} whitespace-nowrap bg-gray-50 px-2 py-1.5 text-left font-medium text-gray-600 text-xs uppercase tracking-wide dark:bg-gray-900 dark:text-gray-400`;

const required = (label: string) => (
  <>
    {label}
    <span aria-hidden="true" className="text-red-600 dark:text-red-400">
      {' '}
      *
    </span>
  </>
);

function LinesError() {
  const { errors } = useFormState<CustomerMaterialFormValues>({ name: 'lines' });
  const message = errors.lines?.message ?? errors.lines?.root?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <p role="alert" className="text-red-600 text-sm dark:text-red-400">
      {message}
    </p>
  );
}

/** One lot of bars: grade, rod size, heat, kg, bars and remarks. */
function MaterialLineRow({ index, onRemove }: { index: number; onRemove: (() => void) | undefined }) {
  const name = (field: string) => `lines.${index}.${field}`;
  const line = index + 1;
  return (
    <tr aria-label={`Line ${line}`} className="align-top">
      <th scope="row" className={`${textCell} text-right font-normal text-gray-600 dark:text-gray-400`}>
        {line}
      </th>
      <td className={inputCell}>
        <TextField name={name('grade')} label="Grade" required autoComplete="off" placeholder="EN8" />
      </td>
      <td className={inputCell}>
        <TextField name={name('rodSize')} label="Rod Size" required autoComplete="off" placeholder="Ø25, Hex 17" />
      </td>
      <td className={inputCell}>
        <TextField name={name('heatNumber')} label="Heat No." autoComplete="off" />
      </td>
      <td className={inputCell}>
        <DecimalField name={name('quantity')} label="Weight (kg)" required />
      </td>
      <td className={inputCell}>
        <TextField name={name('bars')} label="Bars" inputMode="numeric" autoComplete="off" sanitize={digitsOnly} />
      </td>
      <td className={inputCell}>
        <TextField name={name('remarks')} label="Remarks" autoComplete="off" />
      </td>
      <td className={inputCell}>
        {onRemove && (
          <Button
            variant="ghost"
            className="h-8 w-full rounded-none align-top"
            aria-label={`Remove line ${line}`}
            title={`Remove line ${line}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The receipt's lots of bars as a compact grid, one ruled row a lot, with "Add line" under it. */
export function CustomerMaterialLines() {
  const { control } = useFormContext<CustomerMaterialFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  return (
    <section aria-labelledby="material-lines-title" className="grid gap-4">
      <h2 id="material-lines-title" className="font-medium text-gray-800 dark:text-white/90">
        Bars received
      </h2>
      <HorizontalScroll label="Bars received">
        <table aria-labelledby="material-lines-title" className="w-full min-w-[52rem] border-collapse text-sm">
          <TableHead
            className=""
            cellClass={head}
            columns={[
              { label: '#', align: 'right', className: 'w-10' },
              { label: required('Grade'), className: 'w-32' },
              { label: required('Rod Size'), className: 'w-32' },
              { label: 'Heat No.', className: 'w-32' },
              { label: required('Weight (kg)'), className: 'w-28' },
              { label: 'Bars', className: 'w-20' },
              { label: 'Remarks', className: 'min-w-48' },
              { label: 'Remove', srOnly: true, className: 'w-10' },
            ]}
          />
          <tbody>
            <CompactFields value>
              {fields.map((field, index) => (
                <MaterialLineRow
                  key={field.id}
                  index={index}
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
          onClick={() => append(blankMaterialLine())}
          disabled={fields.length >= MAX_CUSTOMER_MATERIAL_LINES}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add line
        </Button>
      </div>
    </section>
  );
}
