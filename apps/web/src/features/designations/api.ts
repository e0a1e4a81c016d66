import type { Designation, DesignationInput, Option } from '@lathe/shared';
import type { SearchOption } from '../../components/form/search-select';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource-api';

/** `{name, description, departmentId, isActive, version}`: PUT designations/{id} replaces the whole record. */
export type DesignationBody = DesignationInput & { version?: number };

export const designationsResource = defineResource<Designation, DesignationBody>('designations', {
  updateMethod: 'PUT',
});

export const DEPARTMENT_OPTIONS_KEY = ['departments', 'options'] as const;

/** Up to 20 departments whose name contains the text: `GET departments/options?search=`. */
export const fetchDepartmentOptions = (search: string, signal: AbortSignal): Promise<SearchOption[]> =>
  api
    .get<Option[]>('departments/options', { search }, signal)
    .then((rows) => rows.map((d) => ({ value: d.id, label: d.name })));
