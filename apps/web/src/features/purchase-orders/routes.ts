import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** Purchase orders: the list, the form (new, or a draft; a new one may start from the shortage list) and the printable order. */
export const purchaseOrdersRoutes: AppRoute[] = [
  {
    path: '/purchase-orders',
    meta: routeMeta('/purchase-orders'),
    load: () => import('./purchase-orders-list-page').then((m) => m.PurchaseOrdersListPage),
  },
  {
    path: '/purchase-orders/new',
    meta: routeMeta('/purchase-orders/new'),
    load: () => import('./po-form-page').then((m) => m.PurchaseOrderFormPage),
  },
  {
    path: '/purchase-orders/edit/:id',
    meta: routeMeta('/purchase-orders/edit/:id'),
    load: () => import('./po-form-page').then((m) => m.PurchaseOrderFormPage),
  },
  {
    path: '/purchase-orders/view/:id',
    meta: routeMeta('/purchase-orders/view/:id'),
    load: () => import('./po-view-page').then((m) => m.PurchaseOrderViewPage),
  },
];
