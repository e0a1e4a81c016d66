import type { BlanketOrder } from '@lathe/shared';
import { todayIn } from '@lathe/shared';
import { useMemo, useState } from 'react';
import { DocumentFormPage } from '../../components/document/document-form-page';
import { PageHeader } from '../../components/ui/card';
import { BlanketEditor } from './blanket-editor';
import { blankBlanketOrder, blanketOrderFormValues } from './blanket-form-values';
import { blanketOrderScreens } from './blanket-screens';

/** `/blanket-orders/new`: a blank draft valid from today (India's date) to the end of the financial year. */
function NewBlanketOrder() {
  const defaults = useMemo(() => blankBlanketOrder(todayIn()), []);
  return (
    <>
      <PageHeader title="New Blanket Order" description="The customer's open order: their parts at their prices" />
      <BlanketEditor defaults={defaults} />
    </>
  );
}

/** The draft's values are read once: saving keeps the form as typed and only moves the version on. */
function EditDraft({ document: order }: { document: BlanketOrder }) {
  const [defaults] = useState(() => blanketOrderFormValues(order));
  return (
    <>
      <PageHeader title="Edit Blanket Order" description={`Draft for ${order.customerName}`} />
      <BlanketEditor order={order} defaults={defaults} />
    </>
  );
}

/** New and edit draft, on `/blanket-orders/new` and `/blanket-orders/edit/:id`; an active order opens its view. */
export function BlanketOrderFormPage() {
  return <DocumentFormPage screens={blanketOrderScreens} New={NewBlanketOrder} Edit={EditDraft} />;
}
