import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';
import { EmployeeFormPage } from './employee-form';
import { EmployeesListPage } from './employees-list-page';

export const employeesRoutes: AppRoute[] = [
  { path: '/employees', meta: routeMeta('/employees'), Component: EmployeesListPage },
  { path: '/employees/new', meta: routeMeta('/employees/new'), Component: EmployeeFormPage },
  { path: '/employees/edit/:id', meta: routeMeta('/employees/edit/:id'), Component: EmployeeFormPage },
];
