import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** SPC: a characteristic's control charts and process capability. */
export const spcRoutes: AppRoute[] = [
  {
    path: '/spc',
    meta: routeMeta('/spc'),
    load: () => import('./spc-page').then((m) => m.SpcPage),
  },
];
