import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** The books for Tally Prime: a period's vouchers as its XML import file. */
export const tallyRoutes: AppRoute[] = [
  {
    path: '/tally/export',
    meta: routeMeta('/tally/export'),
    load: () => import('./tally-export-page').then((m) => m.TallyExportPage),
  },
];
