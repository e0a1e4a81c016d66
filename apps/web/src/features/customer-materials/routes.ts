import { documentRoutes } from '../../lib/document-routes';

/** Customers' free-issue material: the list, the form and the receipt. */
export const customerMaterialsRoutes = documentRoutes('/customer-materials', {
  list: () => import('./customer-materials-list-page').then((m) => m.CustomerMaterialsListPage),
  form: () => import('./customer-material-form-page').then((m) => m.CustomerMaterialFormPage),
  view: () => import('./customer-material-view-page').then((m) => m.CustomerMaterialViewPage),
});
