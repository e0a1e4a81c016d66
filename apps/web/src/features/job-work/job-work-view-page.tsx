import { PackageCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentViewPage } from '../../components/document/document-view-page';
import { stillOpen } from '../../components/document/flow-actions';
import { Button } from '../../components/ui/button';
import { DeemedSupplyNotice } from './deemed-supply-notice';
import { JobWorkDocument } from './job-work-document';
import { JobWorkReceipts } from './job-work-receipts';
import { jobWorkScreens } from './job-work-screens';

/*
 * The panels opened by `?action=` are chunks of their own, fetched when opened: the goods-back form
 * brings the supplier picker (goods back from another job worker), the deemed supply its invoice
 * proposal; the challan's page stays within its screen budget without them.
 */
const ReceiveGoodsPanel = lazy(() => import('./receive-goods-panel').then((m) => ({ default: m.ReceiveGoodsPanel })));
const DeemedSupplyPanel = lazy(() => import('./deemed-supply-panel').then((m) => ({ default: m.DeemedSupplyPanel })));

/**
 * `/job-work/view/:id`: the challan as printed (three copies when sent), its actions, the goods
 * back form (`?action=receive`, the challan's own step), goods past their limit and the invoice
 * proposed for them (`?action=deemed-supply`), what is still out and what came back, and its
 * history.
 */
export function JobWorkViewPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const action = searchParams.get('action');
  const receiving = action === 'receive';
  return (
    <DocumentViewPage
      screens={jobWorkScreens}
      own={() => ({
        receive: (
          <Button onClick={() => setSearchParams({ action: 'receive' })}>
            <PackageCheck aria-hidden="true" className="size-4" />
            Record goods back
          </Button>
        ),
      })}
    >
      {(challan) => (
        <>
          <Suspense fallback={null}>
            {receiving && stillOpen(jobWorkScreens, 'receive', challan) && <ReceiveGoodsPanel challan={challan} />}
            {action === 'deemed-supply' && <DeemedSupplyPanel challan={challan} />}
          </Suspense>
          {action !== 'deemed-supply' && <DeemedSupplyNotice challan={challan} />}
          <JobWorkDocument challan={challan} />
          <JobWorkReceipts challan={challan} />
        </>
      )}
    </DocumentViewPage>
  );
}
