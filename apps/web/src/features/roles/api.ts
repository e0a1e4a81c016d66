import type { ListQuery, Role, RoleInput } from '@lathe/shared';
import { defineResource } from '../../lib/resource-api';
import { useResourceCreate, useResourceItem, useResourceList, useResourceUpdate } from '../../lib/resource-hooks';

/** `{name, permissions: [{scope, actions}], version}`. */
export type RoleBody = Omit<RoleInput, 'version'> & { version?: number };

export const rolesResource = defineResource<Role, RoleBody>('roles', {
  updateMethod: 'PUT',
  affectsSignedInUser: true,
});

export const useRoles = (query: Partial<ListQuery>) => useResourceList(rolesResource, query);
export const useRole = (id: string | undefined) => useResourceItem(rolesResource, id);
export const useCreateRole = () => useResourceCreate(rolesResource);
export const useUpdateRole = () => useResourceUpdate(rolesResource);
