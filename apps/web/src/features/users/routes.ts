import { Users } from 'lucide-react';
import type { NavItem } from '../../components/layout/nav-types';
import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';
import { UserCreatePage } from './user-create-page';
import { UserEditPage } from './user-edit-page';
import { UsersListPage } from './users-list-page';

export const usersRoutes: AppRoute[] = [
  { path: '/users', meta: routeMeta('/users'), Component: UsersListPage },
  { path: '/users/add', meta: routeMeta('/users/add'), Component: UserCreatePage },
  { path: '/users/edit/:id', meta: routeMeta('/users/edit/:id'), Component: UserEditPage },
];

export const usersNav: NavItem[] = [{ name: 'Users', icon: Users, path: '/users' }];
