import {
  formatIndianNumber,
  type WorkOrder,
  type WorkOrderData,
  type WorkOrderSalesLineOption,
  workOrderInputSchema,
} from '@lathe/shared';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useDraftEditor } from '../../components/document/use-draft-editor';
import { DateField } from '../../components/form/date-field';
import { EntityForm } from '../../components/form/entity-form';
import { SearchSelectField } from '../../components/form/search-select-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import type { SearchOption } from '../../components/form/use-search-options';
import { formatDate } from '../../lib/format-date';
import { searchProducts, searchSalesLines } from './api';
import { type FormProduct, formProductOf, type WorkOrderFormValues, workOrderBody } from './wo-form-values';
import { OperationsPreview } from './wo-operations-preview';
import { workOrderScreens } from './wo-screens';

interface ProductPick extends SearchOption {
  product: FormProduct;
}
interface LinePick extends SearchOption {
  line: WorkOrderSalesLineOption;
}

/** "SO/2026-27/0012 line 1 · Tata Motors — DRG-101, 8,200 left to plan". */
export const salesLineLabel = (line: WorkOrderSalesLineOption) =>
  `${line.orderNumber ?? 'Order'} line ${line.lineNumber} · ${line.customerName ?? ''} — ${line.product.drawingNumber}, ${formatIndianNumber(line.leftToPlan, 0)} left to plan`;

const findProducts = async (text: string, signal: AbortSignal): Promise<ProductPick[]> =>
  (await searchProducts(text, signal)).map((option) => {
    const product = formProductOf(option);
    return { value: product.id, label: product.label, product };
  });

const findLines = async (text: string, signal: AbortSignal): Promise<LinePick[]> =>
  (await searchSalesLines(text, signal)).map((line) => ({ value: line.id, label: salesLineLabel(line), line }));

interface FieldsProps {
  product: FormProduct | undefined;
  onProduct: (product: FormProduct | undefined) => void;
  /** The saved draft's line, named before the picker's options load. */
  savedLineLabel: string | undefined;
}

/**
 * A sales order line (its product, the pieces left to plan and its due date filled in) or a
 * product for stock; the dates, quantity and remarks; and the operations as they will be.
 */
function WorkOrderFields({ product, onProduct, savedLineLabel }: FieldsProps) {
  const { setValue, getValues } = useFormContext<WorkOrderFormValues>();
  const lineId = useWatch<WorkOrderFormValues, 'salesOrderLineId'>({ name: 'salesOrderLineId' });
  const [lineLabel, setLineLabel] = useState(savedLineLabel);
  /** The due date of a chosen line that was already past on the WO date. */
  const [lineWasDue, setLineWasDue] = useState<string>();
  const set = (name: 'productId' | 'quantity' | 'dueDate', value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: true });

  const pickLine = (option: SearchOption | null) => {
    if (!option) return;
    const { line } = option as LinePick;
    setLineLabel(option.label);
    onProduct(formProductOf(line.product));
    set('productId', line.product.id);
    if (line.leftToPlan > 0) set('quantity', String(line.leftToPlan));
    if (line.dueDate) {
      // A late line's work is due at once: on the WO date, never before it (the schema refuses that).
      const woDate = getValues('woDate');
      const late = woDate !== '' && line.dueDate < woDate;
      set('dueDate', late ? woDate : line.dueDate);
      setLineWasDue(late ? line.dueDate : undefined);
    }
  };

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <SearchSelectField
          name="salesOrderLineId"
          label="Sales Order Line"
          hint="Leave blank to make for stock"
          fetchOptions={findLines}
          queryKey={['work-orders', 'sales-order-lines']}
          onSelect={pickLine}
          {...(lineLabel && lineId ? { selectedLabel: lineLabel } : {})}
          placeholder="Search by order, customer or drawing"
          noOptionsText="No open sales order lines found"
        />
        <SearchSelectField
          name="productId"
          label="Product"
          required
          hint={lineId ? 'The sales order line’s product' : 'Made for stock'}
          disabled={!!lineId}
          fetchOptions={findProducts}
          queryKey={['work-orders', 'products']}
          onSelect={(option) => onProduct(option ? (option as ProductPick).product : undefined)}
          {...(product ? { selectedLabel: product.label } : {})}
          placeholder="Search by drawing or description"
          noOptionsText="No products found"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <TextField name="quantity" label="Quantity" required inputMode="numeric" autoComplete="off" hint="Pieces" />
        <DateField name="woDate" label="WO Date" required />
        <DateField
          name="dueDate"
          label="Due Date"
          required
          hint={
            lineWasDue
              ? `The line was due ${formatDate(lineWasDue)}, before the WO date`
              : 'The schedule plans work orders by it'
          }
        />
      </div>
      <TextareaField name="remarks" label="Remarks" rows={2} hint="Printed on the job card" />
      <section aria-labelledby="wo-operations-title" className="grid gap-3">
        <h2 id="wo-operations-title" className="font-medium text-gray-800 dark:text-white/90">
          Operations
        </h2>
        <OperationsPreview product={product} />
      </section>
    </>
  );
}

interface WorkOrderEditorProps {
  /** The draft being edited; none on a new work order. */
  order?: WorkOrder | undefined;
  defaults: WorkOrderFormValues;
  /** The draft's product as saved; none on a new work order. */
  product?: FormProduct | undefined;
}

/**
 * New and edit draft (useDraftEditor): Save Draft, and Save & Release for whoever may release,
 * asking first with the product chosen, then opening the numbered work order (a refused release
 * saves nothing). The server's field errors land on their fields; every refusal is toasted too.
 */
export function WorkOrderEditor({ order, defaults, product: saved }: WorkOrderEditorProps) {
  const [product, setProduct] = useState<FormProduct | undefined>(saved);
  const editor = useDraftEditor(workOrderScreens, {
    document: order,
    body: (values: WorkOrderData, version) => workOrderBody(values, version),
    about: () => product?.description,
    saveFailed: 'Failed to save work order',
  });
  const savedLine = order?.salesOrder;
  return (
    <EntityForm schema={workOrderInputSchema} defaultValues={defaults} {...editor}>
      <WorkOrderFields
        product={product}
        onProduct={setProduct}
        savedLineLabel={
          savedLine
            ? `${savedLine.orderNumber ?? 'Order'} line ${savedLine.lineNumber ?? ''} · ${savedLine.customerName ?? ''}`
            : undefined
        }
      />
    </EntityForm>
  );
}
