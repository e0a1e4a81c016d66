import { documentRoutes } from '../../lib/document-routes';

/** Goods receipt notes: the list, the form (a new one starts from a confirmed purchase order) and the printable GRN. */
export const goodsReceiptsRoutes = documentRoutes('/goods-receipts', {
  list: () => import('./goods-receipts-list-page').then((m) => m.GoodsReceiptsListPage),
  form: () => import('./goods-receipt-form-page').then((m) => m.GoodsReceiptFormPage),
  view: () => import('./goods-receipt-view-page').then((m) => m.GoodsReceiptViewPage),
});
