import type { Designation, DesignationInput } from '@lathe/shared';
import { defineResource } from '../../lib/resource-api';

/** `{name, description, departmentId, isActive, version}`: PUT designations/{id} replaces the whole record. */
export type DesignationBody = DesignationInput & { version?: number };

export const designationsResource = defineResource<Designation, DesignationBody>('designations', {
  updateMethod: 'PUT',
});
