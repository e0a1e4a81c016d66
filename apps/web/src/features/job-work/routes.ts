import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** Job work: the challans list, the form, the printable challan with its goods back, and ITC-04. */
export const jobWorkRoutes: AppRoute[] = [
  {
    path: '/job-work',
    meta: routeMeta('/job-work'),
    load: () => import('./job-work-list-page').then((m) => m.JobWorkListPage),
  },
  {
    path: '/job-work/new',
    meta: routeMeta('/job-work/new'),
    load: () => import('./job-work-form-page').then((m) => m.JobWorkFormPage),
  },
  {
    path: '/job-work/edit/:id',
    meta: routeMeta('/job-work/edit/:id'),
    load: () => import('./job-work-form-page').then((m) => m.JobWorkFormPage),
  },
  {
    path: '/job-work/view/:id',
    meta: routeMeta('/job-work/view/:id'),
    load: () => import('./job-work-view-page').then((m) => m.JobWorkViewPage),
  },
  {
    path: '/job-work/itc-04',
    meta: routeMeta('/job-work/itc-04'),
    load: () => import('./itc-04-page').then((m) => m.Itc04Page),
  },
];
