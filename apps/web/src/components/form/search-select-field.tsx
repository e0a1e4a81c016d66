import { type ReactNode, useId } from 'react';
import { useController } from 'react-hook-form';
import { describedBy, FieldShell, labelId } from './field-shell';
import { type SearchOption, SearchSelect, type SearchSelectProps } from './search-select';
import { useFieldError } from './use-field-error';

type PassedProps = Omit<
  SearchSelectProps,
  | 'value'
  | 'onChange'
  | 'id'
  | 'labelId'
  | 'ariaLabel'
  | 'ariaDescribedBy'
  | 'name'
  | 'required'
  | 'invalid'
  | 'onBlur'
  | 'inputRef'
>;

interface SearchSelectFieldProps extends PassedProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** Called with the chosen option (null when cleared), e.g. to copy its name elsewhere. */
  onSelect?: (option: SearchOption | null) => void;
}

/** A labelled searchable select bound to the surrounding form; the value is the option's value or null. */
export function SearchSelectField({ name, label, required, hint, onSelect, ...props }: SearchSelectFieldProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const id = `${useId()}-${name}`;
  const value = field.value as string | null | undefined;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      <SearchSelect
        {...props}
        id={id}
        labelId={labelId(id)}
        name={field.name}
        inputRef={field.ref}
        value={value || null}
        onChange={(next, option) => {
          field.onChange(next);
          onSelect?.(option);
        }}
        onBlur={field.onBlur}
        required={required}
        invalid={!!error}
        ariaDescribedBy={describedBy(id, hint, error)}
      />
    </FieldShell>
  );
}
