import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';
import { ProductFormPage } from './product-form';
import { ProductsListPage } from './products-list-page';

export const productsRoutes: AppRoute[] = [
  { path: '/products', meta: routeMeta('/products'), Component: ProductsListPage },
  { path: '/products/new', meta: routeMeta('/products/new'), Component: ProductFormPage },
  { path: '/products/edit/:id', meta: routeMeta('/products/edit/:id'), Component: ProductFormPage },
];
