import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** Each machine's capacity (list and form) and the plant's holidays. */
export const machineCapacityRoutes: AppRoute[] = [
  {
    path: '/production/capacity',
    meta: routeMeta('/production/capacity'),
    load: () => import('./capacity-list-page').then((m) => m.CapacityListPage),
  },
  {
    path: '/production/capacity/:id',
    meta: routeMeta('/production/capacity/:id'),
    load: () => import('./capacity-form-page').then((m) => m.CapacityFormPage),
  },
  {
    path: '/production/holidays',
    meta: routeMeta('/production/holidays'),
    load: () => import('./holidays-page').then((m) => m.HolidaysPage),
  },
];
