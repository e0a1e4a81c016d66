import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { RecordHistory } from '../../components/history/record-history';
import { useResourceItem } from '../../lib/resource-hooks';
import { workOrdersResource } from './api';
import { WorkOrderDocument } from './wo-document';
import { CloseShortPanel } from './wo-reason-panel';
import { WorkOrderToolbar } from './wo-toolbar';

const OPEN = ['released', 'in_progress'];

/** `/work-orders/view/:id`: the work order (the job card), its actions, and its history. */
export function WorkOrderViewPage() {
  const { id } = useParams();
  const order = useResourceItem(workOrdersResource, id);
  const [closing, setClosing] = useState(false);
  return (
    <LoadState query={order} notFoundText="Work order not found" backTo="/work-orders" backLabel="Back to Work Orders">
      {(loaded) => (
        <div className="mx-auto max-w-5xl print:max-w-none">
          <h1 className="sr-only">Work order {loaded.woNumber ?? '(draft)'}</h1>
          <WorkOrderToolbar order={loaded} onCloseShort={() => setClosing(true)} />
          {closing && OPEN.includes(loaded.status) && (
            <CloseShortPanel order={loaded} onClose={() => setClosing(false)} />
          )}
          <WorkOrderDocument order={loaded} />
          <RecordHistory entity="work-orders" id={loaded.id} />
        </div>
      )}
    </LoadState>
  );
}
