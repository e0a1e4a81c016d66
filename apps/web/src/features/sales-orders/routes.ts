import { ShoppingCart } from 'lucide-react';
import type { NavItem } from '../../components/layout/nav-types';
import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

export const salesOrdersRoutes: AppRoute[] = [
  {
    path: '/sales-orders',
    meta: routeMeta('/sales-orders'),
    load: () => import('./sales-orders-list-page').then((m) => m.SalesOrdersListPage),
  },
  {
    path: '/sales-orders/new',
    meta: routeMeta('/sales-orders/new'),
    load: () => import('./sales-order-pages').then((m) => m.NewSalesOrderPage),
  },
  {
    path: '/sales-orders/edit/:id',
    meta: routeMeta('/sales-orders/edit/:id'),
    load: () => import('./sales-order-pages').then((m) => m.SalesOrderEditPage),
  },
  {
    path: '/sales-orders/open-lines',
    meta: routeMeta('/sales-orders/open-lines'),
    load: () => import('./open-lines-page').then((m) => m.OpenLinesPage),
  },
  {
    path: '/sales-orders/view/:id',
    meta: routeMeta('/sales-orders/view/:id'),
    load: () => import('./sales-order-view-page').then((m) => m.SalesOrderViewPage),
  },
];

export const salesOrdersNav: NavItem[] = [{ name: 'Sales Orders', icon: ShoppingCart, path: '/sales-orders' }];
