import type { Department, DepartmentInput } from '@lathe/shared';
import { defineResource } from '../../lib/resource-api';

/** `{name, isActive, version}`: PATCH departments/{id} (spec §7). */
export type DepartmentBody = DepartmentInput & { version?: number };

export const departmentsResource = defineResource<Department, DepartmentBody>('departments', {
  updateMethod: 'PATCH',
});
