import { DocumentViewPage } from '../../components/document/document-view-page';
import { WorkOrderDocument } from './wo-document';
import { workOrderScreens } from './wo-screens';

/** `/work-orders/view/:id`: the work order (the job card), its actions, and its history. */
export function WorkOrderViewPage() {
  return (
    <DocumentViewPage screens={workOrderScreens}>{(order) => <WorkOrderDocument order={order} />}</DocumentViewPage>
  );
}
