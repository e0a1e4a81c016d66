import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';
import { MachineFormPage } from './machine-form';
import { MachinesListPage } from './machines-list-page';

export const machinesRoutes: AppRoute[] = [
  { path: '/machines', meta: routeMeta('/machines'), Component: MachinesListPage },
  { path: '/machines/new', meta: routeMeta('/machines/new'), Component: MachineFormPage },
  { path: '/machines/edit/:id', meta: routeMeta('/machines/edit/:id'), Component: MachineFormPage },
];
