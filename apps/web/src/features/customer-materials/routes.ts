import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** Customers' free-issue material: the list, the form and the receipt. */
export const customerMaterialsRoutes: AppRoute[] = [
  {
    path: '/customer-materials',
    meta: routeMeta('/customer-materials'),
    load: () => import('./customer-materials-list-page').then((m) => m.CustomerMaterialsListPage),
  },
  {
    path: '/customer-materials/new',
    meta: routeMeta('/customer-materials/new'),
    load: () => import('./customer-material-form-page').then((m) => m.CustomerMaterialFormPage),
  },
  {
    path: '/customer-materials/edit/:id',
    meta: routeMeta('/customer-materials/edit/:id'),
    load: () => import('./customer-material-form-page').then((m) => m.CustomerMaterialFormPage),
  },
  {
    path: '/customer-materials/view/:id',
    meta: routeMeta('/customer-materials/view/:id'),
    load: () => import('./customer-material-view-page').then((m) => m.CustomerMaterialViewPage),
  },
];
