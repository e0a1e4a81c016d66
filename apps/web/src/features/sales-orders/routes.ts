import { ShoppingCart } from 'lucide-react';
import type { NavItem } from '../../components/layout/nav-types';
import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';
import { NewSalesOrderPage, SalesOrderEditPage } from './sales-order-pages';
import { SalesOrdersListPage } from './sales-orders-list-page';

export const salesOrdersRoutes: AppRoute[] = [
  { path: '/sales-orders', meta: routeMeta('/sales-orders'), Component: SalesOrdersListPage },
  { path: '/sales-orders/new', meta: routeMeta('/sales-orders/new'), Component: NewSalesOrderPage },
  { path: '/sales-orders/edit/:id', meta: routeMeta('/sales-orders/edit/:id'), Component: SalesOrderEditPage },
];

export const salesOrdersNav: NavItem[] = [{ name: 'Sales Orders', icon: ShoppingCart, path: '/sales-orders' }];
