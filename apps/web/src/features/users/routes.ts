import { Users } from 'lucide-react';
import type { NavItem } from '../../components/layout/nav-types';
import type { AppRoute } from '../../lib/route-meta';
import { UserCreatePage } from './user-create-page';
import { UserEditPage } from './user-edit-page';
import { UsersListPage } from './users-list-page';

export const usersRoutes: AppRoute[] = [
  {
    path: '/users',
    meta: { title: 'Users', requiresAuth: true, permission: { scope: 'users', action: 'view' } },
    Component: UsersListPage,
  },
  {
    path: '/users/add',
    meta: { title: 'Add User', requiresAuth: true, permission: { scope: 'users', action: 'create' } },
    Component: UserCreatePage,
  },
  {
    path: '/users/edit/:id',
    meta: { title: 'Edit User', requiresAuth: true, permission: { scope: 'users', action: 'edit' } },
    Component: UserEditPage,
  },
];

export const usersNav: NavItem[] = [{ name: 'Users', icon: Users, path: '/users' }];
