import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';
import { CustomerFormPage } from './customer-form';
import { CustomerImportPage } from './customer-import-page';
import { CustomersListPage } from './customers-list-page';

export const customersRoutes: AppRoute[] = [
  { path: '/customers', meta: routeMeta('/customers'), Component: CustomersListPage },
  { path: '/customers/new', meta: routeMeta('/customers/new'), Component: CustomerFormPage },
  { path: '/customers/import', meta: routeMeta('/customers/import'), Component: CustomerImportPage },
  { path: '/customers/:id/edit', meta: routeMeta('/customers/:id/edit'), Component: CustomerFormPage },
];
