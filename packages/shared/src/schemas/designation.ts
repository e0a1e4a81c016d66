import { z } from 'zod';
import { isActiveField, optionalIdField, optionalTextField, requiredText, timestamps, versionField } from './common.js';

export const DESIGNATION_SORTABLE = ['name', 'departmentName', 'isActive', 'createdAt', 'updatedAt'] as const;

const designationFields = {
  name: requiredText('Designation name is required', 100),
  description: optionalTextField(500),
  departmentId: optionalIdField('Department not found'),
  isActive: isActiveField,
};

export const designationCreateSchema = z.object({ ...designationFields, isActive: isActiveField.default(true) });
/** PUT designations/{id} sends the whole record (an optional field left out is cleared); PATCH any part of it. */
export const designationPutSchema = designationCreateSchema.extend({
  description: designationFields.description.default(null),
  departmentId: designationFields.departmentId.default(null),
  version: versionField,
});
export const designationUpdateSchema = z.object(designationFields).partial().extend({ version: versionField });

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
