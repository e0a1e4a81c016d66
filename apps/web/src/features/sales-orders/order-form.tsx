import { type SalesOrder, type SalesOrderData, salesOrderInputSchema } from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EntityForm } from '../../components/form/entity-form';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-error';
import { useResourceCreate, useResourceUpdate } from '../../lib/resource-hooks';
import { changeOrderStatus, salesOrdersResource, useRememberOrder } from './api';
import { OrderFormFields } from './order-form-fields';
import { emptyOrderValues, toOrderFormValues } from './order-form-values';
import { orderPath } from './order-format';

type Intent = 'save' | 'confirm';

/** Save Draft and Confirm Order: both submit the form (so both validate); the one pressed says what follows. */
function DraftButtons({ pressed, onPress }: { pressed: Intent; onPress: (intent: Intent) => void }) {
  const { isSubmitting } = useFormState();
  const spinner = (intent: Intent) =>
    isSubmitting && pressed === intent ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null;
  return (
    // Wraps on a phone rather than pushing the buttons off the card.
    <div className="flex min-w-0 flex-wrap justify-end gap-3">
      <Button type="submit" variant="secondary" disabled={isSubmitting} onClick={() => onPress('save')}>
        {spinner('save')}
        Save Draft
      </Button>
      <Button type="submit" disabled={isSubmitting} onClick={() => onPress('confirm')}>
        {spinner('confirm')}
        Confirm Order
      </Button>
    </div>
  );
}

/**
 * A new order or a saved draft: Save Draft creates (then opens the draft) or replaces it with
 * the version read; Confirm Order saves the same way, then confirms. The server's field errors
 * (`lines.0.quantity`) land under their inputs, the first one focused.
 */
export function SalesOrderForm({ order }: { order?: SalesOrder | undefined }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useResourceCreate(salesOrdersResource);
  const update = useResourceUpdate(salesOrdersResource);
  const remember = useRememberOrder();
  // The ref is read by the submit that the click starts; the state shows which button spins.
  const intent = useRef<Intent>('save');
  const [pressed, setPressed] = useState<Intent>('save');
  const press = (next: Intent) => {
    intent.current = next;
    setPressed(next);
  };

  const confirm = async (saved: SalesOrder) => {
    const confirmed = await changeOrderStatus(saved.id, 'confirm', { version: saved.version });
    toast.success(`Order ${confirmed.orderNumber} confirmed`);
    void remember(confirmed);
  };

  const createOrder = async (values: SalesOrderData) => {
    const created = await create.mutateAsync(values);
    client.setQueryData(salesOrdersResource.keys.detail(created.id), created);
    if (intent.current === 'save') toast.success('Draft saved');
    else {
      // The draft exists now: a refused confirmation leaves it to be fixed on its own page.
      try {
        await confirm(created);
      } catch (error) {
        toast.error(`Draft saved, but not confirmed: ${errorMessage(error, 'the server refused it')}`);
      }
    }
    navigate(orderPath(created.id), { replace: true });
  };

  const saveDraft = async (draft: SalesOrder, values: SalesOrderData) => {
    const saved = await update.mutateAsync({ id: draft.id, body: { ...values, version: draft.version } });
    if (intent.current === 'save') toast.success('Draft saved');
    else await confirm(saved);
  };

  return (
    <EntityForm
      schema={salesOrderInputSchema}
      // Read once when the form mounts: a save keeps what is typed rather than resetting to the answer.
      defaultValues={order ? toOrderFormValues(order) : emptyOrderValues()}
      onSubmit={(values) => (order ? saveDraft(order, values) : createOrder(values))}
      onError={(error) =>
        toast.error(
          errorMessage(error, intent.current === 'confirm' ? 'Failed to confirm order' : 'Failed to save sales order'),
        )
      }
      submitLabel="Save Draft"
      hideSubmit
      cancelTo="/sales-orders"
      cancelLabel="Back"
      actions={<DraftButtons pressed={pressed} onPress={press} />}
    >
      <OrderFormFields order={order} />
    </EntityForm>
  );
}
