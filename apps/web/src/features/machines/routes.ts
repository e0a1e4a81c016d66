import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

export const machinesRoutes: AppRoute[] = [
  {
    path: '/machines',
    meta: routeMeta('/machines'),
    load: () => import('./machines-list-page').then((m) => m.MachinesListPage),
  },
  {
    path: '/machines/new',
    meta: routeMeta('/machines/new'),
    load: () => import('./machine-form').then((m) => m.MachineFormPage),
  },
  {
    path: '/machines/edit/:id',
    meta: routeMeta('/machines/edit/:id'),
    load: () => import('./machine-form').then((m) => m.MachineFormPage),
  },
];
