import { ShieldCheck } from 'lucide-react';
import type { NavItem } from '../../components/layout/nav-types';
import type { AppRoute } from '../../lib/route-meta';
import { RoleCreatePage } from './role-create-page';
import { RoleEditPage } from './role-edit-page';
import { RolesListPage } from './roles-list-page';

export const rolesRoutes: AppRoute[] = [
  {
    path: '/roles',
    meta: { title: 'Roles', requiresAuth: true, permission: { scope: 'roles', action: 'view' } },
    Component: RolesListPage,
  },
  {
    path: '/roles/add',
    meta: { title: 'Add Role', requiresAuth: true, permission: { scope: 'roles', action: 'create' } },
    Component: RoleCreatePage,
  },
  {
    path: '/roles/edit/:id',
    meta: { title: 'Edit Role', requiresAuth: true, permission: { scope: 'roles', action: 'edit' } },
    Component: RoleEditPage,
  },
];

export const rolesNav: NavItem[] = [{ name: 'Roles', icon: ShieldCheck, path: '/roles' }];
