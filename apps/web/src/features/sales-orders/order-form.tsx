import { type SalesOrder, type SalesOrderData, salesOrderInputSchema } from '@lathe/shared';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EntityForm, type SubmitIntent } from '../../components/form/entity-form';
import { errorMessage } from '../../lib/api-error';
import { useResourceCreate, useResourceSaveAnd, useResourceUpdate } from '../../lib/resource-hooks';
import { salesOrdersResource } from './api';
import { OrderFormFields } from './order-form-fields';
import { emptyOrderValues, toOrderFormValues } from './order-form-values';
import { orderEditPath, orderViewPath } from './order-format';

type Intent = 'save' | 'confirm';

const SUBMITS: readonly SubmitIntent<Intent>[] = [
  { intent: 'save', label: 'Save Draft', secondary: true },
  { intent: 'confirm', label: 'Confirm Order' },
];

/**
 * A new order or a saved draft: Save Draft creates (then opens the draft) or replaces it with
 * the version read; Confirm Order saves and confirms in one request, so a refused confirmation
 * leaves nothing half-done. The server's field errors (`lines.0.quantity`) land under their
 * inputs, the first one focused.
 */
export function SalesOrderForm({ order }: { order?: SalesOrder | undefined }) {
  const navigate = useNavigate();
  const create = useResourceCreate(salesOrdersResource);
  const update = useResourceUpdate(salesOrdersResource);
  const saveAndConfirm = useResourceSaveAnd(salesOrdersResource);

  const submit = async (values: SalesOrderData, intent: Intent) => {
    const body = order ? { ...values, version: order.version } : values;
    if (intent === 'confirm') {
      const confirmed = await saveAndConfirm.mutateAsync({ id: order?.id, body });
      toast.success(`Order ${confirmed.orderNumber} confirmed`);
      navigate(orderViewPath(confirmed.id), { replace: true });
      return;
    }
    const saved = order ? await update.mutateAsync({ id: order.id, body }) : await create.mutateAsync(body);
    toast.success('Draft saved');
    if (!order) navigate(orderEditPath(saved.id), { replace: true });
  };

  return (
    <EntityForm
      schema={salesOrderInputSchema}
      // Read once when the form mounts: a save keeps what is typed rather than resetting to the answer.
      defaultValues={order ? toOrderFormValues(order) : emptyOrderValues()}
      onSubmit={submit}
      onError={(error, intent) =>
        toast.error(
          errorMessage(error, intent === 'confirm' ? 'Failed to confirm order' : 'Failed to save sales order'),
        )
      }
      submits={SUBMITS}
      cancelTo="/sales-orders"
      cancelLabel="Back"
    >
      <OrderFormFields order={order} />
    </EntityForm>
  );
}
