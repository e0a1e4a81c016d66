import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';
import { CompanySettingsPage } from './company-settings-page';

export const companyRoutes: AppRoute[] = [
  { path: '/settings/company', meta: routeMeta('/settings/company'), Component: CompanySettingsPage },
];
