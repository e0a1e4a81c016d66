import { z } from 'zod';
import {
  isActiveField,
  optionalDateField,
  optionalEmailField,
  optionalIdField,
  optionalPhoneField,
  patchSchema,
  putSchema,
  requiredText,
  timestamps,
} from './common.js';

export const EMPLOYEE_SORTABLE = [
  'employeeCode',
  'firstName',
  'lastName',
  'departmentName',
  'designationName',
  'dateOfJoining',
  'isActive',
  'createdAt',
  'updatedAt',
] as const;

const employeeFields = {
  employeeCode: requiredText('Employee code is required', 30),
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: optionalEmailField,
  phone: optionalPhoneField,
  departmentId: optionalIdField('Department not found'),
  designationId: optionalIdField('Designation not found'),
  dateOfJoining: optionalDateField('Date of joining is invalid'),
  isActive: isActiveField,
};

export const employeeCreateSchema = z.object({ ...employeeFields, isActive: isActiveField.default(true) });
/** PUT employees/{id} sends the whole record; PATCH any part of it. */
export const employeePutSchema = putSchema(employeeCreateSchema);
export const employeeUpdateSchema = patchSchema(employeeFields);

/** The list's extra filters. */
export const employeeFilterSchema = z.object({
  departmentId: z.uuid('Department not found').optional(),
  designationId: z.uuid('Designation not found').optional(),
});
export type EmployeeFilter = z.output<typeof employeeFilterSchema>;

export const employeeSchema = z.object({
  id: z.string(),
  employeeCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  designationId: z.string().nullable(),
  designationName: z.string().nullable(),
  /** `yyyy-MM-dd`. */
  dateOfJoining: z.string().nullable(),
  isActive: z.boolean(),
  version: z.number().int(),
  ...timestamps,
});
export type Employee = z.infer<typeof employeeSchema>;
export type EmployeeInput = z.input<typeof employeeCreateSchema>;
export type EmployeeCreateData = z.output<typeof employeeCreateSchema>;
export type EmployeeUpdateData = z.output<typeof employeeUpdateSchema>;
