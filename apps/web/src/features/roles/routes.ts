import { ShieldCheck } from 'lucide-react';
import type { NavItem } from '../../components/layout/nav-types';
import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';
import { RoleFormPage } from './role-form';
import { RolesListPage } from './roles-list-page';

export const rolesRoutes: AppRoute[] = [
  { path: '/roles', meta: routeMeta('/roles'), Component: RolesListPage },
  { path: '/roles/add', meta: routeMeta('/roles/add'), Component: RoleFormPage },
  { path: '/roles/edit/:id', meta: routeMeta('/roles/edit/:id'), Component: RoleFormPage },
];

export const rolesNav: NavItem[] = [{ name: 'Roles', icon: ShieldCheck, path: '/roles' }];
