import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';
import { SupplierFormPage } from './supplier-form';
import { SupplierImportPage } from './supplier-import-page';
import { SuppliersListPage } from './suppliers-list-page';

/** The list is plural, the form singular, as the spec's route table has it. */
export const suppliersRoutes: AppRoute[] = [
  { path: '/suppliers', meta: routeMeta('/suppliers'), Component: SuppliersListPage },
  { path: '/suppliers/import', meta: routeMeta('/suppliers/import'), Component: SupplierImportPage },
  { path: '/supplier/new', meta: routeMeta('/supplier/new'), Component: SupplierFormPage },
  { path: '/supplier/edit/:id', meta: routeMeta('/supplier/edit/:id'), Component: SupplierFormPage },
];
