import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { RecordHistory } from '../../components/history/record-history';
import { Alert } from '../../components/ui/alert';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { useCompanySettings } from '../../lib/company-settings';
import { useResourceItem } from '../../lib/resource-hooks';
import { jobWorkResource } from './api';
import { JobWorkDocument } from './job-work-document';
import { JobWorkReasonPanel, type ReasonStep } from './job-work-reason-panel';
import { JobWorkReceipts } from './job-work-receipts';
import { JobWorkToolbar } from './job-work-toolbar';
import { ReceiveGoodsPanel } from './receive-goods-panel';

const OUT = ['sent', 'partly_received'];

/**
 * `/job-work/view/:id`: the challan as printed (three copies when sent), its actions, the goods
 * back form (`?action=receive`), what is still out and what came back, and its history.
 */
export function JobWorkViewPage() {
  const { id } = useParams();
  const challan = useResourceItem(jobWorkResource, id);
  const company = useCompanySettings();
  const [asking, setAsking] = useState<ReasonStep | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const receiving = searchParams.get('action') === 'receive';
  return (
    <LoadState query={challan} notFoundText="Challan not found" backTo="/job-work" backLabel="Back to Job Work">
      {(loaded) => (
        <div className="mx-auto max-w-5xl print:max-w-none">
          <h1 className="sr-only">Job work challan {loaded.challanNumber ?? '(draft)'}</h1>
          <JobWorkToolbar
            challan={loaded}
            onReason={setAsking}
            onReceive={() => setSearchParams({ action: 'receive' })}
          />
          {asking && OUT.includes(loaded.status) && (
            <JobWorkReasonPanel key={asking} challan={loaded} step={asking} onClose={() => setAsking(null)} />
          )}
          {receiving && OUT.includes(loaded.status) && <ReceiveGoodsPanel challan={loaded} />}
          {company.data ? (
            <JobWorkDocument challan={loaded} company={company.data} />
          ) : company.isLoading ? (
            <PageSpinner />
          ) : (
            <Alert>{errorMessage(company.error, 'The company details could not be loaded')}</Alert>
          )}
          <JobWorkReceipts challan={loaded} />
          <RecordHistory entity="job-work-challans" id={loaded.id} />
        </div>
      )}
    </LoadState>
  );
}
