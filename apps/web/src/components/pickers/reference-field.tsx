import type { ComponentProps } from 'react';
import { SearchSelectField } from '../form/search-select-field';
import { fetchOptions, type OptionsResource, optionsKey } from './reference-options';

type ReferenceFieldProps = Omit<
  ComponentProps<typeof SearchSelectField>,
  'fetchOptions' | 'queryKey' | 'selectedLabel'
> & {
  resource: OptionsResource;
  /** The saved record's name, shown before any options load (edit). */
  savedName?: string | null | undefined;
};

/** A department or designation picked by typing its name, as the employee and designation forms ask for one. */
export function ReferenceField({ resource, savedName, ...props }: ReferenceFieldProps) {
  return (
    <SearchSelectField
      {...props}
      queryKey={optionsKey(resource)}
      fetchOptions={fetchOptions[resource]}
      {...(savedName ? { selectedLabel: savedName } : {})}
    />
  );
}
