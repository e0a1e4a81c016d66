import type { Option } from '@lathe/shared';
import type { SearchOption } from '../components/form/search-select';
import { api } from './api-client';

/** The records other forms pick from a searchable select. */
export type OptionsResource = 'departments' | 'designations';

export const optionsKey = (resource: OptionsResource) => [resource, 'options'] as const;

/** Up to 20 records whose name contains the text: `GET {resource}/options?search=`. */
const optionsFetcher =
  (resource: OptionsResource) =>
  (search: string, signal: AbortSignal): Promise<SearchOption[]> =>
    api
      .get<Option[]>(`${resource}/options`, { search }, signal)
      .then((rows) => rows.map((r) => ({ value: r.id, label: r.name })));

export const fetchOptions: Record<OptionsResource, ReturnType<typeof optionsFetcher>> = {
  departments: optionsFetcher('departments'),
  designations: optionsFetcher('designations'),
};
