import { filterNav, type NavItem } from '../components/layout/nav-types';
import { dashboardNav } from '../features/dashboard/routes';
import { rolesNav } from '../features/roles/routes';
import { usersNav } from '../features/users/routes';
import { APP_ROUTES } from './app-routes';

/** The sidebar, in the spec's order; entries without a route are left out. */
const CONTRIBUTED: NavItem[] = [...dashboardNav, ...rolesNav, ...usersNav];

export const NAV_ITEMS = filterNav(CONTRIBUTED, new Set(APP_ROUTES.map((route) => route.path)));
