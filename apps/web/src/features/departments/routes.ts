import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';
import { DepartmentFormPage } from './department-form';
import { DepartmentsListPage } from './departments-list-page';

export const departmentsRoutes: AppRoute[] = [
  { path: '/departments', meta: routeMeta('/departments'), Component: DepartmentsListPage },
  { path: '/departments/new', meta: routeMeta('/departments/new'), Component: DepartmentFormPage },
  { path: '/departments/edit/:id', meta: routeMeta('/departments/edit/:id'), Component: DepartmentFormPage },
];
