import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

export const productsRoutes: AppRoute[] = [
  {
    path: '/products',
    meta: routeMeta('/products'),
    load: () => import('./products-list-page').then((m) => m.ProductsListPage),
  },
  {
    path: '/products/new',
    meta: routeMeta('/products/new'),
    load: () => import('./product-form').then((m) => m.ProductFormPage),
  },
  {
    path: '/products/edit/:id',
    meta: routeMeta('/products/edit/:id'),
    load: () => import('./product-form').then((m) => m.ProductFormPage),
  },
];
