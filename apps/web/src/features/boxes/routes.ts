import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** Boxes: the list of packed boxes, and a work order's pack form with its labels. */
export const boxesRoutes: AppRoute[] = [
  {
    path: '/boxes',
    meta: routeMeta('/boxes'),
    load: () => import('./boxes-list-page').then((m) => m.BoxesListPage),
  },
  {
    path: '/boxes/pack/:workOrderId',
    meta: routeMeta('/boxes/pack/:workOrderId'),
    load: () => import('./pack-page').then((m) => m.PackPage),
  },
];
