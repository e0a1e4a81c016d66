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
  {
    path: '/gst/gstr-3b',
    meta: routeMeta('/gst/gstr-3b'),
    load: () => import('./gstr3b-page').then((m) => m.Gstr3bPage),
  },
  {
    path: '/gst/gstr-2b',
    meta: routeMeta('/gst/gstr-2b'),
    load: () => import('./gstr2b-page').then((m) => m.Gstr2bPage),
  },
];
