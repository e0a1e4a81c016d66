import { todayIn, type WorkOrder } from '@lathe/shared';
import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { PageHeader } from '../../components/ui/card';
import { useResourceItem } from '../../lib/resource-hooks';
import { workOrdersResource } from './api';
import { WorkOrderEditor } from './wo-editor';
import { blankWorkOrder, formProductOfOrder, workOrderFormValues } from './wo-form-values';

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
function EditDraft({ order }: { order: WorkOrder }) {
  const [defaults] = useState(() => workOrderFormValues(order));
  const [product] = useState(() => formProductOfOrder(order));
  return (
    <>
      <PageHeader title="Edit Work Order" description={`Draft for ${order.productDescription}`} />
      <WorkOrderEditor order={order} defaults={defaults} product={product} />
    </>
  );
}

/** `/work-orders/edit/:id`: drafts only; a released (or closed) work order opens its page instead. */
function EditWorkOrder({ id }: { id: string }) {
  const order = useResourceItem(workOrdersResource, id);
  return (
    <LoadState query={order} notFoundText="Work order not found" backTo="/work-orders" backLabel="Back to Work Orders">
      {(loaded) =>
        loaded.status !== 'draft' ? (
          <Navigate to={`/work-orders/view/${loaded.id}`} replace />
        ) : (
          <EditDraft order={loaded} />
        )
      }
    </LoadState>
  );
}

/** New and edit draft, on `/work-orders/new` and `/work-orders/edit/:id`. */
export function WorkOrderFormPage() {
  const { id } = useParams();
  if (id) return <EditWorkOrder id={id} />;
  return <NewWorkOrder />;
}
