import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/**
 * Inspections: the list, a work order's first piece, in-process inspection and lot PDI, a
 * dispatch's PDI, and the printable report.
 */
export const inspectionsRoutes: AppRoute[] = [
  {
    path: '/inspections',
    meta: routeMeta('/inspections'),
    load: () => import('./inspections-list-page').then((m) => m.InspectionsListPage),
  },
  {
    path: '/inspections/first-piece/:workOrderId',
    meta: routeMeta('/inspections/first-piece/:workOrderId'),
    load: () => import('./first-piece-page').then((m) => m.FirstPiecePage),
  },
  {
    path: '/inspections/pdi/:dispatchId',
    meta: routeMeta('/inspections/pdi/:dispatchId'),
    load: () => import('./pdi-page').then((m) => m.PdiPage),
  },
  {
    path: '/inspections/in-process/:workOrderId',
    meta: routeMeta('/inspections/in-process/:workOrderId'),
    load: () => import('./in-process-page').then((m) => m.InProcessPage),
  },
  {
    path: '/inspections/lot/:workOrderId',
    meta: routeMeta('/inspections/lot/:workOrderId'),
    load: () => import('./lot-pdi-page').then((m) => m.LotPdiPage),
  },
  {
    path: '/inspections/view/:id',
    meta: routeMeta('/inspections/view/:id'),
    load: () => import('./inspection-view-page').then((m) => m.InspectionViewPage),
  },
];
