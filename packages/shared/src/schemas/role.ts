import { z } from 'zod';
import { ADMIN_ROLE_NAME } from '../permissions.js';
import { lookAlikeProblem } from '../text-safety.js';
import { requiredText, timestamps, versionField } from './common.js';
import { permissionsSchema } from './permission.js';

export const ROLE_SORTABLE = ['name', 'createdAt', 'updatedAt'] as const;

export const roleInputSchema = z.object({
  // A role cannot pass for the Admin role (zero-width, mixed alphabets, full-width letters).
  name: requiredText('Role name is required', 50).superRefine((name, ctx) => {
    const problem = lookAlikeProblem(name, [ADMIN_ROLE_NAME]);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  permissions: permissionsSchema.default([]),
  version: versionField,
});
export type RoleInput = z.input<typeof roleInputSchema>;

const permissionOut = z.object({ scope: z.string(), actions: z.array(z.enum(['view', 'create', 'edit', 'delete'])) });

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(permissionOut),
  userCount: z.number().int(),
  version: z.number().int(),
  ...timestamps,
});
export type Role = z.infer<typeof roleSchema>;

export const roleOptionSchema = z.object({ id: z.string(), name: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

export { permissionOut as permissionOutSchema };
export type RoleData = z.output<typeof roleInputSchema>;
