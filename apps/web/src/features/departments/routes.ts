import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

export const departmentsRoutes: AppRoute[] = [
  {
    path: '/departments',
    meta: routeMeta('/departments'),
    load: () => import('./departments-list-page').then((m) => m.DepartmentsListPage),
  },
  {
    path: '/departments/new',
    meta: routeMeta('/departments/new'),
    load: () => import('./department-form').then((m) => m.DepartmentFormPage),
  },
  {
    path: '/departments/edit/:id',
    meta: routeMeta('/departments/edit/:id'),
    load: () => import('./department-form').then((m) => m.DepartmentFormPage),
  },
];
