import { WORK_ORDER_FLOW, type WorkOrder } from '@lathe/shared';
import { ClipboardList, Package } from 'lucide-react';
import { DocumentViewPage } from '../../components/document/document-view-page';
import { ButtonLink } from '../../components/ui/button';
import { useCan } from '../../lib/use-can';
import { WorkOrderDocument } from './wo-document';
import { workOrderScreens } from './wo-screens';

/** "Pack boxes" (issue 31): a released, in-progress or completed work order's good pieces, for whoever may pack. */
function PackBoxesLink({ order }: { order: WorkOrder }) {
  const canPack = useCan('boxes', 'create');
  if (!canPack || !['released', 'in_progress', 'completed'].includes(order.status)) return null;
  return (
    <ButtonLink to={`/boxes/pack/${order.id}`} variant="secondary">
      <Package aria-hidden="true" className="size-4" />
      Pack boxes
    </ButtonLink>
  );
}

/**
 * Beside the first-piece inspection (issue 31): the in-process inspection of a released,
 * in-progress or completed work order (the flow's check step), and the PDI of its lot once it has made good pieces, for whoever may inspect.
 */
function InspectionLinks({ order }: { order: WorkOrder }) {
  const canInspect = useCan('inspection', 'create');
  if (!canInspect) return null;
  return (
    <>
      {WORK_ORDER_FLOW.steps.check.from.includes(order.status) && (
        <ButtonLink to={`/inspections/in-process/${order.id}`} variant="secondary">
          <ClipboardList aria-hidden="true" className="size-4" />
          In-process inspection
        </ButtonLink>
      )}
      {order.status !== 'draft' && order.goodQuantity > 0 && (
        <ButtonLink to={`/inspections/lot/${order.id}`} variant="secondary">
          <ClipboardList aria-hidden="true" className="size-4" />
          Lot inspection (PDI)
        </ButtonLink>
      )}
    </>
  );
}

/** `/work-orders/view/:id`: the work order (the job card), its actions, and its history. */
export function WorkOrderViewPage() {
  return (
    <DocumentViewPage
      screens={workOrderScreens}
      tools={(order) => (
        <>
          <InspectionLinks order={order} />
          <PackBoxesLink order={order} />
        </>
      )}
    >
      {(order) => <WorkOrderDocument order={order} />}
    </DocumentViewPage>
  );
}
