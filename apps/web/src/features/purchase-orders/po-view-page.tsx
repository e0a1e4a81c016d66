import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { RecordHistory } from '../../components/history/record-history';
import { useResourceItem } from '../../lib/resource-hooks';
import { purchaseOrdersResource } from './api';
import { PurchaseOrderDocument } from './po-document';
import { ReasonPanel, type ReasonStep } from './po-reason-panel';
import { PurchaseOrderReceipts } from './po-receipts';
import { PurchaseOrderToolbar } from './po-toolbar';

/** `/purchase-orders/view/:id`: the printable order, its actions, what has been received, and its history. */
export function PurchaseOrderViewPage() {
  const { id } = useParams();
  const order = useResourceItem(purchaseOrdersResource, id);
  const [asking, setAsking] = useState<ReasonStep | null>(null);
  return (
    <LoadState
      query={order}
      notFoundText="Purchase order not found"
      backTo="/purchase-orders"
      backLabel="Back to Purchase Orders"
    >
      {(loaded) => (
        <div className="mx-auto max-w-5xl print:max-w-none">
          <h1 className="sr-only">Purchase order {loaded.poNumber ?? '(draft)'}</h1>
          <PurchaseOrderToolbar order={loaded} onReason={setAsking} />
          {asking && ['confirmed', 'partly_received'].includes(loaded.status) && (
            <ReasonPanel key={asking} order={loaded} step={asking} onClose={() => setAsking(null)} />
          )}
          <PurchaseOrderDocument order={loaded} />
          <PurchaseOrderReceipts order={loaded} />
          <RecordHistory entity="purchase-orders" id={loaded.id} />
        </div>
      )}
    </LoadState>
  );
}
