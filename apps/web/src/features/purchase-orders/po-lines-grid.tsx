import { type GstLine, MAX_PURCHASE_ORDER_LINES } from '@lathe/shared';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { AddLineButton, LineGridTable, LinesError, requiredLabel } from '../../components/document/line-grid';
import { blankPurchaseLine, type PurchaseOrderFormValues } from './po-form-values';
import { PurchaseLineRow } from './po-line-row';

/** The order's lines as a compact grid, one ruled row a line, with "Add line" under it. */
export function PurchaseLinesGrid({ figures }: { figures: readonly (GstLine | null)[] | undefined }) {
  const { control } = useFormContext<PurchaseOrderFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  return (
    <>
      <LineGridTable
        label="Purchase order lines"
        labelledBy="po-lines-title"
        minWidth="min-w-[90rem]"
        pinned={7}
        columns={[
          { label: '#', align: 'right', className: 'w-10' },
          { label: requiredLabel('Kind'), className: 'w-40' },
          { label: 'Grade', className: 'w-24' },
          { label: 'Rod Size', className: 'w-24' },
          { label: 'Description', className: 'min-w-56' },
          { label: 'HSN', className: 'w-24' },
          { label: 'Unit', className: 'w-20' },
          { label: requiredLabel('Quantity'), className: 'w-24' },
          { label: 'Bars', className: 'w-16' },
          { label: requiredLabel('Rate (₹)'), className: 'w-24' },
          { label: 'GST', className: 'w-20' },
          { label: 'Delivery Date', className: 'w-40' },
          { label: 'Taxable value', align: 'right', className: 'w-28' },
          { label: 'Remove', srOnly: true, className: 'w-10' },
        ]}
      >
        {fields.map((field, index) => (
          <PurchaseLineRow
            key={field.id}
            index={index}
            figures={figures?.[index]}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </LineGridTable>
      <LinesError />
      <div className="flex flex-wrap gap-3">
        <AddLineButton
          onClick={() => append(blankPurchaseLine('bar_stock'))}
          disabled={fields.length >= MAX_PURCHASE_ORDER_LINES}
        >
          Add bar stock
        </AddLineButton>
        <AddLineButton
          onClick={() => append(blankPurchaseLine('bought_out'))}
          disabled={fields.length >= MAX_PURCHASE_ORDER_LINES}
        >
          Add item
        </AddLineButton>
      </div>
    </>
  );
}
