import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** The list is plural, the form singular, as the spec's route table has it. */
export const suppliersRoutes: AppRoute[] = [
  {
    path: '/suppliers',
    meta: routeMeta('/suppliers'),
    load: () => import('./suppliers-list-page').then((m) => m.SuppliersListPage),
  },
  {
    path: '/suppliers/import',
    meta: routeMeta('/suppliers/import'),
    load: () => import('./supplier-import-page').then((m) => m.SupplierImportPage),
  },
  {
    path: '/supplier/new',
    meta: routeMeta('/supplier/new'),
    load: () => import('./supplier-form').then((m) => m.SupplierFormPage),
  },
  {
    path: '/supplier/view/:id',
    meta: routeMeta('/supplier/view/:id'),
    load: () => import('./supplier-page').then((m) => m.SupplierPage),
  },
  {
    path: '/supplier/edit/:id',
    meta: routeMeta('/supplier/edit/:id'),
    load: () => import('./supplier-form').then((m) => m.SupplierFormPage),
  },
];
