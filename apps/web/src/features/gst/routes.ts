import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

export const gstRoutes: AppRoute[] = [
  {
    path: '/gst/e-invoices',
    meta: routeMeta('/gst/e-invoices'),
    load: () => import('./e-invoices-page').then((m) => m.EInvoicesPage),
  },
  {
    path: '/gst/gstr-1',
    meta: routeMeta('/gst/gstr-1'),
    load: () => import('./gstr1-page').then((m) => m.Gstr1Page),
  },
];
