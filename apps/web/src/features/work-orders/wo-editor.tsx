import {
  formatIndianNumber,
  WORK_ORDER_FLOW,
  type WorkOrder,
  type WorkOrderData,
  type WorkOrderSalesLineOption,
  workOrderInputSchema,
} from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DateField } from '../../components/form/date-field';
import { EntityForm, type SubmitIntent } from '../../components/form/entity-form';
import { SearchSelectField } from '../../components/form/search-select-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import type { SearchOption } from '../../components/form/use-search-options';
import { confirmAction } from '../../components/ui/confirm-action';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { useResourceCreate, useResourceSaveAnd, useResourceUpdate } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { searchProducts, searchSalesLines, workOrdersResource } from './api';
import { type FormProduct, formProductOf, type WorkOrderFormValues, workOrderBody } from './wo-form-values';
import { OperationsPreview } from './wo-operations-preview';
import { releasedText, releaseQuestion } from './wo-texts';

type Intent = 'draft' | 'release';

/** Who may take Save & Release: the flow's permission for releasing (the form is always a draft). */
const RELEASE = WORK_ORDER_FLOW.steps.release.permission;

const SAVE_DRAFT: SubmitIntent<Intent> = { intent: 'draft', label: 'Save Draft', secondary: true };
const SAVE_AND_RELEASE: SubmitIntent<Intent> = { intent: 'release', label: 'Save & Release' };

/** Releasing declined at the question: nothing was sent, nothing is reported, the form stays unsaved. */
const DECLINED = Symbol('declined');

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
 * New and edit draft: Save Draft creates (then opens the draft at its edit address) or updates with
 * the version read; Save & Release, for whoever may release, asks first, then saves and releases in
 * one request and opens the numbered work order (a refused release saves nothing). The server's
 * field errors land on their fields; every refusal is toasted too.
 */
export function WorkOrderEditor({ order, defaults, product: saved }: WorkOrderEditorProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useResourceCreate(workOrdersResource);
  const update = useResourceUpdate(workOrdersResource);
  const saveAndRelease = useResourceSaveAnd(workOrdersResource);
  const canRelease = useCan(RELEASE.scope, RELEASE.action);
  const [product, setProduct] = useState<FormProduct | undefined>(saved);

  const submit = async (values: WorkOrderData, intent: Intent) => {
    // The cached copy holds the version of the last save on this screen.
    const current = order && (client.getQueryData<WorkOrder>(workOrdersResource.keys.detail(order.id)) ?? order);
    const body = workOrderBody(values, current?.version);
    if (intent === 'release') {
      const question = releaseQuestion(product?.description);
      if (!(await confirmAction({ message: question, confirmLabel: 'Release' }))) throw DECLINED;
      const released = await saveAndRelease.mutateAsync({ id: order?.id, body });
      toast.success(releasedText(released));
      navigate(`/work-orders/view/${released.id}`);
      return;
    }
    if (order) await update.mutateAsync({ id: order.id, body });
    else {
      const created = await create.mutateAsync(body);
      client.setQueryData(workOrdersResource.keys.detail(created.id), created);
      navigate(`/work-orders/edit/${created.id}`, { replace: true });
    }
    toast.success('Draft saved');
  };

  const savedLine = order?.salesOrder;
  return (
    <EntityForm
      schema={workOrderInputSchema}
      defaultValues={defaults}
      onSubmit={submit}
      onError={(error, intent) => {
        if (error === DECLINED) return;
        toast.error(
          errorMessage(error, intent === 'release' ? 'Failed to release work order' : 'Failed to save work order'),
        );
      }}
      submits={canRelease ? [SAVE_DRAFT, SAVE_AND_RELEASE] : [SAVE_DRAFT]}
      cancelTo={order ? `/work-orders/view/${order.id}` : '/work-orders'}
    >
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
