import { requiredText, type SalesOrder } from '@lathe/shared';
import { type KeyboardEvent, useEffect, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { EntityForm } from '../../components/form/entity-form';
import { TextareaField } from '../../components/form/textarea-field';
import { errorMessage } from '../../lib/api-error';
import { useResourceAction } from '../../lib/resource-hooks';
import { salesOrdersResource } from './api';
import { orderViewPath } from './order-format';

/** The API takes an optional reason; the screen asks for one, so the order's history says why it stopped. */
const reasonSchema = z.object({ reason: requiredText('Enter a reason', 500) });

export type ReasonStep = 'close' | 'cancel';

const TEXTS: Record<
  ReasonStep,
  { title: string; intro: string; submit: string; done: (o: SalesOrder) => string; failed: string }
> = {
  close: {
    title: 'Short-close order',
    intro: 'The order stops where it is: what has not been dispatched yet will not be.',
    submit: 'Short-close Order',
    done: (o) => `Order ${o.orderNumber} short-closed`,
    failed: 'Failed to short-close order',
  },
  cancel: {
    title: 'Cancel order',
    intro: 'The order is kept, marked cancelled; nothing can be dispatched or invoiced against it.',
    submit: 'Cancel Order',
    done: (o) => (o.orderNumber ? `Order ${o.orderNumber} cancelled` : 'Draft cancelled'),
    failed: 'Failed to cancel order',
  },
};

/** Puts the cursor in the reason as the dialog opens. */
function FocusReason() {
  const { setFocus } = useFormContext();
  useEffect(() => setFocus('reason'), [setFocus]);
  return null;
}

/**
 * Short-close or cancel, with a reason, in a small modal over the order. It is opened by
 * `?action=close|cancel`, so Back (and the browser's back, and Escape) simply closes it.
 */
export function ReasonDialog({ order, step }: { order: SalesOrder; step: ReasonStep }) {
  const navigate = useNavigate();
  const titleId = useId();
  const texts = TEXTS[step];
  const back = orderViewPath(order.id);
  const { mutateAsync } = useResourceAction(salesOrdersResource, step);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') navigate(back, { replace: true });
  };

  return (
    <div className="fixed inset-0 z-[90] flex items-center justify-center overflow-y-auto bg-gray-900/50 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-md shadow-theme-lg"
        onKeyDown={onKeyDown}
      >
        <EntityForm
          schema={reasonSchema}
          defaultValues={{ reason: '' }}
          onSubmit={async ({ reason }) => {
            const changed = await mutateAsync({ id: order.id, body: { version: order.version, reason } });
            toast.success(texts.done(changed));
            navigate(back, { replace: true });
          }}
          onError={(error) => toast.error(errorMessage(error, texts.failed))}
          submitLabel={texts.submit}
          cancelTo={back}
          cancelLabel="Back"
        >
          <FocusReason />
          <div>
            <h2 id={titleId} className="font-semibold text-gray-800 text-lg dark:text-white/90">
              {texts.title}
            </h2>
            <p className="mt-1 text-gray-600 text-sm dark:text-gray-400">{texts.intro}</p>
          </div>
          <TextareaField name="reason" label="Reason" required rows={3} maxLength={500} />
        </EntityForm>
      </div>
    </div>
  );
}
