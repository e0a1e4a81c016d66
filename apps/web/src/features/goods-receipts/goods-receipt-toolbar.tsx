import { GOODS_RECEIPT_FLOW, type GoodsReceipt } from '@lathe/shared';
import { PackageCheck } from 'lucide-react';
import {
  CancelButton,
  DocumentToolbar,
  DraftButtons,
  documentPdfName,
  StepButton,
} from '../../components/document/document-toolbar';
import { useOffered } from '../../lib/use-can';
import { goodsReceiptsResource } from './api';
import { GoodsReceiptStatusBadge } from './goods-receipt-status';
import { receivedText, receiveQuestion } from './goods-receipt-texts';

/**
 * What can be done with the receipt, never printed: print, the PDF, and what the shared flow
 * offers the user now (edit, receive or delete a draft; cancel a received one).
 */
export function GoodsReceiptToolbar({ receipt, onCancel }: { receipt: GoodsReceipt; onCancel: () => void }) {
  const offered = useOffered(GOODS_RECEIPT_FLOW, receipt);
  return (
    <DocumentToolbar
      listPath="/goods-receipts"
      badges={<GoodsReceiptStatusBadge status={receipt.status} />}
      pdf={{
        path: `goods-receipts/${receipt.id}/pdf`,
        fallbackName: documentPdfName(receipt.grnNumber, receipt.id, 'grn'),
      }}
    >
      <DraftButtons
        offered={offered}
        resource={goodsReceiptsResource}
        id={receipt.id}
        basePath="/goods-receipts"
        noun="draft goods receipt"
      />
      {offered('receive') && (
        <StepButton
          resource={goodsReceiptsResource}
          step="receive"
          record={receipt}
          question={receiveQuestion(receipt.poNumber)}
          doneMessage={receivedText}
          failedMessage="Failed to receive the goods"
          icon={PackageCheck}
        >
          Receive
        </StepButton>
      )}
      {offered('cancel') && <CancelButton onClick={onCancel}>Cancel GRN</CancelButton>}
    </DocumentToolbar>
  );
}
