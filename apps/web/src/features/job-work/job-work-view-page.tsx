import { PackageCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { DocumentViewPage } from '../../components/document/document-view-page';
import { stillOpen } from '../../components/document/flow-actions';
import { Button } from '../../components/ui/button';
import { DeemedSupplyNotice, DeemedSupplyPanel } from './deemed-supply-panel';
import { JobWorkDocument } from './job-work-document';
import { JobWorkReceipts } from './job-work-receipts';
import { jobWorkScreens } from './job-work-screens';
import { ReceiveGoodsPanel } from './receive-goods-panel';

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
          {receiving && stillOpen(jobWorkScreens, 'receive', challan) && <ReceiveGoodsPanel challan={challan} />}
          {action === 'deemed-supply' ? (
            <DeemedSupplyPanel challan={challan} />
          ) : (
            <DeemedSupplyNotice challan={challan} />
          )}
          <JobWorkDocument challan={challan} />
          <JobWorkReceipts challan={challan} />
        </>
      )}
    </DocumentViewPage>
  );
}
