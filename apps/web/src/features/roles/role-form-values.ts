import type { Role, RoleInput, roleInputSchema } from '@lathe/shared';
import type { z } from 'zod';
import type { RoleBody } from './api';

export const emptyRoleValues: RoleInput = { name: '', permissions: [] };

export const roleToFormValues = (role: Role): RoleInput => ({
  name: role.name,
  permissions: role.permissions.map((p) => ({ scope: p.scope, actions: [...p.actions] })),
});

export const toRoleBody = (values: z.output<typeof roleInputSchema>, version?: number): RoleBody => ({
  name: values.name,
  permissions: values.permissions,
  ...(version === undefined ? {} : { version }),
});
