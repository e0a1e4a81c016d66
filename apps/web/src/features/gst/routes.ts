import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

export const gstRoutes: AppRoute[] = [
  {
    path: '/gst/e-invoices',
    meta: routeMeta('/gst/e-invoices'),
    load: () => import('./e-invoices-page').then((m) => m.EInvoicesPage),
  },
];
