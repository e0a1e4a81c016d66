import { todayIn, type WorkOrder } from '@lathe/shared';
import { useMemo, useState } from 'react';
import { DocumentFormPage } from '../../components/document/document-form-page';
import { PageHeader } from '../../components/ui/card';
import { WorkOrderEditor } from './wo-editor';
import { blankWorkOrder, formProductOfOrder, workOrderFormValues } from './wo-form-values';
import { workOrderScreens } from './wo-screens';

/** `/work-orders/new`: a blank draft dated today (India's date). */
function NewWorkOrder() {
  const defaults = useMemo(() => blankWorkOrder(todayIn()), []);
  return (
    <>
      <PageHeader title="New Work Order" />
      <WorkOrderEditor defaults={defaults} />
    </>
  );
}

/** The draft's values are read once: saving keeps the form as typed and only moves the version on. */
function EditDraft({ document: order }: { document: WorkOrder }) {
  const [defaults] = useState(() => workOrderFormValues(order));
  const [product] = useState(() => formProductOfOrder(order));
  return (
    <>
      <PageHeader title="Edit Work Order" description={`Draft for ${order.productDescription}`} />
      <WorkOrderEditor order={order} defaults={defaults} product={product} />
    </>
  );
}

/** New and edit draft, on `/work-orders/new` and `/work-orders/edit/:id`. */
export function WorkOrderFormPage() {
  return <DocumentFormPage screens={workOrderScreens} New={NewWorkOrder} Edit={EditDraft} />;
}
