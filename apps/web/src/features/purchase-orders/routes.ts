import { documentRoutes } from '../../lib/document-routes';

/** Purchase orders: the list, the form (new, or a draft; a new one may start from the shortage list) and the printable order. */
export const purchaseOrdersRoutes = documentRoutes('/purchase-orders', {
  list: () => import('./purchase-orders-list-page').then((m) => m.PurchaseOrdersListPage),
  form: () => import('./po-form-page').then((m) => m.PurchaseOrderFormPage),
  view: () => import('./po-view-page').then((m) => m.PurchaseOrderViewPage),
});
