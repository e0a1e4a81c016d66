import type { Designation, Employee, EmployeeInput } from '@lathe/shared';
import type { OptionsResource } from '../../components/pickers/reference-options';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource-api';

/** The whole employee plus the version read: PUT employees/{id} replaces the record. */
export type EmployeeBody = EmployeeInput & { version?: number };

export const employeesResource = defineResource<Employee, EmployeeBody>('employees', { updateMethod: 'PUT' });

/** One department or designation by id, for its name (and a designation's department). */
export const getReference = (resource: OptionsResource, id: string, signal?: AbortSignal) =>
  api.get<Pick<Designation, 'id' | 'name'> & Partial<Pick<Designation, 'departmentId' | 'departmentName'>>>(
    `${resource}/${encodeURIComponent(id)}`,
    undefined,
    signal,
  );
