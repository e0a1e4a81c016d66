import { CUSTOMER_MATERIAL_FLOW, type CustomerMaterial } from '@lathe/shared';
import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { StepReasonPanel } from '../../components/document/cancel-panel';
import {
  CancelButton,
  DocumentToolbar,
  DraftButtons,
  documentPdfName,
  StepButton,
} from '../../components/document/document-toolbar';
import { LoadState } from '../../components/form/load-state';
import { RecordHistory } from '../../components/history/record-history';
import { useResourceItem } from '../../lib/resource-hooks';
import { useOffered } from '../../lib/use-can';
import { customerMaterialsResource } from './api';
import { CustomerMaterialDocument } from './customer-material-document';
import { CustomerMaterialStatusBadge } from './customer-material-status';

/** Print and the PDF, and what the shared flow offers now: edit, receive or delete a draft; cancel a received one. */
function Toolbar({ receipt, onCancel }: { receipt: CustomerMaterial; onCancel: () => void }) {
  const offered = useOffered(CUSTOMER_MATERIAL_FLOW, receipt);
  return (
    <DocumentToolbar
      listPath="/customer-materials"
      badges={<CustomerMaterialStatusBadge status={receipt.status} />}
      pdf={{
        path: `customer-materials/${receipt.id}/pdf`,
        fallbackName: documentPdfName(receipt.receiptNumber, receipt.id, 'material'),
      }}
    >
      <DraftButtons
        offered={offered}
        resource={customerMaterialsResource}
        id={receipt.id}
        basePath="/customer-materials"
        noun="draft receipt"
      />
      {offered('receive') && (
        <StepButton
          resource={customerMaterialsResource}
          step="receive"
          record={receipt}
          question="Receive this material? It takes the next number and the bars go into the customer's stock."
          doneMessage={(done) => `Material received: ${done.receiptNumber ?? ''}`}
          failedMessage="Failed to receive material"
          icon={PackagePlus}
        >
          Receive
        </StepButton>
      )}
      {offered('cancel') && <CancelButton onClick={onCancel}>Cancel Receipt</CancelButton>}
    </DocumentToolbar>
  );
}

function CancelReceiptPanel({ receipt, onClose }: { receipt: CustomerMaterial; onClose: () => void }) {
  return (
    <StepReasonPanel
      resource={customerMaterialsResource}
      step="cancel"
      record={receipt}
      title={`Cancel receipt ${receipt.receiptNumber ?? ''}`}
      description="The number stays used and the receipt stays on record, marked cancelled; the bars come out of the customer's stock (refused once some of them have been used)."
      keepLabel="Keep receipt"
      doneMessage={(done) => `Receipt ${done.receiptNumber ?? ''} cancelled`}
      failedMessage="Failed to cancel receipt"
      onClose={onClose}
    />
  );
}

/** `/customer-materials/view/:id`: the receipt as printed, its actions and its history. */
export function CustomerMaterialViewPage() {
  const { id } = useParams();
  const receipt = useResourceItem(customerMaterialsResource, id);
  const [cancelling, setCancelling] = useState(false);
  return (
    <LoadState
      query={receipt}
      notFoundText="Receipt not found"
      backTo="/customer-materials"
      backLabel="Back to Customer Material"
    >
      {(loaded) => (
        <div className="mx-auto max-w-5xl print:max-w-none">
          <h1 className="sr-only">Customer material receipt {loaded.receiptNumber ?? '(draft)'}</h1>
          <Toolbar receipt={loaded} onCancel={() => setCancelling(true)} />
          {cancelling && loaded.status === 'received' && (
            <CancelReceiptPanel receipt={loaded} onClose={() => setCancelling(false)} />
          )}
          <CustomerMaterialDocument receipt={loaded} />
          <RecordHistory entity="customer-materials" id={loaded.id} />
        </div>
      )}
    </LoadState>
  );
}
