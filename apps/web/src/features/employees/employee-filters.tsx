import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { labelClass } from '../../components/form/field-styles';
import { SearchSelect } from '../../components/form/search-select';
import { fetchOptions, type OptionsResource, optionsKey } from '../../components/pickers/reference-options';
import { getReference } from './api';

interface ReferenceFilterProps {
  label: string;
  resource: OptionsResource;
  placeholder: string;
  /** The chosen record's id, from the URL. */
  value: string | undefined;
  /** The chosen record's name when the listed rows tell it. */
  knownName: string | undefined;
  onChange: (value: string | null) => void;
}

/** The filter's name after a reload: the rows tell it, else it is looked up (blank until then). */
function useReferenceName(resource: OptionsResource, id: string | undefined, knownName: string | undefined) {
  const lookup = useQuery({
    queryKey: [resource, 'detail', id ?? ''],
    queryFn: ({ signal }) => getReference(resource, id ?? '', signal),
    enabled: !!id && knownName === undefined,
    retry: false,
  });
  return knownName ?? lookup.data?.name ?? '';
}

/** A labelled searchable select above a list that narrows it to one department or designation. */
export function ReferenceFilter({ label, resource, placeholder, value, knownName, onChange }: ReferenceFilterProps) {
  const id = useId();
  const selectedLabel = useReferenceName(resource, value, knownName);
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <label id={`${id}-label`} htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="min-w-0 flex-1 sm:w-52 sm:flex-none">
        <SearchSelect
          id={id}
          labelId={`${id}-label`}
          placeholder={placeholder}
          queryKey={optionsKey(resource)}
          fetchOptions={fetchOptions[resource]}
          value={value ?? null}
          selectedLabel={selectedLabel}
          onChange={(next) => onChange(next)}
        />
      </div>
    </div>
  );
}
