import { Users } from 'lucide-react';
import type { NavItem } from '../../components/layout/nav-types';
import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

export const usersRoutes: AppRoute[] = [
  { path: '/users', meta: routeMeta('/users'), load: () => import('./users-list-page').then((m) => m.UsersListPage) },
  {
    path: '/users/add',
    meta: routeMeta('/users/add'),
    load: () => import('./user-create-page').then((m) => m.UserCreatePage),
  },
  {
    path: '/users/edit/:id',
    meta: routeMeta('/users/edit/:id'),
    load: () => import('./user-edit-page').then((m) => m.UserEditPage),
  },
];

export const usersNav: NavItem[] = [{ name: 'Users', icon: Users, path: '/users' }];
