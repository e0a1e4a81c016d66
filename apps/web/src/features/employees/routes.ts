import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

export const employeesRoutes: AppRoute[] = [
  {
    path: '/employees',
    meta: routeMeta('/employees'),
    load: () => import('./employees-list-page').then((m) => m.EmployeesListPage),
  },
  {
    path: '/employees/new',
    meta: routeMeta('/employees/new'),
    load: () => import('./employee-form').then((m) => m.EmployeeFormPage),
  },
  {
    path: '/employees/edit/:id',
    meta: routeMeta('/employees/edit/:id'),
    load: () => import('./employee-form').then((m) => m.EmployeeFormPage),
  },
];
