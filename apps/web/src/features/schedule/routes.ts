import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** The machine schedule board. */
export const scheduleRoutes: AppRoute[] = [
  {
    path: '/schedule',
    meta: routeMeta('/schedule'),
    load: () => import('./schedule-page').then((m) => m.SchedulePage),
  },
];
