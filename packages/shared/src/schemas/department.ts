import { z } from 'zod';
import { isActiveField, patchSchema, requiredText, timestamps } from './common.js';

export const DEPARTMENT_SORTABLE = ['name', 'isActive', 'createdAt', 'updatedAt'] as const;

const departmentFields = {
  name: requiredText('Department name is required', 100),
  isActive: isActiveField,
};

/** POST departments: `{name, isActive}`. */
export const departmentCreateSchema = z.object({ ...departmentFields, isActive: isActiveField.default(true) });
/** PATCH departments/{id}: any of the fields, and the version read. */
export const departmentUpdateSchema = patchSchema(departmentFields);

export const departmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  version: z.number().int(),
  ...timestamps,
});
export type Department = z.infer<typeof departmentSchema>;
export type DepartmentInput = z.input<typeof departmentCreateSchema>;
export type DepartmentCreateData = z.output<typeof departmentCreateSchema>;
export type DepartmentUpdateData = z.output<typeof departmentUpdateSchema>;
