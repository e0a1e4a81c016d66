import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** Work orders: the list, the form (new, or a draft) and the work order's page. */
export const workOrdersRoutes: AppRoute[] = [
  {
    path: '/work-orders',
    meta: routeMeta('/work-orders'),
    load: () => import('./work-orders-list-page').then((m) => m.WorkOrdersListPage),
  },
  {
    path: '/work-orders/new',
    meta: routeMeta('/work-orders/new'),
    load: () => import('./wo-form-page').then((m) => m.WorkOrderFormPage),
  },
  {
    path: '/work-orders/edit/:id',
    meta: routeMeta('/work-orders/edit/:id'),
    load: () => import('./wo-form-page').then((m) => m.WorkOrderFormPage),
  },
  {
    path: '/work-orders/view/:id',
    meta: routeMeta('/work-orders/view/:id'),
    load: () => import('./wo-view-page').then((m) => m.WorkOrderViewPage),
  },
];
