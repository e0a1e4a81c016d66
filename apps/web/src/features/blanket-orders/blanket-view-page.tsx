import { DocumentViewPage } from '../../components/document/document-view-page';
import { BilledAtOldPrice } from './billed-at-old-price';
import { BlanketLines } from './blanket-lines';
import { BlanketReleases } from './blanket-releases';
import { blanketOrderScreens } from './blanket-screens';
import { BlanketSummary } from './blanket-summary';

/**
 * `/blanket-orders/view/:id`: the order itself (it has no print model) with the flow's buttons
 * (Activate, Close, Cancel; Edit and Delete for a draft), its lines with each one's prices by date
 * and "Revise price" on an active order, the sales orders released against it, what was billed at
 * a price since revised, and its history.
 */
export function BlanketOrderViewPage() {
  return (
    <DocumentViewPage screens={blanketOrderScreens}>
      {(order) => (
        <>
          <BlanketSummary order={order} />
          <BlanketLines order={order} />
          <BlanketReleases order={order} />
          <BilledAtOldPrice order={order} />
        </>
      )}
    </DocumentViewPage>
  );
}
