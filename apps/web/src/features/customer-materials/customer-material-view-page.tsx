import { CUSTOMER_MATERIAL_FLOW, type CustomerMaterial } from '@lathe/shared';
import { ArrowLeft, Ban, PackagePlus, Pencil, Printer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useDeleteAction } from '../../components/data-table/use-delete-action';
import { deleteMessages } from '../../components/data-table/use-entity-delete';
import { CancelPanel } from '../../components/document/cancel-panel';
import { LoadState } from '../../components/form/load-state';
import { RecordHistory } from '../../components/history/record-history';
import { Button, ButtonLink } from '../../components/ui/button';
import { DownloadButton } from '../../components/ui/download-button';
import { errorMessage } from '../../lib/api-error';
import { withGlobalLoading } from '../../lib/loading-store';
import { useResourceAction, useResourceItem, useResourceRemove } from '../../lib/resource-hooks';
import { useOffered } from '../../lib/use-can';
import { customerMaterialsResource } from './api';
import { CustomerMaterialDocument } from './customer-material-document';
import { CustomerMaterialStatusBadge } from './customer-material-status';

function DeleteDraftButton({ receipt }: { receipt: CustomerMaterial }) {
  const navigate = useNavigate();
  const { mutateAsync: remove } = useResourceRemove(customerMaterialsResource);
  const deleteDraft = useDeleteAction({
    remove: async (id) => {
      await remove(id);
      navigate('/customer-materials', { replace: true });
    },
    ...deleteMessages('draft receipt'),
  });
  return (
    <Button variant="danger" onClick={() => void deleteDraft(receipt.id)}>
      <Trash2 aria-hidden="true" className="size-4" />
      Delete
    </Button>
  );
}

/** Print and the PDF, and what the shared flow offers now: edit, receive or delete a draft; cancel a received one. */
function Toolbar({ receipt, onCancel }: { receipt: CustomerMaterial; onCancel: () => void }) {
  const offered = useOffered(CUSTOMER_MATERIAL_FLOW, receipt);
  const receive = useResourceAction(customerMaterialsResource, 'receive');
  const receiveNow = async () => {
    if (!window.confirm("Receive this material? It takes the next number and the bars go into the customer's stock."))
      return;
    try {
      const done = await withGlobalLoading(() =>
        receive.mutateAsync({ id: receipt.id, body: { version: receipt.version } }),
      );
      toast.success(`Material received: ${done.receiptNumber ?? ''}`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to receive material'));
    }
  };
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink to="/customer-materials" variant="ghost" className="px-2">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to list
        </ButtonLink>
        <CustomerMaterialStatusBadge status={receipt.status} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
        <DownloadButton
          path={`customer-materials/${receipt.id}/pdf`}
          fallbackName={`${(receipt.receiptNumber ?? `draft-material-${receipt.id.slice(0, 8)}`).replaceAll('/', '-')}.pdf`}
        />
        {offered('edit') && (
          <ButtonLink to={`/customer-materials/edit/${receipt.id}`} variant="secondary">
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </ButtonLink>
        )}
        {offered('delete') && <DeleteDraftButton receipt={receipt} />}
        {offered('receive') && (
          <Button onClick={() => void receiveNow()} disabled={receive.isPending}>
            <PackagePlus aria-hidden="true" className="size-4" />
            Receive
          </Button>
        )}
        {offered('cancel') && (
          <Button variant="danger" onClick={onCancel}>
            <Ban aria-hidden="true" className="size-4" />
            Cancel Receipt
          </Button>
        )}
      </div>
    </div>
  );
}

function CancelReceiptPanel({ receipt, onClose }: { receipt: CustomerMaterial; onClose: () => void }) {
  const cancel = useResourceAction(customerMaterialsResource, 'cancel');
  const confirm = async (reason: string) => {
    try {
      const done = await cancel.mutateAsync({ id: receipt.id, body: { version: receipt.version, reason } });
      toast.success(`Receipt ${done.receiptNumber ?? ''} cancelled`);
      onClose();
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to cancel receipt'));
    }
  };
  return (
    <CancelPanel
      title={`Cancel receipt ${receipt.receiptNumber ?? ''}`}
      description="The number stays used and the receipt stays on record, marked cancelled; the bars come out of the customer's stock (refused once some of them have been used)."
      keepLabel="Keep receipt"
      pending={cancel.isPending}
      onConfirm={confirm}
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
