import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** Control plans: the products with their plans, a plan as printed, and its editor. */
export const controlPlansRoutes: AppRoute[] = [
  {
    path: '/control-plans',
    meta: routeMeta('/control-plans'),
    load: () => import('./control-plans-list-page').then((m) => m.ControlPlansListPage),
  },
  {
    path: '/control-plans/:productId',
    meta: routeMeta('/control-plans/:productId'),
    load: () => import('./control-plan-view-page').then((m) => m.ControlPlanViewPage),
  },
  {
    path: '/control-plans/:productId/edit',
    meta: routeMeta('/control-plans/:productId/edit'),
    load: () => import('./control-plan-editor-page').then((m) => m.ControlPlanEditorPage),
  },
];
