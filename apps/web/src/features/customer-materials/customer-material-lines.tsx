import { MAX_CUSTOMER_MATERIAL_LINES } from '@lathe/shared';
import { useFieldArray, useFormContext } from 'react-hook-form';
import {
  AddLineButton,
  inputCell,
  LineGridTable,
  LinesError,
  RemoveLineCell,
  requiredLabel,
  textCell,
} from '../../components/document/line-grid';
import { DecimalField } from '../../components/form/decimal-field';
import { digitsOnly } from '../../components/form/quantity-rate-fields';
import { TextField } from '../../components/form/text-field';
import { blankMaterialLine, type CustomerMaterialFormValues } from './customer-material-form-values';

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
      <RemoveLineCell line={line} onRemove={onRemove} />
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
      <LineGridTable
        label="Bars received"
        labelledBy="material-lines-title"
        minWidth="min-w-[52rem]"
        columns={[
          { label: '#', align: 'right', className: 'w-10' },
          { label: requiredLabel('Grade'), className: 'w-32' },
          { label: requiredLabel('Rod Size'), className: 'w-32' },
          { label: 'Heat No.', className: 'w-32' },
          { label: requiredLabel('Weight (kg)'), className: 'w-28' },
          { label: 'Bars', className: 'w-20' },
          { label: 'Remarks', className: 'min-w-48' },
          { label: 'Remove', srOnly: true, className: 'w-10' },
        ]}
      >
        {fields.map((field, index) => (
          <MaterialLineRow
            key={field.id}
            index={index}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </LineGridTable>
      <LinesError />
      <div>
        <AddLineButton
          onClick={() => append(blankMaterialLine())}
          disabled={fields.length >= MAX_CUSTOMER_MATERIAL_LINES}
        />
      </div>
    </section>
  );
}
