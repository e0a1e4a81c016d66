import { LayoutDashboard } from 'lucide-react';
import type { NavItem } from '../../components/layout/nav-types';
import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';
import { HomePage } from './home-page';

export const dashboardRoutes: AppRoute[] = [{ path: '/', meta: routeMeta('/'), Component: HomePage }];

export const dashboardNav: NavItem[] = [{ name: 'Dashboard', icon: LayoutDashboard, path: '/' }];
