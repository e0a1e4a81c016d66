import { type SalesOrder, type SalesOrderData, salesOrderInputSchema } from '@lathe/shared';
import { useDraftEditor } from '../../components/document/use-draft-editor';
import { EntityForm } from '../../components/form/entity-form';
import { OrderFormFields } from './order-form-fields';
import { emptyOrderValues, toOrderFormValues } from './order-form-values';
import { salesOrderScreens } from './sales-order-screens';

/**
 * A new order or a saved draft (useDraftEditor): Save Draft creates (then opens the draft) or
 * replaces it with the version read; Confirm Order, for whoever may confirm, saves and confirms in
 * one request, so a refused confirmation leaves nothing half-done. The server's field errors
 * (`lines.0.quantity`) land under their inputs, the first one focused. Back goes to the list.
 */
export function SalesOrderForm({ order }: { order?: SalesOrder | undefined }) {
  const editor = useDraftEditor(salesOrderScreens, {
    document: order,
    body: (values: SalesOrderData, version) => (version === undefined ? values : { ...values, version }),
    saveFailed: 'Failed to save sales order',
  });
  return (
    <EntityForm
      schema={salesOrderInputSchema}
      // Read once when the form mounts: a save keeps what is typed rather than resetting to the answer.
      defaultValues={order ? toOrderFormValues(order) : emptyOrderValues()}
      {...editor}
      cancelTo="/sales-orders"
      cancelLabel="Back"
    >
      <OrderFormFields order={order} />
    </EntityForm>
  );
}
