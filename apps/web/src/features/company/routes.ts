import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

export const companyRoutes: AppRoute[] = [
  {
    path: '/settings/company',
    meta: routeMeta('/settings/company'),
    load: () => import('./company-settings-page').then((m) => m.CompanySettingsPage),
  },
];
