import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

export const customersRoutes: AppRoute[] = [
  {
    path: '/customers',
    meta: routeMeta('/customers'),
    load: () => import('./customers-list-page').then((m) => m.CustomersListPage),
  },
  {
    path: '/customers/new',
    meta: routeMeta('/customers/new'),
    load: () => import('./customer-form').then((m) => m.CustomerFormPage),
  },
  {
    path: '/customers/import',
    meta: routeMeta('/customers/import'),
    load: () => import('./customer-import-page').then((m) => m.CustomerImportPage),
  },
  {
    path: '/customers/view/:id',
    meta: routeMeta('/customers/view/:id'),
    load: () => import('./customer-page').then((m) => m.CustomerPage),
  },
  {
    path: '/customers/:id/edit',
    meta: routeMeta('/customers/:id/edit'),
    load: () => import('./customer-form').then((m) => m.CustomerFormPage),
  },
];
