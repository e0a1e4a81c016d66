import { GOODS_RECEIPT_FLOW, type GoodsReceipt } from '@lathe/shared';
import { defineDocumentScreens } from '../../components/document/document-declaration';
import { goodsReceiptsResource } from './api';
import { GoodsReceiptStatusBadge } from './goods-receipt-status';

/** The goods receipt's screens: its flow's steps and words (naming its order), its list, form and view at /goods-receipts. */
export const goodsReceiptScreens = defineDocumentScreens<GoodsReceipt, string>({
  flow: GOODS_RECEIPT_FLOW,
  resource: goodsReceiptsResource,
  path: '/goods-receipts',
  listTitle: 'Goods Receipts',
  name: (receipt) => ({ number: receipt.grnNumber, about: receipt.poNumber }),
  pdfStem: 'grn',
  Badge: GoodsReceiptStatusBadge,
});
