import { z } from 'zod';
import {
  isActiveField,
  optionalIdField,
  optionalTextField,
  patchSchema,
  putSchema,
  requiredText,
  timestamps,
} from './common.js';

export const DESIGNATION_SORTABLE = ['name', 'departmentName', 'isActive', 'createdAt', 'updatedAt'] as const;

const designationFields = {
  name: requiredText('Designation name is required', 100),
  description: optionalTextField(500),
  departmentId: optionalIdField('Department not found'),
  isActive: isActiveField,
};

export const designationCreateSchema = z.object({ ...designationFields, isActive: isActiveField.default(true) });
/** PUT designations/{id} sends the whole record; PATCH any part of it. */
export const designationPutSchema = putSchema(designationCreateSchema);
export const designationUpdateSchema = patchSchema(designationFields);

export const designationSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  isActive: z.boolean(),
  version: z.number().int(),
  ...timestamps,
});
export type Designation = z.infer<typeof designationSchema>;
export type DesignationInput = z.input<typeof designationCreateSchema>;
export type DesignationCreateData = z.output<typeof designationCreateSchema>;
export type DesignationUpdateData = z.output<typeof designationUpdateSchema>;
