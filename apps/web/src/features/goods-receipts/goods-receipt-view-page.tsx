import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { RecordHistory } from '../../components/history/record-history';
import { useResourceItem } from '../../lib/resource-hooks';
import { goodsReceiptsResource } from './api';
import { CancelGoodsReceiptPanel } from './cancel-goods-receipt-panel';
import { GoodsReceiptDocument } from './goods-receipt-document';
import { GoodsReceiptToolbar } from './goods-receipt-toolbar';

/** `/goods-receipts/view/:id`: the printable GRN, its actions, its certificates and its history (view permission). */
export function GoodsReceiptViewPage() {
  const { id } = useParams();
  const receipt = useResourceItem(goodsReceiptsResource, id);
  const [cancelling, setCancelling] = useState(false);
  return (
    <LoadState
      query={receipt}
      notFoundText="Goods receipt not found"
      backTo="/goods-receipts"
      backLabel="Back to Goods Receipts"
    >
      {(loaded) => (
        <div className="mx-auto max-w-5xl print:max-w-none">
          <h1 className="sr-only">Goods receipt {loaded.grnNumber ?? '(draft)'}</h1>
          <GoodsReceiptToolbar receipt={loaded} onCancel={() => setCancelling(true)} />
          {cancelling && loaded.status === 'received' && (
            <CancelGoodsReceiptPanel receipt={loaded} onClose={() => setCancelling(false)} />
          )}
          <GoodsReceiptDocument receipt={loaded} />
          <RecordHistory entity="goods-receipts" id={loaded.id} />
        </div>
      )}
    </LoadState>
  );
}
