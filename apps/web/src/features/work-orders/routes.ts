import { documentRoutes } from '../../lib/document-routes';

/** Work orders: the list, the form (new, or a draft) and the work order's page. */
export const workOrdersRoutes = documentRoutes('/work-orders', {
  list: () => import('./work-orders-list-page').then((m) => m.WorkOrdersListPage),
  form: () => import('./wo-form-page').then((m) => m.WorkOrderFormPage),
  view: () => import('./wo-view-page').then((m) => m.WorkOrderViewPage),
});
