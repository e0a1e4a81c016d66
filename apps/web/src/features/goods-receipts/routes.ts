import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** Goods receipt notes: the list, the form (a new one starts from a confirmed purchase order) and the printable GRN. */
export const goodsReceiptsRoutes: AppRoute[] = [
  {
    path: '/goods-receipts',
    meta: routeMeta('/goods-receipts'),
    load: () => import('./goods-receipts-list-page').then((m) => m.GoodsReceiptsListPage),
  },
  {
    path: '/goods-receipts/new',
    meta: routeMeta('/goods-receipts/new'),
    load: () => import('./goods-receipt-form-page').then((m) => m.GoodsReceiptFormPage),
  },
  {
    path: '/goods-receipts/edit/:id',
    meta: routeMeta('/goods-receipts/edit/:id'),
    load: () => import('./goods-receipt-form-page').then((m) => m.GoodsReceiptFormPage),
  },
  {
    path: '/goods-receipts/view/:id',
    meta: routeMeta('/goods-receipts/view/:id'),
    load: () => import('./goods-receipt-view-page').then((m) => m.GoodsReceiptViewPage),
  },
];
