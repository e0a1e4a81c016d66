import { ShoppingCart } from 'lucide-react';
import type { NavItem } from '../../components/layout/nav-types';
import { documentRoutes } from '../../lib/document-routes';
import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** Sales orders: the list, the form (new, or a draft), the order's page, and the open order lines across orders. */
export const salesOrdersRoutes: AppRoute[] = [
  ...documentRoutes('/sales-orders', {
    list: () => import('./sales-orders-list-page').then((m) => m.SalesOrdersListPage),
    form: () => import('./sales-order-pages').then((m) => m.SalesOrderEditPage),
    view: () => import('./sales-order-view-page').then((m) => m.SalesOrderViewPage),
  }),
  {
    path: '/sales-orders/open-lines',
    meta: routeMeta('/sales-orders/open-lines'),
    load: () => import('./open-lines-page').then((m) => m.OpenLinesPage),
  },
];

export const salesOrdersNav: NavItem[] = [{ name: 'Sales Orders', icon: ShoppingCart, path: '/sales-orders' }];
