import { documentRoutes } from '../../lib/document-routes';
import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** Job work: the challans list, the form, the printable challan with its goods back, and ITC-04. */
export const jobWorkRoutes: AppRoute[] = [
  ...documentRoutes('/job-work', {
    list: () => import('./job-work-list-page').then((m) => m.JobWorkListPage),
    form: () => import('./job-work-form-page').then((m) => m.JobWorkFormPage),
    view: () => import('./job-work-view-page').then((m) => m.JobWorkViewPage),
  }),
  {
    path: '/job-work/itc-04',
    meta: routeMeta('/job-work/itc-04'),
    load: () => import('./itc-04-page').then((m) => m.Itc04Page),
  },
];
