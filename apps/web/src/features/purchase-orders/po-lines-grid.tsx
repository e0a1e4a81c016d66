import { type GstLine, MAX_PURCHASE_ORDER_LINES } from '@lathe/shared';
import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { CompactFields } from '../../components/form/compact-fields';
import { Button } from '../../components/ui/button';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { TableHead } from '../../components/ui/table-head';
import { blankPurchaseLine, type PurchaseOrderFormValues } from './po-form-values';
import { gridRule, PurchaseLineRow } from './po-line-row';

const head = `${gridRule} whitespace-nowrap bg-gray-50 px-2 py-1.5 text-left font-medium text-gray-600 text-xs uppercase tracking-wide dark:bg-gray-900 dark:text-gray-400`;

/** The asterisk of a required column; each input's own name says it too. */
function Required() {
  return (
    <span aria-hidden="true" className="text-red-600 dark:text-red-400">
      {' '}
      *
    </span>
  );
}

const required = (label: string) => (
  <>
    {label}
    <Required />
  </>
);

/** A message on the lines as a whole ("Add at least one line"), from the schema or the server. */
function LinesError() {
  const { errors } = useFormState<PurchaseOrderFormValues>({ name: 'lines' });
  const message = errors.lines?.message ?? errors.lines?.root?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <p role="alert" className="text-red-600 text-sm dark:text-red-400">
      {message}
    </p>
  );
}

/** The order's lines as a compact grid, one ruled row a line, with "Add line" under it. */
export function PurchaseLinesGrid({ figures }: { figures: readonly (GstLine | null)[] | undefined }) {
  const { control } = useFormContext<PurchaseOrderFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  return (
    <>
      <HorizontalScroll label="Purchase order lines">
        <table aria-labelledby="po-lines-title" className="w-full min-w-[88rem] border-collapse text-sm">
          <TableHead
            className=""
            cellClass={head}
            columns={[
              { label: '#', align: 'right', className: 'w-10' },
              { label: required('Kind'), className: 'w-40' },
              { label: 'Grade', className: 'w-24' },
              { label: 'Rod Size', className: 'w-24' },
              { label: 'Description', className: 'min-w-56' },
              { label: 'HSN', className: 'w-24' },
              { label: 'Unit', className: 'w-20' },
              { label: required('Quantity'), className: 'w-24' },
              { label: 'Bars', className: 'w-16' },
              { label: required('Rate (₹)'), className: 'w-24' },
              { label: 'GST', className: 'w-20' },
              { label: 'Delivery Date', className: 'w-36' },
              { label: 'Taxable value', align: 'right', className: 'w-32' },
              { label: 'Remove', srOnly: true, className: 'w-10' },
            ]}
          />
          <tbody>
            <CompactFields value>
              {fields.map((field, index) => (
                <PurchaseLineRow
                  key={field.id}
                  index={index}
                  figures={figures?.[index]}
                  onRemove={fields.length > 1 ? () => remove(index) : undefined}
                />
              ))}
            </CompactFields>
          </tbody>
        </table>
      </HorizontalScroll>
      <LinesError />
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => append(blankPurchaseLine('bar_stock'))}
          disabled={fields.length >= MAX_PURCHASE_ORDER_LINES}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add bar stock
        </Button>
        <Button
          variant="secondary"
          onClick={() => append(blankPurchaseLine('bought_out'))}
          disabled={fields.length >= MAX_PURCHASE_ORDER_LINES}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add item
        </Button>
      </div>
    </>
  );
}
