import {
  PURCHASE_ORDER_FLOW,
  type PurchaseOrder,
  type PurchaseOrderData,
  purchaseOrderInputSchema,
  type SupplierOption,
  taxTypeFor,
} from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EntityForm, type SubmitIntent } from '../../components/form/entity-form';
import { GstTotalsPanel } from '../../components/form/gst-totals-panel';
import { supplierOptionKey, supplierOptionLabel, useSupplierOption } from '../../components/pickers/supplier-options';
import { confirmAction } from '../../components/ui/confirm-action';
import { errorMessage } from '../../lib/api-error';
import { useCompanySettings } from '../../lib/company-settings';
import { useResourceCreate, useResourceSaveAnd, useResourceUpdate } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { purchaseOrdersResource } from './api';
import { type PurchaseOrderFormValues, previewPurchaseOrder, purchaseOrderBody } from './po-form-values';
import { PurchaseOrderHeaderFields, taxHint } from './po-header-fields';
import { PurchaseLinesGrid } from './po-lines-grid';
import { confirmedText, confirmQuestion } from './po-texts';

type Intent = 'draft' | 'confirm';

/** Who may take Save & Confirm: the flow's permission for confirming (the form is always a draft). */
const CONFIRM = PURCHASE_ORDER_FLOW.steps.confirm.permission;

const SAVE_DRAFT: SubmitIntent<Intent> = { intent: 'draft', label: 'Save Draft', secondary: true };
const SAVE_AND_CONFIRM: SubmitIntent<Intent> = { intent: 'confirm', label: 'Save & Confirm' };

/** Confirming declined at the question: nothing was sent, nothing is reported, the form stays unsaved. */
const DECLINED = Symbol('declined');

/** The supplier the form names now: the one picked (remembered by the picker) or the saved draft's, by id. */
function useSupplier(order: PurchaseOrder | undefined) {
  const supplierId = useWatch<PurchaseOrderFormValues, 'supplierId'>({ name: 'supplierId' });
  const option = useSupplierOption(supplierId || null);
  if (!supplierId) return undefined;
  if (option.data) return option.data;
  // Until `suppliers/options/{id}` answers, the draft's own copy stands in.
  return order && order.supplierId === supplierId
    ? {
        id: order.supplierId,
        name: order.supplierName,
        supplierCode: order.supplierCode,
        gstin: order.supplierGstin,
        state: order.supplierState,
      }
    : undefined;
}

/** The header and lines with their live figures, taxed by the supplier's state against the company's. */
function PurchaseOrderFields({ order }: { order: PurchaseOrder | undefined }) {
  const supplier = useSupplier(order);
  const company = useCompanySettings();
  const taxType = supplier && company.data ? taxTypeFor(company.data.state, supplier.state) : null;
  const lines = useWatch<PurchaseOrderFormValues, 'lines'>({ name: 'lines' }) ?? [];
  const preview = previewPurchaseOrder(lines, taxType ?? 'intra');
  return (
    <>
      <PurchaseOrderHeaderFields
        supplierLabel={supplier ? supplierOptionLabel(supplier) : undefined}
        taxHint={taxHint(supplier, taxType)}
      />
      <section aria-labelledby="po-lines-title" className="grid gap-4">
        <h2 id="po-lines-title" className="font-medium text-gray-800 dark:text-white/90">
          Lines
        </h2>
        <PurchaseLinesGrid figures={preview?.lines} />
        <GstTotalsPanel
          preview={preview}
          taxType={taxType}
          note={supplier ? undefined : 'Choose the supplier: its state decides CGST + SGST or IGST.'}
        />
      </section>
    </>
  );
}

interface PurchaseOrderEditorProps {
  /** The draft being edited; none on a new order. */
  order?: PurchaseOrder | undefined;
  defaults: PurchaseOrderFormValues;
}

/**
 * New and edit draft: Save Draft creates (then opens the draft at its edit address) or updates with
 * the version read; Save & Confirm, for whoever may confirm, asks first, then saves and confirms in
 * one request and opens the numbered order (a refused confirmation saves nothing). The server's
 * field errors land on their fields (`lines.0.grade`, `supplierId`); every refusal is toasted too.
 */
export function PurchaseOrderEditor({ order, defaults }: PurchaseOrderEditorProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useResourceCreate(purchaseOrdersResource);
  const update = useResourceUpdate(purchaseOrdersResource);
  const saveAndConfirm = useResourceSaveAnd(purchaseOrdersResource);
  const canConfirm = useCan(CONFIRM.scope, CONFIRM.action);

  const submit = async (values: PurchaseOrderData, intent: Intent) => {
    // The cached copy holds the version of the last save on this screen.
    const current =
      order && (client.getQueryData<PurchaseOrder>(purchaseOrdersResource.keys.detail(order.id)) ?? order);
    const body = purchaseOrderBody(values, current?.version);
    if (intent === 'confirm') {
      const supplier = client.getQueryData<SupplierOption>(supplierOptionKey(values.supplierId));
      const question = confirmQuestion(supplier?.name ?? current?.supplierName);
      if (!(await confirmAction({ message: question, confirmLabel: 'Confirm' }))) throw DECLINED;
      const confirmed = await saveAndConfirm.mutateAsync({ id: order?.id, body });
      toast.success(confirmedText(confirmed));
      navigate(`/purchase-orders/view/${confirmed.id}`);
      return;
    }
    if (order) await update.mutateAsync({ id: order.id, body });
    else {
      const created = await create.mutateAsync(body);
      client.setQueryData(purchaseOrdersResource.keys.detail(created.id), created);
      navigate(`/purchase-orders/edit/${created.id}`, { replace: true });
    }
    toast.success('Draft saved');
  };

  return (
    <EntityForm
      schema={purchaseOrderInputSchema}
      defaultValues={defaults}
      onSubmit={submit}
      onError={(error, intent) => {
        if (error === DECLINED) return;
        toast.error(
          errorMessage(
            error,
            intent === 'confirm' ? 'Failed to confirm purchase order' : 'Failed to save purchase order',
          ),
        );
      }}
      submits={canConfirm ? [SAVE_DRAFT, SAVE_AND_CONFIRM] : [SAVE_DRAFT]}
      cancelTo={order ? `/purchase-orders/view/${order.id}` : '/purchase-orders'}
    >
      <PurchaseOrderFields order={order} />
    </EntityForm>
  );
}
