import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** Traceability: the search, a heat's recall list, and the trace of a dispatch, an invoice or a box. */
export const traceabilityRoutes: AppRoute[] = [
  {
    path: '/traceability',
    meta: routeMeta('/traceability'),
    load: () => import('./traceability-page').then((m) => m.TraceabilityPage),
  },
  {
    path: '/traceability/heat/:heatNumber',
    meta: routeMeta('/traceability/heat/:heatNumber'),
    load: () => import('./recall-page').then((m) => m.RecallPage),
  },
  {
    path: '/traceability/dispatch/:id',
    meta: routeMeta('/traceability/dispatch/:id'),
    load: () => import('./trace-page').then((m) => m.DispatchTracePage),
  },
  {
    path: '/traceability/invoice/:id',
    meta: routeMeta('/traceability/invoice/:id'),
    load: () => import('./trace-page').then((m) => m.InvoiceTracePage),
  },
  {
    path: '/traceability/box/:code',
    meta: routeMeta('/traceability/box/:code'),
    load: () => import('./trace-page').then((m) => m.BoxTracePage),
  },
];
