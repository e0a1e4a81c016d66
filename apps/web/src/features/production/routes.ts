import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** Production: the entries (list, record, correct), the rejection and downtime reasons, OEE. */
export const productionRoutes: AppRoute[] = [
  {
    path: '/production',
    meta: routeMeta('/production'),
    load: () => import('./entry-list-page').then((m) => m.EntryListPage),
  },
  {
    path: '/production/new',
    meta: routeMeta('/production/new'),
    load: () => import('./entry-form-page').then((m) => m.EntryFormPage),
  },
  {
    path: '/production/edit/:id',
    meta: routeMeta('/production/edit/:id'),
    load: () => import('./entry-form-page').then((m) => m.EntryFormPage),
  },
  {
    path: '/production/oee',
    meta: routeMeta('/production/oee'),
    load: () => import('./oee-page').then((m) => m.OeePage),
  },
  {
    path: '/production/reasons',
    meta: routeMeta('/production/reasons'),
    load: () => import('./reasons-page').then((m) => m.ReasonsPage),
  },
];
