import type { Designation, Employee, EmployeeInput, Option } from '@lathe/shared';
import type { SearchOption } from '../../components/form/search-select';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource-api';

/** The whole employee plus the version read: PUT employees/{id} replaces the record. */
export type EmployeeBody = EmployeeInput & { version?: number };

export const employeesResource = defineResource<Employee, EmployeeBody>('employees', { updateMethod: 'PUT' });

/** The references an employee points at, as the searchable selects look them up. */
export type ReferenceResource = 'departments' | 'designations';

export const optionsKey = (resource: ReferenceResource) => [resource, 'options'] as const;

/** Up to 20 records whose name contains the text: `GET {resource}/options?search=`. */
export const optionsFetcher =
  (resource: ReferenceResource) =>
  (search: string, signal: AbortSignal): Promise<SearchOption[]> =>
    api
      .get<Option[]>(`${resource}/options`, { search }, signal)
      .then((rows) => rows.map((r) => ({ value: r.id, label: r.name })));

export const fetchDepartmentOptions = optionsFetcher('departments');
export const fetchDesignationOptions = optionsFetcher('designations');
export const OPTION_FETCHERS = { departments: fetchDepartmentOptions, designations: fetchDesignationOptions };

/** One department or designation by id, for its name (and a designation's department). */
export const getReference = (resource: ReferenceResource, id: string, signal?: AbortSignal) =>
  api.get<Pick<Designation, 'id' | 'name'> & Partial<Pick<Designation, 'departmentId' | 'departmentName'>>>(
    `${resource}/${encodeURIComponent(id)}`,
    undefined,
    signal,
  );
