import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** Gauges and instruments: the register, the gauge form, and a gauge's page with its calibrations. */
export const gaugesRoutes: AppRoute[] = [
  {
    path: '/gauges',
    meta: routeMeta('/gauges'),
    load: () => import('./gauges-list-page').then((m) => m.GaugesListPage),
  },
  {
    path: '/gauges/new',
    meta: routeMeta('/gauges/new'),
    load: () => import('./gauge-form').then((m) => m.GaugeFormPage),
  },
  {
    path: '/gauges/edit/:id',
    meta: routeMeta('/gauges/edit/:id'),
    load: () => import('./gauge-form').then((m) => m.GaugeFormPage),
  },
  {
    path: '/gauges/view/:id',
    meta: routeMeta('/gauges/view/:id'),
    load: () => import('./gauge-view-page').then((m) => m.GaugeViewPage),
  },
];
