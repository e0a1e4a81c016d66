import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';
import { DesignationFormPage } from './designation-form';
import { DesignationsListPage } from './designations-list-page';

export const designationsRoutes: AppRoute[] = [
  { path: '/designations', meta: routeMeta('/designations'), Component: DesignationsListPage },
  { path: '/designations/new', meta: routeMeta('/designations/new'), Component: DesignationFormPage },
  { path: '/designations/edit/:id', meta: routeMeta('/designations/edit/:id'), Component: DesignationFormPage },
];
