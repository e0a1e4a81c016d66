import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** The capacity plan: the rough-cut load of the coming weeks and what a requested date would do. */
export const planningRoutes: AppRoute[] = [
  {
    path: '/capacity-plan',
    meta: routeMeta('/capacity-plan'),
    load: () => import('./capacity-plan-page').then((m) => m.CapacityPlanPage),
  },
];
