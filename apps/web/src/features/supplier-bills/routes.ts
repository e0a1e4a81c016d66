import { documentRoutes } from '../../lib/document-routes';

/** Supplier bills: the list, the form (a new one starts from the supplier's order) and the bill with its match. */
export const supplierBillsRoutes = documentRoutes('/supplier-bills', {
  list: () => import('./supplier-bills-list-page').then((m) => m.SupplierBillsListPage),
  form: () => import('./supplier-bill-form-page').then((m) => m.SupplierBillFormPage),
  view: () => import('./supplier-bill-view-page').then((m) => m.SupplierBillViewPage),
});
