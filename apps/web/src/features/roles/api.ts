import type { ListQuery, Role, RoleInput } from '@lathe/shared';
import { defineResource } from '../../lib/resource-api';
import { useResourceList } from '../../lib/resource-hooks';

/** `{name, permissions: [{scope, actions}], version}`. */
export type RoleBody = Omit<RoleInput, 'version'> & { version?: number };

export const rolesResource = defineResource<Role, RoleBody>('roles', {
  updateMethod: 'PUT',
  affectsSignedInUser: true,
});

export const useRoles = (query: Partial<ListQuery>) => useResourceList(rolesResource, query);
