import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

export const designationsRoutes: AppRoute[] = [
  {
    path: '/designations',
    meta: routeMeta('/designations'),
    load: () => import('./designations-list-page').then((m) => m.DesignationsListPage),
  },
  {
    path: '/designations/new',
    meta: routeMeta('/designations/new'),
    load: () => import('./designation-form').then((m) => m.DesignationFormPage),
  },
  {
    path: '/designations/edit/:id',
    meta: routeMeta('/designations/edit/:id'),
    load: () => import('./designation-form').then((m) => m.DesignationFormPage),
  },
];
