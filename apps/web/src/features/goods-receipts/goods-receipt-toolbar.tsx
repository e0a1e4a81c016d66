import { GOODS_RECEIPT_FLOW, type GoodsReceipt } from '@lathe/shared';
import { ArrowLeft, Ban, PackageCheck, Pencil, Printer, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useDeleteAction } from '../../components/data-table/use-delete-action';
import { deleteMessages } from '../../components/data-table/use-entity-delete';
import { Button, ButtonLink } from '../../components/ui/button';
import { DownloadButton } from '../../components/ui/download-button';
import { errorMessage } from '../../lib/api-error';
import { withGlobalLoading } from '../../lib/loading-store';
import { useResourceAction, useResourceRemove } from '../../lib/resource-hooks';
import { useOffered } from '../../lib/use-can';
import { goodsReceiptsResource } from './api';
import { GoodsReceiptStatusBadge } from './goods-receipt-status';
import { receivedText, receiveQuestion } from './goods-receipt-texts';

/** Deletes the draft after the usual confirmation, then goes back to the list. */
function DeleteDraftButton({ receipt }: { receipt: GoodsReceipt }) {
  const navigate = useNavigate();
  const { mutateAsync: remove } = useResourceRemove(goodsReceiptsResource);
  const deleteDraft = useDeleteAction({
    remove: async (id) => {
      await remove(id);
      navigate('/goods-receipts', { replace: true });
    },
    ...deleteMessages('draft goods receipt'),
  });
  return (
    <Button variant="danger" onClick={() => void deleteDraft(receipt.id)}>
      <Trash2 aria-hidden="true" className="size-4" />
      Delete
    </Button>
  );
}

/** The PDF's name as the server gives it, for when it gives none. */
export const pdfName = (receipt: Pick<GoodsReceipt, 'id' | 'grnNumber'>) =>
  `${(receipt.grnNumber ?? `draft-grn-${receipt.id.slice(0, 8)}`).replaceAll('/', '-')}.pdf`;

/**
 * What can be done with the receipt, never printed: print, the PDF, and what the shared flow
 * offers the user now (edit, receive or delete a draft; cancel a received one).
 */
export function GoodsReceiptToolbar({ receipt, onCancel }: { receipt: GoodsReceipt; onCancel: () => void }) {
  const offered = useOffered(GOODS_RECEIPT_FLOW, receipt);
  const receive = useResourceAction(goodsReceiptsResource, 'receive');

  const receiveNow = async () => {
    if (!window.confirm(receiveQuestion(receipt.poNumber))) return;
    try {
      const received = await withGlobalLoading(() =>
        receive.mutateAsync({ id: receipt.id, body: { version: receipt.version } }),
      );
      toast.success(receivedText(received));
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to receive the goods'));
    }
  };

  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink to="/goods-receipts" variant="ghost" className="px-2">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to list
        </ButtonLink>
        <GoodsReceiptStatusBadge status={receipt.status} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
        <DownloadButton path={`goods-receipts/${receipt.id}/pdf`} fallbackName={pdfName(receipt)} />
        {offered('edit') && (
          <ButtonLink to={`/goods-receipts/edit/${receipt.id}`} variant="secondary">
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </ButtonLink>
        )}
        {offered('delete') && <DeleteDraftButton receipt={receipt} />}
        {offered('receive') && (
          <Button onClick={() => void receiveNow()} disabled={receive.isPending}>
            <PackageCheck aria-hidden="true" className="size-4" />
            Receive
          </Button>
        )}
        {offered('cancel') && (
          <Button variant="danger" onClick={onCancel}>
            <Ban aria-hidden="true" className="size-4" />
            Cancel GRN
          </Button>
        )}
      </div>
    </div>
  );
}
