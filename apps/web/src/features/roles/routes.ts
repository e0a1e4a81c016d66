import { ShieldCheck } from 'lucide-react';
import type { NavItem } from '../../components/layout/nav-types';
import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

export const rolesRoutes: AppRoute[] = [
  { path: '/roles', meta: routeMeta('/roles'), load: () => import('./roles-list-page').then((m) => m.RolesListPage) },
  { path: '/roles/add', meta: routeMeta('/roles/add'), load: () => import('./role-form').then((m) => m.RoleFormPage) },
  {
    path: '/roles/edit/:id',
    meta: routeMeta('/roles/edit/:id'),
    load: () => import('./role-form').then((m) => m.RoleFormPage),
  },
];

export const rolesNav: NavItem[] = [{ name: 'Roles', icon: ShieldCheck, path: '/roles' }];
