import { LayoutDashboard } from 'lucide-react';
import type { NavItem } from '../../components/layout/nav-types';
import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

export const dashboardRoutes: AppRoute[] = [
  { path: '/', meta: routeMeta('/'), load: () => import('./home-page').then((m) => m.HomePage) },
];

export const dashboardNav: NavItem[] = [{ name: 'Dashboard', icon: LayoutDashboard, path: '/' }];
