import { FileClock } from 'lucide-react';
import type { NavItem } from '../../components/layout/nav-types';
import { documentRoutes } from '../../lib/document-routes';

/** Blanket orders: the list, the form (new, or a draft) and the order with its prices, releases and what was billed at an old price. */
export const blanketOrdersRoutes = documentRoutes('/blanket-orders', {
  list: () => import('./blanket-orders-list-page').then((m) => m.BlanketOrdersListPage),
  form: () => import('./blanket-form-page').then((m) => m.BlanketOrderFormPage),
  view: () => import('./blanket-view-page').then((m) => m.BlanketOrderViewPage),
});

export const blanketOrdersNav: NavItem[] = [{ name: 'Blanket Orders', icon: FileClock, path: '/blanket-orders' }];
