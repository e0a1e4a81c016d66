import type { Option } from '@lathe/shared';
import type { SearchOption } from '../form/search-select';
import { optionsFinder } from './options-finder';

/** The records other forms pick from a searchable select. */
export type OptionsResource = 'departments' | 'designations';

export const optionsKey = (resource: OptionsResource) => [resource, 'options'] as const;

const toOption = (r: Option): SearchOption => ({ value: r.id, label: r.name });

/** Up to 20 records whose name contains the text: `GET {resource}/options?search=`. */
export const fetchOptions: Record<OptionsResource, (search: string, signal: AbortSignal) => Promise<SearchOption[]>> = {
  departments: optionsFinder('departments/options', toOption),
  designations: optionsFinder('designations/options', toOption),
};
