import { DocumentViewPage } from '../../components/document/document-view-page';
import { PurchaseOrderDocument } from './po-document';
import { PurchaseOrderReceipts } from './po-receipts';
import { purchaseOrderScreens } from './po-screens';

/** `/purchase-orders/view/:id`: the printable order, its actions, what has been received, and its history. */
export function PurchaseOrderViewPage() {
  return (
    <DocumentViewPage screens={purchaseOrderScreens}>
      {(order) => (
        <>
          <PurchaseOrderDocument order={order} />
          <PurchaseOrderReceipts order={order} />
        </>
      )}
    </DocumentViewPage>
  );
}
