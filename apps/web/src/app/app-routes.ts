import { authRoutes } from '../features/auth/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { departmentsRoutes } from '../features/departments/routes';
import { pagesRoutes } from '../features/pages/routes';
import { rolesRoutes } from '../features/roles/routes';
import { usersRoutes } from '../features/users/routes';
import type { AppRoute } from '../lib/route-meta';

/** Every screen of the app; each feature contributes its own. */
export const APP_ROUTES: AppRoute[] = [
  ...dashboardRoutes,
  ...rolesRoutes,
  ...usersRoutes,
  ...departmentsRoutes,
  ...authRoutes,
  ...pagesRoutes,
];
