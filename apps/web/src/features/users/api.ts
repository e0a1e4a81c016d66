import type { ListQuery, RoleOption, User } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource-api';
import {
  useResourceCreate,
  useResourceItem,
  useResourceList,
  useResourceRemove,
  useResourceUpdate,
} from '../../lib/resource-hooks';

/** POST users. */
export interface UserCreateBody {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  isActive: boolean;
  roleId: string;
}

/** PUT users/{id}: the password only when entered; the version guards against overwriting. */
export type UserUpdateBody = Omit<UserCreateBody, 'email' | 'password'> & { password?: string; version?: number };

export const usersResource = defineResource<User, UserCreateBody, UserUpdateBody>('users', { updateMethod: 'PUT' });

export const useUsers = (query: Partial<ListQuery>) => useResourceList(usersResource, query);
export const useUser = (id: string | undefined) => useResourceItem(usersResource, id);
export const useCreateUser = () => useResourceCreate(usersResource);
export const useUpdateUser = () => useResourceUpdate(usersResource);
export const useDeleteUser = () => useResourceRemove(usersResource);

/** The roles a user can be given (GET permissions/roles). */
export function useRoleOptions() {
  return useQuery({
    queryKey: ['permissions', 'roles'],
    queryFn: ({ signal }) => api.get<RoleOption[]>('permissions/roles', undefined, signal),
  });
}
