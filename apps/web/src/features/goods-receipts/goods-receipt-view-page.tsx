import { DocumentViewPage } from '../../components/document/document-view-page';
import { GoodsReceiptDocument } from './goods-receipt-document';
import { goodsReceiptScreens } from './goods-receipt-screens';

/** `/goods-receipts/view/:id`: the printable GRN, its actions, its certificates and its history (view permission). */
export function GoodsReceiptViewPage() {
  return (
    <DocumentViewPage screens={goodsReceiptScreens}>
      {(receipt) => <GoodsReceiptDocument receipt={receipt} />}
    </DocumentViewPage>
  );
}
