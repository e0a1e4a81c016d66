import type { ListQuery, RoleOption, User, UserCreateData, UserUpdateData } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource-api';
import { useResourceCreate, useResourceItem, useResourceList, useResourceUpdate } from '../../lib/resource-hooks';

/** POST users and PUT users/{id}: the shared schemas' output (on edit, the password only when entered). */
export type UserCreateBody = UserCreateData;
export type UserUpdateBody = Omit<UserUpdateData, 'email'>;

export const usersResource = defineResource<User, UserCreateBody, UserUpdateBody>('users', {
  updateMethod: 'PUT',
  affectsSignedInUser: true,
});

export const useUsers = (query: Partial<ListQuery>) => useResourceList(usersResource, query);
export const useUser = (id: string | undefined) => useResourceItem(usersResource, id);
export const useCreateUser = () => useResourceCreate(usersResource);
export const useUpdateUser = () => useResourceUpdate(usersResource);

/** The roles a user can be given (GET permissions/roles). */
export function useRoleOptions() {
  return useQuery({
    queryKey: ['permissions', 'roles'],
    queryFn: ({ signal }) => api.get<RoleOption[]>('permissions/roles', undefined, signal),
  });
}
