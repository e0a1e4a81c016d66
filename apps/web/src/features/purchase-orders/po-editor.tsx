import {
  type PurchaseOrder,
  type PurchaseOrderData,
  purchaseOrderInputSchema,
  type SupplierOption,
  taxTypeFor,
} from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useDraftEditor } from '../../components/document/use-draft-editor';
import { EntityForm } from '../../components/form/entity-form';
import { GstTotalsPanel } from '../../components/form/gst-totals-panel';
import { supplierOptionKey, supplierOptionLabel, useSupplierOption } from '../../components/pickers/supplier-options';
import { useCompanySettings } from '../../lib/company-settings';
import { type PurchaseOrderFormValues, previewPurchaseOrder, purchaseOrderBody } from './po-form-values';
import { PurchaseOrderHeaderFields, taxHint } from './po-header-fields';
import { PurchaseLinesGrid } from './po-lines-grid';
import { purchaseOrderScreens } from './po-screens';

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
 * New and edit draft (useDraftEditor): Save Draft, and Save & Confirm for whoever may confirm,
 * asking first with the supplier picked. The server's field errors land on their fields
 * (`lines.0.grade`, `supplierId`); every refusal is toasted too.
 */
export function PurchaseOrderEditor({ order, defaults }: PurchaseOrderEditorProps) {
  const client = useQueryClient();
  const editor = useDraftEditor(purchaseOrderScreens, {
    document: order,
    body: (values: PurchaseOrderData, version) => purchaseOrderBody(values, version),
    about: (values, current) =>
      client.getQueryData<SupplierOption>(supplierOptionKey(values.supplierId))?.name ?? current?.supplierName,
    saveFailed: 'Failed to save purchase order',
  });
  return (
    <EntityForm schema={purchaseOrderInputSchema} defaultValues={defaults} {...editor}>
      <PurchaseOrderFields order={order} />
    </EntityForm>
  );
}
