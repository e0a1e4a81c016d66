import type { Role, RoleInput } from '@lathe/shared';

export const emptyRoleValues: RoleInput = { name: '', permissions: [] };

export const roleToFormValues = (role: Role): RoleInput => ({
  name: role.name,
  permissions: role.permissions.map((p) => ({ scope: p.scope, actions: [...p.actions] })),
});
